// The code half of the contract: a remote's `./routes` module gives one page component per path
// of its manifest. `defineRemoteRoutes` builds that list (and fails the remote's own tests when
// the two disagree); `checkRoutesModule` is the shell's check of a module it has loaded.
import { lazy, type ComponentType } from 'react';
import type { RemoteManifest, RemoteRoute, RemoteRoutes, RouteParams } from '../contracts';
import { catalogsReady } from '../messages';

export class RemoteContractError extends Error {
  override readonly name = 'RemoteContractError';
}

/**
 * A page loaded on first visit. It renders only once the texts of the reader's language have
 * loaded for every catalogue its code brought along, so it never flashes English first.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(async () => {
    const page = await load();
    await catalogsReady().catch(() => undefined);
    return page;
  });
}

function samePaths(manifest: RemoteManifest, routes: RemoteRoutes): string | null {
  const declared = manifest.routes.map((route) => route.path);
  const given = routes.map((route) => route.path);
  const missing = declared.filter((path) => !given.includes(path));
  const extra = given.filter((path) => !declared.includes(path));
  if (missing.length === 0 && extra.length === 0) return null;
  const parts = [];
  if (missing.length > 0) parts.push(`no page for ${missing.join(', ')}`);
  if (extra.length > 0) parts.push(`pages for paths not in the manifest: ${extra.join(', ')}`);
  return `${manifest.name}/routes does not match its manifest: ${parts.join('; ')}`;
}

/** The `./routes` list of a remote: a page for every path of its manifest, in its order. */
export function defineRemoteRoutes(
  manifest: RemoteManifest,
  pages: Record<string, ComponentType>,
  titles: Record<string, (params: RouteParams) => string> = {},
): RemoteRoutes {
  const routes: RemoteRoutes = Object.entries(pages).map(([path, Component]) => {
    const title = titles[path];
    return title ? { path, Component, title } : { path, Component };
  });
  const mismatch = samePaths(manifest, routes);
  if (mismatch) throw new RemoteContractError(mismatch);
  for (const path of Object.keys(titles))
    if (!(path in pages)) throw new RemoteContractError(`a title is given for unknown ${path}`);
  return manifest.routes.map((entry) => routes.find((route) => route.path === entry.path)!);
}

function isRemoteRoute(value: unknown): value is RemoteRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Partial<RemoteRoute>;
  return (
    typeof route.path === 'string' &&
    (route.title === undefined || typeof route.title === 'function') &&
    (typeof route.Component === 'function' ||
      (typeof route.Component === 'object' && route.Component !== null))
  );
}

/** The loaded `./routes` module of `manifest`'s remote, or a RemoteContractError saying why not. */
export function checkRoutesModule(manifest: RemoteManifest, loaded: unknown): RemoteRoutes {
  const routes =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded
      ? (loaded as { default: unknown }).default
      : loaded;
  if (!Array.isArray(routes) || !routes.every(isRemoteRoute))
    throw new RemoteContractError(`${manifest.name}/routes does not export a list of routes`);
  // The registry may have given one of the manifest's paths to an earlier remote: only a path
  // the shell routes here without a page is a broken contract.
  const given = new Set(routes.map((route) => route.path));
  const missing = manifest.routes.filter((route) => !given.has(route.path));
  if (missing.length > 0)
    throw new RemoteContractError(
      `${manifest.name}/routes has no page for ${missing.map((route) => route.path).join(', ')}`,
    );
  return routes;
}
