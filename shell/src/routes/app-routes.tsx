// The router's route table, built from the registry at start: the shell's own pages, one route
// per path a registered remote owns, a "not available" page for every other known portal path,
// and a 404 for everything else.
import { lazy, Suspense } from 'react';
import type { RouteObject } from '@nclude/shared';
import type { RemoteRegistry } from '@nclude/shared';
import { ShellLayout } from '../layout/ShellLayout';
import { t } from '../messages';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { ownedPaths } from '../registry/registry';
import { Guard } from './Guard';
import { KNOWN_AREAS } from './known-areas';
import { PageSpinner, RemoteRoute } from './RemoteRoute';
import { UnavailableArea } from './UnavailableArea';

const DashboardPage = lazy(
  () => import(/* webpackChunkName: "dashboard" */ '../pages/DashboardPage'),
);
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage'),
);

/** Paths the shell answers itself; a remote claiming one of them is ignored. */
const SHELL_PATHS = new Set(['/', '*']);

function RootError() {
  return (
    <NotAvailablePage
      area={t('appName')}
      reason="load-failed"
      onRetry={() => window.location.reload()}
    />
  );
}

export function buildRoutes(registry: RemoteRegistry): RouteObject[] {
  const owners = ownedPaths(registry);
  const children: RouteObject[] = [
    {
      index: true,
      element: (
        <Guard rules={{ requiresToken: true }}>
          <Suspense fallback={<PageSpinner />}>
            <DashboardPage />
          </Suspense>
        </Guard>
      ),
    },
  ];
  for (const [path, remote] of owners) {
    if (SHELL_PATHS.has(path)) {
      console.warn(`[shell] ${remote} claims ${path}, which the shell owns`);
      continue;
    }
    // Each remote route gets its own key so error and loading state never leak between them.
    children.push({
      path,
      element: <RemoteRoute key={`${remote}:${path}`} remote={remote} path={path} />,
    });
  }
  for (const area of KNOWN_AREAS) {
    if (!owners.has(area.path)) {
      children.push({
        path: area.path,
        element: <UnavailableArea key={`unavailable:${area.path}`} area={area} />,
      });
    }
  }
  children.push({
    path: '*',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage />
      </Suspense>
    ),
  });
  return [{ path: '/', element: <ShellLayout />, errorElement: <RootError />, children }];
}
