// `pnpm --filter @nclude/mf-auth dev`: this remote's pages in the shared standalone host.
import { renderStandaloneHost } from '@nclude/shared/standalone';
import './pages/auth.css';
import routes from './routes';

renderStandaloneHost({ title: 'Nclude accounts remote', routes });
