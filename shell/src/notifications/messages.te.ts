// Telugu texts of the notifications (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { notificationMessages } from './messages';

const te: Translation<typeof notificationMessages> = {
  notifications: 'నోటిఫికేషన్‌లు',
  notificationsHeading: 'మీ నోటిఫికేషన్‌లు',
  unread: 'చదవనివి',
  newNotification: 'కొత్త నోటిఫికేషన్: {title}',
  loadingNotifications: 'నోటిఫికేషన్‌లు లోడ్ అవుతున్నాయి…',
  notificationsLoadFailed: 'నోటిఫికేషన్‌లను లోడ్ చేయలేకపోయాం. {reason}',
  notificationsUnavailable: 'ఈ పోర్టల్ ఇంకా నోటిఫికేషన్‌లను అందించడం లేదు.',
  retryNotifications: 'మళ్లీ ప్రయత్నించండి',
  noNotifications: 'మీకు నోటిఫికేషన్‌లు ఏవీ లేవు.',
  unreadMark: 'చదవనిది:',
  markRead: 'చదివినట్లు గుర్తించండి',
  markReadNamed: 'చదివినట్లు గుర్తించండి: {title}',
  markAllRead: 'అన్నింటినీ చదివినట్లు గుర్తించండి',
  allMarkedRead: 'అన్ని నోటిఫికేషన్‌లు చదివినట్లు గుర్తించబడ్డాయి.',
  markReadFailed: 'నోటిఫికేషన్‌ను చదివినట్లు గుర్తించలేకపోయాం. {reason}',
};

export default te;
