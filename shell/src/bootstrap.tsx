// Start-up, after the federation runtime has set up the shared scope: apply the reader's
// accessibility settings, read the remote registry, build the router and render.
import '@nclude/shared/styles.css';
import './shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '@nclude/shared';
import {
  a11yStore,
  applyA11ySettings,
  configureApi,
  startLanguage,
  t,
  toast,
  type CheckedRegistry,
} from '@nclude/shared';
import { createFederatedLoader } from './registry/federation';
import { EMPTY_REGISTRY, fetchRegistry } from './registry/registry';
import { takePrefetchedRegistry } from './registry/prefetch';
import { RemoteRoutesCache, type RemoteRoutesLoader } from './registry/remote-routes';
import { buildRoutes } from './routes/app-routes';
import { focusHeadingOnNavigation } from './navigation-focus';
import { ShellApp } from './ShellApp';
import type { ShellServices } from './services';

applyA11ySettings(a11yStore.get());
a11yStore.subscribe(() => applyA11ySettings(a11yStore.get()));

const noRemotes: RemoteRoutesLoader = {
  load: (name) => Promise.reject(new Error(`${name} is not registered`)),
};

async function start(): Promise<void> {
  // The texts of the reader's language load alongside the registry, before the first render.
  const language = startLanguage();
  let registry: CheckedRegistry = EMPTY_REGISTRY;
  let registryFailed = false;
  try {
    registry = await fetchRegistry({ prefetched: takePrefetchedRegistry() });
  } catch (error) {
    console.error('[shell] remote registry unavailable', error);
    registryFailed = true;
  }

  let loader = noRemotes;
  try {
    loader = createFederatedLoader(registry);
  } catch (error) {
    console.error('[shell] remotes could not be registered', error);
    registryFailed = true;
    registry = EMPTY_REGISTRY;
  }

  const services: ShellServices = {
    registry,
    routesCache: new RemoteRoutesCache(loader),
    registryFailed,
    reloadPortal: () => window.location.reload(),
  };
  const router = createBrowserRouter(buildRoutes(registry));
  // Spec 01 section 8: a 401 on a call that sent a token signs out (done by the API client) and
  // lands on the login page.
  configureApi({
    onUnauthorized: () => {
      void router.navigate('/login', { replace: true });
      // Said after the navigation, which empties the live regions.
      toast(t('sessionExpired'), { kind: 'info' });
    },
  });
  focusHeadingOnNavigation(router);

  await language;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ShellApp services={services} router={router} />
    </StrictMode>,
  );
}

void start();
