// The federated contract of this remote: the shell imports `mf_auth/routes` only when one of
// these paths is visited, and each page's code is fetched only when its route renders.
// requiresToken follows spec §2: signup, login, /link, /requestAccess and /approval are public.
import { lazy } from 'react';
import type { RemoteRoutes, RouteParams } from '@nclude/shared/contracts';
import { m } from './messages';

/** Spec §2: the link page is titled "Link email" or "Link phone", after the kind in its path. */
export function linkContactTitle({ toLink }: RouteParams): string {
  if (toLink === 'email') return m('linkEmailHeading');
  if (toLink === 'phone') return m('linkPhoneHeading');
  return m('linkUnknownHeading');
}

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
  {
    path: '/profile',
    title: 'Profile',
    requiresToken: true,
    Component: lazy(() => import(/* webpackChunkName: "profile-page" */ './pages/ProfilePage')),
  },
  {
    path: '/edit-profile',
    title: 'Edit Profile',
    requiresToken: true,
    Component: lazy(
      () => import(/* webpackChunkName: "edit-profile-page" */ './pages/EditProfilePage'),
    ),
  },
  {
    path: '/edit-account',
    title: 'Edit Account',
    requiresToken: true,
    Component: lazy(
      () => import(/* webpackChunkName: "edit-account-page" */ './pages/EditAccountPage'),
    ),
  },
  {
    path: '/reset-password',
    title: 'Reset Password',
    requiresToken: true,
    Component: lazy(
      () => import(/* webpackChunkName: "reset-password-page" */ './pages/ResetPasswordPage'),
    ),
  },
  {
    path: '/link/:toLink',
    title: linkContactTitle,
    requiresToken: true,
    Component: lazy(
      () => import(/* webpackChunkName: "link-contact-page" */ './pages/LinkContactPage'),
    ),
  },
  {
    path: '/link',
    title: 'Link Account',
    requiresToken: false,
    Component: lazy(
      () => import(/* webpackChunkName: "link-confirm-page" */ './pages/LinkConfirmPage'),
    ),
  },
  {
    path: '/requestAccess',
    title: 'Request Access',
    requiresToken: false,
    Component: lazy(
      () => import(/* webpackChunkName: "request-access-page" */ './pages/RequestAccessPage'),
    ),
  },
  {
    path: '/approval',
    title: 'Approval Page',
    requiresToken: false,
    Component: lazy(() => import(/* webpackChunkName: "approval-page" */ './pages/ApprovalPage')),
  },
];

export default routes;
