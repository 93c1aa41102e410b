// Which addresses the agent's browser may reach. The agent is driven by words from the person and
// by page text (which may be hostile), so every request of a person's browser context — pages,
// frames, scripts, images, fetches, websockets — passes through here: only http(s), never a denied
// host, only allowed hosts when an allow list is set, and never the portal's own machine or network
// (loopback and private addresses only in development, link-local never). The address rules are
// the news fetcher's (server/src/public-fetch.ts), so both refuse the same things.
//
// Chromium resolves names itself, after this check: a name whose DNS answer changes between the two
// lookups (DNS rebinding) could still reach a private address. The short cache below narrows that
// window; closing it fully would need Chromium's own resolver rules.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { BrowserContext, Request, Route, WebSocketRoute } from 'playwright-core';
import { addressProblem } from '../public-fetch';
import type { AgentConfig } from './types';

export type AddressRules = Pick<
  AgentConfig,
  'allowedDomains' | 'deniedDomains' | 'allowLocalSites'
>;

export type AddressVerdict = { allowed: true; url: URL } | { allowed: false; reason: string };

/** How long a host's DNS answer is trusted (short: the check should see what Chromium will see). */
export const DNS_CACHE_MS = 30_000;

/** Resolves a host to all its addresses; replaceable in tests. */
export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** A host name as compared: lower case, without brackets or a trailing dot. */
export function normaliseHost(host: string): string {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare.toLowerCase().replace(/\.$/, '');
}

/** True when `host` is `domain` or one of its subdomains ("m.uber.com" is in "uber.com"). */
export function hostInDomain(host: string, domain: string): boolean {
  const h = normaliseHost(host);
  const d = normaliseHost(domain.replace(/^\*?\./, ''));
  return d !== '' && (h === d || h.endsWith(`.${d}`));
}

/** Parses what a page or the person asked for; the reason is in plain words when it is refused. */
function parse(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `“${clip(raw)}” is not a web address.`;
  }
  // Websockets are judged as the http(s) address they upgrade from.
  if (url.protocol === 'ws:' || url.protocol === 'wss:') {
    url = new URL(url.href.replace(/^ws/, 'http'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `I can't open “${clip(url.protocol, 20)}” addresses; I only use http and https web addresses.`;
  }
  return url;
}

function clip(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Checks addresses against the rules, caching DNS answers briefly. One guard per browser context,
 * so one person's lookups never decide another's.
 */
export class AddressGuard {
  private readonly cache = new Map<string, { at: number; addresses: Promise<string[]> }>();

  constructor(
    private readonly rules: AddressRules,
    private readonly resolve: Resolver = systemResolver,
    private readonly now: () => number = Date.now,
  ) {}

  /** The scheme and the allow and deny lists only (no DNS). */
  checkLists(raw: string): AddressVerdict {
    const url = parse(raw);
    if (typeof url === 'string') return { allowed: false, reason: url };
    const host = normaliseHost(url.hostname);
    const shown = host || clip(raw);
    if (this.rules.deniedDomains.some((domain) => hostInDomain(host, domain))) {
      return {
        allowed: false,
        reason: `I can't open ${shown}: it is on the list of sites I must not use.`,
      };
    }
    if (
      this.rules.allowedDomains.length > 0 &&
      !this.rules.allowedDomains.some((domain) => hostInDomain(host, domain))
    ) {
      return {
        allowed: false,
        reason: `I can't open ${shown}: it is not on the list of sites I may use.`,
      };
    }
    return { allowed: true, url };
  }

  /** The lists, then every address the host resolves to. */
  async check(raw: string): Promise<AddressVerdict> {
    const listed = this.checkLists(raw);
    if (!listed.allowed) return listed;
    const url = listed.url;
    const host = normaliseHost(url.hostname);
    const shown = host || clip(raw);
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = await this.lookup(host);
      } catch {
        return { allowed: false, reason: `I can't open ${shown}: the site could not be found.` };
      }
    }
    if (addresses.length === 0) {
      return { allowed: false, reason: `I can't open ${shown}: the site could not be found.` };
    }
    for (const address of addresses) {
      const problem = addressProblem(address, this.rules.allowLocalSites);
      if (problem) {
        const where = address === host ? `it is ${problem}` : `it leads to ${problem}`;
        return {
          allowed: false,
          reason: `I can't open ${shown}: ${where}, and I only use public sites.`,
        };
      }
    }
    return { allowed: true, url };
  }

  private lookup(host: string): Promise<string[]> {
    const cached = this.cache.get(host);
    if (cached && this.now() - cached.at < DNS_CACHE_MS) return cached.addresses;
    const addresses = this.resolve(host);
    this.cache.set(host, { at: this.now(), addresses });
    // A failed lookup is not remembered: the next request asks again.
    addresses.catch(() => {
      if (this.cache.get(host)?.addresses === addresses) this.cache.delete(host);
    });
    if (this.cache.size > 500) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return addresses;
  }
}

/** Checks one address against the rules (a fresh guard, no shared cache). */
export function checkAddress(
  url: string,
  rules: AddressRules,
  resolve?: Resolver,
): Promise<AddressVerdict> {
  return new AddressGuard(rules, resolve).check(url);
}

/** The requests a context refused, so a tool can say why a page did not open. */
export class RefusalLog {
  private refusals: { url: string; reason: string; navigation: boolean }[] = [];

  record(url: string, reason: string, navigation: boolean): void {
    this.refusals.push({ url, reason, navigation });
    if (this.refusals.length > 50) this.refusals.shift();
  }

  /** Forgets earlier refusals (called as a step starts). */
  clear(): void {
    this.refusals = [];
  }

  /** Why the last main-page navigation since `clear()` was refused, if it was. */
  lastNavigation(): string | null {
    for (let i = this.refusals.length - 1; i >= 0; i--) {
      const refusal = this.refusals[i]!;
      if (refusal.navigation) return refusal.reason;
    }
    return null;
  }

  /** How many requests were refused since `clear()`. */
  get count(): number {
    return this.refusals.length;
  }
}

function isMainNavigation(request: Request): boolean {
  try {
    const frame = request.frame();
    return request.isNavigationRequest() && frame.parentFrame() === null;
  } catch {
    // A request from a service worker has no frame (service workers are blocked anyway).
    return false;
  }
}

/** Routes every request and websocket of `context` through `guard`; refusals go to `log`. */
export async function installGuard(
  context: BrowserContext,
  guard: AddressGuard,
  log: RefusalLog,
): Promise<void> {
  await context.route('**/*', async (route: Route) => {
    const request = route.request();
    const verdict = await guard.check(request.url());
    if (verdict.allowed) {
      await route.continue().catch(() => undefined);
      return;
    }
    log.record(request.url(), verdict.reason, isMainNavigation(request));
    await route.abort('blockedbyclient').catch(() => undefined);
  });
  await context.routeWebSocket(
    () => true,
    async (socket: WebSocketRoute) => {
      const verdict = await guard.check(socket.url());
      if (verdict.allowed) socket.connectToServer();
      else {
        log.record(socket.url(), verdict.reason, false);
        await socket.close({ code: 1008, reason: 'Refused by the agent' }).catch(() => undefined);
      }
    },
  );
}
