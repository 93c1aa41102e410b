// Loading a remote's './routes' module, behind an interface so tests (and jsdom) never touch the
// Module Federation runtime.
import { checkRoutesModule, type RemoteRegistryEntry, type RemoteRoutes } from '@nclude/shared';

export interface RemoteRoutesLoader {
  /** Fetches and evaluates `${name}/routes`; resolves with the module, rejects when unavailable. */
  load(remoteName: string): Promise<unknown>;
}

/**
 * One load promise per remote. React's `use()` needs the same promise on every render, and a
 * rejected promise stays cached until `clear()` (the Retry button): clearing on failure would
 * make Suspense start a new download on every render.
 */
export class RemoteRoutesCache {
  private readonly loads = new Map<string, Promise<RemoteRoutes>>();

  constructor(private readonly loader: RemoteRoutesLoader) {}

  get(entry: RemoteRegistryEntry): Promise<RemoteRoutes> {
    let load = this.loads.get(entry.name);
    if (!load) {
      load = this.loader.load(entry.name).then((loaded) => checkRoutesModule(entry, loaded));
      // Mark as handled: the error is shown by the route's error boundary, not as an unhandled rejection.
      load.catch(() => undefined);
      this.loads.set(entry.name, load);
    }
    return load;
  }

  clear(remoteName: string): void {
    this.loads.delete(remoteName);
  }
}
