// The header (product rules §2): logo, the current page's sub-tabs, accessibility settings,
// logout and the user's name linking to their profile (user) or organisation profile (org).
// Signed-out visitors get the logo and the accessibility settings only: the settings must be
// reachable before signing in.
import { Suspense, type RefObject } from 'react';
import { lazyPage, Link, NavLink } from '@nclude/shared';
import type { HeaderSubTab, Session } from '@nclude/shared';
import logoUrl from '../assets/logo.svg';
import { t } from '../messages';
import { Icon } from './icons';
import { SIDEBAR_ID } from './Sidebar';

// Only for signed-in people, and after the page itself: kept out of the first-load JS (the
// sign-in pages never need it).
// lazyPage: its texts are a catalogue of their own, ready before it shows.
const Notifications = lazyPage(() =>
  import(/* webpackChunkName: "notifications" */ '../notifications/Notifications').then(
    (module) => ({ default: module.Notifications }),
  ),
);

export interface HeaderProps {
  session: Session;
  subTabs: HeaderSubTab[];
  narrow: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenSettings: () => void;
  settingsButtonRef: RefObject<HTMLButtonElement | null>;
  onLogout: () => void;
}

function ProfileLink({ session }: { session: Session }) {
  const name = session.userName ?? '';
  if (session.role === 'user') {
    return (
      <NavLink to="/profile" className="nc-header__user">
        {name || t('yourProfile')}
      </NavLink>
    );
  }
  if (session.role === 'org') {
    return (
      <NavLink to="/orgProfile" className="nc-header__user">
        {name || t('organisationProfile')}
      </NavLink>
    );
  }
  return null;
}

export function Header(props: HeaderProps) {
  const {
    session,
    subTabs,
    narrow,
    menuOpen,
    onToggleMenu,
    menuButtonRef,
    onOpenSettings,
    settingsButtonRef,
    onLogout,
  } = props;
  const signedIn = session.token !== null;
  return (
    <header className="nc-header">
      <div className="nc-header__start">
        {signedIn && narrow && (
          <button
            ref={menuButtonRef}
            type="button"
            className="nc-header__button nc-header__menu"
            aria-expanded={menuOpen}
            aria-controls={SIDEBAR_ID}
            onClick={onToggleMenu}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="nc-visually-hidden">{menuOpen ? t('closeMenu') : t('openMenu')}</span>
          </button>
        )}
        <Link to="/" className="nc-header__logo">
          <img src={logoUrl} alt={t('logoAlt')} width="40" height="40" />
          <span className="nc-header__wordmark" aria-hidden="true">
            {t('appName')}
          </span>
        </Link>
      </div>
      {subTabs.length > 0 && (
        <nav aria-label={t('pageSections')} className="nc-header__tabs">
          <ul>
            {subTabs.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} end className="nc-header__tab">
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="nc-header__end">
        {signedIn && (
          <Suspense fallback={null}>
            <Notifications />
          </Suspense>
        )}
        <button
          ref={settingsButtonRef}
          type="button"
          className="nc-header__button"
          onClick={onOpenSettings}
        >
          <Icon name="settings" />
          <span className="nc-header__button-label">{t('accessibilitySettings')}</span>
        </button>
        {signedIn && <ProfileLink session={session} />}
        {/* Under 769 px Logout lives in the menu (product rules §2). */}
        {signedIn && !narrow && (
          <button type="button" className="nc-header__button" onClick={onLogout}>
            <Icon name="logout" />
            <span className="nc-header__button-label">{t('logout')}</span>
          </button>
        )}
      </div>
    </header>
  );
}
