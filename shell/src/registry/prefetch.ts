// The registry is normally inlined in the page by the server. Where it is not (the shell's dev
// server), the /remotes.json request starts from the entry chunk, in parallel with downloading
// React and the router. No imports: this runs before the shared scope exists.
export const REGISTRY_URL = '/remotes.json';

let pending: Promise<Response> | null = null;

/** The registry the server inlined in the page it sent (absent on the shell's dev server). */
export function inlineRegistry(): unknown {
  const data = typeof document === 'undefined' ? null : document.getElementById('nc-registry');
  if (!data?.textContent) return null;
  try {
    return JSON.parse(data.textContent) as unknown;
  } catch {
    return null;
  }
}

export function prefetchRegistry(): void {
  if (pending || typeof fetch !== 'function' || inlineRegistry() !== null) return;
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
