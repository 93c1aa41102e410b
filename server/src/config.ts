// All server configuration comes from environment variables with working defaults, so
// `pnpm start` on a fresh clone runs without any setup. Tests build their own config by passing
// a plain object to `loadConfig`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export type SessionPolicy = 'single' | 'multiple';
export type SmsProvider = 'outbox' | 'http';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  repoRoot: string;
  dataDir: string;
  /** A PostgreSQL URL (`postgres://`) or a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  jwtSecret: string;
  tokenTtlHours: number;
  sessionPolicy: SessionPolicy;
  openSignup: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  smsProvider: SmsProvider;
  smsHttpUrl: string | null;
  smsHttpToken: string | null;
  outboxDir: string;
  staticDir: string;
  remotesDirs: string[];
  remotesFile: string | null;
  corsOrigins: string[];
  trustProxy: false | number | string[];
  adminEmail: string;
  adminPassword: string;
  /** Where the generated admin password lives, or null when ADMIN_PASSWORD was given. */
  adminPasswordFile: string | null;
  orgEmail: string;
  orgPassword: string;
  orgPasswordFile: string | null;
  seed: boolean;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  /** Wrong codes one client may enter per hour (all contacts) before each check waits. */
  otpClientFreeFailures: number;
  /** Codes sent to one contact per 24 hours without waiting; later ones are spaced out. */
  otpSendsPerContact: number;
  /** Longest wait between two codes sent to one contact. */
  otpSendDelayMaxMinutes: number;
  otpSendsPerIp: number;
  otpSendWindowMinutes: number;
  /** How long a contact verified through /auth/validate may be used to sign up. */
  verificationTtlMinutes: number;
  loginAttemptsPerIp: number;
  /** Wrong passwords per account within 15 minutes before each attempt waits. */
  loginFreeFailures: number;
  /** Where the web app is reached, without a trailing slash: the base of links sent by email. */
  publicUrl: string;
  /** Largest uploaded PDF (resume, access-request certificate). */
  uploadLimitBytes: number;
  /** Access requests accepted per client address per hour. */
  accessRequestsPerIp: number;
  /** Lifetime of the approval link emailed to admins for an access request. */
  approvalTtlHours: number;
}

export type Env = Record<string, string | undefined>;

/** One row of the README configuration table: kept next to the parsing code so the two do not drift apart. */
export interface ConfigVariable {
  name: string;
  defaultValue: string;
  meaning: string;
}

