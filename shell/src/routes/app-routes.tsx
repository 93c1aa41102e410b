// The router's route table, built from the registry at start: the shell's own pages, one route
// per path a registered remote owns, a "cannot be shown" page for the paths of a remote the shell
// refused, and a 404 for everything else (or, when the registry could not be read, a page that
// says so and offers to reload).
import { lazy, Suspense } from 'react';
import { Guard, lazyPage, Navigate, type CheckedRegistry, type RouteObject } from '@nclude/shared';
import { ShellLayout } from '../layout/ShellLayout';
import { t } from '../messages';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { useShellServices } from '../services';
import { PageSpinner, RemoteRoute } from './RemoteRoute';
import { RootErrorBoundary } from './RootErrorBoundary';

// lazyPage: the dashboard's texts are a catalogue of their own, ready before it shows.
const DashboardPage = lazyPage(
  () => import(/* webpackChunkName: "dashboard" */ '../pages/DashboardPage'),
);
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage'),
);

/** Paths the shell answers itself; a remote claiming one of them is ignored. */
export const SHELL_PATHS = new Set(['/', '/Menu', '*']);

function RootError() {
  return (
    <NotAvailablePage
      area={t('appName')}
      reason="load-failed"
      onRetry={() => window.location.reload()}
    />
  );
}

/** Any other address: a 404, unless the registry (the list of addresses) could not be read. */
function UnknownPath() {
  const { registryFailed, reloadPortal } = useShellServices();
  if (registryFailed)
    return (
      <NotAvailablePage
        area={t('titlePageUnavailable')}
        reason="registry-failed"
        onRetry={reloadPortal}
      />
    );
  return (
    <Suspense fallback={<PageSpinner />}>
      <NotFoundPage />
    </Suspense>
  );
}

export function buildRoutes(registry: CheckedRegistry): RouteObject[] {
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
    // The product's /Menu has no screen of its own: the menu is the sidebar, beside the home page.
    { path: '/Menu', element: <Navigate to="/" replace /> },
  ];
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      if (SHELL_PATHS.has(route.path)) {
        console.warn(`[shell] ${remote.name} claims ${route.path}, which the shell owns`);
        continue;
      }
      // Each remote route gets its own key so error and loading state never leak between them.
      children.push({
        path: route.path,
        element: <RemoteRoute key={`${remote.name}:${route.path}`} remote={remote} route={route} />,
      });
    }
  }
  for (const refused of registry.refused) {
    for (const path of refused.paths) {
      if (SHELL_PATHS.has(path)) continue;
      children.push({
        path,
        element: (
          <NotAvailablePage
            key={`refused:${path}`}
            area={t('titlePageUnavailable')}
            reason={refused.kind === 'contract' ? 'incompatible' : 'misconfigured'}
          />
        ),
      });
    }
  }
  children.push({ path: '*', element: <UnknownPath /> });
  return [
    {
      path: '/',
      element: (
        <RootErrorBoundary fallback={<RootError />}>
          <ShellLayout />
        </RootErrorBoundary>
      ),
      children,
    },
  ];
}
