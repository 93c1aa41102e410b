// The shell's index.html as the server sends it for a navigation: with the remote registry
// inlined (no /remotes.json round trip before the first paint), preload hints for the files of
// the remote that owns the visited path (its manifest, entry and routes module fetched in
// parallel with the shell instead of one after another), and a Content-Security-Policy that
// allows scripts only from this origin, the registry's remote origins and the page's own inline
// script (by hash).
//
// Where the shell and the remote owning the path have prerendered a frame for it (their build's
// frames.json), the page also carries that frame in #root with its stylesheet inlined: the header,
// heading and texts paint as soon as the HTML arrives instead of after every script has run. The
// frame is inert and hidden from assistive technology (the page that replaces it is announced
// once, and nothing in it takes focus), and the shell's first render replaces it. A small script
// after it drops it when the reader's browser would show something else: another language, or a
// page the router will send them away from.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  FRAME_SLOT,
  LANGUAGES,
  type FramedPage,
  type FramesFile,
  type Language,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@nclude/shared/contracts';

/** A built remote the server hosts: its folder, where its files are, and its registry entry. */
export interface HostedRemote {
  folder: string;
  dir: string;
  entry: RemoteRegistryEntry;
}

interface Template {
  mtimeMs: number;
  html: string;
  /** CSP sources of the template's inline scripts. */
  scriptHashes: string[];
  /** The shell's frames.json, when its build wrote one. */
  frames: FramesFile | null;
}

/** The cookie the shell's early settings script mirrors the interface language into. */
const LANGUAGE_COOKIE = 'uiLanguage';
const FRAME_ID = 'nc-frame';

/**
 * Runs right after the frame, before it paints: keeps it only when the browser will show that
 * page in that language. The shell reads the language and the session from localStorage, which
 * the server cannot see (the cookie only mirrors the language), and the router sends signed-out
 * readers away from signed-in pages and back.
 *
 * It also starts the shell's entry scripts (data-entries), which the page then does not list:
 * at once when the frame is dropped, and once the frame has painted when it is kept, so that
 * evaluating the bundles (the longest tasks of a first load) does not hold the frame off the
 * screen. A hidden tab paints nothing: there the timer starts them.
 */
export const FRAME_GUARD_SCRIPT =
  `(function(){var f=document.getElementById('${FRAME_ID}');if(!f)return;var k=1;try{` +
  `var l=localStorage.getItem('uiLanguage');l=l==='hi'||l==='te'?l:'en';` +
  `var s=!!localStorage.getItem('token'),a=f.getAttribute('data-audience');` +
  `if(l!==f.getAttribute('data-lang')||(a==='signedIn'&&!s)||(a==='signedOut'&&s))k=0;` +
  `}catch(e){k=0;}` +
  `var d=0,n=(f.getAttribute('data-entries')||'').split(' ');` +
  `function g(){if(d)return;d=1;for(var i=0;i<n.length;i++)if(n[i]){` +
  `var t=document.createElement('script');t.src=n[i];t.async=false;document.head.appendChild(t);}}` +
  `if(!k){f.remove();g();return;}` +
  `try{new PerformanceObserver(function(o){if(o.getEntriesByName('first-contentful-paint').length)` +
  `setTimeout(g,0);}).observe({type:'paint',buffered:true});` +
  `}catch(e){}setTimeout(g,300);})();`;

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const FRAME_GUARD_HASH = sha256Source(FRAME_GUARD_SCRIPT);
/**
 * Without scripts nothing replaces the frame: it would stay on screen, inert and hidden from
 * assistive technology, beside the page's message that the portal needs JavaScript.
 */
const NO_SCRIPT_STYLE = `#${FRAME_ID}{display:none}`;
const NO_SCRIPT_STYLE_HASH = sha256Source(NO_SCRIPT_STYLE);

/** The interface language the request's cookie names, English (the shell's default) otherwise. */
export function frameLanguage(cookieHeader: string | undefined): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (LANGUAGES as readonly string[]).includes(value ?? ''))
      return value as Language;
  }
  return 'en';
}

/** A frames.json, or null when it is missing or not one (a frame is an extra, never a failure). */
function readFrames(file: string): FramesFile | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<FramesFile>;
    if (typeof parsed.css !== 'string' || typeof parsed.routes !== 'object' || !parsed.routes)
      return null;
    return parsed as FramesFile;
  } catch {
    return null;
  }
}

interface MfManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The build's preload hints for the shell's stylesheets. A framed page has those rules inline
 * already; the shell still loads the file with its bundles, which need it.
 */
