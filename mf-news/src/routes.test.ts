import { screen } from '@testing-library/react';
import { checkManifest, type RemoteManifest } from '@nclude/shared';
import { installFakeApi, renderRoute, signInAs, signOut } from '@nclude/shared/testing';
import routes from './routes';
import remote from '../remote.json';
import { articlesReply, SOURCES } from './testing/fixtures';

const manifest = remote as RemoteManifest;

afterEach(signOut);

it('has a valid manifest and a page for each of its paths', () => {
  expect(checkManifest(remote).problems).toEqual([]);
  expect(routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
});

it('sends a visitor without a session to the login page', async () => {
  renderRoute(manifest, routes, '/news');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it('shows the page to a signed-in person', async () => {
  signInAs();
  installFakeApi({
    'GET /news/sources': () => ({ body: SOURCES }),
    'GET /news/articles': () => ({ body: articlesReply(3) }),
  });
  renderRoute(manifest, routes, '/news');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Accessible News' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Showing 1–3 of 3 articles')).toBeInTheDocument();
});
