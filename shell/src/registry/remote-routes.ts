// Loading a remote's './routes' module, behind an interface so tests (and jsdom) never touch the
// Module Federation runtime.
import type { RemoteRoute, RemoteRoutes } from '@nclude/shared';

export interface RemoteRoutesLoader {
  /** Fetches and evaluates `${name}/routes`; rejects when the remote cannot be loaded. */
  load(remoteName: string): Promise<RemoteRoutes>;
}

export class RemoteContractError extends Error {
  override readonly name = 'RemoteContractError';
}

function isRemoteRoute(value: unknown): value is RemoteRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Partial<RemoteRoute>;
  return (
    typeof route.path === 'string' &&
    (typeof route.title === 'string' || typeof route.title === 'function') &&
    typeof route.requiresToken === 'boolean' &&
    (typeof route.Component === 'function' ||
      (typeof route.Component === 'object' && route.Component !== null))
  );
}

/** Checks a loaded `./routes` module against the contract (default export: RemoteRoutes). */
export function readRoutesModule(remoteName: string, loaded: unknown): RemoteRoutes {
  const routes =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded
      ? (loaded as { default: unknown }).default
      : loaded;
  if (!Array.isArray(routes) || !routes.every(isRemoteRoute)) {
    throw new RemoteContractError(`${remoteName}/routes does not export a list of routes`);
  }
  return routes;
}

/**
 * One load promise per remote. React's `use()` needs the same promise on every render, and a
 * rejected promise stays cached until `clear()` (the Retry button): clearing on failure would
 * make Suspense start a new download on every render.
 */
export class RemoteRoutesCache {
  private readonly loads = new Map<string, Promise<RemoteRoutes>>();

  constructor(private readonly loader: RemoteRoutesLoader) {}

  get(remoteName: string): Promise<RemoteRoutes> {
    let load = this.loads.get(remoteName);
    if (!load) {
      load = this.loader.load(remoteName);
      // Mark as handled: the error is shown by the route's error boundary, not as an unhandled rejection.
      load.catch(() => undefined);
      this.loads.set(remoteName, load);
    }
    return load;
  }

  clear(remoteName: string): void {
    this.loads.delete(remoteName);
  }
}
