import { useEffect, useRef, type HTMLAttributes } from 'react';
import { classNames } from './ids';

// Set by the shell on a route change and consumed by the next PageHeading to mount, so focus
// lands on the new page's h1 after navigation but not on the first page load.
let focusAfterNavigation = false;

export function markNavigationFocus(): void {
  focusAfterNavigation = true;
}

/** Takes the pending navigation-focus request, if any (once). */
export function consumeNavigationFocus(): boolean {
  const pending = focusAfterNavigation;
  focusAfterNavigation = false;
  return pending;
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
