// The main navigation: the Dashboard plus the navigation entries of the remotes' manifests. On wide screens it can be collapsed to icons;
// under 769 px it is a menu opened from the header's hamburger and also offers Logout.
import { NavLink } from '@nclude/shared';
import {
  LIBRARY_SCOPE,
  manifestText,
  type CheckedRegistry,
  type Language,
  type Session,
} from '@nclude/shared';
import { t } from '../messages';
import { Icon, type IconName } from './icons';

export const SIDEBAR_ID = 'nc-sidebar';

export interface SidebarEntry {
  to: string;
  /** In words, in the current language. */
  label: string;
  icon: IconName;
  order: number;
  /** Shown only when the sidebar is expanded (the profile link). */
  expandedOnly?: boolean;
  /** Shown only to readers enrolled in the library programme (scope 'library'). */
  libraryOnly?: boolean;
}

/** The Dashboard (the shell's own page) and every navigation entry of the registry, in order. */
export function sidebarEntries(registry: CheckedRegistry, language: Language): SidebarEntry[] {
  const entries: SidebarEntry[] = [
    { to: '/', label: t('navDashboard'), icon: 'dashboard', order: 0 },
  ];
  for (const remote of registry.remotes)
    for (const route of remote.routes)
      if (route.nav)
        entries.push({
          to: route.path,
          label: manifestText(remote.messages, route.nav.label, language),
          icon: route.nav.icon,
          order: route.nav.order,
          expandedOnly: route.nav.expandedOnly,
          libraryOnly: route.requiresLibraryScope,
        });
  return entries.sort((a, b) => a.order - b.order);
}

export function visibleEntries(
  entries: readonly SidebarEntry[],
  session: Pick<Session, 'scope'>,
  expanded: boolean,
): SidebarEntry[] {
  return entries.filter(
    (entry) =>
      (!entry.expandedOnly || expanded) && (!entry.libraryOnly || session.scope === LIBRARY_SCOPE),
  );
}

export interface SidebarProps {
  entries: readonly SidebarEntry[];
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
  entries,
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
        {visibleEntries(entries, session, showLabels).map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.to === '/'}
              className="nc-sidebar__link"
              onClick={onNavigate}
            >
              <Icon name={entry.icon} />
              <span className="nc-sidebar__label">{entry.label}</span>
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
