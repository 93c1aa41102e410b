// /v1/api/notifications: the signed-in user's notifications (newest first, with the unread count),
// marking one or all read. Another user's notification answers 404, like one that does not exist.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  MarkReadReply,
  NotificationParams,
  NotificationsQuery,
  NotificationsReply,
} from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { notFound } from '../errors';
import { m } from '../messages';
import type { NotificationService } from './service';

export interface NotificationRoutesOptions {
  notifications: NotificationService;
}

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export const notificationRoutes: FastifyPluginAsyncTypebox<NotificationRoutesOptions> = async (
  app,
  { notifications },
) => {
  app.get(
    '/',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first, with how many are unread',
        security: [{ bearer: [] }],
        querystring: NotificationsQuery,
        response: { 200: NotificationsReply, ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const listed = await notifications.list(userId, request.query.limit ?? 20);
      return { success: true as const, ...listed };
    },
  );

  app.post(
    '/readAll',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        security: [{ bearer: [] }],
        response: { 200: MarkReadReply, ...errors },
      },
    },
    async (request) => {
      const unread = await notifications.markAllRead(sessionOf(request).userId);
      return { success: true as const, message: m('notificationsAllRead'), unread };
    },
  );

  app.post(
    '/:notificationId/read',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        description: "Unknown notifications and other users' both answer 404.",
        security: [{ bearer: [] }],
        params: NotificationParams,
        response: { 200: MarkReadReply, ...errors },
      },
    },
    async (request) => {
      const unread = await notifications.markRead(
        sessionOf(request).userId,
        request.params.notificationId,
      );
      if (unread === null) throw notFound(m('notificationNotFound'));
      return { success: true as const, message: m('notificationMarkedRead'), unread };
    },
  );
};
