// The whitelist: who may verify a contact and sign up. Admins add single entries or files of
// entries (scope library or none); organisations enrol phone numbers (org_enrolments, and a
// whitelist entry without a scope when there is none yet); the access-request approval adds the
// requester's phone and email with scope library.
import { randomUUID } from 'node:crypto';
import { validateEmail, validateWhitelistPhone } from '@nclude/shared/validation';
import { LIBRARY_SCOPE, type Role } from '@nclude/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { WhitelistKind } from '../db/schema';
import { badRequest } from '../errors';
import { m } from '../messages';
import { wholeFile, type FileSource } from '../storage/files';
import { BULK_MAX_FILE_BYTES, readWhitelistFile, type SheetRow } from './bulk-file';

export type WhitelistScope = typeof LIBRARY_SCOPE | null;

export interface InvalidRow {
  row: number;
  value: string;
  reason: string;
}

export interface BulkReport {
  added: number;
  alreadyPresent: number;
  invalid: InvalidRow[];
}

export interface AddResult {
  added: 0 | 1;
  alreadyPresent: 0 | 1;
}

/**
 * Who added a whitelist entry, by account: the role, id and email never change under the adder's
 * hand, unlike a display name any account can edit.
 */
export interface AddedBy {
  role: Role;
  userId: string;
  email: string | null;
}

export interface CheckResult {
  contact: string;
  kind: WhitelistKind;
  whitelisted: boolean;
  scope: string | null;
  /** null when the system (seed, migration) added it or the adder's account is gone. */
  addedBy: AddedBy | null;
  addedAt: string | null;
  accountExists: boolean;
}

export interface OrgUser {
  phoneNumber: string;
  addedAt: string;
  signedUp: boolean;
  userName: string | null;
}

export interface Enrolment {
  scope: WhitelistScope;
  /** The admin or org user who adds the entries (null: added by the system). */
  addedBy: string | null;
  /** Set for organisation enrolments. */
  orgId: string | null;
}

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable'>;

/** SQL IN lists stay well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The normalised value, or the shared validation message saying why it is not one. */
export function normaliseEntry(
  kind: WhitelistKind,
  raw: string,
): { value: string } | { reason: string } {
  const trimmed = raw.trim();
  if (kind === 'email') {
    const problem = validateEmail(trimmed);
    return problem ? { reason: problem } : { value: trimmed.toLowerCase() };
  }
  const problem = validateWhitelistPhone(trimmed);
  return problem ? { reason: problem } : { value: trimmed };
}

export function parseScope(scope: string | null | undefined): WhitelistScope {
  if (scope === undefined || scope === null || scope.trim() === '') return null;
  if (scope.trim() === LIBRARY_SCOPE) return LIBRARY_SCOPE;
  throw badRequest(m('scopeInvalid'));
}

