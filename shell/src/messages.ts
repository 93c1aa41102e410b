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

  // Notifications (header)
  notifications: 'Notifications',
  notificationsHeading: 'Your notifications',
  unread: 'unread',
  newNotification: 'New notification: {title}',
  loadingNotifications: 'Loading notifications…',
  notificationsLoadFailed: 'Notifications could not be loaded. {reason}',
  notificationsUnavailable: 'This portal does not offer notifications yet.',
  retryNotifications: 'Try again',
  noNotifications: 'You have no notifications.',
  unreadMark: 'Unread:',
  markRead: 'Mark as read',
  markReadNamed: 'Mark as read: {title}',
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All notifications are marked as read.',
  markReadFailed: 'The notification could not be marked as read. {reason}',

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
  illustrationAlt:
    'Illustration: a document, a play button with captions, a briefcase and a headphone-wearing reader, connected to the Nclude portal.',
  welcomeIntro:
    'Welcome to Nclude. The portal brings accessible content, careers and reading together in one place, and every page works with a keyboard, a screen reader, larger text and high-contrast colours.',
  conversionHeading: 'Content and media accessibility',
  conversionText:
    'Upload a PDF and get it back as accessible HTML or a Word document, with headings, reading order, lists, tables and image descriptions kept so a screen reader can navigate it. Upload an audio or video file and get captions as text. You are notified with a download link when a conversion is ready.',
  jobsHeading: 'Job recommendations',
  jobsText:
    'Browse government and corporate jobs. Upload your resume and we recommend corporate jobs that match your skills and experience.',
  careerHeading: 'Career insights',
  careerText:
    'Talk to the career discovery assistant about your next step. Its guidance draws on the paths of successful professionals with disabilities, and it can start from your resume.',
  libraryHeading: 'Accessible audiobook library',
  libraryText:
    'Listen to audiobooks in Hindi, English and Telugu, keep them on your book shelf, download them and review them. The library is available to readers enrolled in the print-disability library programme.',
} as const;

export const t = defineMessages(shellMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
export type ShellMessageKey = keyof typeof shellMessages;
