// News: feed sources, their articles and readers' read marks.
import type { Migration } from 'kysely';
import { migration as m0015 } from './0015_news';

export const newsMigrations: Record<string, Migration> = {
  '0015_news': m0015,
};
