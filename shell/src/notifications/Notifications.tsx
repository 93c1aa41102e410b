// The header's notifications (issue 7 §2): a button whose name carries the unread count, opening
// a list of what happened while the user was elsewhere. The button and the count are part of the
// first load; the list itself is downloaded the first time it is opened. A notification pushed
// over the realtime connection is added and said once through the polite live region.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  announce,
  api,
  errorMessage,
  REALTIME_EVENTS,
  toast,
  useLocation,
  useRealtimeEvent,
  useSession,
} from '@nclude/shared';
import type { MarkReadReply, Notification, NotificationsReply } from '@nclude/shared/api-schemas';
import { Icon } from '../layout/icons';
import { t } from './messages';

const NotificationsPanel = lazy(
  () => import(/* webpackChunkName: "notifications-panel" */ './NotificationsPanel'),
);

export const NOTIFICATIONS_PANEL_ID = 'nc-notifications-panel';
/** How many of the latest notifications the list shows. */
const LIST_LIMIT = 20;

export type NotificationsState =
  | { state: 'loading' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; notifications: Notification[]; unread: number };

function isNotification(payload: unknown): payload is Notification {
  if (typeof payload !== 'object' || payload === null) return false;
  const value = payload as Record<string, unknown>;
  return (
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.createdAt === 'string' &&
    typeof value.read === 'boolean'
  );
}

/** Newest first, whatever order they arrived in. */
function newestFirst(notifications: Notification[]): Notification[] {
  return [...notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Whether `link` (an address of the web app) leads to the page at `pathname`. */
function leadsTo(link: string | null, pathname: string): boolean {
  return link !== null && new URL(link, window.location.origin).pathname === pathname;
}

export function Notifications() {
  const { token } = useSession();
  const { pathname } = useLocation();
  const [list, setList] = useState<NotificationsState>({ state: 'loading' });
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const said = useRef(new Set<string>());

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    api
      .get<NotificationsReply>(`/notifications?limit=${LIST_LIMIT}`, {
        signal: controller.signal,
      })
      .then(
        (reply) =>
          // A portal whose server has no notifications yet answers something else: no list.
          setList(
            Array.isArray(reply?.notifications)
              ? {
                  state: 'ready',
                  notifications: newestFirst(reply.notifications.filter(isNotification)),
                  unread: typeof reply.unread === 'number' ? reply.unread : 0,
                }
              : { state: 'failed', reason: t('notificationsUnavailable') },
          ),
        (error: unknown) => {
          if (!controller.signal.aborted) setList({ state: 'failed', reason: errorMessage(error) });
        },
      );
    return () => controller.abort();
  }, [token, attempt]);

  useRealtimeEvent(REALTIME_EVENTS.notification, (payload) => {
    if (!isNotification(payload) || said.current.has(payload.id)) return;
    said.current.add(payload.id);
    // On the page the notification links to, that page says what changed itself (a request list
    // announces "report.pdf is ready"): saying it twice would make a screen reader repeat it.
    if (!leadsTo(payload.link, pathname)) announce(t('newNotification', { title: payload.title }));
    setList((current) => {
      if (current.state !== 'ready') return current;
      if (current.notifications.some((item) => item.id === payload.id)) return current;
      return {
        state: 'ready',
        notifications: newestFirst([payload, ...current.notifications]).slice(0, LIST_LIMIT),
        unread: current.unread + (payload.read ? 0 : 1),
      };
    });
  });

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Escape anywhere in the list or on the button closes it; a click elsewhere closes it too.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (!wrapperRef.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      close(true);
    };
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, close]);

  const markRead = async (notification: Notification) => {
    try {
      const reply = await api.post<MarkReadReply>(
        `/notifications/${encodeURIComponent(notification.id)}/read`,
      );
      setList((current) =>
        current.state === 'ready'
          ? {
              state: 'ready',
              unread: reply.unread,
              notifications: current.notifications.map((item) =>
                item.id === notification.id ? { ...item, read: true } : item,
              ),
            }
          : current,
      );
    } catch (error) {
      toast(t('markReadFailed', { reason: errorMessage(error) }), { kind: 'error' });
    }
  };

  const markAllRead = async () => {
    try {
      const reply = await api.post<MarkReadReply>('/notifications/readAll');
      setList((current) =>
        current.state === 'ready'
          ? {
              state: 'ready',
              unread: reply.unread,
              notifications: current.notifications.map((item) => ({ ...item, read: true })),
            }
          : current,
      );
      announce(t('allMarkedRead'));
    } catch (error) {
      toast(t('markReadFailed', { reason: errorMessage(error) }), { kind: 'error' });
    }
  };

  const unread = list.state === 'ready' ? list.unread : 0;
  return (
    <div ref={wrapperRef} className="nc-notifications">
      <button
        ref={buttonRef}
        type="button"
        className="nc-header__button"
        aria-expanded={open}
        aria-controls={open ? NOTIFICATIONS_PANEL_ID : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {/* The name comes from the content, so it always holds the
            visible count (WCAG 2.5.3, label in name): "Notifications 2 unread". */}
        <Icon name="bell" />
        <span className="nc-header__button-label">{t('notifications')}</span>
        {unread > 0 && (
          <>
            {' '}
            <span className="nc-notifications__count">{unread}</span>{' '}
            <span className="nc-visually-hidden">{t('unread')}</span>
          </>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel
            id={NOTIFICATIONS_PANEL_ID}
            list={list}
            onRetry={() => {
              setList({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
            onMarkRead={(notification) => void markRead(notification)}
            onMarkAllRead={() => void markAllRead()}
            onFollow={(notification) => {
              if (!notification.read) void markRead(notification);
              close(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
