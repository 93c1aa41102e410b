// The extension loaded in Debian's Chromium, asked by a real page over real HTTP: what a portal
// page gets back, and that a page of any other origin cannot reach it at all.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  EXTENSION_ID,
  EXTENSION_KEY,
  extensionFiles,
  extensionIdFromKey,
  extensionManifest,
  extensionZip,
  originsFromEnv,
  writeExtension,
  type ExtensionManifest,
} from './build.mjs';
import { CHROMIUM_PATH } from '../server/test/fixtures/chromium';

// Only what the pages below use of the extension API Chromium gives to matching web pages.
declare const chrome:
  | {
      runtime?: {
        sendMessage(id: string, message: unknown, callback: (response: unknown) => void): void;
        lastError?: { message?: string };
      };
    }
  | undefined;

interface LentCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string;
  expirationDate?: number;
}
type Answer = { cookies: LentCookie[] } | { error: string } | { lastError: string };

let tempDir: string;
let portal: http.Server;
let stranger: http.Server;
let portalOrigin: string;
let strangerOrigin: string;
let context: BrowserContext;
let extensionUrl: string;

async function pageServer(): Promise<[http.Server, string]> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><html lang="en"><title>Page</title><p>A page</p></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

function ask(page: Page, message: unknown): Promise<Answer> {
  return page.evaluate(
    ([id, body]) =>
      new Promise<Answer>((resolve) => {
        const runtime = typeof chrome === 'undefined' ? undefined : chrome.runtime;
        if (!runtime) throw new Error('chrome.runtime is not available to this page');
        runtime.sendMessage(id, body, (response) =>
          resolve(
            (response as Answer | undefined) ?? {
              lastError: runtime.lastError?.message ?? 'no answer',
            },
          ),
        );
      }),
    [EXTENSION_ID, message] as const,
  );
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), 'nclude-extension-'));
  [portal, portalOrigin] = await pageServer();
  [stranger, strangerOrigin] = await pageServer();
  const { unpacked } = writeExtension(path.join(tempDir, 'build'), [portalOrigin]);
  // Chrome itself withholds cookies of hosts outside host_permissions; this loaded copy also grants
  // a lookalike of a site, so that the worker's own domain check is what the test sees refuse it.
  const manifestFile = path.join(unpacked, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ExtensionManifest;
  manifest.host_permissions.push('https://*.notlinkedin.com/*');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // Playwright passes --disable-extensions by default; the extension must be the only one loaded.
  context = await chromium.launchPersistentContext(path.join(tempDir, 'profile'), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [`--disable-extensions-except=${unpacked}`, `--load-extension=${unpacked}`],
  });
  const worker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  extensionUrl = worker.url();
  await context.addCookies([
    {
      name: 'li_at',
      value: 'linkedin-session',
      domain: '.linkedin.com',
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'None',
      expires: inAnHour(),
    },
    { name: 'lang', value: 'v=2', domain: 'www.linkedin.com', path: '/', secure: true },
    { name: 'nauk_at', value: 'naukri-session', domain: '.naukri.com', path: '/', secure: true },
    { name: 'sid', value: 'lookalike', domain: '.notlinkedin.com', path: '/', secure: true },
    { name: 'sid', value: 'elsewhere', domain: '.example.com', path: '/', secure: true },
  ]);
});

