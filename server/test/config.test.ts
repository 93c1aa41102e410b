import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_VARIABLES, ConfigError, configMarkdown, loadConfig } from '../src/config';
import { CONFIGURATION_DOC, documentedRows } from '../src/config-doc';

describe('loadConfig', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nclude-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: join(dataDir, 'nclude.sqlite'),
      tokenTtlHours: 168,
      sessionPolicy: 'single',
      openSignup: false,
      smtpUrl: null,
      smsProvider: 'outbox',
      outboxDir: join(dataDir, 'outbox'),
      adminEmail: 'admin@nclude.local',
      seed: true,
      logLevel: 'info',
      bodyLimitBytes: 64 * 1024,
      otpTtlSeconds: 300,
      otpMaxAttempts: 5,
      otpClientFreeFailures: 10,
      otpSendsPerContact: 3,
      otpSendDelayMaxMinutes: 30,
      otpSendsPerIp: 30,
      otpSendWindowMinutes: 15,
      loginAttemptsPerIp: 100,
      loginFreeFailures: 5,
    });
    expect(config.staticDir).toMatch(/shell[/\\]dist$/);
  });

  it('generates the JWT secret and admin password once, stored with mode 600', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.adminPassword).toBe(first.adminPassword);
    expect(readFileSync(join(dataDir, 'admin-password'), 'utf8').trim()).toBe(first.adminPassword);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'admin-password')).mode & 0o777).toBe(0o600);
  });

  it('takes explicit values', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/nclude',
      JWT_SECRET: 'x'.repeat(40),
      SESSION_POLICY: 'multiple',
      OPEN_SIGNUP: 'true',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      REMOTES_DIR: '/srv/mf-auth/dist,/srv/mf-admin/dist',
      ADMIN_PASSWORD: 'given-password',
      OTP_CLIENT_FREE_FAILURES: '20',
      OTP_SENDS_PER_CONTACT: '0',
      OTP_SEND_DELAY_MAX_MINUTES: '60',
      LOGIN_FREE_FAILURES: '3',
    });
    expect(config).toMatchObject({
      otpClientFreeFailures: 20,
      otpSendsPerContact: 0,
      otpSendDelayMaxMinutes: 60,
      loginFreeFailures: 3,
      port: 9000,
      databaseUrl: 'postgres://u@db:5432/nclude',
      jwtSecret: 'x'.repeat(40),
      sessionPolicy: 'multiple',
      openSignup: true,
      corsOrigins: ['https://a.example', 'https://b.example'],
      remotesDirs: ['/srv/mf-auth/dist', '/srv/mf-admin/dist'],
      adminPassword: 'given-password',
      adminPasswordFile: null,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ SESSION_POLICY: 'some' }, /SESSION_POLICY must be one of single, multiple/],
    [{ OPEN_SIGNUP: 'maybe' }, /OPEN_SIGNUP must be true or false/],
    [{ SMS_PROVIDER: 'http' }, /needs SMS_HTTP_URL/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ LOGIN_FREE_FAILURES: '-1' }, /LOGIN_FREE_FAILURES must be a whole number of at least 0/],
    [{ STORAGE: 's3' }, /STORAGE=s3 needs S3_BUCKET/],
    [{ STORAGE: 's3', S3_BUCKET: 'b' }, /STORAGE=s3 needs S3_ACCESS_KEY_ID/],
    [
      { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' },
      /STORAGE=s3 needs S3_SECRET_ACCESS_KEY/,
    ],
    [{ STORAGE: 'cloud' }, /STORAGE must be one of local, s3/],
    [
      { OTP_SEND_DELAY_MAX_MINUTES: '0' },
      /OTP_SEND_DELAY_MAX_MINUTES must be a whole number of at least 1/,
    ],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.1.0/24', ['10.0.0.1', '10.0.1.0/24']],
  ])('reads TRUST_PROXY=%p as %p (never "trust every hop")', (value, expected) => {
    const env =
      value === undefined ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, TRUST_PROXY: value };
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it('seeds example accounts and sample feeds by default only on a loopback address', () => {
    const at = (env: Record<string, string>) => {
      const { seed, newsSampleFeeds } = loadConfig({ DATA_DIR: dataDir, ...env });
      return { seed, newsSampleFeeds };
    };
    const on = { seed: true, newsSampleFeeds: true };
    const off = { seed: false, newsSampleFeeds: false };
    expect(at({})).toEqual(on);
    expect(at({ PUBLIC_URL: 'http://127.0.0.1:8080' })).toEqual(on);
    expect(at({ PUBLIC_URL: 'http://[::1]:8080' })).toEqual(on);
    expect(at({ PUBLIC_URL: 'https://portal.nclude.localhost' })).toEqual(on);
    expect(at({ PUBLIC_URL: 'https://nclude.example.org' })).toEqual(off);
    expect(at({ PUBLIC_URL: 'http://127.example.org' })).toEqual(off);
    expect(at({ PUBLIC_URL: 'https://nclude.example.org', SEED: 'true' })).toEqual({
      seed: true,
      newsSampleFeeds: false,
    });
    expect(at({ NEWS_SAMPLE_FEEDS: 'false' })).toEqual({ seed: true, newsSampleFeeds: false });
  });

  it('no longer knows OTP_MAX_FAILURES_PER_DAY (replaced by progressive limits)', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).not.toHaveProperty('otpMaxFailuresPerDay');
    expect(CONFIG_VARIABLES.map((v) => v.name)).not.toContain('OTP_MAX_FAILURES_PER_DAY');
    expect(readFileSync(CONFIGURATION_DOC, 'utf8')).not.toContain('OTP_MAX_FAILURES_PER_DAY');
  });

  it('docs/configuration.md documents every variable', () => {
    const rows = documentedRows(readFileSync(CONFIGURATION_DOC, 'utf8'));
    for (const variable of CONFIG_VARIABLES)
      expect(rows.some((row) => row.startsWith(`| \`${variable.name}\``))).toBe(true);
  });
});

describe('the configuration table of docs/configuration.md', () => {
  // Cells compared without the padding the formatter adds to line the columns up.
  const cells = (line: string) => line.replace(/\s*\|\s*/g, '|').trim();
  it('is the generated one, row for row (regenerate with: pnpm --filter @nclude/server config-doc)', () => {
    const documented = documentedRows(readFileSync(CONFIGURATION_DOC, 'utf8'));
    const generated = configMarkdown()
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(documented.map(cells)).toEqual(generated.map(cells));
  });
});
