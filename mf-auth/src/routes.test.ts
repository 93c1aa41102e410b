import { resolveRouteTitle } from '@nclude/shared/contracts';
import routes, { linkContactTitle } from './routes';
import remote from '../remote.json';

describe('mf_auth routes', () => {
  it('exposes the account pages with the sign-in rules of spec §2', () => {
    expect(
      routes.map(({ path, title, requiresToken, redirectIfSignedIn }) => ({
        path,
        title: resolveRouteTitle(title, { toLink: 'email' }),
        requiresToken,
        redirectIfSignedIn: redirectIfSignedIn ?? false,
      })),
    ).toEqual([
      { path: '/signup', title: 'Signup', requiresToken: false, redirectIfSignedIn: true },
      { path: '/login', title: 'Login', requiresToken: false, redirectIfSignedIn: true },
      { path: '/profile', title: 'Profile', requiresToken: true, redirectIfSignedIn: false },
      {
        path: '/edit-profile',
        title: 'Edit Profile',
        requiresToken: true,
        redirectIfSignedIn: false,
      },
      {
        path: '/edit-account',
        title: 'Edit Account',
        requiresToken: true,
        redirectIfSignedIn: false,
      },
      {
        path: '/reset-password',
        title: 'Reset Password',
        requiresToken: true,
        redirectIfSignedIn: false,
      },
      {
        path: '/link/:toLink',
        title: 'Link email',
        requiresToken: true,
        redirectIfSignedIn: false,
      },
      { path: '/link', title: 'Link Account', requiresToken: false, redirectIfSignedIn: false },
      {
        path: '/requestAccess',
        title: 'Request Access',
        requiresToken: false,
        redirectIfSignedIn: false,
      },
      {
        path: '/approval',
        title: 'Approval Page',
        requiresToken: false,
        redirectIfSignedIn: false,
      },
    ]);
  });

  it('titles /link/:toLink after the kind in its path (spec §2)', () => {
    const link = routes.find((route) => route.path === '/link/:toLink');
    expect(link?.title).toBe(linkContactTitle);
    expect(linkContactTitle({ toLink: 'email' })).toBe('Link email');
    expect(linkContactTitle({ toLink: 'phone' })).toBe('Link phone');
    expect(linkContactTitle({ toLink: 'fax' })).toBe('Link account');
    expect(linkContactTitle({})).toBe('Link account');
  });

  it('declares exactly these paths in remote.json for the server registry', () => {
    expect(remote).toEqual({ name: 'mf_auth', paths: routes.map((route) => route.path) });
  });
});
