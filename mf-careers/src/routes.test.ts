import { screen } from '@testing-library/react';
import { checkManifest, type RemoteManifest } from '@nclude/shared';
import { installFakeApi, renderRoute, signInAs, signOut } from '@nclude/shared/testing';
import routes from './routes';
import remote from '../remote.json';

const manifest = remote as RemoteManifest;

afterEach(signOut);

/** Empty answers for the calls of the job pages. */
function serveEmpty() {
  installFakeApi({
    'GET /careers/jobs': () => ({ body: { success: true, jobs: [], totalJobCount: 0 } }),
    'GET /careers/resume': () => ({
      body: {
        success: true,
        hasResume: false,
        maxUploadMb: 5,
        fileName: null,
        parsed: null,
        reviewed: false,
        jobId: null,
        status: null,
      },
    }),
    'GET /careers/applications': () => ({
      body: {
        success: true,
        applications: [],
        sharing: { name: 'Asha Rao', email: '', phone: '', resume: '' },
        consented: false,
      },
    }),
  });
}

it('has a valid manifest and a page for each of its paths', () => {
  expect(checkManifest(remote).problems).toEqual([]);
  expect(routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
});

it.each(['/jobs', '/appliedjob'])(
  'sends a visitor without a session from %s to the login page',
  async (path) => {
    renderRoute(manifest, routes, path);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  },
);

it.each([
  ['/jobs', 'Job Opportunities'],
  ['/appliedjob', 'Applied to job successfully'],
])('shows %s to a signed-in person', async (path, heading) => {
  serveEmpty();
  signInAs();
  renderRoute(manifest, routes, path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
