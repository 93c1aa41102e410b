// `pnpm --filter @nclude/mf-news dev`: this remote's pages in the shared standalone host.
import { renderStandaloneHost } from '@nclude/shared/standalone';
import type { RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';
import routes from './routes';

renderStandaloneHost({
  title: 'Nclude News remote',
  manifest: manifest as RemoteManifest,
  routes,
});
