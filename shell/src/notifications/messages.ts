// The notifications button's and list's texts (English; Hindi and Telugu beside it), in their
// own catalogue so they load with the notifications code, not with the shell's first page.
import { defineMessages } from '@nclude/shared';

export const notificationMessages = {
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
} as const;

export const t = defineMessages(notificationMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
