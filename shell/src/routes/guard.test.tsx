import { screen } from '@testing-library/react';
import { sessionStore, type RemoteRoutes } from '@nclude/shared';
import { renderShell, signIn } from '../test-utils';

function Page({ name }: { name: string }) {
  return <h1>{name} page</h1>;
}

const authRoutes: RemoteRoutes = [
  {
    path: '/login',
    title: 'Login',
    requiresToken: false,
    redirectIfSignedIn: true,
    Component: () => <Page name="Login" />,
  },
];
const libraryRoutes: RemoteRoutes = [
  {
    path: '/library',
    title: 'Library',
    requiresToken: true,
    requiresLibraryScope: true,
    Component: () => <Page name="Library" />,
  },
];
const registry = {
  remotes: [
    { name: 'mf_auth', manifest: '/remotes/mf-auth/mf-manifest.json', paths: ['/login'] },
    { name: 'mf_library', manifest: '/remotes/mf-library/mf-manifest.json', paths: ['/library'] },
  ],
};
const remotes = { mf_auth: authRoutes, mf_library: libraryRoutes };

afterEach(() => sessionStore.signOut());

describe('token guard', () => {
  it('sends a visitor without a token from the dashboard to /login', async () => {
    const { router } = await renderShell({ registry, remotes, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Login');
  });

  it('sends a signed-in visitor from /login to the dashboard, titled Home', async () => {
    signIn();
    const { router } = await renderShell({ registry, remotes, path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.title).toBe('Home');
  });

  it('lets only scope library into library routes', async () => {
    signIn({ scope: null });
    const first = await renderShell({ registry, remotes, path: '/library' });
    // Spec 01 section 1: told they are not authorized and pointed to verifying their status.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not authorized' }),
    ).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/library');
    first.unmount();

    signIn({ scope: 'library' });
    await renderShell({ registry, remotes, path: '/library' });
    expect(await screen.findByRole('heading', { name: 'Library page' })).toBeInTheDocument();
    expect(document.title).toBe('Library');
  });

  it('tells a signed-in user without library scope they are not authorized, with the way to request access', async () => {
    signIn({ scope: null });
    const { router } = await renderShell({ registry, remotes, path: '/library' });
    const main = screen.getByRole('main');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not authorized' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Library page' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/library');
    expect(document.title).toBe('Not authorized');
    expect(main).toHaveTextContent(
      'You are not authorized to use this service yet. Enrol in the library programme or verify your disability status to get access.',
    );
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      '/requestAccess',
    );
  });

  it('still sends a visitor without a token from a library page to /login', async () => {
    const { router } = await renderShell({ registry, remotes, path: '/library' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('guards the not-available pages too, except the public ones', async () => {
    const first = await renderShell({ path: '/docaccess' });
    expect(first.router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login is not available right now' }),
    ).toBeInTheDocument();
    first.unmount();

    const second = await renderShell({ path: '/whitelist' });
    expect(second.router.state.location.pathname).toBe('/whitelist');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Whitelist is not available right now',
      }),
    ).toBeInTheDocument();
  });

  it('signs the user out of a guarded page when the session ends', async () => {
    signIn();
    const { router } = await renderShell({ registry, remotes, path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const { act } = await import('@testing-library/react');
    await act(async () => sessionStore.signOut());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
