import routes from './routes';
import remote from '../remote.json';

describe('mf_admin routes', () => {
  it('exposes the public whitelist tool and the signed-in organisation profile', () => {
    expect(
      routes.map(({ path, title, requiresToken }) => ({ path, title, requiresToken })),
    ).toEqual([
      { path: '/whitelist', title: 'Whitelist', requiresToken: false },
      { path: '/orgProfile', title: 'Organisation Profile', requiresToken: true },
    ]);
  });

  it('declares exactly these paths in remote.json for the server registry', () => {
    expect(remote).toEqual({ name: 'mf_admin', paths: routes.map((route) => route.path) });
  });
});
