import type { Migration } from 'kysely';
import { openDatabase } from '../src/db';
import { collectMigrations, migrateToLatest } from '../src/db/migrations';
import { createPostgresDatabase } from './helpers';

const noop: Migration = { up: async () => undefined };

describe('collectMigrations', () => {
  it('keeps the names existing databases have recorded, and adds new ones after them', () => {
    // Shipped migrations never change or go; a new area's (pnpm new-remote --api) sorts after.
    const shipped = [
      '0001_accounts',
      '0002_accounts_access',
      '0003_otp_failures_org_enrolments',
      '0004_sign_in_limits',
      '0005_accounts_request_language',
      '0006_accounts_login_failure_client',
      '0007_jobs',
      '0008_notifications',
      '0009_conversion_requests',
      '0010_conversion_captions',
      '0011_assistant_chat',
      '0012_careers_jobs',
      '0013_careers_feed_runs',
      '0014_library',
      '0015_news',
      '0016_jobs_periodic_runs',
    ];
    expect(Object.keys(collectMigrations()).sort().slice(0, shipped.length)).toEqual(shipped);
  });

  it('merges the areas into one sequence', () => {
    const all = collectMigrations({
      accounts: { '0001_accounts': noop },
      careers: { '0002_careers_jobs': noop },
    });
    expect(Object.keys(all)).toEqual(['0001_accounts', '0002_careers_jobs']);
  });

  it('refuses a number two areas both took', () => {
    expect(() =>
      collectMigrations({
        accounts: { '0005_accounts_more': noop },
        careers: { '0005_careers_jobs': noop },
      }),
    ).toThrow(/share the number 0005/);
  });

  it('refuses a name without its number', () => {
    expect(() => collectMigrations({ careers: { careers_jobs: noop } })).toThrow(/NNNN_words/);
    expect(() => collectMigrations({ careers: { '5_Careers': noop } })).toThrow(/NNNN_words/);
  });
});

// Several server nodes start at once on one PostgreSQL database: the migrator's advisory lock lets
// one of them apply each migration and the others find it done.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  describe('migrateToLatest on PostgreSQL', () => {
    it('applies each migration once when three nodes start together', async () => {
      const database = await createPostgresDatabase(postgresUrl);
      const nodes = [1, 2, 3].map(() => openDatabase(database.url, undefined, 2));
      try {
        const applied = await Promise.all(nodes.map((node) => migrateToLatest(node.db)));
        const all = applied.flat();
        expect(new Set(all).size).toBe(all.length);
        expect(all).toContain('0015_news');
        expect(await migrateToLatest(nodes[0]!.db)).toEqual([]);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await database.drop();
      }
    });
  });
}
