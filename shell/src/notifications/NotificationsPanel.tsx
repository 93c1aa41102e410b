// The list behind the header's notifications button, newest first, downloaded on first opening.
// A disclosure panel (not a dialog): it follows the button in the reading and Tab order, so
// keyboard and screen-reader users reach it with Tab; Escape closes it (Notifications.tsx).
import { useId } from 'react';
import { Button, formatDate, Link, Spinner } from '@nclude/shared';
import type { Notification } from '@nclude/shared/api-schemas';
import { t } from './messages';
import type { NotificationsState } from './Notifications';

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

export interface NotificationsPanelProps {
  id: string;
  list: NotificationsState;
  onRetry: () => void;
  onMarkRead: (notification: Notification) => void;
  onMarkAllRead: () => void;
  onFollow: (notification: Notification) => void;
}

export default function NotificationsPanel({
  id,
  list,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  onFollow,
}: NotificationsPanelProps) {
  const headingId = useId();
  return (
    <section id={id} className="nc-notifications__panel" aria-labelledby={headingId}>
      <div className="nc-notifications__top">
        <h2 id={headingId} className="nc-notifications__heading">
          {t('notificationsHeading')}
        </h2>
        {list.state === 'ready' && list.unread > 0 && (
          <Button variant="secondary" onClick={onMarkAllRead}>
            {t('markAllRead')}
          </Button>
        )}
      </div>
      {list.state === 'loading' && <Spinner label={t('loadingNotifications')} showLabel />}
      {list.state === 'failed' && (
        <>
          <p className="nc-notifications__failure">
            {t('notificationsLoadFailed', { reason: list.reason })}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {t('retryNotifications')}
          </Button>
        </>
      )}
      {list.state === 'ready' &&
        (list.notifications.length === 0 ? (
          <p>{t('noNotifications')}</p>
        ) : (
          <ul className="nc-notifications__list">
            {list.notifications.map((notification) => (
              <li
                key={notification.id}
                className={
                  notification.read
                    ? 'nc-notifications__item'
                    : 'nc-notifications__item nc-notifications__item--unread'
                }
              >
                <p className="nc-notifications__title">
                  {!notification.read && (
                    <span className="nc-notifications__unread">{t('unreadMark')} </span>
                  )}
                  {notification.link?.startsWith('/') ? (
                    <Link
                      to={notification.link}
                      className="nc-notifications__link"
                      onClick={() => onFollow(notification)}
                    >
                      {notification.title}
                    </Link>
                  ) : (
                    notification.title
                  )}
                </p>
                {notification.body && <p className="nc-notifications__body">{notification.body}</p>}
                <p className="nc-notifications__when">
                  {formatDate(notification.createdAt, WHEN) ?? notification.createdAt}
                </p>
                <div className="nc-notifications__actions">
                  {!notification.read && (
                    <Button
                      variant="secondary"
                      aria-label={t('markReadNamed', { title: notification.title })}
                      onClick={() => onMarkRead(notification)}
                    >
                      {t('markRead')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
