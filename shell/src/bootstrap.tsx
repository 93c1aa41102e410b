// Start-up, after the federation runtime has set up the shared scope: apply the reader's
// accessibility settings and language, read the remote registry and render.
import '@nclude/shared/styles.css';
import './shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  a11yStore,
  applyA11ySettings,
  startLanguage,
  type CheckedRegistry,
} from '@nclude/shared';
import { createFederatedLoader } from './registry/federation';
import { EMPTY_REGISTRY, fetchRegistry } from './registry/registry';
import { takePrefetchedRegistry } from './registry/prefetch';
import { RemoteRoutesCache, type RemoteRoutesLoader } from './registry/remote-routes';
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
  await language;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition renders in slices between which the browser stays responsive: the page already
  // shows the server's frame, so the first render need not hold the main thread in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <ShellApp services={services} Router={BrowserRouter} />
      </StrictMode>,
    );
  });
}

void start();
