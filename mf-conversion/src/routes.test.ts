import { screen } from '@testing-library/react';
import { checkManifest, type RemoteManifest } from '@nclude/shared';
import { installFakeApi, renderRoute, signInAs, signOut } from '@nclude/shared/testing';
import routes from './routes';
import remote from '../remote.json';
import { mediaOptionsReply, transcriptReply } from './testing/fixtures';

const manifest = remote as RemoteManifest;

afterEach(signOut);

const emptyList = () => ({ body: { success: true, documents: [], totalBooks: 0, tags: [] } });

it('has a valid manifest and a page for each of its paths', () => {
  expect(checkManifest(remote).problems).toEqual([]);
  expect(routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
});

it('puts audio and video in the sidebar after documents, with the spec’s header tabs', () => {
  const route = (path: string) => manifest.routes.find((entry) => entry.path === path);
  const english = manifest.messages.en;
  const documents = route('/docaccess')?.nav;
  const media = route('/avaccess')?.nav;
  expect(media && english[media.label]).toBe('Audio-Video Accessibility');
  expect(media?.icon).toBe('media');
  expect(media && documents && media.order > documents.order).toBe(true);
  for (const path of ['/avaccess', '/avaccess/new'])
    expect(route(path)?.subTabs?.map((tab) => [english[tab.label], tab.to])).toEqual([
      ['Convert Media', '/avaccess/new'],
      ['Previous Requests', '/avaccess'],
    ]);
  expect(english[route('/avaccess/transcript/:requestId')?.title ?? '']).toBe(
    'Transcript - Audio-Video Accessibility',
  );
});

const paths = [
  '/docaccess',
  '/docaccess/new',
  '/docaccess/uploading',
  '/avaccess',
  '/avaccess/new',
  '/avaccess/uploading',
  '/avaccess/transcript/media-1',
];

it.each(paths)('sends a visitor without a session from %s to the login page', async (path) => {
  renderRoute(manifest, routes, path);
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it.each([
  ['/docaccess', 'Previous Requests'],
  ['/docaccess/new', 'Convert Document'],
  ['/docaccess/uploading', 'Processing Your Uploaded File'],
  ['/avaccess', 'Previous Requests'],
  ['/avaccess/new', 'Convert Media'],
  ['/avaccess/uploading', 'Processing Your Uploaded File'],
  ['/avaccess/transcript/media-1', 'Transcript of lecture.mp4'],
])('shows %s to a signed-in person', async (path, heading) => {
  const calls = installFakeApi({
    '/conversion/documents': emptyList,
    '/conversion/media': emptyList,
    '/conversion/media/options': () => mediaOptionsReply(),
    '/conversion/media/media-1/transcript': () => ({ body: transcriptReply() }),
  });
  signInAs();
  renderRoute(manifest, routes, path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  // Each kind's pages speak to their own collection only.
  const other = path.startsWith('/avaccess') ? '/conversion/documents' : '/conversion/media';
  expect(calls.filter((call) => call.path.startsWith(other))).toEqual([]);
});
