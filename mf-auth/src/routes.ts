// The federated contract of this remote: a page for each path of remote.json (its manifest). The
// shell fetches this module only when one of those paths is visited, and each page's code only
// when its route renders.
import {
  defineRemoteRoutes,
  lazyPage,
  type RemoteManifest,
  type RouteParams,
} from '@nclude/shared';
import manifest from '../remote.json';
import { m } from './messages';

/** The link page is titled "Link email" or "Link phone", after the kind in its path. */
export function linkContactTitle({ toLink }: RouteParams): string {
  if (toLink === 'email') return m('linkEmailHeading');
  if (toLink === 'phone') return m('linkPhoneHeading');
  return m('linkUnknownHeading');
}

export default defineRemoteRoutes(
  manifest as RemoteManifest,
  {
    '/signup': lazyPage(() => import(/* webpackChunkName: "signup-page" */ './pages/SignupPage')),
    '/login': lazyPage(() => import(/* webpackChunkName: "login-page" */ './pages/LoginPage')),
    '/profile': lazyPage(
      () => import(/* webpackChunkName: "profile-page" */ './pages/ProfilePage'),
    ),
    '/edit-profile': lazyPage(
      () => import(/* webpackChunkName: "edit-profile-page" */ './pages/EditProfilePage'),
    ),
    '/edit-account': lazyPage(
      () => import(/* webpackChunkName: "edit-account-page" */ './pages/EditAccountPage'),
    ),
    '/reset-password': lazyPage(
      () => import(/* webpackChunkName: "reset-password-page" */ './pages/ResetPasswordPage'),
    ),
    '/link/:toLink': lazyPage(
      () => import(/* webpackChunkName: "link-contact-page" */ './pages/LinkContactPage'),
    ),
    '/link': lazyPage(
      () => import(/* webpackChunkName: "link-confirm-page" */ './pages/LinkConfirmPage'),
    ),
    '/requestAccess': lazyPage(
      () => import(/* webpackChunkName: "request-access-page" */ './pages/RequestAccessPage'),
    ),
    '/approval': lazyPage(
      () => import(/* webpackChunkName: "approval-page" */ './pages/ApprovalPage'),
    ),
  },
  { '/link/:toLink': linkContactTitle },
);
