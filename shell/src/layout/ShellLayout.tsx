// The frame around every page: skip link, header, sidebar, the main region and the live regions.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { Outlet, useLocation, useNavigate } from '@nclude/shared';
import {
  announce,
  sessionStore,
  toast,
  useLanguage,
  useSession,
  type HeaderSubTab,
} from '@nclude/shared';
import { t } from '../messages';
import { SubTabsContext, useShellServices } from '../services';
import { logout } from '../session/logout';
import { useSessionChannel } from '../session/use-session-channel';
import { Header } from './Header';
import { Sidebar, sidebarEntries } from './Sidebar';
import { useNarrowLayout } from './use-narrow-layout';

const AccessibilityPanel = lazy(
  () => import(/* webpackChunkName: "a11y-panel" */ '../a11y/AccessibilityPanel'),
);

export const MAIN_ID = 'main-content';

export function ShellLayout() {
  const session = useSession();
  const signedIn = session.token !== null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useNarrowLayout();
  const { registry } = useShellServices();
  const language = useLanguage();
  const navigation = useMemo(() => sidebarEntries(registry, language), [registry, language]);

  const [subTabs, setSubTabs] = useState<HeaderSubTab[]>([]);
  const [expanded, setExpanded] = useState(true);
  // The small-screen menu belongs to the page it was opened on: it closes when the page changes
  // or the screen grows out of the narrow layout.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = narrow && menuOpenOn === pathname;
  const setMenuOpen = useCallback(
    (open: boolean) => setMenuOpenOn(open ? pathname : null),
    [pathname],
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);

  // Escape closes the small-screen menu and returns focus to the hamburger.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, setMenuOpen]);

  // Focus returns to the settings button when the panel closes, even in browsers that do not
  // focus a button on click (Safari), where the dialog could not know its opener.
  const settingsWereOpen = useRef(false);
  useEffect(() => {
    if (settingsWereOpen.current && !settingsOpen) settingsButtonRef.current?.focus();
    settingsWereOpen.current = settingsOpen;
  }, [settingsOpen]);

  const onLogout = useCallback(async () => {
    setMenuOpen(false);
    await logout();
    navigate('/login', { replace: true });
    announce(t('loggedOut'), 'polite');
  }, [navigate, setMenuOpen]);

  const onForcedLogout = useCallback(() => {
    sessionStore.signOut();
    navigate('/login', { replace: true });
    toast(t('sessionEndedElsewhere'), { kind: 'info' });
  }, [navigate]);
  useSessionChannel(onForcedLogout);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    // Handled here rather than by the browser: a hash change would count as a navigation.
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  return (
    <SubTabsContext.Provider value={setSubTabs}>
      <a className="nc-skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t('skipToMain')}
      </a>
      <Header
        session={session}
        subTabs={subTabs}
        narrow={narrow}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen(!menuOpen)}
        menuButtonRef={menuButtonRef}
        onOpenSettings={() => setSettingsOpen(true)}
        settingsButtonRef={settingsButtonRef}
        onLogout={onLogout}
      />
      <div className={signedIn ? 'nc-shell nc-shell--with-sidebar' : 'nc-shell'}>
        {signedIn && (
          <Sidebar
            entries={navigation}
            session={session}
            narrow={narrow}
            expanded={expanded}
            onToggleExpanded={() => setExpanded((value) => !value)}
            menuOpen={menuOpen}
            onNavigate={() => setMenuOpen(false)}
            onLogout={onLogout}
          />
        )}
        <main id={MAIN_ID} tabIndex={-1} className="nc-main">
          <Outlet />
        </main>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <AccessibilityPanel onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </SubTabsContext.Provider>
  );
}
