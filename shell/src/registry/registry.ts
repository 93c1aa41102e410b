// The remote registry (GET /remotes.json): which remote owns which paths, and where its
// mf-manifest.json lives. Served by the server and overridable per deployment.
import type { RemoteRegistry, RemoteRegistryEntry } from '@nclude/shared';
import { REGISTRY_URL } from './prefetch';

export { REGISTRY_URL };

function isEntry(value: unknown): value is RemoteRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<RemoteRegistryEntry>;
  return (
    typeof entry.name === 'string' &&
    /^[A-Za-z_$][\w$]*$/.test(entry.name) &&
    typeof entry.manifest === 'string' &&
    Array.isArray(entry.paths) &&
    entry.paths.every((p) => typeof p === 'string' && p.startsWith('/'))
  );
}

/** Keeps the well-formed entries; a broken entry must not take the other remotes down with it. */
export function parseRegistry(body: unknown): RemoteRegistry {
  const remotes =
    typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(remotes)) throw new Error('remotes.json has no remotes list');
  const valid = remotes.filter(isEntry);
  if (valid.length < remotes.length)
    console.warn('[shell] ignored malformed entries in remotes.json');
  return { remotes: valid };
}

async function readRegistry(pendingResponse: Promise<Response>): Promise<RemoteRegistry> {
  const response = await pendingResponse;
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRegistry(await response.json());
}

export interface FetchRegistryOptions {
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
  /** A request already under way (started by the entry chunk); used for the first attempt. */
  prefetched?: Promise<Response> | null;
}

/** Fetches the registry, trying a second time after a short pause before giving up. */
export async function fetchRegistry(options: FetchRegistryOptions = {}): Promise<RemoteRegistry> {
  const { fetchImpl = fetch, retryDelayMs = 500, prefetched } = options;
  const request = () => fetchImpl(REGISTRY_URL, { headers: { Accept: 'application/json' } });
  try {
    return await readRegistry(prefetched ?? request());
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return readRegistry(request());
  }
}

/** Which remote owns a path pattern; when two claim one, the first listed wins. */
export function ownedPaths(registry: RemoteRegistry): Map<string, string> {
  const owners = new Map<string, string>();
  for (const remote of registry.remotes) {
    for (const path of remote.paths) {
      if (owners.has(path))
        console.warn(`[shell] ${path} is claimed by ${owners.get(path)} and ${remote.name}`);
      else owners.set(path, remote.name);
    }
  }
  return owners;
}
