// A route owned by a remote. Its guard rules, title and header sub-tabs come from the registry, so
// a visitor who may not see the page is redirected before any of the remote's code is fetched;
// the remote's './routes' module is fetched the first time one of its paths is allowed to render.
import { Suspense, use, useMemo, useState } from 'react';
import {
  Guard,
  RemoteContractError,
  Spinner,
  getLanguage,
  manifestText,
  useLanguage,
  usePageTitle,
  useParams,
  type ManifestRoute,
  type RemoteRegistryEntry,
} from '@nclude/shared';
import { t } from '../messages';
import { useShellServices } from '../services';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useSubTabs } from './page-hooks';

export interface RemoteRouteProps {
  remote: RemoteRegistryEntry;
  route: ManifestRoute;
}

export function RemoteRoute({ remote, route }: RemoteRouteProps) {
  const { routesCache } = useShellServices();
  // Bumping the attempt remounts the boundary and Suspense after the cached failure is cleared.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    routesCache.clear(remote.name);
    setAttempt((n) => n + 1);
  };
  const area = manifestText(remote.messages, route.title, getLanguage());
  return (
    <Guard rules={route}>
      <RemoteErrorBoundary key={attempt} remote={remote.name} area={area} onRetry={retry}>
        <Suspense fallback={<PageSpinner />}>
          <RemotePage remote={remote} route={route} />
        </Suspense>
      </RemoteErrorBoundary>
    </Guard>
  );
}

export function PageSpinner() {
  return (
    <div className="nc-page-spinner">
      <Spinner label={t('loadingPage')} showLabel />
    </div>
  );
}

function RemotePage({ remote, route }: RemoteRouteProps) {
  const { routesCache } = useShellServices();
  const routes = use(routesCache.get(remote));
  const page = routes.find((candidate) => candidate.path === route.path);
  if (!page) throw new RemoteContractError(`${remote.name}/routes has no page for ${route.path}`);
  // A page may name itself after its parameters (/link/:toLink: "Link email" or "Link phone").
  const params = useParams();
  // Consuming the language re-renders the page (its state kept) when the reader switches.
  const language = useLanguage();
  usePageTitle(
    page.title ? page.title(params) : manifestText(remote.messages, route.title, language),
  );
  const subTabs = useMemo(
    () =>
      route.subTabs?.map((tab) => ({
        label: manifestText(remote.messages, tab.label, language),
        to: tab.to,
      })),
    [remote, route, language],
  );
  useSubTabs(subTabs);
  const { Component } = page;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}
