// Finds (or, as root on Debian, installs) what the portal and its tests need outside npm: Debian's
// ffmpeg and pocketsphinx for captions, espeak-ng and pocketsphinx's recordings for the captions
// tests, Chromium for the browser tests, a PostgreSQL server for the API tests and Redis for the
// BullMQ job tests. Without root it names what is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, isRoot, log, run } from './toolchain.mjs';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const PROVISIONED_DATABASE_URL = 'postgres://postgres:nclude@127.0.0.1:5432/nclude_test';

let aptUpdated = false;
function aptInstall(packages) {
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq']);
    aptUpdated = true;
  }
  return run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Captions: ffmpeg decodes, pocketsphinx (US English model) is the embedded speech engine. */
export const CAPTION_PACKAGES = [
  { command: 'ffmpeg', package: 'ffmpeg' },
  { command: 'pocketsphinx_continuous', package: 'pocketsphinx' },
  { path: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin', package: 'pocketsphinx-en-us' },
];
/** The converter reads Hindi and Telugu text layers with poppler, which pdf.js reads in glyph order. */
export const CONVERSION_PACKAGES = [{ command: 'pdftotext', package: 'poppler-utils' }];
/**
 * What the converter's tests validate with: Java for the W3C Nu checker (npm vnu-jar), epubcheck,
 * and LibreOffice to open the DOCX files.
 */
export const CONVERSION_TEST_PACKAGES = [
  { command: 'java', package: 'default-jre-headless' },
  { path: '/usr/share/java/epubcheck.jar', package: 'epubcheck' },
  { command: 'soffice', package: 'libreoffice-writer-nogui' },
];
/** The library reads its books aloud with espeak-ng (English, Hindi, Telugu), encoded by ffmpeg. */
export const LIBRARY_PACKAGES = [
  { command: 'espeak-ng', package: 'espeak-ng' },
  { command: 'ffmpeg', package: 'ffmpeg' },
];
/** What the captions tests and bench add: real recordings (espeak-ng speech comes with the library). */
export const CAPTION_TEST_PACKAGES = [
  { path: '/usr/share/pocketsphinx/test/data/goforward.raw', package: 'pocketsphinx-testdata' },
];

/**
 * Installs (as root) the Debian packages of `wanted` that are missing; returns the names of
 * those still missing (empty when all are there).
 */
export function ensureDebianTools(wanted, purpose) {
  const present = (item) => (item.command ? onPath(item.command) : existsSync(item.path));
  let missing = wanted.filter((item) => !present(item));
  if (missing.length > 0 && isRoot) {
    log(`installing Debian ${missing.map((item) => item.package).join(', ')} for ${purpose}`);
    aptInstall(missing.map((item) => item.package));
    missing = wanted.filter((item) => !present(item));
  }
  return missing.map((item) => item.package);
}

const CHROMIUM_FONTS = [
  { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', package: 'fonts-dejavu-core' },
  {
    path: '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
    package: 'fonts-lohit-deva',
  },
  { path: '/usr/share/fonts/truetype/lohit-telugu/Lohit-Telugu.ttf', package: 'fonts-lohit-telu' },
];

/** Returns the Chromium path, or throws with what is missing. */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) {
    // The converter's test documents are printed in Hindi and Telugu: a Chromium installed
    // without these fonts prints boxes, and the tests read nonsense.
    ensureDebianTools(CHROMIUM_FONTS, 'the converter tests');
    return chromium;
  }
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${chromium}. Install Debian's package as root ("apt-get install chromium") ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  log('installing Debian chromium for the browser tests');
  if (
    aptInstall(['chromium', 'fonts-dejavu-core', 'fonts-lohit-deva', 'fonts-lohit-telu']) !== 0 ||
    !existsSync(chromium)
  ) {
    throw new Error('apt-get could not install chromium.');
  }
  return chromium;
}

async function canConnect(url) {
  const require = createRequire(path.join(repoRoot, 'server', 'package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function asPostgres(sql) {
  return spawnSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -q -c "${sql}"`], {
    stdio: 'inherit',
  }).status;
}

/** Returns a PostgreSQL URL the API tests can use, installing and starting a server when root. */
export async function ensurePostgres() {
  const wanted = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  if (await canConnect(wanted)) return wanted;
  if (await canConnect(PROVISIONED_DATABASE_URL)) return PROVISIONED_DATABASE_URL;
  if (!isRoot) {
    throw new Error(
      `PostgreSQL is not reachable at ${wanted}. Start a PostgreSQL server there (trust or password auth) ` +
        "or set TEST_DATABASE_URL; as root this command installs Debian's postgresql itself.",
    );
  }
  if (!existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/etc/postgresql')) {
    log('installing Debian postgresql for the API tests');
    if (aptInstall(['postgresql']) !== 0) throw new Error('apt-get could not install postgresql.');
  }
  const { readdirSync } = await import('node:fs');
  for (const version of readdirSync('/etc/postgresql')) {
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  asPostgres("ALTER USER postgres PASSWORD 'nclude'");
  asPostgres('CREATE DATABASE nclude_test');
  if (await canConnect(PROVISIONED_DATABASE_URL)) return PROVISIONED_DATABASE_URL;
  throw new Error('PostgreSQL was installed but does not accept connections on 127.0.0.1:5432.');
}

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

async function redisAnswers(url) {
  const require = createRequire(path.join(repoRoot, 'server', 'package.json'));
  const { Redis } = require('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Returns a Redis URL for the BullMQ job tests, installing (as root) and starting a local
 * redis-server that keeps nothing on disk when none answers.
 */
export async function ensureRedis() {
  const wanted = process.env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
  if (await redisAnswers(wanted)) return wanted;
  if (process.env.TEST_REDIS_URL) {
    throw new Error(`Redis does not answer at TEST_REDIS_URL (${wanted}).`);
  }
  if (!existsSync('/usr/bin/redis-server')) {
    if (!isRoot) {
      throw new Error(
        `Redis is not reachable at ${wanted}. Start a Redis server there or set TEST_REDIS_URL; ` +
          "as root this command installs Debian's redis-server itself.",
      );
    }
    log('installing Debian redis-server for the job tests');
    if (aptInstall(['redis-server']) !== 0)
      throw new Error('apt-get could not install redis-server.');
  }
  run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 20; i += 1) {
    if (await redisAnswers(wanted)) return wanted;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('redis-server was started but does not answer on 127.0.0.1:6379.');
}
