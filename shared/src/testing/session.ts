import type { SignInData } from '../session';
import { sessionStore } from '../session';
import type { ManifestRoute, RemoteRegistryEntry } from '../contracts';
import { CONTRACT_VERSION } from '../contracts';

export const TEST_USER: SignInData = {
  token: 'token-123',
  userId: 'user-1',
  role: 'user',
  scope: null,
  userName: 'Asha Rao',
};

/** Signs a test person in (a user without library scope unless told otherwise). */
export function signInAs(changes: Partial<SignInData> = {}): SignInData {
  const data = { ...TEST_USER, ...changes };
  sessionStore.signIn(data);
  return data;
}

export function signOut(): void {
  sessionStore.signOut();
}

export interface TestRoute extends Omit<Partial<ManifestRoute>, 'title' | 'nav' | 'subTabs'> {
  path: string;
  /** The title in words (English). */
  title: string;
  nav?: NonNullable<ManifestRoute['nav']>;
  /** Header sub-tabs, labels in words. */
  subTabs?: { label: string; to: string }[];
}

/**
 * A registry entry for tests, written with texts instead of message keys: each text becomes a
 * message of the manifest. Routes need a token unless they say otherwise.
 */
export function registryEntry(
  name: string,
  routes: TestRoute[],
  overrides: Partial<RemoteRegistryEntry> = {},
): RemoteRegistryEntry {
  const en: Record<string, string> = {};
  const key = (text: string) => {
    const id = `m${Object.keys(en).length}`;
    en[id] = text;
    return id;
  };
  return {
    contract: CONTRACT_VERSION,
    name,
    entry: `/remotes/${name}/mf-manifest.json`,
    routes: routes.map(({ title, nav, subTabs, ...route }) => ({
      requiresToken: true,
      ...route,
      title: key(title),
      ...(nav ? { nav: { ...nav, label: key(nav.label) } } : {}),
      ...(subTabs ? { subTabs: subTabs.map((tab) => ({ ...tab, label: key(tab.label) })) } : {}),
    })),
    messages: { en },
    ...overrides,
  };
}

/** The server pushing `event` with `payload` to this user's pages (wrap in act() when it renders). */
export { deliverRealtimeEvent as emitRealtimeEvent } from '../realtime';

/**
 * Makes the narrow (< 769 px) layout apply or not: jsdom has no matchMedia of its own. Call it
 * before rendering.
 */
export function setViewportNarrow(narrow: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: narrow,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
