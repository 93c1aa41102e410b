// The companion browser extension (spec §7, §9): the page asks it for the person's cookies of one
// site, with `chrome.runtime.sendMessage(extensionId, { action: 'fetchCookies', domains })`. The
// API exists on the page only in a Chromium browser where an extension lets this origin talk to
// it (externally_connectable), so its absence means the extension is not installed. The cookies
// are handed straight to the agent's socket: never logged, never stored.
import { AGENT_EXTENSION_ID, AGENT_SITE_SIGN_IN, type AgentCookieSite } from '@nclude/shared';
import { agentTiming } from './protocol';

/** A cookie as the extension gives it (chrome.cookies.Cookie): the page reads only its name. */
export interface LentCookie {
  name: string;
  [field: string]: unknown;
}

export type CookieAnswer = { ok: true; cookies: LentCookie[] } | { ok: false; reason: string };

interface ChromeRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  lastError?: { message?: string };
}

function chromeRuntime(): ChromeRuntime | null {
  const chrome = (globalThis as { chrome?: { runtime?: Partial<ChromeRuntime> } }).chrome;
  return typeof chrome?.runtime?.sendMessage === 'function'
    ? (chrome.runtime as ChromeRuntime)
    : null;
}

function isCookieList(value: unknown): value is LentCookie[] {
  return (
    Array.isArray(value) &&
    value.every(
      (cookie) =>
        typeof cookie === 'object' &&
        cookie !== null &&
        typeof (cookie as { name?: unknown }).name === 'string',
    )
  );
}

/** Asks the extension for the cookies of `domains`; never rejects. */
export function fetchCookies(
  domains: string[],
  extensionId: string = AGENT_EXTENSION_ID,
): Promise<CookieAnswer> {
  const runtime = chromeRuntime();
  if (!runtime) return Promise.resolve({ ok: false, reason: 'no extension API on this page' });
  return new Promise<CookieAnswer>((resolve) => {
    let settled = false;
    const settle = (answer: CookieAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const timer = setTimeout(
      () => settle({ ok: false, reason: 'the extension did not answer' }),
      agentTiming.extensionAnswerMs,
    );
    try {
      runtime.sendMessage(extensionId, { action: 'fetchCookies', domains }, (response) => {
        // Reading lastError in the callback is what tells Chrome the failure was handled.
        const failure = runtime.lastError;
        if (failure) return settle({ ok: false, reason: failure.message ?? 'runtime error' });
        const answer = (response ?? {}) as { cookies?: unknown; error?: unknown };
        if (isCookieList(answer.cookies)) return settle({ ok: true, cookies: answer.cookies });
        settle({
          ok: false,
          reason:
            typeof answer.error === 'string'
              ? answer.error
              : 'the extension answered without a cookie list',
        });
      });
    } catch (error) {
      // An id the browser rejects (no such extension) throws rather than calling back.
      settle({ ok: false, reason: error instanceof Error ? error.message : String(error) });
    }
  });
}

/** Whether the cookies show the person signed in to `site` (spec §9's required cookie). */
export function hasSignIn(site: AgentCookieSite, cookies: LentCookie[]): boolean {
  const required = AGENT_SITE_SIGN_IN[site].cookie;
  return cookies.some((cookie) => cookie.name === required);
}
