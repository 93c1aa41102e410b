import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../server/src/chromium-flags';
import { CHROMIUM_PATH } from '../server/test/fixtures/chromium';
import { E2E_PORT, E2E_BASE_URL } from './tests/env';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Guards against a hang, never a measure: tests wait for what the page shows, and on a busy
  // 2-core machine (other processes holding a core) a page with real engines behind it has taken
  // over a minute.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser, with the agent's flags (off the network).
      executablePath: CHROMIUM_PATH,
      // QUIC is off too: the test server speaks HTTP/1.1 on loopback only.
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  webServer: {
    command: 'node serve-for-tests.mjs',
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
