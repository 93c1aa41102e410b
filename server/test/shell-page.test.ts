// The shell's page as the server renders it per navigation: the prerendered first-paint frame
// (the shell's layout around the page's own markup, from the builds' frames.json), its inlined
// stylesheet, the guard script, and the Content-Security-Policy that must allow exactly those.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FRAME_SLOT,
  type FramesFile,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@nclude/shared/contracts';
import { FRAME_GUARD_SCRIPT, ShellPage, frameLanguage } from '../src/shell-page';
import type { HostedRemote } from '../src/shell-page';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Nclude</title><script>early()</script>' +
  '<script defer src="/main.3f2a9c1b.js"></script>' +
  '<link as="script" href="/main.3f2a9c1b.js" rel="preload">' +
  '<link as="style" href="/94.05e0a3c0.css" rel="preload"></head>' +
  '<body><div id="root"></div></body></html>';

const SHELL_FRAMES: FramesFile = {
  css: '.nc-header{color:red}',
  layout: {
    en: `<header>Nclude</header><main>${FRAME_SLOT}</main>`,
    hi: `<header>Nclude हिन्दी</header><main>${FRAME_SLOT}</main>`,
  },
  routes: {
    '/': { audience: 'signedIn', html: { en: '<h1>Dashboard</h1>', hi: '<h1>डैशबोर्ड</h1>' } },
  },
};

const REMOTE_FRAMES: FramesFile = {
  css: '.auth-page{color:blue}',
  routes: {
    // "$&" would be a replacement pattern if the page were spliced in with a string.
    '/login': { audience: 'signedOut', html: { en: '<h1>Login</h1><p>Costs $& nothing</p>' } },
    '/profile': { audience: 'signedOut', html: { en: '<h1>Profile</h1>' } },
  },
};

const AUTH: RemoteRegistryEntry = {
  contract: 1,
  name: 'mf_auth',
  entry: '/remotes/mf-auth/mf-manifest.json',
  routes: [
    { path: '/login', title: 'titleLogin', requiresToken: false, redirectIfSignedIn: true },
    { path: '/profile', title: 'titleProfile', requiresToken: true },
    { path: '/link/:toLink', title: 'titleLink', requiresToken: true },
  ],
  messages: { en: { titleLogin: 'Login', titleProfile: 'Profile', titleLink: 'Link' } },
};

