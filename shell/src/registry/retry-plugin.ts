// Module Federation runtime plugin: a remote whose manifest or entry script fails to download is
// tried once more after a short pause before the failure reaches the user. One retry absorbs a
// dropped connection or a deploy in progress; more would only delay the error message.
// This file runs inside the federation runtime, before the shared scope exists: it must not
// import React or @nclude/shared.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorResult = ReturnType<
  NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
>;

const RETRY_DELAY_MS = 500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default function retryOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'nclude-retry-once',
    // Called for each remote's mf-manifest.json.
    async fetch(url, init) {
      try {
        const response = await fetch(url, init);
        if (response.ok) return response;
      } catch {
        // Network failure: fall through to the single retry.
      }
      await pause(RETRY_DELAY_MS);
      const retried = await fetch(url, init);
      // An error status must fail as an error: handed back as a response, its JSON error body
      // would be parsed as an (invalid) manifest, and the runtime keeps that failure cached so
      // a later Retry would never download the manifest again.
      if (!retried.ok) throw new Error(`${url} answered ${retried.status}`);
      return retried;
    },
    // Called when a remote's entry script failed to load (not when it loaded and threw).
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      // The failed attempt is still registered under this key; without removing it the retry
      // would wait on the very promise that is failing.
      delete globalLoading[uniqueKey];
      const retried = pause(RETRY_DELAY_MS)
        .then(() => getRemoteEntry({ origin, remoteInfo }))
        .then((entryExports) => entryExports || undefined);
      // The hook's declared type nests a promise in a promise; the runtime awaits whatever it gets.
      return retried as unknown as LoadEntryErrorResult;
    },
  };
}
