// Notifications: what happened for a user while they were elsewhere.
import type { Migration } from 'kysely';
import { migration as m0008 } from './0008_notifications';

export const notificationsMigrations: Record<string, Migration> = {
  '0008_notifications': m0008,
};
