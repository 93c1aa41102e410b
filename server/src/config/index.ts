// All server configuration comes from environment variables with working defaults, so
// `pnpm start` on a fresh clone runs without any setup. Tests build their own config by passing
// a plain object to `loadConfig`. Each variable is declared once, in its area's file under
// config/ (name, README default and meaning, reader); the Config object and the README table are
// both made from those declarations.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { accountsVariables, generatedPasswordFiles } from './accounts';
import { coreVariables, DATA_DIR, PORT } from './core';
import { checkDelivery, deliveryVariables } from './delivery';
import { text, type ConfigContext, type ConfigVariable } from './define';
import { hostingVariables } from './hosting';
import { assistantVariables } from './assistant';
import { captionsVariables } from './captions';
import { careersVariables, type JobFeed } from './careers';
import { jobsVariables } from './jobs';
import { limitsVariables } from './limits';
import { newsVariables, type ConfiguredNewsSource } from './news';
import { agentVariables } from './agent';
import { storageVariables, type StorageKind } from './storage';

export { ConfigError, type ConfigVariable } from './define';

export type SessionPolicy = 'single' | 'multiple';
export type SmsProvider = 'outbox' | 'http';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  repoRoot: string;
  dataDir: string;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  /** A PostgreSQL URL (`postgres://`) or a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  /** Where stored files live: the local disk or an S3-compatible object store. */
  storage: StorageKind;
  s3Endpoint: string | null;
  s3Region: string;
  s3Bucket: string | null;
  s3AccessKeyId: string | null;
  s3SecretAccessKey: string | null;
  s3ForcePathStyle: boolean;
  s3Prefix: string;
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
  /** How long a node told to stop goes on serving while /readyz says it is stopping. */
  shutdownDelaySeconds: number;
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
  loginAccountFreeFailures: number;
  /** Where the web app is reached, without a trailing slash: the base of links sent by email. */
  publicUrl: string;
  /** Largest uploaded PDF (resume, access-request certificate). */
  uploadLimitBytes: number;
  documentUploadLimitBytes: number;
  mediaUploadLimitBytes: number;
  /** Largest library book uploaded for ingestion. */
  libraryUploadLimitBytes: number;
  libraryUnpackedLimitBytes: number;
  /** Conversion and caption jobs one person may have queued or running at once. */
  activeDocumentsPerPerson: number;
  activeMediaPerPerson: number;
  requestTimeoutMs: number;
  /** Access requests accepted per client address per hour. */
  accessRequestsPerIp: number;
  /** Lifetime of the approval link emailed to admins for an access request. */
  approvalTtlHours: number;
  /** Jobs one process runs at once. */
  jobConcurrency: number;
  /** Days finished jobs and their files are kept. */
  jobResultDays: number;
  /** How long a running job's lease lasts without renewal before another runner takes it. */
  jobLeaseMs: number;
  /** Redis for BullMQ, or null for the embedded runner. */
  redisUrl: string | null;
  /** The BullMQ queue name (and Redis channel prefix). */
  jobQueue: string;
  /** With Redis: the API process runs jobs besides the workers. */
  jobRunInApi: boolean;
  /** Longest recording accepted for captions. */
  mediaMaxDurationSeconds: number;
  ffmpegPath: string;
  /** OpenAI-compatible transcription server (base URL without /v1/…), or null. */
  asrUrl: string | null;
  asrApiKey: string | null;
  asrModel: string;
  asrTimeoutMs: number;
  /** A whisper.cpp ggml model file, or null. */
  whisperModel: string | null;
  whisperTimeoutMs: number;
  pocketsphinxModelDir: string;
  /** OpenAI-compatible chat server (base URL with its version path), or null: search answers. */
  llmBaseUrl: string | null;
  llmApiKey: string | null;
  llmModel: string | null;
  llmTimeoutMs: number;
  chatMessagesPerMinute: number;
  knowledgeDir: string;
  /** Job feeds imported on a schedule. */
  jobFeeds: JobFeed[];
  jobFeedIntervalMinutes: number;
  /** News sources added or updated at start. */
  newsSources: ConfiguredNewsSource[];
  /** Serve the sample feeds and add them as sources. */
  newsSampleFeeds: boolean;
  newsPollMinutes: number;
  newsRetentionDays: number;
  newsAllowLocalSources: boolean;
  /** Chromium for the browser agent. */
  chromiumPath: string;
  agentMaxSteps: number;
  agentMaxSeconds: number;
  agentAnswerWaitSeconds: number;
  agentSearchUrl: string;
  agentAllowedDomains: string[];
  agentDeniedDomains: string[];
  agentAllowLocalSites: boolean;
  agentSnapshotMaxChars: number;
}

export type Env = Record<string, string | undefined>;

/** Every variable, by area, in the order of the README table. */
export const CONFIG_VARIABLES = [
  ...coreVariables,
  ...storageVariables,
  ...accountsVariables,
  ...deliveryVariables,
  ...hostingVariables,
  ...limitsVariables,
  ...jobsVariables,
  ...captionsVariables,
  ...assistantVariables,
  ...careersVariables,
  ...newsVariables,
  ...agentVariables,
] as const;

type DeclaredField = (typeof CONFIG_VARIABLES)[number]['field'];
/** Fields made from other settings rather than read from a variable of their own. */
type DerivedField = 'repoRoot' | 'adminPasswordFile' | 'orgPasswordFile';
// Compile-time check that every Config field has its variable (or is derived).
const everyFieldDeclared: Exclude<keyof Config, DeclaredField | DerivedField> extends never
  ? true
  : never = true;
void everyFieldDeclared;

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

export function loadConfig(env: Env = process.env): Config {
  // REPO_ROOT is for tests and tools that run outside the repository: not a documented setting.
  const repoRoot = resolve(text(env, 'REPO_ROOT') ?? findRepoRoot());
  const base = { env, repoRoot };
  const dataDir = DATA_DIR.read(text(env, DATA_DIR.name), { ...base, name: DATA_DIR.name });
  mkdirSync(dataDir, { recursive: true });
  const port = PORT.read(text(env, PORT.name), { ...base, name: PORT.name });

  const fields: Record<string, unknown> = {};
  for (const declaration of CONFIG_VARIABLES as readonly ConfigVariable[]) {
    const context: ConfigContext = { ...base, dataDir, port, name: declaration.name };
    fields[declaration.field] = declaration.read(text(env, declaration.name), context);
  }
  const config = {
    ...(fields as Omit<Config, DerivedField>),
    repoRoot,
    ...generatedPasswordFiles(env, dataDir),
  };
  checkDelivery(config);
  return config;
}

/** The configuration table of docs/configuration.md, from CONFIG_VARIABLES (see config-doc.ts). */
export function configMarkdown(): string {
  const rows = CONFIG_VARIABLES.map(
    (v: ConfigVariable) => `| \`${v.name}\` | ${v.defaultValue} | ${v.meaning} |`,
  );
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows, ''].join('\n');
}
