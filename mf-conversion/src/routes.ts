// The federated contract of this remote: a page for each path of remote.json (its manifest).
import { defineRemoteRoutes, lazyPage, type RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';

export default defineRemoteRoutes(manifest as RemoteManifest, {
  '/docaccess': lazyPage(
    () => import(/* webpackChunkName: "docaccess-requests" */ './pages/RequestsPage'),
  ),
  '/docaccess/new': lazyPage(
    () => import(/* webpackChunkName: "docaccess-new" */ './pages/ConvertPage'),
  ),
  '/docaccess/uploading': lazyPage(
    () => import(/* webpackChunkName: "docaccess-uploading" */ './pages/UploadingPage'),
  ),
});
