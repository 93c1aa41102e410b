// Renders the whole shell in jsdom with a memory router and an injected remote loader, so tests
// exercise the real routes, guards and layout without the Module Federation runtime.
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from '@nclude/shared';
import {
  PageHeading,
  checkRegistry,
  sessionStore,
  type RemoteRegistry,
  type RemoteRoutes,
  type SignInData,
} from '@nclude/shared';
import { registryEntry } from '@nclude/shared/testing';
import { RemoteRoutesCache, type RemoteRoutesLoader } from './registry/remote-routes';
import { ShellApp } from './ShellApp';
import type { ShellServices } from './services';

const page = (name: string) => () => <PageHeading>{name}</PageHeading>;

/**
 * A registry shaped like the whole portal's, for tests of what the shell derives from it: the
 * sidebar lists these navigation entries in this order (profile expanded only, library only with
 * scope library). Pages are plain headings.
 */
export const PORTAL_REGISTRY = {
  remotes: [
    registryEntry('mf_auth', [
      { path: '/login', title: 'Login', requiresToken: false, redirectIfSignedIn: true },
      {
        path: '/profile',
        title: 'Profile',
        nav: { label: 'Profile', icon: 'profile', order: 10, expandedOnly: true },
      },
    ]),
    registryEntry('mf_conversion', [
      {
        path: '/docaccess',
        title: 'Document Accessibility',
        nav: { label: 'Document Accessibility', icon: 'document', order: 20 },
      },
    ]),
    registryEntry('mf_careers', [
      {
        path: '/opportunity',
        title: 'Career Discovery',
        nav: { label: 'Career Discovery', icon: 'career', order: 30 },
      },
      { path: '/jobs', title: 'Jobs', nav: { label: 'Jobs Listing', icon: 'jobs', order: 40 } },
    ]),
    registryEntry('mf_library', [
      {
        path: '/library',
        title: 'Accessible Library',
        requiresLibraryScope: true,
        nav: { label: 'Accessible Library', icon: 'library', order: 50 },
      },
    ]),
    registryEntry('mf_agent', [
      {
        path: '/chatbot',
        title: 'Information Access',
        nav: { label: 'Information Access', icon: 'information', order: 60 },
      },
      {
        path: '/browser-agent',
        title: 'Browser Agent',
        nav: { label: 'Browser Agent', icon: 'agent', order: 80 },
      },
    ]),
    registryEntry('mf_news', [
      { path: '/news', title: 'Accessible News', nav: { label: 'News', icon: 'news', order: 70 } },
    ]),
  ],
};

/** Page components for every path of PORTAL_REGISTRY. */
export const PORTAL_REMOTES: Record<string, RemoteRoutes> = Object.fromEntries(
  PORTAL_REGISTRY.remotes.map((remote) => [
    remote.name,
    remote.routes.map((route) => ({
      path: route.path,
      Component: page(`${remote.messages.en[route.title]} page`),
    })),
  ]),
);

export const USER: SignInData = {
  token: 'token-1',
  userId: 'u-1',
  role: 'user',
  scope: null,
  userName: 'Asha Rao',
};

export interface RenderShellOptions {
  path?: string;
  /** The body of /remotes.json (checked as the shell checks it); entries from registryEntry(). */
  registry?: RemoteRegistry | { remotes: unknown[] };
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
  const registry = checkRegistry(options.registry ?? { remotes: [] });
  const loader = options.loader ?? loaderFor(options.remotes ?? {});
  const services: ShellServices = {
    registry,
    routesCache: new RemoteRoutesCache(loader),
    registryFailed: options.registryFailed ?? false,
    reloadPortal: jest.fn(),
  };
  const router = new TestRouter();
  const initialPath = options.path ?? '/';
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialPath]}>
      <RouterProbe router={router} />
      {children}
    </MemoryRouter>
  );
  let result!: RenderResult;
  await act(async () => {
    result = render(<ShellApp services={services} Router={Router} />);
  });
  return { ...result, router, services, loader };
}

/** What tests need of the router: where it is, and a way to go elsewhere (wrap in act()). */
export class TestRouter {
  navigateTo: NavigateFunction | null = null;
  pathname = '/';

  get state() {
    return { location: { pathname: this.pathname } };
  }

  async navigate(to: string): Promise<void> {
    await this.navigateTo?.(to);
  }

  record(navigate: NavigateFunction, pathname: string): void {
    this.navigateTo = navigate;
    this.pathname = pathname;
  }
}

function RouterProbe({ router }: { router: TestRouter }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useLayoutEffect(() => router.record(navigate, pathname), [router, navigate, pathname]);
  return null;
}

export function signIn(changes: Partial<SignInData> = {}) {
  sessionStore.signIn({ ...USER, ...changes });
}

// jsdom has no matchMedia; the layout asks it whether the narrow (< 769 px) layout applies.
export { setViewportNarrow } from '@nclude/shared/testing';

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
