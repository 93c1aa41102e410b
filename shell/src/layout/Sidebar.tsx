// The main navigation (spec 01 section 2, Sidebar). On wide screens it can be collapsed to icons;
// under 769 px it is a menu opened from the header's hamburger and also offers Logout.
import { NavLink } from '@nclude/shared';
import { LIBRARY_SCOPE, type Session } from '@nclude/shared';
import { t, type ShellMessageKey } from '../messages';
import { Icon, type IconName } from './icons';

export const SIDEBAR_ID = 'nc-sidebar';

interface SidebarEntry {
  to: string;
  labelKey: ShellMessageKey;
  icon: IconName;
  /** Shown only when the sidebar is expanded (spec: Profile). */
  expandedOnly?: boolean;
  /** Shown only to readers enrolled in the library programme (scope 'library'). */
  libraryOnly?: boolean;
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: '/', labelKey: 'navDashboard', icon: 'dashboard' },
  { to: '/profile', labelKey: 'navProfile', icon: 'profile', expandedOnly: true },
  { to: '/docaccess', labelKey: 'navDocumentAccessibility', icon: 'document' },
  { to: '/opportunity', labelKey: 'navCareerDiscovery', icon: 'career' },
  { to: '/jobs', labelKey: 'navJobsListing', icon: 'jobs' },
  { to: '/library', labelKey: 'navAccessibleLibrary', icon: 'library', libraryOnly: true },
  { to: '/chatbot', labelKey: 'navInformationAccess', icon: 'information' },
  { to: '/news', labelKey: 'navNews', icon: 'news' },
  { to: '/browser-agent', labelKey: 'navBrowserAgent', icon: 'agent' },
];

export function visibleEntries(session: Pick<Session, 'scope'>, expanded: boolean): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter(
    (entry) =>
      (!entry.expandedOnly || expanded) && (!entry.libraryOnly || session.scope === LIBRARY_SCOPE),
  );
}

export interface SidebarProps {
  session: Session;
  narrow: boolean;
  /** Wide screens: labels shown (true) or icons only (false). */
  expanded: boolean;
  onToggleExpanded: () => void;
  /** Narrow screens: whether the menu is open. */
  menuOpen: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

export function Sidebar({
  session,
  narrow,
  expanded,
  onToggleExpanded,
  menuOpen,
  onNavigate,
  onLogout,
}: SidebarProps) {
  // An open menu on a small screen always shows the full labels.
  const showLabels = narrow || expanded;
  const className = [
    'nc-sidebar',
    showLabels ? 'nc-sidebar--expanded' : 'nc-sidebar--collapsed',
    narrow ? 'nc-sidebar--narrow' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <nav
      id={SIDEBAR_ID}
      aria-label={t('mainNavigation')}
      className={className}
      hidden={narrow && !menuOpen}
    >
      {!narrow && (
        <button
          type="button"
          className="nc-sidebar__toggle"
          aria-expanded={expanded}
          onClick={onToggleExpanded}
        >
          <Icon name={expanded ? 'collapse' : 'expand'} />
          <span className="nc-sidebar__label">
            {expanded ? t('collapseSidebar') : t('expandSidebar')}
          </span>
        </button>
      )}
      <ul className="nc-sidebar__list">
        {visibleEntries(session, showLabels).map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.to === '/'}
              className="nc-sidebar__link"
              onClick={onNavigate}
            >
              <Icon name={entry.icon} />
              <span className="nc-sidebar__label">{t(entry.labelKey)}</span>
            </NavLink>
          </li>
        ))}
        {narrow && (
          <li>
            <button
              type="button"
              className="nc-sidebar__link nc-sidebar__logout"
              onClick={onLogout}
            >
              <Icon name="logout" />
              <span className="nc-sidebar__label">{t('logout')}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
