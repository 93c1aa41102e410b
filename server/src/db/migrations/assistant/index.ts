// The assistants' conversations.
import type { Migration } from 'kysely';
import { migration as m0011 } from './0011_assistant_chat';

export const assistantMigrations: Record<string, Migration> = {
  '0011_assistant_chat': m0011,
};
