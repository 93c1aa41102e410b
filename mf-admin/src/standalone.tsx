// `pnpm --filter @nclude/mf-admin dev`: this remote's pages in the shared standalone host.
import { renderStandaloneHost } from '@nclude/shared/standalone';
import './pages/admin.css';
import routes from './routes';

renderStandaloneHost({ title: 'Nclude administration remote', routes });
