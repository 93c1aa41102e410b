// Notifications (`app.notifications`): one row per event that happened for a user while they were
// elsewhere (a conversion finished or failed…), pushed at once to every socket of theirs and sent
// by email with the address of the page where the result is, never a link to the file itself
// (a forwarded email must not hand the document to whoever reads it).
import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@nclude/shared/api-schemas';
import { REALTIME_EVENTS } from '@nclude/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { NotificationsTable } from '../db/schema';
import type { EmailSender } from '../delivery';
import { orderedId } from '../ordered-id';
import type { Realtime } from '../realtime';

export interface NotifyOptions {
  /** What it is about, e.g. "job-succeeded". */
  kind: string;
  /** One line, already in the user's language. */
  title: string;
  body?: string;
  /** A path of the web app (`/docaccess?request=…`), or null. */
  link?: string | null;
  /** Also send an email (to the account's address, when it has one). The link is appended. */
  email?: { subject: string; text: string };
}

const TITLE_MAX = 300;
const BODY_MAX = 4_000;

/**
 * A path of the web app only: not another site (`//host`, `https:`), not the API (whose file
 * routes would make the email a bearer link to the document).
 */
export function checkedLink(link: string): string {
  if (!link.startsWith('/') || link.startsWith('//') || /[\s\\]/.test(link)) {
    throw new Error(
      `A notification link must be a path of the web app (got ${JSON.stringify(link)})`,
    );
  }
  if (/^\/v1\/api(\/|$|\?)/i.test(link)) {
    throw new Error(
      'A notification links to the page with the result, never to an API or file address',
    );
  }
  return link;
}

export function toNotification(row: NotificationsTable): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly clock: Clock,
    private readonly email: EmailSender,
    private readonly realtime: Realtime,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores the notification, pushes it to the user's sockets and, if asked, emails it. */
  async notify(userId: string, options: NotifyOptions): Promise<Notification> {
    const link = options.link ? checkedLink(options.link) : null;
    const row: NotificationsTable = {
      id: orderedId(),
      user_id: userId,
      kind: options.kind,
      title: options.title.slice(0, TITLE_MAX),
      body: (options.body ?? '').slice(0, BODY_MAX),
      link,
      created_at: this.clock.now().toISOString(),
      read_at: null,
    };
    await this.db.insertInto('notifications').values(row).execute();
    const notification = toNotification(row);
    try {
      this.realtime.toUser(userId, REALTIME_EVENTS.notification, notification);
    } catch (error) {
      this.log.warn({ err: error }, 'could not push a notification');
    }
    if (options.email) await this.sendEmail(userId, options.email, link);
    return notification;
  }

  private async sendEmail(
    userId: string,
    email: { subject: string; text: string },
    link: string | null,
  ): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirst();
    // An account known only by its phone number sees its notifications in the web app.
    if (!user?.email) return;
    const text = link ? `${email.text}\n\n${this.publicUrl}${link}\n` : `${email.text}\n`;
    try {
      await this.email.sendEmail({ to: user.email, subject: email.subject, text });
    } catch (error) {
      // The notification is stored and pushed; a mail server being down must not undo that.
      this.log.error({ err: error, notification: userId }, 'could not email a notification');
    }
  }

  async list(
    userId: string,
    limit: number,
  ): Promise<{ notifications: Notification[]; unread: number }> {
    const rows = await this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return { notifications: rows.map(toNotification), unread: await this.unread(userId) };
  }

  async unread(userId: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Marks one of the user's notifications read; null when they have none by that id. */
  async markRead(userId: string, notificationId: string): Promise<number | null> {
    const found = await this.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', notificationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!found) return null;
    if (found.read_at === null) {
      await this.db
        .updateTable('notifications')
        .set({ read_at: this.clock.now().toISOString() })
        .where('id', '=', notificationId)
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .execute();
    }
    return this.unread(userId);
  }

  async markAllRead(userId: string): Promise<number> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: this.clock.now().toISOString() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
    return this.unread(userId);
  }
}
