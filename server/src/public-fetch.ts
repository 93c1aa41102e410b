// HTTP(S) GETs of addresses others give (news feeds and images, job feeds; the browser agent
// checks its pages the same way). Feed and image addresses are typed by administrators and
// written by publishers, so a fetch must never become a way into the portal's own machine or its
// network (server-side request forgery): every address a request connects to, after DNS and after
// every redirect, has to be public. The check sits in the socket's own DNS lookup, so the address
// checked is the address connected to; a second lookup that DNS rebinding could answer differently
// never happens. Node's http/https are used directly (not fetch) for exactly that hook.
import { lookup as dnsLookup, promises as dnsPromises, type LookupAddress } from 'node:dns';
import {
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import ipaddr from 'ipaddr.js';

export interface FetchOptions {
  /**
   * True only for sources an administrator marked local (development and tests): loopback and
   * private-network addresses may then be reached. Link-local (cloud metadata), unspecified,
   * multicast and reserved addresses stay refused even then.
   */
  allowLocal: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. If-None-Match, If-Modified-Since, Accept. */
  headers?: Record<string, string>;
  /** The whole fetch, redirects and body included. */
  timeoutMs?: number;
  /** Largest body accepted, counted after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
}

/**
 * A completed fetch: a 2xx with its body, or a 304 (Not Modified) with an empty one. Every other
 * status is thrown: 408, 429 and 5xx as FetchFailed (try later), the rest as FetchRefused.
 */
export interface FetchResult {
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** The address that answered, after redirects. */
  url: string;
}

/** A fetch that will not work as it is (asking again later will not help). */
export class FetchRefused extends Error {
  override readonly name = 'FetchRefused';
  /** The HTTP status, when the refusal is the server's answer. */
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

/** A fetch that failed this time (network, timeout, an overloaded server): worth trying later. */
export class FetchFailed extends Error {
  override readonly name = 'FetchFailed';
  readonly status: number | null;
  /** The server's Retry-After, in seconds, when it sent one. */
  readonly retryAfterSeconds: number | null;
  constructor(
    message: string,
    status: number | null = null,
    retryAfterSeconds: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const FETCH_TIMEOUT_MS = 20_000;
export const FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 5;

const USER_AGENT = 'Nclude-News/1.0 (accessible news reader)';
const DEFAULT_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers that must not follow a redirect to another origin. */
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
/** Headers the fetch owns: a caller's value would break framing or the decompression below. */
const OWNED_HEADERS = [
  'host',
  'accept-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
];

// Ranges a local source may reach; everything else that is not public unicast is refused always.
const LOCAL_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

const RANGE_DESCRIPTIONS: Record<string, string> = {
  loopback: 'a loopback address (this computer)',
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  carrierGradeNat: 'a shared (carrier-grade NAT) network address',
  linkLocal: 'a link-local address (where cloud metadata services live)',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  invalid: 'not a valid IP address',
};

/** The IPv4 address carried in the last 32 bits of an IPv6 address. */
function embeddedIPv4(parts: readonly number[], high: number, low: number): string {
  const a = parts[high] ?? 0;
  const b = parts[low] ?? 0;
  return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
}

/**
 * The special-purpose range an address is in ('unicast' when it is an ordinary public one).
 * IPv6 forms that carry an IPv4 address (mapped, translated, NAT64, 6to4) are judged by that
 * address, so ::ffff:127.0.0.1 is loopback; IPv6 outside global unicast (2000::/3) is reserved.
 */
export function addressRange(ip: string): string {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return 'invalid';
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') return (address as ipaddr.IPv4).range();
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  const parts = v6.parts;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return addressRange(embeddedIPv4(parts, 6, 7));
    case 'rfc6052':
      // 64:ff9b::/96 is the well-known NAT64 prefix; 64:ff9b:1::/48 is for local networks only.
      return parts[2] === 0 ? addressRange(embeddedIPv4(parts, 6, 7)) : 'private';
    case '6to4':
      return addressRange(embeddedIPv4(parts, 1, 2));
    case 'unicast': {
      const first = parts[0] ?? 0;
      return first >= 0x2000 && first <= 0x3fff ? 'unicast' : 'reserved';
    }
    default:
      return range;
  }
}

/** True for an ordinary public unicast address: the only kind a non-local source may reach. */
export function isPublicAddress(ip: string): boolean {
  return addressRange(ip) === 'unicast';
}

/** Why this address may not be reached (plain words for the admin page), or null if it may. */
export function addressProblem(ip: string, allowLocal: boolean): string | null {
  const range = addressRange(ip);
  if (range === 'unicast' || (allowLocal && LOCAL_RANGES.has(range))) return null;
  return RANGE_DESCRIPTIONS[range] ?? 'a reserved, special-purpose address';
}

function refusedAddress(ip: string, problem: string, host: string | null): FetchRefused {
  const subject = host ? `${host} resolves to ${ip},` : `The address ${ip} is`;
  return new FetchRefused(`${subject} ${problem}; only public addresses are fetched.`);
}

/**
 * The socket's DNS lookup: resolves once, refuses the host when any of its addresses may not be
 * reached (a name with one public and one private address is refused, not half-trusted), and
 * hands the checked addresses to the connection.
 */
function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { family: options.family, hints: options.hints, all: true },
      (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
        if (error) return callback(error, '');
        if (addresses.length === 0) {
          const none: NodeJS.ErrnoException = new Error(`${hostname} has no addresses`);
          none.code = 'ENOTFOUND';
          return callback(none, '');
        }
        for (const { address } of addresses) {
          const problem = addressProblem(address, allowLocal);
          if (problem) return callback(refusedAddress(address, problem, hostname), '');
        }
        if (options.all) return callback(null, addresses);
        const first = addresses[0]!;
        return callback(null, first.address, first.family);
      },
    );
  };
}

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** An address as shown in messages: never with its user name or password. */
function shown(url: URL): string {
  if (!url.username && !url.password) return clip(url.href);
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return clip(copy.href);
}

/** The URL if it may be requested at all; IP literals are checked here (they skip DNS). */
function checkTarget(raw: string, allowLocal: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused(`"${clip(raw)}" is not a valid web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefused(
      `${shown(url)} is not a web address; only http and https addresses are fetched.`,
    );
  }
  if (url.username || url.password) {
    throw new FetchRefused(
      `The address for ${url.host} includes a user name or password; addresses with credentials are not fetched.`,
    );
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host)) {
    const problem = addressProblem(host, allowLocal);
    if (problem) throw refusedAddress(host, problem, null);
  }
  return url;
}

/**
 * Why `url` may not be fetched as things stand (a bad address, or a host resolving to an address
 * it may not reach), or null: the check made when an address is saved, so that a source on this
 * machine or its network is refused then and not only at its first poll. A name that does not
 * resolve now is no refusal (the polls report it, and it may resolve later).
 */
export async function addressRefusal(url: string, allowLocal: boolean): Promise<string | null> {
  let target: URL;
  try {
    target = checkTarget(url, allowLocal);
  } catch (error) {
    return (error as Error).message;
  }
  const host = target.hostname;
  if (host.startsWith('[') || isIP(host)) return null;
  const addresses = await dnsPromises.lookup(host, { all: true }).catch(() => []);
  for (const { address } of addresses) {
    const problem = addressProblem(address, allowLocal);
    if (problem) return refusedAddress(address, problem, host).message;
  }
  return null;
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, one);
      } catch {
        // A value Headers cannot hold (a stray control character): nothing the caller needs.
      }
    }
  }
  return headers;
}

/** Retry-After as seconds (it may be a number of seconds or an HTTP date), capped at a day. */
function retryAfter(value: string | undefined): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  const seconds = /^\d+$/.test(trimmed)
    ? Number(trimmed)
    : Math.ceil((Date.parse(trimmed) - Date.now()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(seconds, 86_400);
}

function statusText(res: IncomingMessage): string {
  const status = res.statusCode ?? 0;
  return res.statusMessage ? `${status} (${res.statusMessage})` : String(status);
}

/** A size in words: "5 MiB", "1.5 MiB", "64 KiB", "512 bytes". */
function size(bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'MiB']
      : bytes >= 1024
        ? [bytes / 1024, 'KiB']
        : [bytes, 'bytes'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

/** A network error in words for the admin page, as a transient failure. */
function networkFailure(error: unknown, host: string): FetchFailed | FetchRefused {
  if (error instanceof FetchRefused || error instanceof FetchFailed) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code ?? '';
  const detail = error instanceof Error ? error.message : String(error);
  let message: string;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NODATA':
    case 'EAI_NONAME':
      message = `The host ${host} could not be found (DNS: ${code}).`;
      break;
    case 'ECONNREFUSED':
      message = `The server at ${host} refused the connection.`;
      break;
    case 'ECONNRESET':
    case 'EPIPE':
      message = `The connection to ${host} was cut off before the answer arrived.`;
      break;
    case 'ETIMEDOUT':
    case 'ENETUNREACH':
    case 'EHOSTUNREACH':
    case 'ENETDOWN':
    case 'EHOSTDOWN':
      message = `${host} could not be reached (${code}).`;
      break;
    default:
      if (code.startsWith('HPE_')) message = `${host} sent an answer that is not valid HTTP.`;
      else if (/CERT|SSL|TLS/i.test(code))
        message = `The secure (https) connection to ${host} failed: ${detail}.`;
      else message = `Fetching from ${host} failed: ${detail}.`;
  }
  return new FetchFailed(message, null, null, { cause: error });
}

interface HopContext {
  allowLocal: boolean;
  signal: AbortSignal;
  headers: Record<string, string>;
  maxBytes: number;
}

type Hop = { redirect: string } | { result: FetchResult };

/** One request: resolves to a redirect to follow or the final result; rejects otherwise. */
function requestOnce(url: URL, context: HopContext): Promise<Hop> {
  const host = url.host;
  return new Promise<Hop>((resolve, reject) => {
    let settled = false;
    let request: ClientRequest | null = null;
    let response: IncomingMessage | null = null;
    let decoder: Readable | null = null;
    const finish = () => {
      settled = true;
      context.signal.removeEventListener('abort', onAbort);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      finish();
      decoder?.destroy();
      response?.destroy();
      request?.destroy();
      reject(error);
    };
    const succeed = (hop: Hop) => {
      if (settled) return;
      finish();
      resolve(hop);
    };
    const onAbort = () => fail(context.signal.reason);

    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    try {
      // agent: false — a pooled socket opened for a local source must never serve a public one.
      request = send(url, {
        method: 'GET',
        headers: context.headers,
        agent: false,
        lookup: guardedLookup(context.allowLocal),
      });
    } catch (error) {
      // Node checks header names and values as the request is made.
      fail(new FetchRefused(`The request could not be made: ${(error as Error).message}`));
      return;
    }
    context.signal.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => fail(networkFailure(error, host)));
    request.on('response', (res) => {
      response = res;
      res.on('error', (error) => fail(networkFailure(error, host)));
      const status = res.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        const location = res.headers.location;
        res.destroy();
        if (!location) {
          fail(
            new FetchRefused(`${host} answered ${statusText(res)}, a redirect to nowhere.`, status),
          );
        } else succeed({ redirect: location });
        return;
      }
      if (status === 304) {
        res.destroy();
        succeed({
          result: {
            status,
            headers: toHeaders(res.headers),
            body: new Uint8Array(0),
            url: url.href,
          },
        });
        return;
      }
      if (status === 408 || status === 429 || status >= 500) {
        fail(
          new FetchFailed(
            `${host} answered ${statusText(res)}; it will be tried again later.`,
            status,
            retryAfter(res.headers['retry-after']),
          ),
        );
        return;
      }
      if (status < 200 || status >= 300) {
        const hint =
          status === 404 || status === 410
            ? ' The address may be wrong, or the feed was removed.'
            : status === 401 || status === 403
              ? ' The site does not let the portal read it.'
              : '';
        fail(new FetchRefused(`${host} answered ${statusText(res)}.${hint}`, status));
        return;
      }

      const tooLarge = () =>
        new FetchRefused(
          `The answer from ${host} is larger than ${size(context.maxBytes)}; larger ones are not fetched.`,
        );
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > context.maxBytes) return fail(tooLarge());

      const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
      let body: Readable = res;
      if (encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate') {
        decoder = res.pipe(createUnzip());
      } else if (encoding === 'br') {
        decoder = res.pipe(createBrotliDecompress());
      } else if (encoding !== 'identity' && encoding !== '') {
        return fail(
          new FetchRefused(
            `${host} sent its answer compressed as "${encoding}", which was not asked for.`,
          ),
        );
      }
      if (decoder) {
        body = decoder;
        decoder.on('error', (error) =>
          fail(
            new FetchFailed(`The answer from ${host} could not be decompressed.`, null, null, {
              cause: error,
            }),
          ),
        );
      }
      // Counted as it arrives (after decompression, so a small compressed bomb is caught too).
      const chunks: Buffer[] = [];
      let total = 0;
      body.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > context.maxBytes) fail(tooLarge());
        else chunks.push(chunk);
      });
      body.on('end', () => {
        if (!res.complete) {
          fail(new FetchFailed(`The connection to ${host} was cut off before the answer arrived.`));
          return;
        }
        succeed({
          result: {
            status,
            headers: toHeaders(res.headers),
            body: new Uint8Array(Buffer.concat(chunks, total)),
            url: url.href,
          },
        });
      });
    });
    request.end();
  });
}

/**
 * GET `url`, reaching only public addresses unless `allowLocal`. Redirects are followed by hand,
 * each hop checked like the first. Resolves for 2xx (with the body) and 304 (empty body); throws
 * FetchRefused for what will not work as it is (a bad scheme, credentials in the address, a
 * non-public address, too large, too many redirects, other 4xx) and FetchFailed for what may work
 * later (DNS, connection, timeout, 408, 429, 5xx). An abort of `signal` rejects with its reason.
 */
export async function fetchPublic(url: string, options: FetchOptions): Promise<FetchResult> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? FETCH_MAX_REDIRECTS;
  if (options.signal?.aborted) throw options.signal.reason;

  const headers: Record<string, string> = { 'user-agent': USER_AGENT, accept: DEFAULT_ACCEPT };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  for (const name of OWNED_HEADERS) delete headers[name];
  headers['accept-encoding'] = 'gzip, deflate, br';

  let target = checkTarget(url, options.allowLocal);
  let redirectedFrom = target.host;
  const controller = new AbortController();
  const seconds = timeoutMs / 1000;
  const timer = setTimeout(
    () =>
      controller.abort(
        new FetchFailed(
          `No complete answer came from ${target.host} within ${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} seconds.`,
        ),
      ),
    timeoutMs,
  );
  const forward = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forward, { once: true });
  try {
    for (let hops = 0; ; hops++) {
      let hop: Hop;
      try {
        hop = await requestOnce(target, {
          allowLocal: options.allowLocal,
          signal: controller.signal,
          headers,
          maxBytes,
        });
      } catch (error) {
        // A host that resolved to a refused address after a redirect: say where the chain went.
        if (hops > 0 && error instanceof FetchRefused && error.status === null) {
          throw new FetchRefused(
            `${redirectedFrom} redirected to ${shown(target)}. ${error.message}`,
          );
        }
        throw error;
      }
      if ('result' in hop) return hop.result;
      if (hops >= maxRedirects) {
        throw new FetchRefused(
          `${target.host} redirected more than ${maxRedirects} times; the chain was not followed further.`,
        );
      }
      let next: URL;
      try {
        next = new URL(hop.redirect, target);
      } catch {
        throw new FetchRefused(
          `${target.host} redirected to "${clip(hop.redirect)}", which is not a valid address.`,
        );
      }
      try {
        next = checkTarget(next.href, options.allowLocal);
      } catch (error) {
        throw error instanceof FetchRefused
          ? new FetchRefused(`${target.host} redirected to ${shown(next)}. ${error.message}`)
          : error;
      }
      if (next.origin !== target.origin) {
        for (const name of ORIGIN_BOUND_HEADERS) delete headers[name];
      }
      redirectedFrom = target.host;
      target = next;
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forward);
  }
}
