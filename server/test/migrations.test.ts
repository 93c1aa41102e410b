import type { Migration } from 'kysely';
import { collectMigrations } from '../src/db/migrations';

const noop: Migration = { up: async () => undefined };

describe('collectMigrations', () => {
  it('keeps the names existing databases have recorded', () => {
    expect(Object.keys(collectMigrations()).sort()).toEqual([
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
    ]);
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
