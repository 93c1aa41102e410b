import routes from './routes';
import remote from '../remote.json';

describe('mf_auth routes', () => {
  it('exposes the account pages with the sign-in rules of spec §2', () => {
    expect(
      routes.map(({ path, title, requiresToken, redirectIfSignedIn }) => ({
        path,
        title,
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
        title: 'Link email or phone',
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

  it('declares exactly these paths in remote.json for the server registry', () => {
    expect(remote).toEqual({ name: 'mf_auth', paths: routes.map((route) => route.path) });
  });
});
