import { useEffect, useRef, type HTMLAttributes } from 'react';
import { classNames } from './ids';

// Set by the shell on a route change and consumed by the next PageHeading to mount, so focus
// lands on the new page's h1 after navigation but not on the first page load.
let focusAfterNavigation = false;
// Whether the current change of page has its focus on its heading: requested and not yet taken
// (the page is still loading) or taken by a PageHeading.
let headingFocusedForNavigation = false;

export function markNavigationFocus(): void {
  focusAfterNavigation = true;
  headingFocusedForNavigation = false;
}

/** Takes the pending navigation-focus request, if any (once). */
export function consumeNavigationFocus(): boolean {
  const pending = focusAfterNavigation;
  focusAfterNavigation = false;
  if (pending) headingFocusedForNavigation = true;
  return pending;
}

/**
 * True when the latest change of page moves focus to the page's heading (already done, or
 * waiting for the heading to mount). A screen reader then reads the heading; saying the page
 * title as well would tell the user the same thing twice.
 */
export function isNavigationFocusOnHeading(): boolean {
  return focusAfterNavigation || headingFocusedForNavigation;
}

/** The page's single <h1>. Focusable by script only (tabIndex -1), so a screen reader starts reading here. */
export function PageHeading({ className, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (consumeNavigationFocus()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={classNames('nc-page-heading', className)} {...rest}>
      {children}
    </h1>
  );
}
