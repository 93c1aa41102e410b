// Starts the built portal for the browser tests with a fresh data folder, the development outbox
// (the tests read OTPs from it) and send limits high enough for many sign-ins from one address.
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The compiled server, as in production: `pnpm run build` (the web app and the server) comes first.
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(here, '..', 'server'),
  stdio: 'inherit',
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
