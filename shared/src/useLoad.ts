// Loading data for a page: one state machine (loading → ready | failed) with cancellation when
// the page goes away, Retry after a failure, and a quiet refresh after the user changed something.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError } from './api-client';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'ready'; value: T };

export interface LoadControls {
  /** Shows the loading state again and reloads (after a failure). */
  retry: () => void;
  /** Reloads while the current value stays on screen (after the user changed something). */
  refresh: () => void;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, LoadControls] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest loader is used without making callers memoise it.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (value) => setResult({ state: 'ready', value }),
      (error: unknown) => {
        if (!isAbortError(error)) setResult({ state: 'failed', reason: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return [result, { retry, refresh }];
}
