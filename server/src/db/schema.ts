// Table types for Kysely. Timestamps are ISO-8601 UTC strings (`Date#toISOString`) on both
// engines: they sort and compare correctly as text, so the same queries run on SQLite and
// PostgreSQL.
import type { Role } from '@nclude/shared/contracts';

export type ContactChannel = 'email' | 'sms';
export type WhitelistKind = 'phone' | 'email';

export interface UsersTable {
  id: string;
  user_name: string;
  email: string | null;
  phone_number: string | null;
  password_hash: string | null;
  role: Role;
  scope: string | null;
  profile_info: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
}

export interface OtpsTable {
  id: string;
  channel: ContactChannel;
  contact: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
  created_at: string;
}

export interface OtpSendsTable {
  contact: string;
  ip: string;
  at: string;
}

export interface ContactVerificationsTable {
  contact: string;
  channel: ContactChannel;
  verified_at: string;
}

export interface WhitelistTable {
  id: string;
  kind: WhitelistKind;
  value: string;
  scope: string | null;
  added_by: string | null;
  org_id: string | null;
  created_at: string;
}

export interface AccountInfoTable {
  user_id: string;
  employment_status: string | null;
  job_search_status: string | null;
  disability: string | null;
  preferred_industry: string | null;
  preferred_role: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  otp_sends: OtpSendsTable;
  contact_verifications: ContactVerificationsTable;
  whitelist: WhitelistTable;
  account_info: AccountInfoTable;
}
