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
  renderRoute(manifest, routes, '/chatbot');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it('shows the page to a signed-in person', async () => {
  signInAs();
  renderRoute(manifest, routes, '/chatbot');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Information Access' }),
  ).toBeInTheDocument();
});

it('sends a visitor without a session from the browser agent to the login page', async () => {
  renderRoute(manifest, routes, '/browser-agent');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it('shows the browser agent, under its title, to a signed-in person', async () => {
  signInAs();
  const view = renderRoute(manifest, routes, '/browser-agent');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'I-Stem Assistant' }),
  ).toBeInTheDocument();
  // No agent server here: the page keeps trying and says so.
  expect(screen.getByText('Connecting...')).toBeInTheDocument();
  view.unmount();
});
