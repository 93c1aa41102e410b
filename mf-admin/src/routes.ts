// The federated contract of this remote: a page for each path of remote.json (its manifest). The
// shell fetches this module only when one of those paths is visited, and each page's code only
// when its route renders. /whitelist is public: the page asks for the administrator's sign-in.
import { defineRemoteRoutes, lazyPage, type RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';

export default defineRemoteRoutes(manifest as RemoteManifest, {
  '/whitelist': lazyPage(
    () => import(/* webpackChunkName: "whitelist-page" */ './pages/WhitelistPage'),
  ),
  '/orgProfile': lazyPage(
    () => import(/* webpackChunkName: "org-profile-page" */ './pages/OrgProfilePage'),
  ),
});
