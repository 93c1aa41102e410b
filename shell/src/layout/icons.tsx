// Sidebar and header icons. Decorative: every one sits beside (or stands in for) a text label
// that gives the control its accessible name.
import type { ReactElement } from 'react';
import type { NavIcon } from '@nclude/shared';

export type IconName =
  NavIcon | 'logout' | 'menu' | 'close' | 'collapse' | 'expand' | 'settings' | 'bell';

const PATHS: Record<IconName, ReactElement> = {
  dashboard: <path d="M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z" />,
  profile: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  document: <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8" />,
  // A screen with a play triangle above a line of caption text.
  media: <path d="M3 4h18v15H3zM10 7v5l4-2.5zM7 16h10" />,
  career: <path d="M12 2l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" />,
  jobs: <path d="M3 7h18v13H3zM8 7V4h8v3M3 13h18" />,
  library: <path d="M4 19V5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0 0 4h13M8 7h7" />,
  information: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7h.01" />,
  news: <path d="M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4" />,
  agent: <path d="M5 8h14v11H5zM12 8V4M9 13h.01M15 13h.01M9 16h6M2 12v3M22 12v3" />,
  logout: <path d="M10 4H4v16h6M16 8l4 4-4 4M20 12H9" />,
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  close: <path d="M5 5l14 14M19 5L5 19" />,
  collapse: <path d="M15 5l-7 7 7 7" />,
  expand: <path d="M9 5l7 7-7 7" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
  settings: (
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
  ),
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="nc-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
