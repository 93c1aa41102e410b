// Conversion requests (documents and media) and what they made.
import type { Migration } from 'kysely';
import { migration as m0009 } from './0009_conversion_requests';
import { migration as m0010 } from './0010_conversion_captions';

export const conversionMigrations: Record<string, Migration> = {
  '0009_conversion_requests': m0009,
  '0010_conversion_captions': m0010,
};
