import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from './contracts';
import { checkManifest, checkRegistry } from './registry';

const manifest = {
  contract: CONTRACT_VERSION,
  name: 'mf_news',
  routes: [
    {
      path: '/news',
      title: 'titleNews',
      requiresToken: true,
      nav: { label: 'navNews', icon: 'news', order: 70 },
    },
    { path: '/news/:id', title: 'titleNews', requiresToken: true },
  ],
  messages: { en: { titleNews: 'Accessible News', navNews: 'News' }, hi: { navNews: 'समाचार' } },
};

describe('checkManifest', () => {
  it('accepts a valid manifest', () => {
    expect(checkManifest(manifest)).toEqual({ manifest, problems: [] });
  });

  it('names every problem it finds', () => {
    const { manifest: checked, problems } = checkManifest({
      contract: CONTRACT_VERSION,
      name: 'mf-news',
      routes: [
        { path: 'news', title: 'missing', requiresToken: 'yes' },
        {
          path: '/x',
          title: 'titleNews',
          requiresToken: true,
          nav: { label: 'navNews', icon: 'rocket', order: 'first' },
        },
        { path: '/x', title: 'titleNews', requiresToken: true },
      ],
      messages: { en: { titleNews: 'News', navNews: 'News' }, fr: {} },
    });
    expect(checked).toBeNull();
    expect(problems).toEqual([
      'name must be a JavaScript identifier such as mf_news',
      'messages.fr is not a language of the portal',
      'routes[0].path must be a path starting with /',
      'routes[0].title must be a key of messages.en',
      'routes[0].requiresToken must be true or false',
      expect.stringContaining('routes[1].nav.icon must be one of dashboard'),
      'routes[1].nav.order must be a number',
      '/x is listed twice',
    ]);
  });

  it('refuses another contract version, saying which', () => {
    expect(checkManifest({ ...manifest, contract: 2 }).problems).toEqual([
      `contract 2 is not supported (this portal speaks contract ${CONTRACT_VERSION})`,
    ]);
  });
});

describe('checkRegistry', () => {
  const entry = (name: string, paths: string[], extra: object = {}) => ({
    ...manifest,
    name,
    entry: `/remotes/${name}/mf-manifest.json`,
    routes: paths.map((path) => ({ path, title: 'titleNews', requiresToken: true })),
    ...extra,
  });

  it('keeps valid entries, refuses broken ones and gives a path to its first owner', () => {
    const registry = checkRegistry({
      remotes: [
        entry('mf_a', ['/a', '/shared']),
        entry('mf_b', ['/shared', '/b']),
        entry('mf_new', ['/new'], { contract: 2 }),
        entry('mf_broken', ['/broken'], { entry: '' }),
        null,
      ],
    });
    expect(
      registry.remotes.map((remote) => [remote.name, remote.routes.map((r) => r.path)]),
    ).toEqual([
      ['mf_a', ['/a', '/shared']],
      ['mf_b', ['/b']],
    ]);
    expect(registry.refused).toEqual([
      expect.objectContaining({ name: 'mf_new', paths: ['/new'], kind: 'contract' }),
      expect.objectContaining({ name: 'mf_broken', paths: ['/broken'], kind: 'invalid' }),
      expect.objectContaining({ name: 'remotes[4]', paths: [], kind: 'invalid' }),
    ]);
    expect(registry.problems).toContain('mf_b: /shared is already owned by mf_a');
  });

  const withNav = (path: string, order: number) => ({
    path,
    title: 'titleNews',
    requiresToken: true,
    nav: { label: 'navNews', icon: 'news', order },
  });
  const sameOrder = (name: string, path: string, order: number, holder: string) =>
    `${name}: the sidebar entry of ${path} has nav.order ${order}, already used by ${holder}; give it a free number (docs/remotes.md lists those in use)`;

  it('reports sidebar entries that share a nav.order, across remotes and within one', () => {
    const registry = checkRegistry({
      remotes: [
        entry('mf_a', [], { routes: [withNav('/a', 70), withNav('/a/more', 75)] }),
        entry('mf_b', [], { routes: [withNav('/b', 70), withNav('/b/more', 80)] }),
        entry('mf_c', [], { routes: [withNav('/c', 80), withNav('/c/more', 90)] }),
      ],
    });
    // Reported, not refused: the entries stay in the sidebar.
    expect(registry.remotes.map((remote) => remote.routes.length)).toEqual([2, 2, 2]);
    expect(registry.refused).toEqual([]);
    expect(registry.problems).toEqual([
      sameOrder('mf_b', '/b', 70, '/a of mf_a'),
      sameOrder('mf_c', '/c', 80, '/b/more of mf_b'),
    ]);
    expect(
      checkRegistry({
        remotes: [entry('mf_a', [], { routes: [withNav('/a', 10), withNav('/b', 10)] })],
      }).problems,
    ).toEqual([sameOrder('mf_a', '/b', 10, '/a of mf_a')]);
  });

  it('counts only the sidebar entries it keeps', () => {
    const registry = checkRegistry({
      remotes: [
        entry('mf_a', [], { routes: [withNav('/a', 70)] }),
        // A path already owned is dropped with its entry; a refused remote has no entries.
        entry('mf_b', [], { routes: [withNav('/a', 70), withNav('/b', 60)] }),
        entry('mf_old', [], { routes: [withNav('/old', 60)], contract: 2 }),
      ],
    });
    expect(registry.problems).toEqual([
      'mf_b: /a is already owned by mf_a',
      expect.stringContaining('mf_old: contract 2 is not supported'),
    ]);
  });

  it('finds no problem in the remotes of this checkout, sidebar orders included', () => {
    const root = path.join(__dirname, '..', '..');
    const remotes = readdirSync(root)
      .filter((name) => name.startsWith('mf-') && existsSync(path.join(root, name, 'remote.json')))
      .map((name) => ({
        ...JSON.parse(readFileSync(path.join(root, name, 'remote.json'), 'utf8')),
        entry: `/remotes/${name}/mf-manifest.json`,
      }));
    expect(remotes.length).toBeGreaterThan(0);
    expect(checkRegistry({ remotes }).problems).toEqual([]);
  });

  it('throws when there is no remotes list at all', () => {
    expect(() => checkRegistry({})).toThrow('no remotes list');
  });
});
