// Accounts, sessions, codes, files, access requests, the whitelist and organisation enrolments.
import type { Migration } from 'kysely';
import { migration as m0001 } from './0001_accounts';
import { migration as m0002 } from './0002_accounts_access';
import { migration as m0003 } from './0003_otp_failures_org_enrolments';
import { migration as m0004 } from './0004_sign_in_limits';
import { migration as m0005 } from './0005_accounts_request_language';
import { migration as m0006 } from './0006_accounts_login_failure_client';

export const accountsMigrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_accounts_access': m0002,
  '0003_otp_failures_org_enrolments': m0003,
  '0004_sign_in_limits': m0004,
  '0005_accounts_request_language': m0005,
  '0006_accounts_login_failure_client': m0006,
};
