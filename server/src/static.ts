// Static hosting: the built shell at `/` (with SPA fallback), each built remote at
// `/remotes/<folder>/`, and the remote registry at `/remotes.json`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteRegistry } from '@nclude/shared/contracts';
import { checkManifest, checkRegistry } from '@nclude/shared/registry';
import type { Config } from './config';
import { HttpError } from './errors';
import { m } from './messages';
import { ShellPage, type HostedRemote } from './shell-page';

declare module 'fastify' {
  interface FastifyReply {
    /** The shell's page for a navigation to `path` (registered once the shell is built). */
    sendShellPage: (path: string) => Promise<FastifyReply>;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Bundler output with a content hash in the name, e.g. main.3f2a9c1b.js or 123.a1b2c3d4e5.css. */
const HASHED_ASSET =
  /[.-][0-9a-f]{8,}\.(js|mjs|css|woff2?|ttf|svg|png|jpe?g|gif|webp|avif|ico|wasm)$/i;

/**
 * Build files that stay on the server: source maps (the builds write them for error triage, without
 * linking them from the bundles) would publish the sources, and Module Federation's mf-stats.json
 * lists build paths; frames.json is read by the server, which inlines it into pages. No browser
 * needs any of them. They answer 404 like a missing file.
 */
function isPublishable(pathName: string): boolean {
  const name = pathName.slice(pathName.lastIndexOf('/') + 1).toLowerCase();
  return !name.endsWith('.map') && name !== 'mf-stats.json' && name !== 'frames.json';
}

/**
 * `path` is the file sent: for a Brotli copy the builds wrote (preCompressed), name.br, which
 * is cached like the file it stands for. The answer depends on Accept-Encoding either way.
 */
function cacheHeaders(res: SetHeadersResponse, path: string): void {
  const file = path.endsWith('.br') ? path.slice(0, -'.br'.length) : path;
  res.setHeader('cache-control', HASHED_ASSET.test(file) ? IMMUTABLE : REVALIDATE);
  res.setHeader('vary', 'accept-encoding');
}

/** The folder a remote is served under: `mf-auth` for `<repo>/mf-auth/dist`. */
function remoteFolder(dir: string): string {
  return basename(dir) === 'dist' ? basename(dirname(dir)) : basename(dir);
}

/**
 * Reads each REMOTES_DIR's remote.json (the remote's route manifest, checked with the shell's own
 * validator); unreadable or invalid ones are logged and skipped.
 */
export function scanRemotes(config: Config, warn: (message: string) => void): HostedRemote[] {
  const remotes: HostedRemote[] = [];
  for (const dir of config.remotesDirs) {
    const file = join(dir, 'remote.json');
    try {
      const { manifest, problems } = checkManifest(JSON.parse(readFileSync(file, 'utf8')));
      if (!manifest) throw new Error(problems.join('; '));
      const folder = remoteFolder(dir);
      remotes.push({
        folder,
        dir,
        entry: { ...manifest, entry: `/remotes/${folder}/mf-manifest.json` },
      });
    } catch (error) {
      warn(`Skipping remote ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return remotes;
}

async function readRegistryFile(file: string): Promise<RemoteRegistry> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `REMOTES_FILE ${file} is not readable JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let registry;
  try {
    registry = checkRegistry(parsed);
  } catch {
    throw new Error(
      `REMOTES_FILE ${file} must hold {"remotes": [...]}, each a remote.json plus "entry"`,
    );
  }
  if (registry.problems.length > 0)
    throw new Error(`REMOTES_FILE ${file}: ${registry.problems.join('; ')}`);
  return { remotes: registry.remotes };
}

function wantsHtml(request: FastifyRequest): boolean {
  // HEAD as GET: a link checker or a monitor asks for the page's headers only.
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** A path whose last segment has an extension names a file: never answered with index.html. */
function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

export function shellIsBuilt(config: Config): boolean {
  const index = join(config.staticDir, 'index.html');
  return existsSync(index) && statSync(index).isFile();
}

export async function registerStatic(
  app: FastifyInstance,
  config: Config,
): Promise<HostedRemote[]> {
  const remotes = scanRemotes(config, (message) => app.log.warn(message));

  const registry = async (): Promise<RemoteRegistry> => {
    if (!config.remotesFile) return { remotes: remotes.map((r) => r.entry) };
    try {
      return await readRegistryFile(config.remotesFile);
    } catch (error) {
      app.log.error({ err: error }, 'remote registry file unusable');
      throw new HttpError(503, error instanceof Error ? error.message : String(error));
    }
  };

  app.get(
    '/remotes.json',
    // Checked with shared's validator when read (checkManifest, checkRegistry), like the shell does.
    { schema: { hide: true } },
    async (_request, reply) => {
      reply.header('cache-control', REVALIDATE).header('access-control-allow-origin', '*');
      return registry();
    },
  );

  for (const remote of remotes) {
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
      cacheControl: false,
      // The builds write name.br beside their scripts and stylesheets (PrecompressPlugin).
      preCompressed: true,
      allowedPath: isPublishable,
      // Remotes are fetched by hosts on other origins (the manifest with fetch): always CORS-open.
      setHeaders: (res, path) => {
        cacheHeaders(res, path);
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  }

  const built = shellIsBuilt(config);
  if (built) {
    const page = new ShellPage(config.staticDir, remotes);
    // Every navigation (/ and the SPA fallback) gets the page with the registry inlined.
    app.decorateReply(
      'sendShellPage',
      async function sendShellPage(this: FastifyReply, path: string) {
        // An unreadable registry must not take the whole portal down: the shell then fetches it.
        const current = await registry().catch(() => ({ remotes: [] }));
        const { html, csp } = page.render(path, current, this.request.headers.cookie);
        return this.header('cache-control', REVALIDATE)
          .header('content-security-policy', csp)
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.sendShellPage('/'));
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: isPublishable,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn(
      `The shell is not built (${config.staticDir} has no index.html); serving the API only.`,
    );
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.code(200).type('text/plain; charset=utf-8').send(m('notBuilt')),
    );
  }

  return remotes;
}

/**
 * SPA fallback for the not-found handler: a browser navigation to a client route gets the shell's
 * index.html. Returns false when the request is not such a navigation.
 */
export function trySpaFallback(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (
    !wantsHtml(request) ||
    path.startsWith('/v1/api') ||
    path.startsWith('/remotes/') ||
    looksLikeFile(path)
  )
    return false;
  if (!shellIsBuilt(config) || !reply.sendShellPage) return false;
  void reply.sendShellPage(path);
  return true;
}
