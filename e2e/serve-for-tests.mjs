// Starts the built portal for the browser tests with a fresh data folder, the development outbox
// (the tests read OTPs from it) and send limits high enough for many sign-ins from one address.
import { rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.data');
/** Written only when the server stops of its own accord; the test command prints it. */
const SERVER_EXIT_FILE = path.join(dataDir, 'server-exit.log');
/** The server's last stderr lines kept for that record. */
const KEPT_LINES = 60;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The compiled server, as in production: `pnpm run build` (the web app and the server) comes first.
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(here, '..', 'server'),
  stdio: ['ignore', 'inherit', 'pipe'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: 'Admin@12345',
    ORG_PASSWORD: 'Org@12345',
    OTP_SENDS_PER_IP: '1000',
    LOGIN_ATTEMPTS_PER_IP: '1000',
    LOG_LEVEL: 'warn',
    // The administrators' news test adds a source on this server's own sample feeds.
    NEWS_ALLOW_LOCAL_SOURCES: 'true',
    // The browser agent's test opens fixture sites the test serves on loopback.
    AGENT_ALLOW_LOCAL_SITES: 'true',
  },
});
// Passed on as it comes, and its tail kept: a server that dies mid-run would otherwise leave only
// "connection refused" in every later test, far from the reason in a long output.
const lastLines = [];
let partial = '';
server.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  const lines = (partial + chunk.toString('utf8')).split('\n');
  partial = lines.pop() ?? '';
  lastLines.push(...lines);
  lastLines.splice(0, Math.max(0, lastLines.length - KEPT_LINES));
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
server.on('exit', (code, signal) => {
  if (!stopping) {
    const tail = [...lastLines, partial].filter((line) => line !== '').join('\n');
    writeFileSync(
      SERVER_EXIT_FILE,
      `The test server (pid ${server.pid}) stopped during the run at ${new Date().toISOString()}: ` +
        `${signal ? `signal ${signal}` : `exit code ${code}`}. Its last lines on stderr:\n${tail}\n`,
    );
  }
  process.exit(code ?? 0);
});
