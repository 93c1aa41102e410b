// Serving the web app: the shell and remotes on disk (or a remotes list), other origins allowed to
// call the API, and the reverse proxies trusted to tell the client address.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, integer, list, variable } from './define';

// Every built remote: the dist folder of each <repo>/mf-something package that holds a remote.json.
function defaultRemotesDirs(repoRoot: string): string[] {
  if (!existsSync(repoRoot)) return [];
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => join(repoRoot, entry.name, 'dist'))
    .filter((dist) => existsSync(join(dist, 'remote.json')))
    .sort();
}

/**
 * Which proxies may tell the client address: false, a hop count, or addresses/CIDRs. `true` is
 * read as one hop: trusting every hop would let a client pick its own address and so its own
 * rate-limit bucket by sending X-Forwarded-For.
 */
function trustedProxies(raw: string | undefined): false | number | string[] {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (addresses.every((item) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(item))) return addresses;
  throw new ConfigError(
    `TRUST_PROXY must be false, a number of proxies, or a comma list of proxy addresses (got "${raw}")`,
  );
}

export const hostingVariables = [
  variable({
    name: 'STATIC_DIR',
    defaultValue: '`<repo>/shell/dist`',
    meaning: 'Built shell served at `/` with SPA fallback to `index.html`.',
    field: 'staticDir',
    read: (raw, { repoRoot }) => resolve(raw ?? join(repoRoot, 'shell', 'dist')),
  }),
  variable({
    name: 'REMOTES_DIR',
    defaultValue: 'every `<repo>/mf-*/dist` holding `remote.json`',
    meaning:
      'Comma list of built remotes, each served at `/remotes/<folder>/` and listed in `/remotes.json`.',
    field: 'remotesDirs',
    read: (raw, { repoRoot }) =>
      (list(raw) ?? defaultRemotesDirs(repoRoot)).map((dir) => resolve(dir)),
  }),
  variable({
    name: 'REMOTES_FILE',
    defaultValue: 'unset',
    meaning:
      'A JSON file `{remotes:[...]}` (each a remote.json plus `entry`, its mf-manifest.json URL) served as `/remotes.json` instead of the scan (remotes hosted elsewhere).',
    field: 'remotesFile',
    read: (raw) => (raw ? resolve(raw) : null),
  }),
  variable({
    name: 'CORS_ORIGINS',
    defaultValue: 'unset (same origin only)',
    meaning: 'Comma list of origins allowed to call the API (remotes served from another host).',
    field: 'corsOrigins',
    read: (raw) => list(raw) ?? [],
  }),
  variable({
    name: 'TRUST_PROXY',
    defaultValue: 'false',
    meaning:
      'Behind reverse proxies: how many (`1`, `2`; `true` means 1) or which addresses (comma list of IPs/CIDRs) to trust, so rate limits see the client address from `X-Forwarded-For`. Never trusts a client-chosen address beyond those hops.',
    field: 'trustProxy',
    read: trustedProxies,
  }),
  variable({
    name: 'SHUTDOWN_DELAY_SECONDS',
    defaultValue: '0',
    meaning:
      'On SIGTERM, seconds a server node goes on serving while `/readyz` answers 503 `"stopping"`, before it stops accepting connections: set it above the interval × failures after which your load balancer takes a node out, so no request arrives as it closes.',
    field: 'shutdownDelaySeconds',
    read: integer(0, 0),
  }),
] as const;
