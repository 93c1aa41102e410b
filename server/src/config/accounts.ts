// Accounts and sessions: the signing key, session lifetime and policy, sign-up, the seeded
// accounts and the lifetimes of verifications and approval links.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Env } from '.';
import { flag, integer, localOnlyFlag, oneOf, persistentSecret, text, variable } from './define';

/** Readable generated password: 18 characters from an unambiguous alphabet. */
function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(18);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export const accountsVariables = [
  variable({
    name: 'JWT_SECRET',
    defaultValue: 'generated once into `DATA_DIR/jwt-secret` (mode 600)',
    meaning: 'Key that signs session tokens (HS256) and hashes OTPs.',
    field: 'jwtSecret',
    read: (raw, { dataDir }) =>
      raw ??
      persistentSecret(join(dataDir, 'jwt-secret'), () => randomBytes(32).toString('base64url')),
  }),
  variable({
    name: 'TOKEN_TTL_HOURS',
    defaultValue: '168',
    meaning: 'Lifetime of a sign-in session.',
    field: 'tokenTtlHours',
    read: integer(168, 1),
  }),
  variable({
    name: 'SESSION_POLICY',
    defaultValue: 'single',
    meaning:
      "`single`: a new sign-in ends the user's other sessions (they receive `userIdEvent`); `multiple`: sessions coexist.",
    field: 'sessionPolicy',
    read: oneOf(['single', 'multiple'] as const, 'single'),
  }),
  variable({
    name: 'OPEN_SIGNUP',
    defaultValue: 'false',
    meaning: '`true` lets anyone verify a contact and sign up without being whitelisted.',
    field: 'openSignup',
    read: flag(false),
  }),
  variable({
    name: 'ADMIN_EMAIL',
    defaultValue: 'admin@nclude.local',
    meaning: 'Seeded admin account.',
    field: 'adminEmail',
    read: (raw) => (raw ?? 'admin@nclude.local').toLowerCase(),
  }),
  variable({
    name: 'ADMIN_PASSWORD',
    defaultValue: 'generated into `DATA_DIR/admin-password`, printed at start',
    meaning: 'Password of the seeded admin.',
    field: 'adminPassword',
    read: (raw, { dataDir }) =>
      raw ?? persistentSecret(join(dataDir, 'admin-password'), generatePassword),
  }),
  variable({
    name: 'ORG_EMAIL',
    defaultValue: 'org@nclude.local',
    meaning: 'Seeded organisation account (role org).',
    field: 'orgEmail',
    read: (raw) => (raw ?? 'org@nclude.local').toLowerCase(),
  }),
  variable({
    name: 'ORG_PASSWORD',
    defaultValue: 'generated into `DATA_DIR/org-password`',
    meaning: 'Password of the seeded organisation account.',
    field: 'orgPassword',
    read: (raw, { dataDir }) =>
      raw ?? persistentSecret(join(dataDir, 'org-password'), generatePassword),
  }),
  variable({
    name: 'SEED',
    defaultValue:
      '`true` when PUBLIC_URL is a loopback address (as with `npm start`), else `false`',
    meaning:
      'Create the admin, org user, development whitelist (phones 9000000001-05, example emails) and the sample library at start (idempotent). On a public portal only when set to true.',
    field: 'seed',
    read: localOnlyFlag(),
  }),
  variable({
    name: 'VERIFICATION_TTL_MINUTES',
    defaultValue: '30',
    meaning: 'How long a contact verified by OTP may be used to sign up.',
    field: 'verificationTtlMinutes',
    read: integer(30, 1),
  }),
  variable({
    name: 'APPROVAL_TTL_HOURS',
    defaultValue: '168',
    meaning: 'How long the single-use approval link emailed to admins for an access request works.',
    field: 'approvalTtlHours',
    read: integer(168, 1),
  }),
] as const;

/** Where the generated passwords live (null when the variable gave one): shown at start. */
export function generatedPasswordFiles(
  env: Env,
  dataDir: string,
): { adminPasswordFile: string | null; orgPasswordFile: string | null } {
  return {
    adminPasswordFile: text(env, 'ADMIN_PASSWORD') ? null : join(dataDir, 'admin-password'),
    orgPasswordFile: text(env, 'ORG_PASSWORD') ? null : join(dataDir, 'org-password'),
  };
}
