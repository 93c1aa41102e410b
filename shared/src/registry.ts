// The one validator of route manifests (remote.json) and of the registry (/remotes.json), used by
// the server when it builds the registry and by the shell when it reads it. DOM-free.
import {
  CONTRACT_VERSION,
  LANGUAGES,
  NAV_ICONS,
  type ManifestMessages,
  type RemoteManifest,
  type RemoteRegistryEntry,
} from './contracts';

/** A registry entry the shell will not load, with the paths it claims (shown as unavailable). */
export interface RefusedRemote {
  name: string;
  paths: string[];
  /** 'contract': built for another major version of the contract; 'invalid': a broken entry. */
  kind: 'contract' | 'invalid';
  reason: string;
}

export interface CheckedRegistry {
  remotes: RemoteRegistryEntry[];
  refused: RefusedRemote[];
  /** What was wrong, one sentence each (logged by the server and the shell). */
  problems: string[];
}

const NAME_SHAPE = /^[A-Za-z_$][\w$]*$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextTable(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((text) => typeof text === 'string');
}

function checkMessages(value: unknown, problems: string[]): ManifestMessages | null {
  if (!isObject(value) || !isTextTable(value.en)) {
    problems.push('messages.en must be an object of texts');
    return null;
  }
  for (const [language, table] of Object.entries(value)) {
    if (!(LANGUAGES as readonly string[]).includes(language))
      problems.push(`messages.${language} is not a language of the portal`);
    else if (!isTextTable(table)) problems.push(`messages.${language} must be an object of texts`);
  }
  return value as ManifestMessages;
}

function checkRoute(
  value: unknown,
  index: number,
  english: Record<string, string>,
  problems: string[],
): void {
  const where = `routes[${index}]`;
  if (!isObject(value)) {
    problems.push(`${where} must be an object`);
    return;
  }
  const known = (key: unknown, field: string) => {
    if (typeof key !== 'string' || !(key in english))
      problems.push(`${where}.${field} must be a key of messages.en`);
  };
  if (typeof value.path !== 'string' || !value.path.startsWith('/'))
    problems.push(`${where}.path must be a path starting with /`);
  known(value.title, 'title');
  if (typeof value.requiresToken !== 'boolean')
    problems.push(`${where}.requiresToken must be true or false`);
  for (const flag of ['requiresLibraryScope', 'redirectIfSignedIn'] as const)
    if (value[flag] !== undefined && typeof value[flag] !== 'boolean')
      problems.push(`${where}.${flag} must be true or false`);
  if (value.nav !== undefined) {
    const nav = value.nav;
    if (!isObject(nav)) problems.push(`${where}.nav must be an object`);
    else {
      known(nav.label, 'nav.label');
      if (!(NAV_ICONS as readonly unknown[]).includes(nav.icon))
        problems.push(`${where}.nav.icon must be one of ${NAV_ICONS.join(', ')}`);
      if (typeof nav.order !== 'number' || !Number.isFinite(nav.order))
        problems.push(`${where}.nav.order must be a number`);
      if (nav.expandedOnly !== undefined && typeof nav.expandedOnly !== 'boolean')
        problems.push(`${where}.nav.expandedOnly must be true or false`);
    }
  }
  if (value.subTabs !== undefined) {
    if (!Array.isArray(value.subTabs)) problems.push(`${where}.subTabs must be a list`);
    else
      value.subTabs.forEach((tab: unknown, n) => {
        if (!isObject(tab) || typeof tab.to !== 'string' || !tab.to.startsWith('/'))
          problems.push(`${where}.subTabs[${n}].to must be a path starting with /`);
        else known(tab.label, `subTabs[${n}].label`);
      });
  }
  if (value.nav !== undefined && typeof value.path === 'string' && value.path.includes(':'))
    problems.push(`${where}.nav cannot link to a path with parameters`);
}

