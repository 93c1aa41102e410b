// The federated contract of this remote: the shell imports `mf_admin/routes` only when one of
// these paths is visited, and each page's code is fetched only when its route renders.
import { lazy } from 'react';
import type { RemoteRoutes } from '@nclude/shared/contracts';

const routes: RemoteRoutes = [
  {
    // Public per spec §2: the page itself asks for the administrator's sign-in.
    path: '/whitelist',
    title: 'Whitelist',
    requiresToken: false,
    Component: lazy(() => import(/* webpackChunkName: "whitelist-page" */ './pages/WhitelistPage')),
  },
  {
    path: '/orgProfile',
    title: 'Organisation Profile',
    requiresToken: true,
    Component: lazy(
      () => import(/* webpackChunkName: "org-profile-page" */ './pages/OrgProfilePage'),
    ),
  },
];

export default routes;
