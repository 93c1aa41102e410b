// Development seed, run at start when SEED=true. Idempotent: existing rows are left alone, except
// that the admin and org passwords are brought in line with the configured ones, and the sample
// job catalogue (server/careers/sample-jobs.json, written for this project and marked as sample
// data, dated as of today) is imported again, which updates only what changed.
import { randomUUID } from 'node:crypto';
import type { Role } from '@nclude/shared/contracts';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Config } from './config';
import type { Db } from './db';
import type { WhitelistKind } from './db/schema';
import { hashPassword, verifyPassword } from './auth/passwords';
import { datedAsOf, importPostings, isoDay, JobPostings, readSampleCatalogue } from './careers';

export const LIBRARY_SCOPE = 'library';

export const SEED_WHITELIST: { kind: WhitelistKind; value: string; scope: string | null }[] = [
  { kind: 'phone', value: '9000000001', scope: LIBRARY_SCOPE },
  { kind: 'phone', value: '9000000002', scope: LIBRARY_SCOPE },
  { kind: 'phone', value: '9000000003', scope: LIBRARY_SCOPE },
  { kind: 'phone', value: '9000000004', scope: null },
  { kind: 'phone', value: '9000000005', scope: null },
  { kind: 'email', value: 'user1@example.org', scope: LIBRARY_SCOPE },
  { kind: 'email', value: 'user2@example.org', scope: LIBRARY_SCOPE },
  { kind: 'email', value: 'user3@example.org', scope: LIBRARY_SCOPE },
];

async function ensureAccount(
  db: Db,
  clock: Clock,
  email: string,
  password: string,
  role: Role,
  userName: string,
): Promise<string> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    if (!existing.password_hash || !(await verifyPassword(existing.password_hash, password))) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', existing.id)
        .execute();
    }
    return existing.id;
  }
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      user_name: userName,
      email,
      phone_number: null,
      password_hash: await hashPassword(password),
      role,
      scope: null,
      profile_info: null,
      resume_file_id: null,
      social: '[]',
      created_at: clock.now().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return id;
}

export async function seedDatabase(
  db: Db,
  config: Config,
  clock: Clock = systemClock,
): Promise<void> {
  const adminId = await ensureAccount(
    db,
    clock,
    config.adminEmail,
    config.adminPassword,
    'admin',
    'Administrator',
  );
  await ensureAccount(
    db,
    clock,
    config.orgEmail,
    config.orgPassword,
    'org',
    'Nclude Partner Organisation',
  );
  for (const entry of SEED_WHITELIST) {
    await db
      .insertInto('whitelist')
      .values({
        id: randomUUID(),
        kind: entry.kind,
        value: entry.value,
        scope: entry.scope,
        added_by: adminId,
        org_id: null,
        created_at: clock.now().toISOString(),
      })
      .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
      .execute();
  }
  const catalogue = datedAsOf(await readSampleCatalogue(config.repoRoot), isoDay(clock.now()));
  await importPostings(new JobPostings(db, clock), JSON.stringify(catalogue), {
    source: 'Nclude sample catalogue',
  });
}