export class WhitelistService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private parse(kind: WhitelistKind, raw: string): string {
    const result = normaliseEntry(kind, raw);
    if ('reason' in result) throw badRequest(result.reason);
    return result.value;
  }

  /** Admin "Check User": a phone number or an email address, told apart by the @. */
  async check(rawContact: string): Promise<CheckResult> {
    const trimmed = rawContact.trim();
    if (!trimmed) throw badRequest(m('contactRequired'));
    const kind: WhitelistKind = trimmed.includes('@') ? 'email' : 'phone';
    const value = this.parse(kind, trimmed);
    const entry = await this.db
      .selectFrom('whitelist')
      .leftJoin('users as adder', 'adder.id', 'whitelist.added_by')
      .select([
        'whitelist.scope',
        'whitelist.created_at',
        'adder.id as adderId',
        'adder.role as adderRole',
        'adder.email as adderEmail',
      ])
      .where('whitelist.kind', '=', kind)
      .where('whitelist.value', '=', value)
      .executeTakeFirst();
    const account = await this.db
      .selectFrom('users')
      .select('id')
      .where(kind === 'email' ? 'email' : 'phone_number', '=', value)
      .executeTakeFirst();
    const addedBy: AddedBy | null =
      entry?.adderId && entry.adderRole
        ? { role: entry.adderRole, userId: entry.adderId, email: entry.adderEmail ?? null }
        : null;
    return {
      contact: value,
      kind,
      whitelisted: entry !== undefined,
      scope: entry?.scope ?? null,
      addedBy,
      addedAt: entry?.created_at ?? null,
      accountExists: account !== undefined,
    };
  }

  /** One entry from the admin form. */
  async addOne(kind: WhitelistKind, raw: string, enrolment: Enrolment): Promise<AddResult> {
    const value = this.parse(kind, raw);
    const { added } = await this.db
      .transaction()
      .execute((trx) => this.apply(trx, kind, [value], enrolment));
    return added === 1 ? { added: 1, alreadyPresent: 0 } : { added: 0, alreadyPresent: 1 };
  }

  /**
   * A whole file: every row checked, duplicates inside the file counted once, and all the valid
   * entries applied in one transaction (all or nothing).
   */
  async addFile(kind: WhitelistKind, file: FileSource, enrolment: Enrolment): Promise<BulkReport> {
    const rows = await readWhitelistFile(await wholeFile(file, BULK_MAX_FILE_BYTES), kind);
    const { values, invalid } = this.sortRows(kind, rows);
    const counts = await this.db
      .transaction()
      .execute((trx) => this.apply(trx, kind, values, enrolment));
    return { ...counts, invalid };
  }

  private sortRows(
    kind: WhitelistKind,
    rows: SheetRow[],
  ): { values: string[]; invalid: InvalidRow[] } {
    const seen = new Set<string>();
    const invalid: InvalidRow[] = [];
    for (const { row, value, formula } of rows) {
      if (formula) {
        invalid.push({ row, value, reason: m('bulkFormula') });
        continue;
      }
      const result = normaliseEntry(kind, value);
      if ('reason' in result) invalid.push({ row, value, reason: result.reason });
      else seen.add(result.value);
    }
    return { values: [...seen], invalid };
  }

  /**
   * Inserts the values not yet whitelisted. An admin adding with scope library upgrades an
   * existing entry without a scope (the admin has decided this person gets the library).
   */
  async apply(
    trx: Executor,
    kind: WhitelistKind,
    values: string[],
    enrolment: Enrolment,
  ): Promise<{ added: number; alreadyPresent: number }> {
    const now = this.clock.now().toISOString();
    let added = 0;
    let alreadyPresent = 0;
    for (const part of chunks(values)) {
      const existing = await trx
        .selectFrom('whitelist')
        .select(['value', 'scope'])
        .where('kind', '=', kind)
        .where('value', 'in', part)
        .execute();
      const present = new Set(existing.map((row) => row.value));
      alreadyPresent += present.size;
      if (enrolment.scope !== null) {
        const upgrade = existing.filter((row) => row.scope === null).map((row) => row.value);
        if (upgrade.length > 0)
          await trx
            .updateTable('whitelist')
            .set({ scope: enrolment.scope })
            .where('kind', '=', kind)
            .where('value', 'in', upgrade)
            .execute();
      }
      const fresh = part.filter((value) => !present.has(value));
      if (fresh.length === 0) continue;
      // Ten columns' worth of rows per statement at most: inside the parameter limits.
      for (const batch of chunks(fresh, 100)) {
        const result = await trx
          .insertInto('whitelist')
          .values(
            batch.map((value) => ({
              id: randomUUID(),
              kind,
              value,
              scope: enrolment.scope,
              added_by: enrolment.addedBy,
              org_id: enrolment.orgId,
              created_at: now,
            })),
          )
          // Another upload may have added the same value meanwhile: it is then already present.
          .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
          .executeTakeFirst();
        const inserted = Number(result.numInsertedOrUpdatedRows ?? 0);
        added += inserted;
        alreadyPresent += batch.length - inserted;
      }
    }
    return { added, alreadyPresent };
  }

  /**
   * An organisation's file: every valid number is enrolled for the organisation (once) and
   * whitelisted without a scope unless it is whitelisted already, all in one transaction. The
   * report speaks only of the organisation's own enrolments: whether a number is whitelisted by
   * someone else (for an access request: a disability) is never told.
   */
  async enrolFile(orgId: string, file: FileSource): Promise<BulkReport> {
    const rows = await readWhitelistFile(await wholeFile(file, BULK_MAX_FILE_BYTES), 'phone');
    const { values, invalid } = this.sortRows('phone', rows);
    const added = await this.db.transaction().execute((trx) => this.enrol(trx, orgId, values));
    return { added, alreadyPresent: values.length - added, invalid };
  }

  /** The number of values newly enrolled for `orgId`. */
  private async enrol(trx: Executor, orgId: string, values: string[]): Promise<number> {
    const now = this.clock.now().toISOString();
    let added = 0;
    // Three (enrolment) and seven (whitelist) columns' worth of rows: inside the parameter limits.
    for (const batch of chunks(values, 100)) {
      const enrolled = await trx
        .insertInto('org_enrolments')
        .values(batch.map((value) => ({ org_id: orgId, phone_number: value, created_at: now })))
        .onConflict((oc) => oc.columns(['org_id', 'phone_number']).doNothing())
        .executeTakeFirst();
      added += Number(enrolled.numInsertedOrUpdatedRows ?? 0);
      // An existing entry (any scope, anyone's) is left exactly as it is; how many rows this
      // inserted is deliberately not reported.
      await trx
        .insertInto('whitelist')
        .values(
          batch.map((value) => ({
            id: randomUUID(),
            kind: 'phone' as const,
            value,
            scope: null,
            added_by: orgId,
            org_id: orgId,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
        .execute();
    }
    return added;
  }

  /**
   * The phone numbers an organisation enrolled. Signed up (with the name) only for an account
   * created at or after the enrolment: an account that existed before is none of the
   * organisation's business, so enrolling a stranger's number reveals nothing about them.
   */
  async orgUsers(orgId: string): Promise<OrgUser[]> {
    const rows = await this.db
      .selectFrom('org_enrolments')
      .leftJoin('users', (join) =>
        join
          .onRef('users.phone_number', '=', 'org_enrolments.phone_number')
          .onRef('users.created_at', '>=', 'org_enrolments.created_at'),
      )
      .select([
        'org_enrolments.phone_number',
        'org_enrolments.created_at',
        'users.id as userId',
        'users.user_name',
      ])
      .where('org_enrolments.org_id', '=', orgId)
      .orderBy('org_enrolments.created_at', 'desc')
      .orderBy('org_enrolments.phone_number')
      .execute();
    return rows.map((row) => ({
      phoneNumber: row.phone_number,
      addedAt: row.created_at,
      signedUp: row.userId !== null,
      userName: row.userId !== null ? (row.user_name ?? null) : null,
    }));
  }
}
