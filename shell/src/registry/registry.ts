// The remote registry (GET /remotes.json): every remote's route manifest and where its code is.
// Served by the server and overridable per deployment; checked with shared's one validator.
import { checkRegistry, type CheckedRegistry } from '@nclude/shared';
import { REGISTRY_URL, inlineRegistry } from './prefetch';

export { REGISTRY_URL };

async function readRegistry(pendingResponse: Promise<Response>): Promise<CheckedRegistry> {
  const response = await pendingResponse;
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return report(checkRegistry(await response.json()));
}

function report(registry: CheckedRegistry): CheckedRegistry {
  for (const problem of registry.problems) console.warn(`[shell] remotes.json: ${problem}`);
  return registry;
}

export interface FetchRegistryOptions {
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
  /** A request already under way (started by the entry chunk); used for the first attempt. */
  prefetched?: Promise<Response> | null;
}

/**
 * The registry inlined in the page, else fetched (a second try after a short pause before giving
 * up).
 */
export async function fetchRegistry(options: FetchRegistryOptions = {}): Promise<CheckedRegistry> {
  const { fetchImpl = fetch, retryDelayMs = 500, prefetched } = options;
  const inline = inlineRegistry();
  if (inline !== null) {
    try {
      return report(checkRegistry(inline));
    } catch {
      // A broken inline copy: the network copy may still be fine.
    }
  }
  const request = () => fetchImpl(REGISTRY_URL, { headers: { Accept: 'application/json' } });
  try {
    return await readRegistry(prefetched ?? request());
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return readRegistry(request());
  }
}

export const EMPTY_REGISTRY: CheckedRegistry = { remotes: [], refused: [], problems: [] };
