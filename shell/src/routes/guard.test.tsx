import { act, screen } from '@testing-library/react';
import { sessionStore } from '@nclude/shared';
import { PORTAL_REGISTRY, PORTAL_REMOTES, renderShell, signIn } from '../test-utils';

const portal = { registry: PORTAL_REGISTRY, remotes: PORTAL_REMOTES };

afterEach(() => sessionStore.signOut());

describe('token guard (rules from the registry)', () => {
  it('sends a visitor without a token from the dashboard to /login', async () => {
    const { router } = await renderShell({ ...portal, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Login');
  });

  it('sends a signed-in visitor from /login to the dashboard, titled Home', async () => {
    signIn();
    const { router } = await renderShell({ ...portal, path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.title).toBe('Home');
  });

  it('redirects before the remote is downloaded', async () => {
    const { loader } = await renderShell({ ...portal, path: '/docaccess' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalledWith('mf_conversion');
  });

  it('tells a signed-in user without library scope they are not authorized, with the way to request access', async () => {
    signIn({ scope: null });
    const { router } = await renderShell({ ...portal, path: '/library' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not authorized' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/library');
    expect(document.title).toBe('Not authorized');
    expect(screen.getByRole('main')).toHaveTextContent(
      'You are not authorized to use this service yet. Enrol in the library programme or verify your disability status to get access.',
    );
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      '/requestAccess',
    );
  });

  it('lets scope library into library routes', async () => {
    signIn({ scope: 'library' });
    await renderShell({ ...portal, path: '/library' });
    expect(
      await screen.findByRole('heading', { name: 'Accessible Library page' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Accessible Library');
  });

  it('still sends a visitor without a token from a library page to /login', async () => {
    const { router } = await renderShell({ ...portal, path: '/library' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs the user out of a guarded page when the session ends', async () => {
    signIn();
    const { router } = await renderShell({ ...portal, path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(async () => sessionStore.signOut());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends /Menu to the home page', async () => {
    signIn();
    const { router } = await renderShell({ ...portal, path: '/Menu' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
