// The federated contract of this remote: a page for each path of remote.json (its manifest). The
// shell fetches this module only when one of those paths is visited, and each page's code only
// when its route renders. /whitelist, /adminJobs, /adminLibrary and /adminNews are public: each page
// asks for the administrator's sign-in (the server's admin login), which a user token would not
// pass anyway.
import { defineRemoteRoutes, lazyPage, type RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';

export default defineRemoteRoutes(manifest as RemoteManifest, {
  '/whitelist': lazyPage(
    () => import(/* webpackChunkName: "whitelist-page" */ './pages/WhitelistPage'),
  ),
  '/orgProfile': lazyPage(
    () => import(/* webpackChunkName: "org-profile-page" */ './pages/OrgProfilePage'),
  ),
  '/adminJobs': lazyPage(
    () => import(/* webpackChunkName: "admin-jobs-page" */ './pages/JobPostingsPage'),
  ),
  '/adminLibrary': lazyPage(
    () => import(/* webpackChunkName: "admin-library-page" */ './pages/LibraryBooksPage'),
  ),
  '/adminNews': lazyPage(
    () => import(/* webpackChunkName: "admin-news-page" */ './pages/NewsSourcesPage'),
  ),
});
