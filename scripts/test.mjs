// README command two: every test — typecheck, lint, unit and component tests, API tests on SQLite
// and on PostgreSQL, the production build, and browser tests — then one line "N passed, N failed".
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  mkdirSync,
  readFileSync,
  readdirSync,
  existsSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { checkNode, ensurePnpm, installWorkspace, repoRoot, log } from './toolchain.mjs';
import {
  CAPTION_PACKAGES,
  CAPTION_TEST_PACKAGES,
  CONVERSION_PACKAGES,
  CONVERSION_TEST_PACKAGES,
  LIBRARY_PACKAGES,
  ensureChromium,
  ensureDebianTools,
  ensurePostgres,
  ensureRedis,
} from './provision.mjs';

checkNode();
const pnpmCommand = ensurePnpm();
installWorkspace(pnpmCommand);

const reportsDir = path.join(repoRoot, 'reports');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const results = []; // { suite, passed, failed }

function record(suite, passed, failed) {
  results.push({ suite, passed, failed });
  log(`${suite}: ${passed} passed, ${failed} failed`);
}

/** A step that is one check: it passes when the command exits 0. */
async function check(suite, args, env) {
  log(`running ${suite}`);
  const code = await runPnpm(args, env);
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

/**
 * The server test files that use a database (they start a test server or open one themselves):
 * the PostgreSQL run repeats only these; parsers, converters and engines do not change with it.
 * A file that uses one only on the way to what it tests says so on a line of its own,
 * "// Not repeated on PostgreSQL: <why>", and is left out.
 */
function databaseTestFiles() {
  const dir = path.join(repoRoot, 'server', 'test');
  return readdirSync(dir, { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      return (
        /startTestServer|TEST_DATABASE_URL|testDatabase|engineName\(/.test(text) &&
        !/^\/\/ Not repeated on PostgreSQL: \S/m.test(text)
      );
    })
    .map((name) => path.join('server', 'test', name));
}

/**
 * Runs pnpm with `args`, without blocking (a suite may run in the background meanwhile); with
 * `logFile` its output is kept in that file (printed by the caller when it ends, not interleaved
 * with the suite in the foreground).
 */
function runPnpm(args, env, logFile) {
  const [command, ...prefix] = pnpmCommand;
  const out = logFile ? createWriteStream(logFile) : null;
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const done = (code) => (out ? out.end(() => resolve(code)) : resolve(code));
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    child.once('error', () => done(127));
    child.once('close', (code) => done(code ?? 1));
  });
}