export const CONFIG_VARIABLES: ConfigVariable[] = [
  {
    name: 'PORT',
    defaultValue: '8080',
    meaning: 'HTTP port (API, static files and socket.io share it).',
  },
  {
    name: 'HOST',
    defaultValue: '127.0.0.1',
    meaning: 'Interface to listen on; `0.0.0.0` to accept remote connections.',
  },
  {
    name: 'DATA_DIR',
    defaultValue: '`<repo>/data`',
    meaning: 'Where the SQLite file, generated secrets and the outbox live.',
  },
  {
    name: 'DATABASE_URL',
    defaultValue: '`DATA_DIR/nclude.sqlite`',
    meaning: 'A SQLite file path, or `postgres://user@host:port/db` to use PostgreSQL.',
  },
  {
    name: 'JWT_SECRET',
    defaultValue: 'generated once into `DATA_DIR/jwt-secret` (mode 600)',
    meaning: 'Key that signs session tokens (HS256) and hashes OTPs.',
  },
  { name: 'TOKEN_TTL_HOURS', defaultValue: '168', meaning: 'Lifetime of a sign-in session.' },
  {
    name: 'SESSION_POLICY',
    defaultValue: 'single',
    meaning:
      "`single`: a new sign-in ends the user's other sessions (they receive `userIdEvent`); `multiple`: sessions coexist.",
  },
  {
    name: 'OPEN_SIGNUP',
    defaultValue: 'false',
    meaning: '`true` lets anyone verify a contact and sign up without being whitelisted.',
  },
  {
    name: 'SMTP_URL',
    defaultValue: 'unset (emails go to the outbox)',
    meaning: 'SMTP server for emails, e.g. `smtp://user:pass@mail.example.org:587`.',
  },
  {
    name: 'MAIL_FROM',
    defaultValue: 'Nclude <no-reply@nclude.local>',
    meaning: 'Sender address of outgoing emails.',
  },
  {
    name: 'SMS_PROVIDER',
    defaultValue: 'outbox',
    meaning: '`outbox` (development) or `http`: POST JSON `{to, text}` to `SMS_HTTP_URL`.',
  },
  {
    name: 'SMS_HTTP_URL',
    defaultValue: 'unset',
    meaning: 'Endpoint of the SMS gateway when `SMS_PROVIDER=http`.',
  },
  {
    name: 'SMS_HTTP_TOKEN',
    defaultValue: 'unset',
    meaning: 'Sent as `Authorization: Bearer <token>` to the SMS gateway.',
  },
  {
    name: 'OUTBOX_DIR',
    defaultValue: '`DATA_DIR/outbox`',
    meaning: 'Development outbox: undelivered emails and SMS are appended to `outbox.jsonl` here.',
  },
  {
    name: 'STATIC_DIR',
    defaultValue: '`<repo>/shell/dist`',
    meaning: 'Built shell served at `/` with SPA fallback to `index.html`.',
  },
  {
    name: 'REMOTES_DIR',
    defaultValue: 'every `<repo>/mf-*/dist` holding `remote.json`',
    meaning:
      'Comma list of built remotes, each served at `/remotes/<folder>/` and listed in `/remotes.json`.',
  },
  {
    name: 'REMOTES_FILE',
    defaultValue: 'unset',
    meaning:
      'A JSON file `{remotes:[...]}` (each a remote.json plus `entry`, its mf-manifest.json URL) served as `/remotes.json` instead of the scan (remotes hosted elsewhere).',
  },
  {
    name: 'CORS_ORIGINS',
    defaultValue: 'unset (same origin only)',
    meaning: 'Comma list of origins allowed to call the API (remotes served from another host).',
  },
  {
    name: 'TRUST_PROXY',
    defaultValue: 'false',
    meaning:
      'Behind reverse proxies: how many (`1`, `2`; `true` means 1) or which addresses (comma list of IPs/CIDRs) to trust, so rate limits see the client address from `X-Forwarded-For`. Never trusts a client-chosen address beyond those hops.',
  },
  { name: 'ADMIN_EMAIL', defaultValue: 'admin@nclude.local', meaning: 'Seeded admin account.' },
  {
    name: 'ADMIN_PASSWORD',
    defaultValue: 'generated into `DATA_DIR/admin-password`, printed at start',
    meaning: 'Password of the seeded admin.',
  },
  {
    name: 'ORG_EMAIL',
    defaultValue: 'org@nclude.local',
    meaning: 'Seeded organisation account (role org).',
  },
  {
    name: 'ORG_PASSWORD',
    defaultValue: 'generated into `DATA_DIR/org-password`',
    meaning: 'Password of the seeded organisation account.',
  },
  {
    name: 'SEED',
    defaultValue: 'true',
    meaning: 'Create the admin, org user and development whitelist at start (idempotent).',
  },
  {
    name: 'LOG_LEVEL',
    defaultValue: 'info',
    meaning: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'BODY_LIMIT_KB',
    defaultValue: '64',
    meaning: 'Largest JSON body accepted; larger requests get 413.',
  },
  {
    name: 'OTP_TTL_SECONDS',
    defaultValue: '300',
    meaning: 'How long a one-time code stays valid.',
  },
  {
    name: 'OTP_MAX_ATTEMPTS',
    defaultValue: '5',
    meaning: 'Wrong tries allowed per code; then the code is dead.',
  },
  {
    name: 'OTP_CLIENT_FREE_FAILURES',
    defaultValue: '10',
    meaning:
      'Wrong codes one client (an IPv4 address or an IPv6 /64) may enter in an hour, across all contacts; after that each further check must wait 1 second after the last wrong code, doubling each time up to 15 minutes (429).',
  },
  {
    name: 'OTP_SENDS_PER_CONTACT',
    defaultValue: '3',
    meaning:
      'Codes sent to one email or phone in 24 hours without waiting; each later code must wait after the previous one 1 minute, then 2, 4, … up to `OTP_SEND_DELAY_MAX_MINUTES` (429). Signing in with a code clears the count.',
  },
  {
    name: 'OTP_SEND_DELAY_MAX_MINUTES',
    defaultValue: '30',
    meaning: 'Longest wait between two codes sent to one email or phone.',
  },
  {
    name: 'OTP_SENDS_PER_IP',
    defaultValue: '30',
    meaning:
      'Codes (and link requests) asked for by one client (an IPv4 address or an IPv6 /64) per `OTP_SEND_WINDOW_MINUTES`, including refused ones.',
  },
  {
    name: 'OTP_SEND_WINDOW_MINUTES',
    defaultValue: '15',
    meaning: 'Window of `OTP_SENDS_PER_IP`.',
  },
  {
    name: 'VERIFICATION_TTL_MINUTES',
    defaultValue: '30',
    meaning: 'How long a contact verified by OTP may be used to sign up.',
  },
  {
    name: 'LOGIN_ATTEMPTS_PER_IP',
    defaultValue: '100',
    meaning:
      'Requests per minute per client (an IPv4 address or an IPv6 /64) to each of sendOtp, validate, signup, login and otpLogin.',
  },
  {
    name: 'LOGIN_FREE_FAILURES',
    defaultValue: '5',
    meaning:
      'Wrong passwords per account (login, adminLogin, current password on reset) within 15 minutes; after that each attempt must wait 1 second after the last wrong one, doubling up to 15 minutes (429). A right password clears it.',
  },
  {
    name: 'PUBLIC_URL',
    defaultValue: '`http://localhost:PORT`',
    meaning:
      'Address where people reach the web app; emailed links (link email, approval) start with it.',
  },
  {
    name: 'UPLOAD_LIMIT_MB',
    defaultValue: '5',
    meaning: 'Largest PDF upload (resume, access-request certificate); larger files get 413.',
  },
  {
    name: 'ACCESS_REQUESTS_PER_IP',
    defaultValue: '10',
    meaning:
      'Access requests (`/auth/requestAccess`) accepted per hour per client (an IPv4 address or an IPv6 /64).',
  },
  {
    name: 'APPROVAL_TTL_HOURS',
    defaultValue: '168',
    meaning: 'How long the single-use approval link emailed to admins for an access request works.',
  },
];

