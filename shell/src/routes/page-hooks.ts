import { useContext, useEffect } from 'react';
import { announce, type HeaderSubTab } from '@nclude/shared';
import { SubTabsContext } from '../services';

const NO_TABS: HeaderSubTab[] = [];
let firstTitle = true;

/**
 * Sets document.title and tells screen-reader users which page they are on. The first page of
 * a visit is not announced: the browser already reads the title on load.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    if (firstTitle) {
      firstTitle = false;
      return;
    }
    announce(title, 'polite');
  }, [title]);
}

/** Publishes the page's header sub-tabs while it is shown. */
export function useSubTabs(tabs: HeaderSubTab[] | undefined): void {
  const publish = useContext(SubTabsContext);
  const list = tabs ?? NO_TABS;
  useEffect(() => {
    publish(list);
    return () => publish(NO_TABS);
  }, [publish, list]);
}