async function jestSuite(suite, args, env, logFile) {
  const output = path.join(reportsDir, `${suite}.json`);
  log(
    `running ${suite}${logFile ? ` (in the background, output in ${path.relative(repoRoot, logFile)})` : ''}`,
  );
  const code = await runPnpm(
    ['exec', 'jest', '--ci', '--json', `--outputFile=${output}`, ...args],
    env,
    logFile,
  );
  if (logFile) process.stdout.write(readFileSync(logFile, 'utf8'));
  if (!existsSync(output)) {
    record(suite, 0, 1);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // A file that fails to load has no test results of its own: count it as a failure.
  const brokenFiles = report.numRuntimeErrorTestSuites ?? 0;
  const failed = report.numFailedTests + brokenFiles + (report.numPendingTests ?? 0);
  const nothingRan = report.numTotalTests === 0;
  record(
    suite,
    report.numPassedTests,
    failed + (nothingRan || (code !== 0 && failed === 0) ? 1 : 0),
  );
}

async function playwrightSuite(suite, env) {
  const output = path.join(reportsDir, `${suite}.json`);
  log(`running ${suite}`);
  const code = await runPnpm(['--filter', '@nclude/e2e', 'exec', 'playwright', 'test'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  // Written by e2e/serve-for-tests.mjs when the portal under test stopped by itself: said here,
  // at the end, where the reason is not lost among the failures it caused.
  const serverExit = path.join(repoRoot, 'e2e', '.data', 'server-exit.log');
  if (existsSync(serverExit)) log(readFileSync(serverExit, 'utf8'));
  if (!existsSync(output)) {
    record(suite, 0, 1);
    return;
  }
  const { stats } = JSON.parse(readFileSync(output, 'utf8'));
  const failed = stats.unexpected + stats.flaky + stats.skipped;
  const nothingRan = stats.expected + failed === 0;
  record(suite, stats.expected, failed + (nothingRan || (code !== 0 && failed === 0) ? 1 : 0));
}

const missingMedia = ensureDebianTools(
  [
    ...CAPTION_PACKAGES,
    ...CAPTION_TEST_PACKAGES,
    ...LIBRARY_PACKAGES,
    ...CONVERSION_PACKAGES,
    ...CONVERSION_TEST_PACKAGES,
  ],
  'the captions, library and converter tests',
);
if (missingMedia.length > 0)
  log(
    `the captions, library and converter tests will fail: Debian's ${missingMedia.join(', ')} missing ` +
      `(install as root: apt-get install ${missingMedia.join(' ')})`,
  );

let chromium = null;
let postgresUrl = null;
let redisUrl = null;
try {
  chromium = ensureChromium();
} catch (error) {
  log(`cannot run the browser tests: ${error.message}`);
}
try {
  postgresUrl = await ensurePostgres();
} catch (error) {
  log(`cannot run the PostgreSQL API tests: ${error.message}`);
}
try {
  redisUrl = await ensureRedis();
} catch (error) {
  log(`cannot run the BullMQ job tests: ${error.message}`);
}
// Set, the job tests fail when Redis does not answer instead of having nothing to run against.
const redisEnv = redisUrl ? { TEST_REDIS_URL: redisUrl } : {};

// Each of these mostly uses one core: side by side.
await Promise.all([
  check('typecheck', ['-r', '--no-bail', 'run', 'typecheck']),
  check('eslint', ['exec', 'eslint', '.', '--max-warnings=0']),
  check('prettier', ['exec', 'prettier', '--check', '.']),
]);
// Every core: the tests wait on real servers, engines and child processes as much as they compute
// (on 2 cores 8.6 min instead of 12). The PostgreSQL run keeps one worker beside its server.
// The cluster test (two nodes, a worker, a balancer) needs PostgreSQL and Redis: it runs with the
// PostgreSQL suite only.
const CLUSTER_TEST = 'server/test/cluster\\.test\\.ts$';
await jestSuite(
  'unit-and-api-sqlite',
  [
    `--maxWorkers=${availableParallelism()}`,
    '--testPathIgnorePatterns=/node_modules/',
    `--testPathIgnorePatterns=${CLUSTER_TEST}`,
  ],
  redisEnv,
);
if (!redisUrl) record('redis', 0, 1);
// The PostgreSQL run waits on its server as much as it computes, the browser tests on Chromium and
// the portal: side by side (with the build before the browser tests) they take about the time of
// the longer one (on 2 cores: 5.4 and 8.2 min one after the other).
const postgresRun = postgresUrl
  ? // The files first: --selectProjects takes every word after it as a project's name.
    jestSuite(
      'api-postgresql',
      [...databaseTestFiles(), '--selectProjects', 'server'],
      { TEST_DATABASE_URL: postgresUrl, ...redisEnv },
      path.join(reportsDir, 'api-postgresql.log'),
    )
  : Promise.resolve(record('api-postgresql', 0, 1));
await check('build', ['run', 'build']);
if (chromium) await playwrightSuite('browser', { CHROMIUM_PATH: chromium });
else record('browser', 0, 1);
await postgresRun;

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
process.stdout.write('\n');
for (const r of results)
  process.stdout.write(`  ${r.suite.padEnd(22)} ${r.passed} passed, ${r.failed} failed\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
