import { clearAnnouncements, markNavigationFocus } from '@nclude/shared';

interface LocationSource {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Empties the live regions and asks the next page's PageHeading to take focus after every change of page (not on the first
 * load, and not for a change of the hash or query alone). Subscribing to the router runs before
 * React renders the new page, so the request is in place when its heading mounts.
 */
export function focusHeadingOnNavigation(router: LocationSource): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    // What the previous page said is no longer about this one: a screen-reader user browsing the
    // live region must not find it there.
    clearAnnouncements();
    markNavigationFocus();
  });
}
