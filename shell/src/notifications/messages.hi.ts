// Hindi texts of the notifications (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { notificationMessages } from './messages';

const hi: Translation<typeof notificationMessages> = {
  notifications: 'सूचनाएँ',
  notificationsHeading: 'आपकी सूचनाएँ',
  unread: 'अपठित',
  newNotification: 'नई सूचना: {title}',
  loadingNotifications: 'सूचनाएँ लोड हो रही हैं…',
  notificationsLoadFailed: 'सूचनाएँ लोड नहीं हो सकीं। {reason}',
  notificationsUnavailable: 'यह पोर्टल अभी सूचनाएँ नहीं देता।',
  retryNotifications: 'फिर से कोशिश करें',
  noNotifications: 'आपके लिए कोई सूचना नहीं है।',
  unreadMark: 'अपठित:',
  markRead: 'पढ़ा हुआ चिह्नित करें',
  markReadNamed: 'पढ़ा हुआ चिह्नित करें: {title}',
  markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
  allMarkedRead: 'सभी सूचनाएँ पढ़ी हुई चिह्नित कर दी गईं।',
  markReadFailed: 'सूचना को पढ़ा हुआ चिह्नित नहीं किया जा सका। {reason}',
};

export default hi;
