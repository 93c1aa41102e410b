// mf-auth's first-paint frames (see FramesFile in @nclude/shared/contracts), prerendered at build
// time for the pages that show the same to every visitor before they type anything.
import { audienceOf, renderPages } from '@nclude/shared/build/render-frames';
import type { FramesFile, RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';
import authStyles from './pages/auth.css';
import LoginPage from './pages/LoginPage';

export async function renderFrames(): Promise<FramesFile> {
  const remote = manifest as RemoteManifest;
  const routes = await renderPages([
    { path: '/login', audience: audienceOf(remote, '/login'), render: () => <LoginPage /> },
  ]);
  return { css: authStyles as string, routes };
}
