import { useState } from 'react';
import { clearAnnouncements, markNavigationFocus, useLocation } from '@nclude/shared';

/** Messages said this shortly before a change of page belong to the move and are kept. */
const SAID_WITH_THE_MOVE_MS = 250;

/**
 * On every change of page (not on the first load, and not for a change of the hash or query
 * alone) empties the live regions of what the previous page said, and asks the next page's
 * PageHeading to take focus. Done while the shell renders the new location, before the new
 * page's heading mounts and looks for the request.
 */
export function useNavigationFocus(): void {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(pathname);
  if (shown !== pathname) {
    setShown(pathname);
    clearAnnouncements({ olderThanMs: SAID_WITH_THE_MOVE_MS });
    markNavigationFocus();
  }
}
