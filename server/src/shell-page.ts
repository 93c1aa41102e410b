// The shell's index.html as the server sends it for a navigation: with the remote registry
// inlined (no /remotes.json round trip before the first paint), preload hints for the files of
// the remote that owns the visited path (its manifest, entry and routes module fetched in
// parallel with the shell instead of one after another), and a Content-Security-Policy that
// allows scripts only from this origin, the registry's remote origins and the page's own inline
// script (by hash).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteRegistry, RemoteRegistryEntry } from '@nclude/shared/contracts';
import type { HostedRemote } from './static';

interface Template {
  mtimeMs: number;
  html: string;
  /** CSP sources of the template's inline scripts. */
  scriptHashes: string[];
}

interface MfManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end or confuse it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Whether a react-router pattern (`/link/:toLink`) matches `pathname`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((part, i) => part.startsWith(':') || part === b[i]);
}

export class ShellPage {
  private template: Template | null = null;
  private readonly manifests = new Map<string, MfManifest | null>();

  constructor(
    private readonly staticDir: string,
    private readonly hosted: HostedRemote[],
  ) {}

  private load(): Template {
    const file = join(this.staticDir, 'index.html');
    const { mtimeMs } = statSync(file);
    if (this.template?.mtimeMs === mtimeMs) return this.template;
    const html = readFileSync(file, 'utf8');
    const scriptHashes = [...html.matchAll(INLINE_SCRIPT)].map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    this.template = { mtimeMs, html, scriptHashes };
    this.manifests.clear();
    return this.template;
  }

  /** The built mf-manifest.json of a remote hosted here (read once per shell build). */
  private hostedManifest(remote: HostedRemote): MfManifest | null {
    if (!this.manifests.has(remote.folder)) {
      try {
        this.manifests.set(
          remote.folder,
          JSON.parse(readFileSync(join(remote.dir, 'mf-manifest.json'), 'utf8')) as MfManifest,
        );
      } catch {
        this.manifests.set(remote.folder, null);
      }
    }
    return this.manifests.get(remote.folder) ?? null;
  }

  private preloads(entry: RemoteRegistryEntry): string[] {
    const links = [
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(entry.entry)}">`,
    ];
    const hosted = this.hosted.find((remote) => remote.entry.name === entry.name);
    const manifest = hosted ? this.hostedManifest(hosted) : null;
    if (!hosted || !manifest) return links;
    const base = `/remotes/${hosted.folder}/`;
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (remoteEntry?.name)
      links.push(
        `<link rel="preload" as="script" href="${base}${remoteEntry.path ?? ''}${remoteEntry.name}">`,
      );
    const routes = manifest.exposes?.find((exposed) => exposed.path === './routes');
    for (const file of routes?.assets?.js?.sync ?? [])
      links.push(`<link rel="preload" as="script" href="${base}${file}">`);
    return links;
  }

  /** The page for `pathname`, and its Content-Security-Policy. */
  render(pathname: string, registry: RemoteRegistry): { html: string; csp: string } {
    const { html, scriptHashes } = this.load();
    const owner = registry.remotes.find((remote) =>
      remote.routes.some((route) => matchesPattern(route.path, pathname)),
    );
    const head = [
      `<script type="application/json" id="nc-registry">${scriptSafeJson(registry)}</script>`,
      ...(owner ? this.preloads(owner) : []),
    ].join('');
    return {
      html: html.replace('</head>', `${head}</head>`),
      csp: contentSecurityPolicy(registry, scriptHashes),
    };
  }
}

/** The origins remotes hosted elsewhere load from (none when every remote is hosted here). */
function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    try {
      const url = new URL(remote.entry, 'http://same.origin');
      if (url.origin !== 'http://same.origin') origins.add(url.origin);
    } catch {
      // An entry that is not a URL loads nothing.
    }
  }
  return [...origins];
}

export function contentSecurityPolicy(registry: RemoteRegistry, scriptHashes: string[]): string {
  const remotes = remoteOrigins(registry).join(' ');
  const self = remotes ? `'self' ${remotes}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${self} ${scriptHashes.join(' ')}`.trim(),
    `style-src ${self}`,
    `img-src ${self} data: blob:`,
    `font-src ${self}`,
    `connect-src ${self}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
