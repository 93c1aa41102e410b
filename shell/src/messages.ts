// The shell's user-facing text: English inline, Hindi and Telugu loaded on demand.
import { defineMessages } from '@nclude/shared';

export const shellMessages = {
  appName: 'Nclude',
  skipToMain: 'Skip to main content',
  logoAlt: 'Nclude home',

  // Header
  siteHeader: 'Site header',
  pageSections: 'Page sections',
  accessibilitySettings: 'Accessibility settings',
  logout: 'Logout',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  yourProfile: 'Your profile',
  organisationProfile: 'Organisation profile',

  // Sidebar
  mainNavigation: 'Main',
  expandSidebar: 'Expand sidebar',
  collapseSidebar: 'Collapse sidebar',
  navDashboard: 'Dashboard',

  // Page titles of the shell's own pages
  titleHome: 'Home',
  titleNotFound: 'Page not found',
  titlePageUnavailable: 'Page unavailable',

  // Not available / failure / 404
  cannotShowHeading: '{area} cannot be shown',
  incompatibleText:
    'This part of the portal was made for a different version of Nclude and cannot be shown until it is updated. Everything else keeps working: go back to the Dashboard or choose another section from the menu.',
  misconfiguredText:
    'This part of the portal is not set up correctly and cannot be shown. Everything else keeps working: go back to the Dashboard or choose another section from the menu.',
  loadFailedHeading: '{area} could not be loaded',
  loadFailedText:
    'This part of the portal could not be loaded, possibly because of a network problem or an update in progress. Press Retry to try again; the rest of the portal keeps working.',
  registryFailedText:
    'The list of portal sections could not be loaded, possibly because of a network problem. Press Retry to try again.',
  retry: 'Retry',
  notFoundHeading: 'Page not found',
  notFoundText:
    'There is no page at {path}. The address may be mistyped, or the page may have moved.',
  loadingPage: 'Loading page…',

  loadingSettings: 'Loading accessibility settings…',

  // Accessibility panel
  fontSize: 'Font size',
  fontSizeDefault: 'A (16 px, default)',
  fontSizeLarger: 'A+ (17 px)',
  fontSizeLargest: 'A++ (18 px)',
  colourTheme: 'Colour theme',
  resetAll: 'Reset All',
  themePreviewSample: 'Aa',
  settingsReset: 'Accessibility settings reset to 16 px text and the default theme.',
  settingsSavedHint: 'Changes apply at once and are remembered on this device.',

  // Session
  sessionEndedElsewhere:
    'You have been logged out because your account signed in on another device or browser. Log in again to continue.',
  loggedOut: 'You have been logged out.',

  // Dashboard
  dashboardHeading: 'Dashboard',
} as const;

export const t = defineMessages(shellMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
export type ShellMessageKey = keyof typeof shellMessages;
