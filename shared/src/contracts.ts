// The contract between the shell and each remote, in two halves:
// - the route manifest (`remote.json` in the remote's package, copied into its build): which paths
//   the remote owns, their titles, sign-in rules and navigation entries, with the texts in every
//   language. The server lists every manifest in /remotes.json, so the shell knows the portal's
//   areas, guards their paths and builds the sidebar before any remote code is downloaded;
// - the remote's exposed `./routes` module: one page component per manifest path.
// docs/remotes.md explains both for feature teams.
import type { ComponentType } from 'react';

/**
 * Major version of this contract. A registry entry declaring another major version is refused by
 * the shell with a clear message instead of being loaded and failing in some unforeseen way.
 */
export const CONTRACT_VERSION = 1;

/** The languages of the portal's interface. */
export const LANGUAGES = ['en', 'hi', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Icons the shell draws for navigation entries. */
export const NAV_ICONS = [
  'dashboard',
  'profile',
  'document',
  'media',
  'career',
  'jobs',
  'library',
  'information',
  'news',
  'agent',
] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

export interface NavEntry {
  /** Message key of the sidebar label. */
  label: string;
  icon: NavIcon;
  /** Position in the sidebar; docs/remotes.md lists the numbers in use. */
  order: number;
  /** Shown only while the sidebar is expanded (the profile link). */
  expandedOnly?: boolean;
}

export interface HeaderSubTab {
  /** Message key of the tab's label. */
  label: string;
  to: string;
}

export interface ManifestRoute {
  /** react-router pattern, e.g. '/login', '/link/:toLink' */
  path: string;
  /** Message key of the page title. */
  title: string;
  /** false for the public pages (sign-up, login, access request, approval, link, whitelist) */
  requiresToken: boolean;
  /** Only readers enrolled in the library programme (stored scope 'library'). */
  requiresLibraryScope?: boolean;
  /** /login, /signup: a signed-in visitor is sent to '/' */
  redirectIfSignedIn?: boolean;
  nav?: NavEntry;
  subTabs?: HeaderSubTab[];
}

/** The texts a manifest refers to, per language; English is required and the fallback. */
export type ManifestMessages = { en: Record<string, string> } & Partial<
  Record<Exclude<Language, 'en'>, Record<string, string>>
>;

/** A remote's `remote.json`. */
export interface RemoteManifest {
  contract: number;
  /** Module Federation name, e.g. 'mf_auth' */
  name: string;
  routes: ManifestRoute[];
  messages: ManifestMessages;
}

/** One entry of GET /remotes.json: a manifest plus where the remote's code is. */
export interface RemoteRegistryEntry extends RemoteManifest {
  /** URL of the remote's mf-manifest.json (may be relative to the portal's origin). */
  entry: string;
}

/** Body of GET /remotes.json */
export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/**
 * dist/frames.json of the shell and of a remote: markup prerendered at build time that the server
 * puts into the page before any script runs, so the first paint shows the page's header, heading
 * and texts instead of nothing. The app's JavaScript replaces it when it mounts.
 */
export interface FramesFile {
  /** The stylesheet text the markup needs; the server inlines it. */
  css: string;
  /** The shell's only: the layout around a page, per language, with FRAME_SLOT where it goes. */
  layout?: Partial<Record<Language, string>>;
  /** Per route path: the page's markup per language. */
  routes: Record<string, FramedPage>;
}

export interface FramedPage {
  /**
   * Who the page is shown to; anyone else is sent elsewhere by the router, so the frame would show
   * a page they never see.
   */
  audience: 'signedIn' | 'signedOut' | 'anyone';
  html: Partial<Record<Language, string>>;
}

/** Where a page's frame goes in the shell's frame layout. */
export const FRAME_SLOT = '<!--nc-frame-page-->';

/** The route's parameters, as react-router's useParams() gives them. */
export type RouteParams = Record<string, string | undefined>;

/** One page of a remote's exposed `./routes` module. */
export interface RemoteRoute {
  /** The manifest path this page answers. */
  path: string;
  /** usually lazyPage(() => import('./pages/X')) */
  Component: ComponentType;
  /** A title worked out from the route's parameters, instead of the manifest's fixed one. */
  title?: (params: RouteParams) => string;
}

/** Default export of each remote's exposed './routes'. */
export type RemoteRoutes = RemoteRoute[];

export type Role = 'user' | 'admin' | 'org';

export const ROLES: readonly Role[] = ['user', 'admin', 'org'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The stored scope that unlocks the accessible library. */
export const LIBRARY_SCOPE = 'library';

/**
 * Events the server pushes to a user's sessions (payloads in @nclude/shared/api-schemas):
 * a job's status changed (JobEvent), a new notification (Notification).
 */
export const REALTIME_EVENTS = { job: 'job', notification: 'notification' } as const;

/** The manifest's text for `key` in `language`, falling back to English, then to the key. */
export function manifestText(
  messages: ManifestMessages,
  key: string,
  language: Language = 'en',
): string {
  return messages[language]?.[key] ?? messages.en[key] ?? key;
}
