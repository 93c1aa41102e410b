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

  it('throws when there is no remotes list at all', () => {
    expect(() => checkRegistry({})).toThrow('no remotes list');
  });
});
