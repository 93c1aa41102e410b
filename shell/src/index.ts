// Async boundary: the Module Federation runtime must set up the shared scope (React, the router,
// @nclude/shared) before any module that consumes a shared package runs.
import { prefetchRegistry } from './registry/prefetch';

prefetchRegistry();

import('./bootstrap').catch((error: unknown) => {
  // The catalogue lives behind the same boundary that failed to load, so this one sentence is
  // written here; without it a failed chunk download would leave a blank page.
  console.error(error);
  const root = document.getElementById('root');
  if (root) {
    root.setAttribute('role', 'alert');
    root.textContent =
      'Nclude could not be loaded. Check your internet connection and reload the page.';
  }
});
