// Finds (or, as root on Debian, installs) what the tests need outside npm: Debian's Chromium for the
// browser tests and a PostgreSQL server for the API tests. Without root it names what is missing.
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

/** Returns the Chromium path, or throws with what is missing. */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
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
