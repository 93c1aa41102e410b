// The federated contract of this remote: the shell imports `mf_auth/routes` only when one of
// these paths is visited, and each page's code is fetched only when its route renders.
import { lazy } from 'react';
import type { RemoteRoutes } from '@nclude/shared/contracts';

const routes: RemoteRoutes = [
  {
    path: '/signup',
    title: 'Signup',
    requiresToken: false,
    redirectIfSignedIn: true,
    Component: lazy(() => import(/* webpackChunkName: "signup-page" */ './pages/SignupPage')),
  },
  {
    path: '/login',
    title: 'Login',
    requiresToken: false,
    redirectIfSignedIn: true,
    Component: lazy(() => import(/* webpackChunkName: "login-page" */ './pages/LoginPage')),
  },
];

export default routes;
