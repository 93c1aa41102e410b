// Starts the /remotes.json request from the entry chunk, in parallel with downloading React and
// the router, instead of after them. No imports: this runs before the shared scope exists.
export const REGISTRY_URL = '/remotes.json';

let pending: Promise<Response> | null = null;

export function prefetchRegistry(): void {
  if (pending || typeof fetch !== 'function') return;
  pending = fetch(REGISTRY_URL, { headers: { Accept: 'application/json' } });
  // Failure is handled (and retried) by whoever takes the response.
  pending.catch(() => undefined);
}

/** The prefetched response, once; null when none was started. */
export function takePrefetchedRegistry(): Promise<Response> | null {
  const response = pending;
  pending = null;
  return response;
}
