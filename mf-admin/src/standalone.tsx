// `pnpm --filter @nclude/mf-admin dev`: this remote's pages in the shared standalone host.
import { renderStandaloneHost } from '@nclude/shared/standalone';
import './pages/admin.css';
import manifest from '../remote.json';
import routes from './routes';
import type { RemoteManifest } from '@nclude/shared';

renderStandaloneHost({
  title: 'Nclude administration remote',
  manifest: manifest as RemoteManifest,
  routes,
});
