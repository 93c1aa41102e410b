// Rendering pages in tests the way the shell renders them: inside a router, with the live
// regions and toasts, and (renderRoute) through the shell's own guard with the manifest's rules.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteManifest, RemoteRoutes } from '../contracts';
import { MemoryRouter, Route, Routes } from '../router';
import { Guard } from '../routing/Guard';
import { LiveRegions, ToastRegion } from '../ui';

/** Pages a page under test navigates to, as headings a test can wait for. */
const DESTINATIONS: Record<string, string> = {
  '/': 'Dashboard',
  '/login': 'Login page',
  '/profile': 'Profile page',
};

function destinationRoutes(except: string[]) {
  return Object.entries(DESTINATIONS)
    .filter(([path]) => !except.includes(path))
    .map(([path, heading]) => <Route key={path} path={path} element={<h1>{heading}</h1>} />);
}

/**
 * One page at `url`, matched by `pattern`. `applyAccept: false` lets a test choose a file the
 * input's `accept` would hide.
 */
export function renderPage(
  pattern: string,
  url: string,
  page: ReactElement,
  options: { applyAccept?: boolean } = {},
) {
  const user = userEvent.setup({ applyAccept: options.applyAccept ?? true });
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <LiveRegions />
      <Routes>
        <Route path={pattern} element={page} />
        {destinationRoutes([pattern])}
      </Routes>
      <ToastRegion />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** A remote's routes at `url`, each behind the guard with its manifest's rules, as in the shell. */
export function renderRoute(manifest: RemoteManifest, routes: RemoteRoutes, url: string) {
  const user = userEvent.setup();
  const owned = manifest.routes.map((route) => route.path);
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <LiveRegions />
      <Routes>
        {manifest.routes.map((rules) => {
          const page = routes.find((route) => route.path === rules.path);
          if (!page) throw new Error(`no page for ${rules.path}`);
          const { Component } = page;
          return (
            <Route
              key={rules.path}
              path={rules.path}
              element={
                <Guard rules={rules}>
                  <Component />
                </Guard>
              }
            />
          );
        })}
        {destinationRoutes(owned)}
      </Routes>
      <ToastRegion />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** Text currently in the polite and assertive live regions. */
export function announced(): string {
  return [...document.querySelectorAll('[data-nc-live]')]
    .map((region) => region.textContent ?? '')
    .join(' ');
}
