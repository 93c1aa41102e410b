import { checkManifest, manifestText, type RemoteManifest } from '@nclude/shared';
import { renderRoute, signInAs, signOut } from '@nclude/shared/testing';
import { screen } from '@testing-library/react';
import routes, { linkContactTitle } from './routes';
import remote from '../remote.json';

const manifest = remote as RemoteManifest;

afterEach(signOut);

describe('mf_auth routes', () => {
  it('has a valid manifest with the public pages the product names', () => {
    expect(checkManifest(remote).problems).toEqual([]);
    expect(
      manifest.routes.map((route) => ({
        path: route.path,
        title: manifestText(manifest.messages, route.title),
        requiresToken: route.requiresToken,
      })),
    ).toEqual([
      { path: '/signup', title: 'Signup', requiresToken: false },
      { path: '/login', title: 'Login', requiresToken: false },
      { path: '/profile', title: 'Profile', requiresToken: true },
      { path: '/edit-profile', title: 'Edit Profile', requiresToken: true },
      { path: '/edit-account', title: 'Edit Account', requiresToken: true },
      { path: '/reset-password', title: 'Reset Password', requiresToken: true },
      { path: '/link/:toLink', title: 'Link account', requiresToken: true },
      { path: '/link', title: 'Link Account', requiresToken: false },
      { path: '/requestAccess', title: 'Request Access', requiresToken: false },
      { path: '/approval', title: 'Approval Page', requiresToken: false },
    ]);
    expect(routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
  });

  it('puts Profile in the sidebar, shown when the sidebar is expanded', () => {
    expect(manifest.routes.find((route) => route.path === '/profile')?.nav).toEqual({
      label: 'navProfile',
      icon: 'profile',
      order: 10,
      expandedOnly: true,
    });
  });

  it('titles /link/:toLink after the kind in its path', () => {
    const link = routes.find((route) => route.path === '/link/:toLink');
    expect(link?.title).toBe(linkContactTitle);
    expect(linkContactTitle({ toLink: 'email' })).toBe('Link email');
    expect(linkContactTitle({ toLink: 'phone' })).toBe('Link phone');
    expect(linkContactTitle({ toLink: 'fax' })).toBe('Link account');
    expect(linkContactTitle({})).toBe('Link account');
  });

  it('sends a visitor without a session from a private page to the login page', async () => {
    renderRoute(manifest, routes, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor from the login page to the dashboard', async () => {
    signInAs();
    renderRoute(manifest, routes, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
