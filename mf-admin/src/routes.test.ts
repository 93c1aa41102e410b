import { checkManifest, manifestText, type RemoteManifest } from '@nclude/shared';
import { renderRoute, signOut } from '@nclude/shared/testing';
import { screen } from '@testing-library/react';
import routes from './routes';
import remote from '../remote.json';

const manifest = remote as RemoteManifest;

afterEach(signOut);

describe('mf_admin routes', () => {
  it('has a valid manifest: the public admin pages and the signed-in organisation page', () => {
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
      { path: '/adminJobs', title: 'Job Postings', requiresToken: false },
      { path: '/adminLibrary', title: 'Library books', requiresToken: false },
      { path: '/adminNews', title: 'News sources', requiresToken: false },
    ]);
    expect(routes.map((route) => route.path)).toEqual([
      '/whitelist',
      '/orgProfile',
      '/adminJobs',
      '/adminLibrary',
      '/adminNews',
    ]);
    expect(manifest.messages.hi?.titleAdminJobs).toBe('नौकरी के विज्ञापन');
    expect(manifest.messages.te?.titleAdminJobs).toBe('ఉద్యోగ ప్రకటనలు');
    expect(manifest.messages.hi?.titleAdminNews).toBe('समाचार स्रोत');
    expect(manifest.messages.te?.titleAdminNews).toBe('వార్తా మూలాలు');
  });

  it('opens the job postings page without a session, at the administrator sign-in', async () => {
    renderRoute(manifest, routes, '/adminJobs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job Postings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Administrator sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
  });

  it('opens the library books page without a session, at the administrator sign-in', async () => {
    renderRoute(manifest, routes, '/adminLibrary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Library books' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Administrator sign-in' })).toBeInTheDocument();
  });

  it('opens the news sources page without a session, at the administrator sign-in', async () => {
    renderRoute(manifest, routes, '/adminNews');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News sources' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Administrator sign-in' })).toBeInTheDocument();
  });

  it('sends a visitor without a session from the organisation page to the login page', async () => {
    renderRoute(manifest, routes, '/orgProfile');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
