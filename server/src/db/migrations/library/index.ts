// Library: audiobooks, their sections, listeners' progress, reviews, formats and downloads.
import type { Migration } from 'kysely';
import { migration as m0014 } from './0014_library';

export const libraryMigrations: Record<string, Migration> = {
  '0014_library': m0014,
};
