// localStorage can be missing (server import, tests) or throw (storage disabled, quota, some
// private modes). The stores must keep working in memory then, so every access goes through here.

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory state still applies for this tab.
  }
}

/** Calls `onChange` when another tab changes one of `keys` (or clears storage). */
export function onStorageChange(keys: readonly string[], onChange: () => void): void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) onChange();
  });
}
