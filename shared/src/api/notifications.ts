// /v1/api/notifications: what happened for the user while they were elsewhere (a conversion
// finished or failed; later an application sent, a book ready…), newest first, with a link to the
// page where the result is. New ones also arrive as the realtime event `notification`.
import { Type, type Static } from '@sinclair/typebox';
import { ID_MAX } from '../validation';
import { SuccessMessage } from './common';

export const Notification = Type.Object({
  id: Type.String(),
  /** What it is about, e.g. "job-succeeded", "job-failed". */
  kind: Type.String(),
  /** One line, in the user's language when it was made ("report.pdf is ready"). */
  title: Type.String(),
  /** More detail (a failure's reason); may be empty. */
  body: Type.String(),
  /** An address of the web app (a path such as /docaccess?request=…), never a file URL. */
  link: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const NotificationsReply = Type.Object({
  success: Type.Literal(true),
  notifications: Type.Array(Notification),
  /** Unread notifications in all (not only those listed). */
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationsReply = Static<typeof NotificationsReply>;

export const NotificationParams = Type.Object({
  notificationId: Type.String({ maxLength: ID_MAX }),
});
export type NotificationParams = Static<typeof NotificationParams>;

/** POST …/:notificationId/read and POST …/readAll. */
export const MarkReadReply = Type.Composite([
  SuccessMessage,
  Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
]);
export type MarkReadReply = Static<typeof MarkReadReply>;
