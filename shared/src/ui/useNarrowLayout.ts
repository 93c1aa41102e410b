import { useSyncExternalStore } from 'react';

/** Product rules §9: the narrow layout (cards, the menu behind a hamburger) applies under 769 px. */
export const NARROW_QUERY = '(max-width: 768.98px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => query()?.matches ?? false;

/** True while the window is narrower than 769 px; the component re-renders when that changes. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
