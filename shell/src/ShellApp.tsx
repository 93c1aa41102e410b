import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  LiveRegions,
  ToastRegion,
  configureApi,
  t,
  toast,
  useNavigate,
  useRoutes,
} from '@nclude/shared';
import { useNavigationFocus } from './navigation-focus';
import { buildRoutes } from './routes/app-routes';
import { ShellServicesProvider, useShellServices, type ShellServices } from './services';

/** The route table of the registry, with focus management and the 401 rule. */
function ShellRoutes() {
  const { registry } = useShellServices();
  const routes = useMemo(() => buildRoutes(registry), [registry]);
  const navigate = useNavigate();
  useNavigationFocus();
  useEffect(() => {
    // A 401 on a call that sent a token signs out (done by the API client) and lands on the
    // login page, which says why.
    configureApi({
      onUnauthorized: () => {
        navigate('/login', { replace: true });
        // Said after the navigation, which empties the live regions.
        toast(t('sessionExpired'), { kind: 'info' });
      },
    });
  }, [navigate]);
  return useRoutes(routes);
}

/**
 * The whole shell. `Router` is BrowserRouter in the browser; tests pass a MemoryRouter. Declarative
 * routing (not a data router) keeps the router's loaders, actions and fetchers out of the first
 * load: the shell needs none of them.
 */
export function ShellApp({
  services,
  Router,
}: {
  services: ShellServices;
  Router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <ShellServicesProvider services={services}>
      {/* The live regions exist before anything is announced: screen readers ignore a region that appears with its text. */}
      <LiveRegions />
      <Router>
        <ShellRoutes />
      </Router>
      <ToastRegion />
    </ShellServicesProvider>
  );
}
