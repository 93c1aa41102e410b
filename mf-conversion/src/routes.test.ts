import { screen } from '@testing-library/react';
import { checkManifest, type RemoteManifest } from '@nclude/shared';
import { installFakeApi, renderRoute, signInAs, signOut } from '@nclude/shared/testing';
import routes from './routes';
import remote from '../remote.json';

const manifest = remote as RemoteManifest;

afterEach(signOut);

const emptyList = () => ({ body: { success: true, documents: [], totalBooks: 0, tags: [] } });

it('has a valid manifest and a page for each of its paths', () => {
  expect(checkManifest(remote).problems).toEqual([]);
  expect(routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
});

it.each(['/docaccess', '/docaccess/new', '/docaccess/uploading'])(
  'sends a visitor without a session from %s to the login page',
  async (path) => {
    renderRoute(manifest, routes, path);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  },
);

it.each([
  ['/docaccess', 'Previous Requests'],
  ['/docaccess/new', 'Convert Document'],
  ['/docaccess/uploading', 'Processing Your Uploaded File'],
])('shows %s to a signed-in person', async (path, heading) => {
  installFakeApi({ '/conversion/documents': emptyList });
  signInAs();
  renderRoute(manifest, routes, path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
