// The real loader: registers the registry's remotes with the build plugin's own runtime instance
// (a separate createInstance() would lose the shared scope and each remote would load its own React).
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@nclude/shared';
import type { RemoteRoutesLoader } from './remote-routes';

export function createFederatedLoader(registry: RemoteRegistry): RemoteRoutesLoader {
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime is not initialised');
  federation.registerRemotes(
    registry.remotes.map((remote) => ({
      name: remote.name,
      // Entry URLs may be relative to the portal's origin.
      entry: new URL(remote.entry, window.location.href).href,
    })),
  );
  return {
    async load(remoteName) {
      const loaded = await federation.loadRemote<unknown>(`${remoteName}/routes`);
      if (loaded === null || loaded === undefined)
        throw new Error(`${remoteName}/routes could not be loaded`);
      return loaded;
    },
  };
}