const STYLE_PRELOAD = /<link(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*>/g;
/** The shell's entry scripts as its build writes them: deferred until the page is parsed. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

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
  private readonly remoteFrames = new Map<string, FramesFile | null>();

  constructor(
    private readonly staticDir: string,
    private readonly hosted: HostedRemote[],
  ) {}

  private load(): Template {
    const file = join(this.staticDir, 'index.html');
    const { mtimeMs } = statSync(file);
    if (this.template?.mtimeMs === mtimeMs) return this.template;
    const html = readFileSync(file, 'utf8');
    const scriptHashes = [...html.matchAll(INLINE_SCRIPT)].map(([, body]) =>
      sha256Source(body ?? ''),
    );
    const frames = readFrames(join(this.staticDir, 'frames.json'));
    this.template = { mtimeMs, html, scriptHashes, frames };
    this.manifests.clear();
    this.remoteFrames.clear();
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

  /** The built frames.json of a remote hosted here (read once per shell build). */
  private hostedFrames(remote: HostedRemote): FramesFile | null {
    if (!this.remoteFrames.has(remote.folder))
      this.remoteFrames.set(remote.folder, readFrames(join(remote.dir, 'frames.json')));
    return this.remoteFrames.get(remote.folder) ?? null;
  }

  /**
   * The frame for `pathname` in `language` and the stylesheet it needs, when the shell has a
   * layout and the page's owner (a remote hosted here, or the shell) has prerendered the page.
   */
  private frame(
    shell: FramesFile | null,
    pathname: string,
    owner: RemoteRegistryEntry | undefined,
    language: Language,
  ): { html: string; css: string; language: Language; audience: FramedPage['audience'] } | null {
    const layout = shell?.layout?.[language];
    if (!shell || !layout) return null;
    let source: FramesFile | null = shell;
    let page: FramedPage | undefined;
    if (owner) {
      const hosted = this.hosted.find((remote) => remote.entry.name === owner.name);
      source = hosted ? this.hostedFrames(hosted) : null;
      // Only a path the registry still gives this remote, with the audience it says.
      const route = owner.routes.find((candidate) => candidate.path === pathname);
      page = route ? source?.routes[pathname] : undefined;
      const audience = route?.requiresToken
        ? 'signedIn'
        : route?.redirectIfSignedIn
          ? 'signedOut'
          : 'anyone';
      if (page && page.audience !== audience) page = undefined;
    } else {
      page = shell.routes[pathname];
    }
    const body = page?.html[language];
    if (!source || !page || body === undefined) return null;
    return {
      html: layout.replace(FRAME_SLOT, () => body),
      css: source === shell ? shell.css : `${shell.css}\n${source.css}`,
      language,
      audience: page.audience,
    };
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

  /**
   * The page for `pathname`, and its Content-Security-Policy. `cookieHeader` (the request's) names
   * the interface language a frame is rendered in.
   */
  render(
    pathname: string,
    registry: RemoteRegistry,
    cookieHeader?: string,
  ): { html: string; csp: string } {
    const { html, scriptHashes, frames } = this.load();
    const owner = registry.remotes.find((remote) =>
      remote.routes.some((route) => matchesPattern(route.path, pathname)),
    );
    // The frame goes into the build's empty #root; a template without one gets none.
    const frame = html.includes(EMPTY_ROOT)
      ? this.frame(frames, pathname, owner, frameLanguage(cookieHeader))
      : null;
    // Inline, not linked: a stylesheet request would hold the first paint until it arrived.
    const style = frame
      ? `<style>${frame.css}</style><noscript><style>${NO_SCRIPT_STYLE}</style></noscript>`
      : '';
    const head = [
      `<script type="application/json" id="nc-registry">${scriptSafeJson(registry)}</script>`,
      style,
      ...(owner ? this.preloads(owner) : []),
    ].join('');
    let page = html.replace('</head>', () => `${head}</head>`);
    if (frame) {
      // The guard script starts the entry scripts (FRAME_GUARD_SCRIPT says when).
      const entries = [...html.matchAll(ENTRY_SCRIPT)].map(([, src]) => src ?? '');
      const root =
        `<div id="${FRAME_ID}" class="nc-frame" inert aria-hidden="true" ` +
        `data-lang="${frame.language}" data-audience="${frame.audience}" ` +
        `data-entries="${escapeAttribute(entries.join(' '))}">${frame.html}</div>` +
        `<script>${FRAME_GUARD_SCRIPT}</script>`;
      page = page
        .replace(ENTRY_SCRIPT, '')
        .replace(STYLE_PRELOAD, '')
        .replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`);
    }
    return {
      html: page,
      csp: contentSecurityPolicy(
        registry,
        frame ? [...scriptHashes, FRAME_GUARD_HASH] : scriptHashes,
        frame ? [sha256Source(frame.css), NO_SCRIPT_STYLE_HASH] : [],
      ),
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

export function contentSecurityPolicy(
  registry: RemoteRegistry,
  scriptHashes: string[],
  styleHashes: string[] = [],
): string {
  const remotes = remoteOrigins(registry).join(' ');
  const self = remotes ? `'self' ${remotes}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${self} ${scriptHashes.join(' ')}`.trim(),
    `style-src ${self} ${styleHashes.join(' ')}`.trim(),
    `img-src ${self} data: blob:`,
    `font-src ${self}`,
    `connect-src ${self}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
