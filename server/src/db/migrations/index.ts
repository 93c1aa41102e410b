// The one migration provider: every area's folder under db/migrations/ lists its migrations, and
// they run together in the order of their names, written with Kysely's schema builder so they run
// unchanged on SQLite and PostgreSQL. Names are what databases remember (kysely_migration): a
// shipped name or migration never changes. The naming rule is in server/README.md.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { accountsMigrations } from './accounts';
import { assistantMigrations } from './assistant';
import { careersMigrations } from './careers';
import { conversionMigrations } from './conversion';
import { jobsMigrations } from './jobs';
import { libraryMigrations } from './library';
import { newsMigrations } from './news';
import { notificationsMigrations } from './notifications';

/** Each area's migrations; a new area adds its folder and one entry here. */
export const MIGRATION_AREAS: Record<string, Record<string, Migration>> = {
  accounts: accountsMigrations,
  assistant: assistantMigrations,
  careers: careersMigrations,
  conversion: conversionMigrations,
  jobs: jobsMigrations,
  library: libraryMigrations,
  news: newsMigrations,
  notifications: notificationsMigrations,
};

const NAME = /^(\d{4})_[a-z0-9]+(?:_[a-z0-9]+)*$/;

/**
 * All areas' migrations by name. Throws on a name that breaks the rule or a number used twice
 * (two areas picking the same next number on parallel branches): Kysely runs migrations in name
 * order and refuses one that sorts before those already run, so the numbers are one sequence.
 */
export function collectMigrations(
  areas: Record<string, Record<string, Migration>> = MIGRATION_AREAS,
): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  const numbers = new Map<string, string>();
  for (const [area, migrations] of Object.entries(areas)) {
    for (const [name, migration] of Object.entries(migrations)) {
      const number = NAME.exec(name)?.[1];
      if (!number) throw new Error(`Migration "${name}" (${area}) must be named NNNN_words`);
      const taken = numbers.get(number);
      if (taken) throw new Error(`Migrations "${taken}" and "${name}" share the number ${number}`);
      numbers.set(number, name);
      all[name] = migration;
    }
  }
  return all;
}

const provider: MigrationProvider = { getMigrations: async () => collectMigrations() };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was, not as typed today
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
