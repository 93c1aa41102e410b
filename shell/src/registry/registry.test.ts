import { fetchRegistry, ownedPaths, parseRegistry } from './registry';
import { readRoutesModule, RemoteContractError, RemoteRoutesCache } from './remote-routes';

describe('parseRegistry', () => {
  it('keeps well-formed entries and drops broken ones', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = parseRegistry({
      remotes: [
        {
          name: 'mf_auth',
          manifest: '/remotes/mf-auth/mf-manifest.json',
          paths: ['/login', '/signup'],
        },
        { name: 'bad name', manifest: '/x.json', paths: ['/x'] },
        { name: 'mf_news', manifest: '/n.json', paths: ['news'] },
        null,
      ],
    });
    expect(registry.remotes.map((remote) => remote.name)).toEqual(['mf_auth']);
    warn.mockRestore();
  });

  it('rejects a body without a remotes list', () => {
    expect(() => parseRegistry({})).toThrow();
  });

  it('maps each path to its first owner', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const owners = ownedPaths({
      remotes: [
        { name: 'a', manifest: '/a.json', paths: ['/x', '/y'] },
        { name: 'b', manifest: '/b.json', paths: ['/y', '/z'] },
      ],
    });
    expect(Object.fromEntries(owners)).toEqual({ '/x': 'a', '/y': 'a', '/z': 'b' });
    warn.mockRestore();
  });
});

describe('fetchRegistry', () => {
  it('tries once more after a failure', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ remotes: [] }), { status: 200 }));
    await expect(
      fetchRegistry({ fetchImpl: fetchMock as unknown as typeof fetch, retryDelayMs: 0 }),
    ).resolves.toEqual({
      remotes: [],
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('gives up after the second failure', async () => {
    const fetchMock = jest.fn(async () => new Response('nope', { status: 503 }));
    await expect(
      fetchRegistry({ fetchImpl: fetchMock as unknown as typeof fetch, retryDelayMs: 0 }),
    ).rejects.toThrow('503');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('uses a prefetched response for the first attempt', async () => {
    const fetchMock = jest.fn();
    const prefetched = Promise.resolve(
      new Response(JSON.stringify({ remotes: [] }), { status: 200 }),
    );
    await expect(
      fetchRegistry({ fetchImpl: fetchMock as unknown as typeof fetch, prefetched }),
    ).resolves.toEqual({
      remotes: [],
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RemoteRoutesCache', () => {
  it('keeps one promise per remote, a rejected one until clear()', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([]);
    const cache = new RemoteRoutesCache({ load });
    const first = cache.get('mf_news');
    expect(cache.get('mf_news')).toBe(first);
    await expect(first).rejects.toThrow('down');
    expect(cache.get('mf_news')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear('mf_news');
    await expect(cache.get('mf_news')).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('readRoutesModule', () => {
  const route = { path: '/news', title: 'News', requiresToken: true, Component: () => null };

  it('accepts a module whose default export is a route list', () => {
    expect(readRoutesModule('mf_news', { default: [route] })).toEqual([route]);
  });

  it('accepts a title that is a function of the route parameters', () => {
    const link = {
      path: '/link/:toLink',
      title: (params: Record<string, string | undefined>) => `Link ${params.toLink ?? ''}`,
      requiresToken: true,
      Component: () => null,
    };
    expect(readRoutesModule('mf_auth', { default: [link] })).toEqual([link]);
  });

  it('rejects a title that is neither text nor a function', () => {
    expect(() => readRoutesModule('mf_news', { default: [{ ...route, title: 42 }] })).toThrow(
      RemoteContractError,
    );
    expect(() =>
      readRoutesModule('mf_news', { default: [{ ...route, title: undefined }] }),
    ).toThrow(RemoteContractError);
  });

  it('rejects anything else', () => {
    expect(() => readRoutesModule('mf_news', { default: 'nope' })).toThrow(RemoteContractError);
    expect(() => readRoutesModule('mf_news', { default: [{ path: '/news' }] })).toThrow(
      RemoteContractError,
    );
  });
});
