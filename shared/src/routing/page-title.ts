import { useEffect } from 'react';
import { announce } from '../ui/Announcer';
import { isNavigationFocusOnHeading } from '../ui/PageHeading';

let firstTitle = true;

/**
 * Sets document.title. The title is announced only when nothing else tells a screen-reader user
 * which page they are on: after a change of page the new page's heading (PageHeading) takes focus
 * and is read, so the title is not said as well; the first page of a visit is not announced
 * either, because the browser reads the title on load.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    if (firstTitle) {
      firstTitle = false;
      return;
    }
    if (isNavigationFocusOnHeading()) return;
    announce(title, 'polite');
  }, [title]);
}
