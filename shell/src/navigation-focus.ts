import { markNavigationFocus } from '@nclude/shared';

interface LocationSource {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Asks the next page's PageHeading to take focus after every change of page (not on the first
 * load, and not for a change of the hash or query alone). Subscribing to the router runs before
 * React renders the new page, so the request is in place when its heading mounts.
 */
export function focusHeadingOnNavigation(router: LocationSource): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    markNavigationFocus();
  });
}
