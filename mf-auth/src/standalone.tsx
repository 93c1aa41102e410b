// `pnpm --filter @nclude/mf-auth dev`: this remote's pages in the shared standalone host.
import { renderStandaloneHost } from '@nclude/shared/standalone';
import './pages/auth.css';
import manifest from '../remote.json';
import routes from './routes';
import type { RemoteManifest } from '@nclude/shared';

renderStandaloneHost({
  title: 'Nclude accounts remote',
  manifest: manifest as RemoteManifest,
  routes,
});
