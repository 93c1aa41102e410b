import { screen } from '@testing-library/react';
import { checkManifest, type RemoteManifest } from '@nclude/shared';
import { renderRoute, signInAs, signOut } from '@nclude/shared/testing';
import routes from './routes';
import remote from '../remote.json';

const manifest = remote as RemoteManifest;

afterEach(signOut);

it('has a valid manifest and a page for each of its paths', () => {
  expect(checkManifest(remote).problems).toEqual([]);
  expect(routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
});

it('sends a visitor without a session to the login page', async () => {
  renderRoute(manifest, routes, '/careers');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it('shows the page to a signed-in person', async () => {
  signInAs();
  renderRoute(manifest, routes, '/careers');
  expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
});
