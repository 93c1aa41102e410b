import { registryEntry } from '@nclude/shared/testing';
import { fetchRegistry } from './registry';
import { RemoteRoutesCache } from './remote-routes';

const news = registryEntry('mf_news', [{ path: '/news', title: 'Accessible News' }]);
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('fetchRegistry', () => {
  it('tries once more after a failure', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(ok({ remotes: [news] }));
    const registry = await fetchRegistry({
      fetchImpl: fetchMock as unknown as typeof fetch,
      retryDelayMs: 0,
    });
    expect(registry.remotes.map((remote) => remote.name)).toEqual(['mf_news']);
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
    const registry = await fetchRegistry({
      fetchImpl: fetchMock as unknown as typeof fetch,
      prefetched: Promise.resolve(ok({ remotes: [] })),
    });
    expect(registry).toEqual({ remotes: [], refused: [], problems: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps good entries and refuses a newer contract without losing the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const newer = { ...registryEntry('mf_jobs', [{ path: '/jobs', title: 'Jobs' }]), contract: 2 };
    const registry = await fetchRegistry({
      fetchImpl: jest.fn() as unknown as typeof fetch,
      prefetched: Promise.resolve(ok({ remotes: [news, newer] })),
    });
    expect(registry.remotes.map((remote) => remote.name)).toEqual(['mf_news']);
    expect(registry.refused).toEqual([
      expect.objectContaining({ name: 'mf_jobs', paths: ['/jobs'], kind: 'contract' }),
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('contract 2 is not supported'));
    warn.mockRestore();
  });
});

describe('RemoteRoutesCache', () => {
  const page = { path: '/news', Component: () => null };

  it('keeps one promise per remote, a rejected one until clear()', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ default: [page] });
    const cache = new RemoteRoutesCache({ load });
    const first = cache.get(news);
    expect(cache.get(news)).toBe(first);
    await expect(first).rejects.toThrow('down');
    expect(cache.get(news)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear('mf_news');
    await expect(cache.get(news)).resolves.toEqual([page]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a module that has no page for a path of the manifest', async () => {
    const cache = new RemoteRoutesCache({ load: async () => ({ default: [] }) });
    await expect(cache.get(news)).rejects.toThrow('mf_news/routes has no page for /news');
    const broken = new RemoteRoutesCache({ load: async () => ({ default: 'nope' }) });
    await expect(broken.get(news)).rejects.toThrow('does not export a list of routes');
  });
});
