// Notifications: the bell's list and its read marks (the service itself is part of the platform,
// since every area that finishes work for a person tells them through it).
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { notificationRoutes } from './routes';

export function notificationsFeature({ notifications }: Platform): Feature {
  return {
    async register(app) {
      await app.register(notificationRoutes, { prefix: '/v1/api/notifications', notifications });
    },
  };
}
