// A route owned by a remote: its './routes' module is fetched the first time one of its paths is
// visited; the matching route object supplies the guard rules, the title, the header sub-tabs
// and the page component.
import { Suspense, use, useState } from 'react';
import {
  Spinner,
  resolveRouteTitle,
  useParams,
  type RemoteRoute as RemoteRouteContract,
} from '@nclude/shared';
import { t } from '../messages';
import { useShellServices } from '../services';
import { RemoteContractError } from '../registry/remote-routes';
import { Guard } from './Guard';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { usePageTitle, useSubTabs } from './page-hooks';
import { areaTitleFor } from './area-title';

export interface RemoteRouteProps {
  remote: string;
  /** The route pattern as listed in the registry, e.g. '/link/:toLink'. */
  path: string;
}

export function RemoteRoute({ remote, path }: RemoteRouteProps) {
  const { routesCache } = useShellServices();
  // Bumping the attempt remounts the boundary and Suspense after the cached failure is cleared.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    routesCache.clear(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} area={areaTitleFor(path)} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <RemoteRouteContent remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export function PageSpinner() {
  return (
    <div className="nc-page-spinner">
      <Spinner label={t('loadingPage')} showLabel />
    </div>
  );
}

function RemoteRouteContent({ remote, path }: RemoteRouteProps) {
  const { routesCache } = useShellServices();
  const routes = use(routesCache.get(remote));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new RemoteContractError(`${remote}/routes has no route for ${path}`);
  return (
    <Guard rules={route}>
      <RemotePage route={route} />
    </Guard>
  );
}

function RemotePage({ route }: { route: RemoteRouteContract }) {
  // A title may depend on the route's parameters (/link/:toLink: "Link email" or "Link phone").
  const params = useParams();
  usePageTitle(resolveRouteTitle(route.title, params));
  useSubTabs(route.subTabs);
  const { Component } = route;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}