afterAll(async () => {
  await context?.close();
  portal?.close();
  stranger?.close();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

describe('build', () => {
  it('derives the extension ID from the key as Chromium does', () => {
    expect(EXTENSION_ID).toMatch(/^[a-p]{32}$/);
    expect(extensionIdFromKey(EXTENSION_KEY)).toBe(EXTENSION_ID);
    expect(extensionUrl).toBe(`chrome-extension://${EXTENSION_ID}/background.js`);
  });

  it('names only the portal origins and the five sites in the manifest', () => {
    const manifest = extensionManifest(['https://nclude.example', 'https://nclude.example/']);
    expect(manifest.externally_connectable).toEqual({ matches: ['https://nclude.example/*'] });
    expect(manifest.permissions).toEqual(['cookies']);
    expect(manifest.host_permissions).toHaveLength(10);
    for (const pattern of manifest.host_permissions) {
      expect(pattern).toMatch(/^https:\/\/(\*\.)?(linkedin|naukri|swiggy|uber|1mg)\.com\/\*$/);
    }
  });

  it('refuses an origin that is not a bare http(s) origin', () => {
    expect(() => extensionManifest(['https://nclude.example/app'])).toThrow(
      'must be an origin only',
    );
    expect(() => extensionManifest(['file:///tmp'])).toThrow('must start with http');
    expect(() => extensionManifest(['nclude'])).toThrow('is not a URL');
    expect(() => extensionManifest([])).toThrow('at least one portal origin');
  });

  it('reads the origins from AGENT_EXTENSION_ORIGINS, with the local portal as default', () => {
    expect(
      originsFromEnv({ AGENT_EXTENSION_ORIGINS: ' https://a.example, https://b.example ' }),
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(originsFromEnv({})).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });

  it('zips the same files it lays out, with PNG icons', () => {
    const origins = ['https://nclude.example'];
    const unzipped = unzipSync(extensionZip(origins));
    const files = extensionFiles(origins);
    for (const [name, data] of Object.entries(files)) {
      expect(Buffer.from(unzipped[name] ?? []).equals(Buffer.from(data))).toBe(true);
    }
    expect(Object.keys(unzipped).sort()).toEqual([
      'background.js',
      'icons/128.png',
      'icons/16.png',
      'icons/48.png',
      'manifest.json',
    ]);
    expect(Buffer.from(unzipped['icons/48.png']!.subarray(1, 4)).toString('latin1')).toBe('PNG');
    expect(Buffer.from(extensionZip(origins)).equals(Buffer.from(extensionZip(origins)))).toBe(
      true,
    );
  });
});

describe('in Chromium', () => {
  let page: Page;
  beforeAll(async () => {
    page = await context.newPage();
    await page.goto(`${portalOrigin}/`);
  });
  afterAll(() => page.close());

  it("lends the portal a site's cookies, each once, and no other site's", async () => {
    const answer = await ask(page, {
      action: 'fetchCookies',
      domains: ['www.linkedin.com', 'linkedin.com', 'WWW.LinkedIn.com'],
    });
    expect(answer).toEqual({
      cookies: expect.arrayContaining([
        {
          name: 'li_at',
          value: 'linkedin-session',
          domain: '.linkedin.com',
          path: '/',
          secure: true,
          httpOnly: true,
          sameSite: 'no_restriction',
          expirationDate: expect.any(Number),
        },
        expect.objectContaining({ name: 'lang', domain: 'www.linkedin.com' }),
      ]),
    });
    expect('cookies' in answer && answer.cookies.map((cookie) => cookie.name).sort()).toEqual([
      'lang',
      'li_at',
    ]);
  });

  it('answers nothing for domains outside the five sites', async () => {
    for (const domains of [['example.com'], ['notlinkedin.com', 'www.notlinkedin.com']]) {
      expect(await ask(page, { action: 'fetchCookies', domains })).toEqual({ cookies: [] });
    }
    expect(
      await ask(page, { action: 'fetchCookies', domains: ['example.com', 'naukri.com'] }),
    ).toEqual({ cookies: [expect.objectContaining({ name: 'nauk_at', value: 'naukri-session' })] });
  });

  it('refuses anything but a fetchCookies request with a list of domains', async () => {
    expect(await ask(page, { action: 'deleteCookies', domains: ['linkedin.com'] })).toEqual({
      error: 'Unknown request: the only action is fetchCookies.',
    });
    expect(await ask(page, 'fetchCookies')).toEqual({
      error: 'Unknown request: the only action is fetchCookies.',
    });
    for (const domains of [undefined, [], Array(11).fill('linkedin.com'), 'linkedin.com']) {
      expect(await ask(page, { action: 'fetchCookies', domains })).toEqual({
        error: 'fetchCookies needs a list of 1 to 10 domain names.',
      });
    }
  });

  it('cannot be reached from a page of another origin', async () => {
    const other = await context.newPage();
    try {
      await other.goto(`${strangerOrigin}/`);
      const reach = await other.evaluate((id) => {
        const runtime = typeof chrome === 'undefined' ? undefined : chrome.runtime;
        if (!runtime?.sendMessage) return 'no chrome.runtime';
        try {
          runtime.sendMessage(id, { action: 'fetchCookies', domains: ['linkedin.com'] }, () => {});
          return 'sent';
        } catch (error) {
          return `refused: ${(error as Error).message}`;
        }
      }, EXTENSION_ID);
      expect(reach).toMatch(/^(no chrome\.runtime|refused: )/);
    } finally {
      await other.close();
    }
  });
});
