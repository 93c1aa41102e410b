import routes from './routes';
import remote from '../remote.json';

describe('mf_auth routes', () => {
  it('exposes the public signup and login pages, redirecting signed-in visitors', () => {
    expect(
      routes.map(({ path, title, requiresToken, redirectIfSignedIn }) => ({
        path,
        title,
        requiresToken,
        redirectIfSignedIn,
      })),
    ).toEqual([
      { path: '/signup', title: 'Signup', requiresToken: false, redirectIfSignedIn: true },
      { path: '/login', title: 'Login', requiresToken: false, redirectIfSignedIn: true },
    ]);
  });

  it('declares exactly these paths in remote.json for the server registry', () => {
    expect(remote).toEqual({ name: 'mf_auth', paths: routes.map((route) => route.path) });
  });
});