export class ConfigError extends Error {}

/** The repository root: the nearest folder up from `start` holding pnpm-workspace.yaml. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/**
 * Which proxies may tell the client address: false, a hop count, or addresses/CIDRs. `true` is
 * read as one hop: trusting every hop would let a client pick its own address and so its own
 * rate-limit bucket by sending X-Forwarded-For.
 */
function trustedProxies(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (addresses.every((item) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(item))) return addresses;
  throw new ConfigError(
    `TRUST_PROXY must be false, a number of proxies, or a comma list of proxy addresses (got "${raw}")`,
  );
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
}

function list(env: Env, name: string): string[] | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A secret read from `file`, or generated and written there (mode 600) on first use, so it
 * survives restarts without anyone having to choose one.
 */
function persistentSecret(file: string, generate: () => string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  const secret = generate();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Readable generated password: 18 characters from an unambiguous alphabet. */
function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(18);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

// Every built remote: the dist folder of each <repo>/mf-something package that holds a remote.json.
function defaultRemotesDirs(repoRoot: string): string[] {
  if (!existsSync(repoRoot)) return [];
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => join(repoRoot, entry.name, 'dist'))
    .filter((dist) => existsSync(join(dist, 'remote.json')))
    .sort();
}

/** PUBLIC_URL: an http(s) address; a trailing slash is dropped so paths can be appended. */
function publicUrl(env: Env, port: number): string {
  const raw = text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`PUBLIC_URL must be an http(s) address (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): Config {
  const repoRoot = resolve(text(env, 'REPO_ROOT') ?? findRepoRoot());
  const dataDir = resolve(text(env, 'DATA_DIR') ?? join(repoRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });

  const adminPasswordGiven = text(env, 'ADMIN_PASSWORD');
  const adminPasswordFile = adminPasswordGiven ? null : join(dataDir, 'admin-password');
  const orgPasswordGiven = text(env, 'ORG_PASSWORD');
  const orgPasswordFile = orgPasswordGiven ? null : join(dataDir, 'org-password');
  const smsProvider = oneOf(env, 'SMS_PROVIDER', ['outbox', 'http'] as const, 'outbox');
  const smsHttpUrl = text(env, 'SMS_HTTP_URL') ?? null;
  if (smsProvider === 'http' && !smsHttpUrl) {
    throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL');
  }
  const remotesFile = text(env, 'REMOTES_FILE');
  const port = integer(env, 'PORT', 8080, 0);

  return {
    port,
    host: text(env, 'HOST') ?? '127.0.0.1',
    repoRoot,
    dataDir,
    databaseUrl: text(env, 'DATABASE_URL') ?? join(dataDir, 'nclude.sqlite'),
    jwtSecret:
      text(env, 'JWT_SECRET') ??
      persistentSecret(join(dataDir, 'jwt-secret'), () => randomBytes(32).toString('base64url')),
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 168, 1),
    sessionPolicy: oneOf(env, 'SESSION_POLICY', ['single', 'multiple'] as const, 'single'),
    openSignup: flag(env, 'OPEN_SIGNUP', false),
    smtpUrl: text(env, 'SMTP_URL') ?? null,
    mailFrom: text(env, 'MAIL_FROM') ?? 'Nclude <no-reply@nclude.local>',
    smsProvider,
    smsHttpUrl,
    smsHttpToken: text(env, 'SMS_HTTP_TOKEN') ?? null,
    outboxDir: resolve(text(env, 'OUTBOX_DIR') ?? join(dataDir, 'outbox')),
    staticDir: resolve(text(env, 'STATIC_DIR') ?? join(repoRoot, 'shell', 'dist')),
    remotesDirs: (list(env, 'REMOTES_DIR') ?? defaultRemotesDirs(repoRoot)).map((dir) =>
      resolve(dir),
    ),
    remotesFile: remotesFile ? resolve(remotesFile) : null,
    corsOrigins: list(env, 'CORS_ORIGINS') ?? [],
    trustProxy: trustedProxies(env),
    adminEmail: (text(env, 'ADMIN_EMAIL') ?? 'admin@nclude.local').toLowerCase(),
    adminPassword:
      adminPasswordGiven ?? persistentSecret(join(dataDir, 'admin-password'), generatePassword),
    adminPasswordFile,
    orgEmail: (text(env, 'ORG_EMAIL') ?? 'org@nclude.local').toLowerCase(),
    orgPassword:
      orgPasswordGiven ?? persistentSecret(join(dataDir, 'org-password'), generatePassword),
    orgPasswordFile,
    seed: flag(env, 'SEED', true),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_KB', 64, 1) * 1024,
    otpTtlSeconds: integer(env, 'OTP_TTL_SECONDS', 300, 1),
    otpMaxAttempts: integer(env, 'OTP_MAX_ATTEMPTS', 5, 1),
    otpClientFreeFailures: integer(env, 'OTP_CLIENT_FREE_FAILURES', 10, 0),
    otpSendsPerContact: integer(env, 'OTP_SENDS_PER_CONTACT', 3, 0),
    otpSendDelayMaxMinutes: integer(env, 'OTP_SEND_DELAY_MAX_MINUTES', 30, 1),
    otpSendsPerIp: integer(env, 'OTP_SENDS_PER_IP', 30, 1),
    otpSendWindowMinutes: integer(env, 'OTP_SEND_WINDOW_MINUTES', 15, 1),
    verificationTtlMinutes: integer(env, 'VERIFICATION_TTL_MINUTES', 30, 1),
    loginAttemptsPerIp: integer(env, 'LOGIN_ATTEMPTS_PER_IP', 100, 1),
    loginFreeFailures: integer(env, 'LOGIN_FREE_FAILURES', 5, 0),
    publicUrl: publicUrl(env, port),
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_MB', 5, 1) * 1024 * 1024,
    accessRequestsPerIp: integer(env, 'ACCESS_REQUESTS_PER_IP', 10, 1),
    approvalTtlHours: integer(env, 'APPROVAL_TTL_HOURS', 168, 1),
  };
}

/** The README configuration table, generated from CONFIG_VARIABLES (`tsx src/config-doc.ts`). */
export function configMarkdown(): string {
  const rows = CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | ${v.defaultValue} | ${v.meaning} |`);
  return [
    '### Server configuration',
    '',
    'Every setting is an environment variable; all have working defaults, so `pnpm start` needs none.',
    '',
    '| Variable | Default | Meaning |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
