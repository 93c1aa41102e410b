import { useContext, useEffect } from 'react';
import type { HeaderSubTab } from '@nclude/shared';
import { SubTabsContext } from '../services';

const NO_TABS: HeaderSubTab[] = [];

/** Publishes the page's header sub-tabs while it is shown. */
export function useSubTabs(tabs: HeaderSubTab[] | undefined): void {
  const publish = useContext(SubTabsContext);
  const list = tabs ?? NO_TABS;
  useEffect(() => {
    publish(list);
    return () => publish(NO_TABS);
  }, [publish, list]);
}
