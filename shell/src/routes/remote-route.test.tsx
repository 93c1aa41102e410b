import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeading, sessionStore, type RemoteRoutes } from '@nclude/shared';
import { clickAndSettle, loaderFor, renderShell, setViewportNarrow, signIn } from '../test-utils';

const registry = {
  remotes: [
    { name: 'mf_news', manifest: '/remotes/mf-news/mf-manifest.json', paths: ['/news'] },
    {
      name: 'mf_conversion',
      manifest: '/remotes/mf-conversion/mf-manifest.json',
      paths: ['/docaccess', '/avaccess'],
    },
  ],
};

const newsRoutes: RemoteRoutes = [
  {
    path: '/news',
    title: 'Accessible News',
    requiresToken: true,
    Component: () => <h1>Accessible News</h1>,
  },
];

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

describe('areas no remote owns', () => {
  it('render the not-available page with a way back to the Dashboard', async () => {
    await renderShell({ path: '/browser-agent' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Browser Agent is not available right now',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/This part of the portal is not available right now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('Browser Agent');
  });

  it('cover parameterised paths such as /play/...', async () => {
    signIn({ scope: 'library' });
    await renderShell({ path: '/play/fiction/novels/Godan' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Play Audiobook is not available right now',
      }),
    ).toBeInTheDocument();
  });

  it('offer a reload when the registry itself could not be read', async () => {
    const { services } = await renderShell({ path: '/news', registryFailed: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(services.reloadPortal).toHaveBeenCalled();
  });

  it('unknown paths get a 404 page', async () => {
    await renderShell({ path: '/no-such-page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'There is no page at /no-such-page. The address may be mistyped, or the page may have moved.',
      ),
    ).toBeInTheDocument();
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
          {
            path: '/docaccess',
            title: 'Document Accessibility',
            requiresToken: true,
            Component: () => <h1>Previous requests</h1>,
          },
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
        mf_news: [
          { path: '/news', title: 'Accessible News', requiresToken: true, Component: Broken },
        ],
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
    remotes: [
      {
        name: 'mf_auth',
        manifest: '/remotes/mf-auth/mf-manifest.json',
        paths: ['/link/:toLink'],
      },
    ],
  };
  const linkRoutes: RemoteRoutes = [
    {
      path: '/link/:toLink',
      title: ({ toLink }) => (toLink === 'email' ? 'Link email' : 'Link phone'),
      requiresToken: true,
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
    await renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'News' }),
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Accessible News is not available right now',
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
