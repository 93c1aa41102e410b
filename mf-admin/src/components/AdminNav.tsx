// The administrator's way between the administration pages: the portal's header has no link for an
// admin session (an admin has no profile), so each admin page links the others once unlocked.
import { NavLink } from '@nclude/shared';
import { m } from '../messages';

const PAGES = [
  { to: '/whitelist', label: 'navWhitelist' },
  { to: '/adminJobs', label: 'navJobs' },
  { to: '/adminLibrary', label: 'navLibrary' },
  { to: '/adminNews', label: 'navNews' },
] as const;

export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label={m('adminNavLabel')}>
      <ul>
        {PAGES.map((page) => (
          <li key={page.to}>
            {/* NavLink marks the current page with aria-current="page". */}
            <NavLink to={page.to} end>
              {m(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
