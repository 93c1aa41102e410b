// Typed contract between the shell (which owns the router) and each remote's exposed './routes'.
import type { ComponentType } from 'react';

export interface HeaderSubTab {
  label: string;
  to: string;
}

/** The route's parameters, as react-router's useParams() gives them. */
export type RouteParams = Record<string, string | undefined>;

/** A page title: fixed, or worked out from the route's parameters (e.g. '/link/:toLink'). */
export type RouteTitle = string | ((params: RouteParams) => string);

export interface RemoteRoute {
  /** react-router pattern, e.g. '/login', '/link/:toLink' */
  path: string;
  /**
   * document.title for the page (e.g. 'Login'), or a function of the route's parameters for a
   * page whose name depends on them (/link/email is "Link email"). The host resolves it.
   */
  title: RouteTitle;
  /** false for the public pages of spec section 2 */
  requiresToken: boolean;
  requiresLibraryScope?: boolean;
  /** /login, /signup: a signed-in visitor is sent to '/' */
  redirectIfSignedIn?: boolean;
  /** header sub-tabs for this page */
  subTabs?: HeaderSubTab[];
  /** usually React.lazy(() => import('./pages/X')) */
  Component: ComponentType;
}

/** The title of a route for the given parameters. */
export function resolveRouteTitle(title: RouteTitle, params: RouteParams): string {
  return typeof title === 'function' ? title(params) : title;
}

/** Default export of each remote's exposed './routes'. */
export type RemoteRoutes = RemoteRoute[];

export interface RemoteRegistryEntry {
  name: string;
  manifest: string;
  paths: string[];
}

/** Body of GET /remotes.json */
export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

export type Role = 'user' | 'admin' | 'org';

export const ROLES: readonly Role[] = ['user', 'admin', 'org'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The stored scope that unlocks the accessible library (spec section 6). */
export const LIBRARY_SCOPE = 'library';
