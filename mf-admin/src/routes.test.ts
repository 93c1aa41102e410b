import { checkManifest, manifestText, type RemoteManifest } from '@nclude/shared';
import { renderRoute, signOut } from '@nclude/shared/testing';
import { screen } from '@testing-library/react';
import routes from './routes';
import remote from '../remote.json';

const manifest = remote as RemoteManifest;

afterEach(signOut);

describe('mf_admin routes', () => {
  it('has a valid manifest: the public whitelist tool and the signed-in organisation page', () => {
    expect(checkManifest(remote).problems).toEqual([]);
    expect(
      manifest.routes.map((route) => ({
        path: route.path,
        title: manifestText(manifest.messages, route.title),
        requiresToken: route.requiresToken,
      })),
    ).toEqual([
      { path: '/whitelist', title: 'Whitelist', requiresToken: false },
      { path: '/orgProfile', title: 'Organisation Profile', requiresToken: true },
    ]);
    expect(routes.map((route) => route.path)).toEqual(['/whitelist', '/orgProfile']);
  });

  it('sends a visitor without a session from the organisation page to the login page', async () => {
    renderRoute(manifest, routes, '/orgProfile');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
