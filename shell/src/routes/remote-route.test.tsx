import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeading, sessionStore, type RemoteRoutes } from '@nclude/shared';
import { registryEntry } from '@nclude/shared/testing';
import {
  PORTAL_REGISTRY,
  PORTAL_REMOTES,
  clickAndSettle,
  loaderFor,
  renderShell,
  setViewportNarrow,
  signIn,
} from '../test-utils';

const registry = {
  remotes: [
    registryEntry('mf_news', [
      { path: '/news', title: 'Accessible News', nav: { label: 'News', icon: 'news', order: 70 } },
    ]),
    registryEntry('mf_conversion', [
      { path: '/docaccess', title: 'Document Accessibility' },
      { path: '/avaccess', title: 'Audio and Video Accessibility' },
    ]),
  ],
};

const newsRoutes: RemoteRoutes = [{ path: '/news', Component: () => <h1>Accessible News</h1> }];

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setViewportNarrow(false);
  signIn();
  // Failing remotes are logged on purpose; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  sessionStore.signOut();
});

describe('paths no remote owns', () => {
  it('get a 404 page with a way back to the Dashboard', async () => {
    await renderShell({ path: '/browser-agent' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'There is no page at /browser-agent. The address may be mistyped, or the page may have moved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute('href', '/');
  });

  it('offer a reload when the registry itself could not be read', async () => {
    const { services } = await renderShell({ path: '/news', registryFailed: true });
    expect(await within(screen.getByRole('main')).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(services.reloadPortal).toHaveBeenCalled();
  });

  it('of a remote built for another contract version say it cannot be shown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const newer = { ...registryEntry('mf_jobs', [{ path: '/jobs', title: 'Jobs' }]), contract: 2 };
    const { loader } = await renderShell({ registry: { remotes: [newer] }, path: '/jobs' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page unavailable cannot be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'made for a different version of Nclude and cannot be shown until it is updated',
    );
    expect(loader.load).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('remote routes', () => {
  it('load a remote only when one of its paths is visited', async () => {
    const loader = loaderFor({ mf_news: newsRoutes });
    const { router } = await renderShell({ registry, loader, path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(loader.load).not.toHaveBeenCalled();
    await act(async () => router.navigate('/news'));
    expect(await screen.findByRole('heading', { name: 'Accessible News' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('mf_news');
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Accessible News');
  });

  it('a failed load shows an alert with Retry; Retry loads again', async () => {
    let fail = true;
    const loader = {
      load: jest.fn(async () => {
        if (fail) throw new Error('network down');
        return newsRoutes;
      }),
    };
    await renderShell({ registry, loader, path: '/news' });
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'Accessible News could not be loaded' }),
    ).toBeInTheDocument();
    // The rest of the portal still works.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accessibility settings' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(1);

    fail = false;
    // use() resumes after the promise settles: act() lets React finish that work in the test.
    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Accessible News' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure cached (no reload loop) until Retry, and other routes keep working', async () => {
    const loader = {
      load: jest.fn(async (name: string) => {
        if (name === 'mf_news') throw new Error('404');
        return [
          { path: '/docaccess', Component: () => <h1>Previous requests</h1> },
          { path: '/avaccess', Component: () => <h1>Media requests</h1> },
        ];
      }),
    };
    const { router } = await renderShell({ registry, loader, path: '/news' });
    await within(screen.getByRole('main')).findByRole('alert');
    await act(async () => router.navigate('/docaccess'));
    expect(await screen.findByRole('heading', { name: 'Previous requests' })).toBeInTheDocument();
    await act(async () => router.navigate('/news'));
    expect(await within(screen.getByRole('main')).findByRole('alert')).toBeInTheDocument();
    expect(loader.load.mock.calls.filter(([name]) => name === 'mf_news')).toHaveLength(1);
  });

  it('a page that throws while rendering is contained in the main region', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    await renderShell({
      registry,
      remotes: {
        mf_news: [{ path: '/news', Component: Broken }],
      },
      path: '/news',
    });
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Accessible News could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('link', { name: 'Nclude home' })).toBeInTheDocument();
  });

  it('a remote that does not provide a registered path is reported, not blank', async () => {
    await renderShell({ registry, remotes: { mf_conversion: [] }, path: '/avaccess' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Audio and Video Accessibility could not be loaded',
      }),
    ).toBeInTheDocument();
  });
});

describe('route titles', () => {
  const authRegistry = {
    remotes: [registryEntry('mf_auth', [{ path: '/link/:toLink', title: 'Link account' }])],
  };
  const linkRoutes: RemoteRoutes = [
    {
      path: '/link/:toLink',
      title: ({ toLink }) => (toLink === 'email' ? 'Link email' : 'Link phone'),
      Component: () => <PageHeading>Link page</PageHeading>,
    },
  ];

  it('resolves a title function with the route parameters, on first and later visits', async () => {
    const { router } = await renderShell({
      registry: authRegistry,
      remotes: { mf_auth: linkRoutes },
      path: '/link/email',
    });
    await screen.findByRole('heading', { level: 1, name: 'Link page' });
    expect(document.title).toBe('Link email');
    await act(async () => router.navigate('/link/phone'));
    await screen.findByRole('heading', { level: 1, name: 'Link page' });
    expect(document.title).toBe('Link phone');
    await act(async () => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(async () => router.navigate('/link/email'));
    await screen.findByRole('heading', { level: 1, name: 'Link page' });
    expect(document.title).toBe('Link email');
  });
});

describe('focus after navigation', () => {
  it('moves focus to the new page heading, sets the title and does not also announce it', async () => {
    await renderShell({ registry: PORTAL_REGISTRY, remotes: PORTAL_REMOTES, path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // use() resumes after the remote's routes load: act() lets React finish that work.
    await clickAndSettle(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'News' }),
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Accessible News page',
    });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Accessible News');
    // The focused heading is read; the title is not said a second time through the live region.
    expect(document.querySelector('[data-nc-live="polite"]')).not.toHaveTextContent(
      'Accessible News',
    );
  });

  it('does not announce the title of a remote page whose heading takes focus after it loads', async () => {
    const loader = loaderFor({
      mf_news: [
        {
          ...newsRoutes[0]!,
          Component: () => <PageHeading>Accessible News</PageHeading>,
        },
      ],
    });
    const { router } = await renderShell({ registry, loader, path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(async () => router.navigate('/news'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Accessible News' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Accessible News');
    expect(document.querySelector('[data-nc-live="polite"]')).not.toHaveTextContent(
      'Accessible News',
    );
  });
});
