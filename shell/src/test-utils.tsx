// Renders the whole shell in jsdom with a memory router and an injected remote loader, so tests
// exercise the real routes, guards and layout without the Module Federation runtime.
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from '@nclude/shared';
import {
  sessionStore,
  type RemoteRegistry,
  type RemoteRoutes,
  type SignInData,
} from '@nclude/shared';
import { RemoteRoutesCache, type RemoteRoutesLoader } from './registry/remote-routes';
import { buildRoutes } from './routes/app-routes';
import { focusHeadingOnNavigation } from './navigation-focus';
import { ShellApp } from './ShellApp';
import type { ShellServices } from './services';

export const USER: SignInData = {
  token: 'token-1',
  userId: 'u-1',
  role: 'user',
  scope: null,
  userName: 'Asha Rao',
};

export interface RenderShellOptions {
  path?: string;
  registry?: RemoteRegistry;
  /** Loader for remote route modules; default: every remote's routes come from `remotes`. */
  loader?: RemoteRoutesLoader;
  remotes?: Record<string, RemoteRoutes>;
  registryFailed?: boolean;
}

export function loaderFor(
  remotes: Record<string, RemoteRoutes>,
): RemoteRoutesLoader & { load: jest.Mock } {
  return {
    load: jest.fn(async (name: string) => {
      const routes = remotes[name];
      if (!routes) throw new Error(`${name} unavailable`);
      return routes;
    }),
  };
}

export async function renderShell(options: RenderShellOptions = {}) {
  const registry = options.registry ?? { remotes: [] };
  const loader = options.loader ?? loaderFor(options.remotes ?? {});
  const services: ShellServices = {
    registry,
    routesCache: new RemoteRoutesCache(loader),
    registryFailed: options.registryFailed ?? false,
    reloadPortal: jest.fn(),
  };
  const router = createMemoryRouter(buildRoutes(registry), {
    initialEntries: [options.path ?? '/'],
  });
  const stopFocus = focusHeadingOnNavigation(router);
  let result!: RenderResult;
  await act(async () => {
    result = render(<ShellApp services={services} router={router} />);
  });
  return { ...result, router, services, loader, cleanupFocus: stopFocus };
}

export function signIn(changes: Partial<SignInData> = {}) {
  sessionStore.signIn({ ...USER, ...changes });
}

/** jsdom has no matchMedia; the layout asks it whether the narrow (< 769 px) layout applies. */
export function setViewportNarrow(narrow: boolean) {
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

/**
 * Clicks inside act() and lets pending promises settle, for clicks whose effects finish
 * asynchronously (use() resuming after a load, logout awaiting the server). fireEvent rather
 * than userEvent: userEvent runs its own act scope, which must not nest inside this one.
 */
export async function clickAndSettle(element: Element) {
  await act(async () => {
    fireEvent.click(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