const REGISTRY: RemoteRegistry = { remotes: [AUTH] };
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the shell page and its first-paint frame', () => {
  let root: string;
  let staticDir: string;
  let remoteDir: string;
  let hosted: HostedRemote[];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'nclude-shell-page-'));
    staticDir = join(root, 'shell');
    remoteDir = join(root, 'mf-auth');
    mkdirSync(staticDir);
    mkdirSync(remoteDir);
    writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
    writeFileSync(join(staticDir, 'frames.json'), JSON.stringify(SHELL_FRAMES));
    writeFileSync(join(remoteDir, 'frames.json'), JSON.stringify(REMOTE_FRAMES));
    hosted = [{ folder: 'mf-auth', dir: remoteDir, entry: AUTH }];
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const frameOf = (html: string) =>
    /<div id="root">(<div id="nc-frame"[\s\S]*?)<script>/.exec(html)?.[1] ?? null;

  it("puts a remote page's frame in the shell's layout, inert and hidden from assistive technology", () => {
    const { html } = new ShellPage(staticDir, hosted).render('/login', REGISTRY);
    const frame = frameOf(html);
    expect(frame).toBe(
      '<div id="nc-frame" class="nc-frame" inert aria-hidden="true" data-lang="en" ' +
        'data-audience="signedOut" data-entries="/main.3f2a9c1b.js"><header>Nclude</header>' +
        '<main><h1>Login</h1><p>Costs $& nothing</p></main></div>',
    );
    // The guard follows the frame so it runs before the frame paints.
    expect(html).toContain(`</div><script>${FRAME_GUARD_SCRIPT}</script></div>`);
    // Both stylesheets, the shell's first, inline in the head; without scripts, no frame.
    expect(html).toContain(
      '<style>.nc-header{color:red}\n.auth-page{color:blue}</style>' +
        '<noscript><style>#nc-frame{display:none}</style></noscript>',
    );
  });

  it("leaves starting the entry scripts to the guard, and drops the inlined stylesheet's preload", () => {
    const page = new ShellPage(staticDir, hosted);
    const framed = page.render('/login', REGISTRY).html;
    expect(framed).not.toContain('<script defer');
    expect(framed).not.toContain('as="style"');
    // Still fetched from the start, evaluated once the guard starts it.
    expect(framed).toContain('<link as="script" href="/main.3f2a9c1b.js" rel="preload">');
    const unframed = page.render('/link/email', REGISTRY).html;
    expect(unframed).toContain('<script defer src="/main.3f2a9c1b.js"></script>');
    expect(unframed).toContain('<link as="style" href="/94.05e0a3c0.css" rel="preload">');
    expect(unframed).not.toContain('data-entries');
  });

  it('allows the inline stylesheet and the guard script by hash, and nothing inline beyond them', () => {
    const { csp } = new ShellPage(staticDir, hosted).render('/login', REGISTRY);
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(directives['style-src']).toEqual([
      "'self'",
      sha256('.nc-header{color:red}\n.auth-page{color:blue}'),
      sha256('#nc-frame{display:none}'),
    ]);
    expect(directives['script-src']).toEqual([
      "'self'",
      sha256('early()'),
      sha256(FRAME_GUARD_SCRIPT),
    ]);
  });

  it("frames the shell's own pages with the shell's stylesheet alone", () => {
    const { html } = new ShellPage(staticDir, hosted).render('/', REGISTRY);
    expect(frameOf(html)).toContain('data-audience="signedIn"');
    expect(frameOf(html)).toContain('<main><h1>Dashboard</h1></main>');
    expect(html).toContain('<style>.nc-header{color:red}</style>');
  });

  it('renders the frame in the language the cookie names, English otherwise', () => {
    const page = new ShellPage(staticDir, hosted);
    const hindi = page.render('/', REGISTRY, 'theme=x; uiLanguage=hi').html;
    expect(frameOf(hindi)).toContain('data-lang="hi"');
    expect(frameOf(hindi)).toContain('<header>Nclude हिन्दी</header><main><h1>डैशबोर्ड</h1>');
    expect(frameOf(page.render('/', REGISTRY, 'uiLanguage=fr').html)).toContain('data-lang="en"');
    expect(frameLanguage(undefined)).toBe('en');
    expect(frameLanguage('uiLanguage=te')).toBe('te');
  });

  it('leaves #root empty where no frame fits, and then inlines no stylesheet', () => {
    const page = new ShellPage(staticDir, hosted);
    const cases: [string, RemoteRegistry, string?][] = [
      // Not prerendered.
      ['/link/email', REGISTRY],
      ['/nowhere', REGISTRY],
      // The remote's frame says signed-out, the registry says the page needs a session.
      ['/profile', REGISTRY],
      // No translation of the page (Telugu), or of the layout (Telugu on the remote's page).
      ['/', REGISTRY, 'uiLanguage=te'],
      ['/login', REGISTRY, 'uiLanguage=hi'],
      // The registry no longer gives /login to a remote hosted here.
      ['/login', { remotes: [{ ...AUTH, name: 'mf_elsewhere' }] }],
    ];
    for (const [path, registry, cookie] of cases) {
      const { html, csp } = page.render(path, registry, cookie);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<style>');
      expect(csp).toContain("style-src 'self';");
    }
  });

  it('frames nothing, and keeps the entry scripts as they are, in a template without an empty #root', () => {
    writeFileSync(
      join(staticDir, 'index.html'),
      TEMPLATE.replace('<div id="root"></div>', '<div id="root">Loading</div>'),
    );
    const { html } = new ShellPage(staticDir, hosted).render('/login', REGISTRY);
    expect(html).toContain('<div id="root">Loading</div>');
    expect(html).toContain('<script defer src="/main.3f2a9c1b.js"></script>');
    expect(html).not.toContain('<style>');
  });

  it('serves pages without frames when the builds wrote none or a broken one', () => {
    rmSync(join(staticDir, 'frames.json'));
    writeFileSync(join(remoteDir, 'frames.json'), '{ not json');
    const { html } = new ShellPage(staticDir, hosted).render('/login', REGISTRY);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="application/json" id="nc-registry">');
  });
});