/** The manifest if `value` is a valid remote.json of this contract version, else what is wrong. */
export function checkManifest(
  value: unknown,
): { manifest: RemoteManifest; problems: [] } | { manifest: null; problems: string[] } {
  const problems: string[] = [];
  if (!isObject(value)) return { manifest: null, problems: ['the manifest must be an object'] };
  if (typeof value.name !== 'string' || !NAME_SHAPE.test(value.name))
    problems.push('name must be a JavaScript identifier such as mf_news');
  if (value.contract !== CONTRACT_VERSION)
    problems.push(
      `contract ${JSON.stringify(value.contract)} is not supported (this portal speaks contract ${CONTRACT_VERSION})`,
    );
  const messages = checkMessages(value.messages, problems);
  if (!Array.isArray(value.routes) || value.routes.length === 0)
    problems.push('routes must be a non-empty list');
  else if (messages) {
    const seen = new Set<string>();
    value.routes.forEach((route: unknown, index) => {
      checkRoute(route, index, messages.en, problems);
      const path = isObject(route) ? route.path : undefined;
      if (typeof path !== 'string') return;
      if (seen.has(path)) problems.push(`${path} is listed twice`);
      seen.add(path);
    });
  }
  if (problems.length > 0) return { manifest: null, problems };
  return { manifest: value as unknown as RemoteManifest, problems: [] };
}

/** The paths an entry claims, as far as they can be read (for an entry that is refused). */
function claimedPaths(value: Record<string, unknown>): string[] {
  if (!Array.isArray(value.routes)) return [];
  return value.routes
    .map((route: unknown) => (isObject(route) ? route.path : undefined))
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/'));
}

/**
 * Checks a registry body. Valid entries are kept; an entry of another contract version, or a
 * broken one, is refused (its paths show a clear "cannot be shown" page) without taking the other
 * remotes down. A path claimed twice stays with the first entry listing it; two sidebar entries
 * with the same `nav.order` are reported. Throws only when the body has no `remotes` list at all.
 */
export function checkRegistry(body: unknown): CheckedRegistry {
  if (!isObject(body) || !Array.isArray(body.remotes))
    throw new Error('the registry has no remotes list');
  const remotes: RemoteRegistryEntry[] = [];
  const refused: RefusedRemote[] = [];
  const problems: string[] = [];
  const owners = new Map<string, string>();
  body.remotes.forEach((value: unknown, index) => {
    const name =
      isObject(value) && typeof value.name === 'string' ? value.name : `remotes[${index}]`;
    const checked = checkManifest(value);
    const entryUrl = isObject(value) ? value.entry : undefined;
    const reasons = [...checked.problems];
    if (typeof entryUrl !== 'string' || entryUrl.trim() === '')
      reasons.push('entry must be the URL of the remote’s mf-manifest.json');
    if (remotes.some((remote) => remote.name === name)) reasons.push(`${name} is listed twice`);
    if (!checked.manifest || reasons.length > 0) {
      problems.push(...reasons.map((reason) => `${name}: ${reason}`));
      const paths = isObject(value) ? claimedPaths(value) : [];
      const unclaimed = paths.filter((path) => !owners.has(path));
      for (const path of unclaimed) owners.set(path, name);
      const kind = isObject(value) && value.contract !== CONTRACT_VERSION ? 'contract' : 'invalid';
      refused.push({ name, paths: unclaimed, kind, reason: reasons.join('; ') });
      return;
    }
    const routes = checked.manifest.routes.filter((route) => {
      const owner = owners.get(route.path);
      if (owner === undefined) return true;
      problems.push(`${name}: ${route.path} is already owned by ${owner}`);
      return false;
    });
    for (const route of routes) owners.set(route.path, name);
    remotes.push({ ...checked.manifest, routes, entry: entryUrl as string });
  });
  problems.push(...sharedNavOrders(remotes));
  return { remotes, refused, problems };
}

/**
 * Two sidebar entries with one `nav.order` would be listed in an order nobody chose: each entry
 * after the first with a number is reported (it stays in the sidebar).
 */
function sharedNavOrders(remotes: RemoteRegistryEntry[]): string[] {
  const problems: string[] = [];
  const holders = new Map<number, string>();
  for (const remote of remotes)
    for (const route of remote.routes) {
      if (!route.nav) continue;
      const holder = holders.get(route.nav.order);
      if (holder === undefined) holders.set(route.nav.order, `${route.path} of ${remote.name}`);
      else
        problems.push(
          `${remote.name}: the sidebar entry of ${route.path} has nav.order ${route.nav.order}, already used by ${holder}; give it a free number (docs/remotes.md lists those in use)`,
        );
    }
  return problems;
}
