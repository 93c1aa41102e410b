// The sign-in of the five cookie sites: which site a host belongs to, and the cookies the person's
// browser extension lends, checked and converted for Playwright.
import type { BrowserContext } from 'playwright-core';
import { AGENT_SITE_SIGN_IN, AGENT_COOKIE_SITES } from '@nclude/shared/api-schemas';
import { hostInDomain } from '../guard';
import type { CookieSite, LentCookie } from '../types';

/** The cookie site a host belongs to (linkedin.com and its subdomains…), if any. */
export function cookieSiteOf(host: string): CookieSite | null {
  for (const site of AGENT_COOKIE_SITES) {
    if (AGENT_SITE_SIGN_IN[site].domains.some((domain) => hostInDomain(host, domain))) return site;
  }
  return null;
}

export type PlaywrightCookie = Parameters<BrowserContext['addCookies']>[0][number];

/**
 * The extension's cookies as Playwright adds them, only those of `site`'s domains; expired and
 * malformed ones are dropped. SameSite=None needs Secure in Chromium, so an insecure "no
 * restriction" cookie is kept as Lax.
 */
export function toPlaywrightCookies(
  site: CookieSite,
  cookies: readonly LentCookie[],
  nowSeconds = Date.now() / 1000,
): PlaywrightCookie[] {
  const domains = AGENT_SITE_SIGN_IN[site].domains;
  const converted: PlaywrightCookie[] = [];
  for (const cookie of cookies) {
    if (typeof cookie !== 'object' || cookie === null) continue;
    const { name, value, domain } = cookie;
    if (typeof name !== 'string' || typeof value !== 'string' || typeof domain !== 'string')
      continue;
    if (name === '' || /[\s;=,]/.test(name) || /[;\r\n]/.test(value)) continue;
    const bare = domain.replace(/^\./, '');
    if (bare === '' || !domains.some((allowed) => hostInDomain(bare, allowed))) continue;
    const expires = typeof cookie.expirationDate === 'number' ? cookie.expirationDate : -1;
    if (expires !== -1 && expires <= nowSeconds) continue;
    const secure = cookie.secure === true;
    const sameSite =
      cookie.sameSite === 'strict'
        ? 'Strict'
        : cookie.sameSite === 'no_restriction' && secure
          ? 'None'
          : 'Lax';
    converted.push({
      name,
      value,
      domain: domain.toLowerCase(),
      path: typeof cookie.path === 'string' && cookie.path.startsWith('/') ? cookie.path : '/',
      expires,
      httpOnly: cookie.httpOnly === true,
      secure,
      sameSite,
    });
  }
  return converted;
}
