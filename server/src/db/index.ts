// One database handle for both engines: better-sqlite3 by default, a pg Pool for postgres:// URLs.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** `sqlite:path`, `file:path` and a plain path all name a SQLite file. */
function sqlitePath(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/i, '');
}

export function openDatabase(
  url: string,
  onConnectionLost: (error: Error) => void = () => {},
  poolSize = 10,
): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    // An idle connection the server closes (restart, failover, administrator) is an 'error'
    // event on the pool; unheard, it would end the process. The pool drops that client and
    // opens a new one for the next query.
    pool.on('error', onConnectionLost);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** Readiness probe: the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Inside a transaction, waits until no other transaction holds the same key: check-then-write
 * sequences (send limits, merges, session replacement) become atomic per contact or user.
 * PostgreSQL (told by the connection's adapter): a transaction-scoped advisory lock. SQLite:
 * transactions already run one at a time on the single connection, so there is nothing to take.
 */
export async function lockKey(trx: Db, key: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** Runs `work` in a transaction holding the per-key lock `key` (see `lockKey`). */
export function withLock<T>(db: Db, key: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, key);
    return work(trx);
  });
}
