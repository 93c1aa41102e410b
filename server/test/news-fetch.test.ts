// Fetching feeds and images (server/src/public-fetch.ts) against a real HTTP server on loopback: only
// public addresses unless the source is marked local (loopback and private ranges refused, by
// address and by name after DNS), redirects checked hop by hop and capped, size and time limits,
// conditional requests, and how server and network failures are reported.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import {
  addressProblem,
  addressRange,
  fetchPublic,
  FetchFailed,
  FetchRefused,
  isPublicAddress,
  type FetchOptions,
} from '../src/public-fetch';

const FEED =
  '<?xml version="1.0"?><rss version="2.0"><channel><title>Local</title></channel></rss>';
const ETAG = '"v1"';
const LOCAL: FetchOptions = { allowLocal: true };

let server: Server;
let port: number;
let base: string;

function route(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  if (path === '/feed') {
    if (req.headers['if-none-match'] === ETAG) {
      res.writeHead(304, { etag: ETAG }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/rss+xml', etag: ETAG }).end(FEED);
  } else if (path === '/headers') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers));
  } else if (path === '/gzip') {
    res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(FEED));
  } else if (path === '/bomb') {
    // 1 KiB on the wire, 8 MiB once unpacked.
    res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(8 * 1024 * 1024)));
  } else if (path === '/big') {
    res.writeHead(200, { 'content-length': String(2048) }).end(Buffer.alloc(2048, 'a'));
  } else if (path === '/big-chunked') {
    // No length announced: the cap has to be found by counting.
    res.writeHead(200);
    const chunk = Buffer.alloc(256, 'b');
    let sent = 0;
    const timer = setInterval(() => {
      if (res.destroyed || sent >= 64) {
        clearInterval(timer);
        if (!res.destroyed) res.end();
        return;
      }
      res.write(chunk);
      sent++;
    }, 1);
  } else if (path === '/never') {
    // Headers never come.
  } else if (path === '/stall') {
    res.writeHead(200, { 'content-length': '100' });
    res.write('only part of the body');
  } else if (path === '/cut') {
    res.writeHead(200, { 'content-length': '100' });
    res.write('only part of the body', () => res.socket?.destroy());
  } else if (path === '/error') {
    res.writeHead(500).end('oops');
  } else if (path === '/busy') {
    res.writeHead(429, { 'retry-after': '120' }).end();
  } else if (path === '/missing') {
    res.writeHead(404).end('not here');
  } else if (path.startsWith('/hop/')) {
    const left = Number(path.slice(5));
    res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/feed' }).end();
  } else if (path === '/loop') {
    res.writeHead(301, { location: '/loop' }).end();
  } else if (path === '/redirect') {
    const to = url.searchParams.get('to') ?? '';
    res.writeHead(307, { location: to.replace('PORT', String(port)) }).end();
  } else if (path === '/redirect-nowhere') {
    res.writeHead(302).end();
  } else {
    res.writeHead(404).end();
  }
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function refusal(promise: Promise<unknown>): Promise<FetchRefused> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FetchRefused))
    throw new Error(`expected FetchRefused, got ${String(error)}`);
  return error;
}

async function failure(promise: Promise<unknown>): Promise<FetchFailed> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FetchFailed))
    throw new Error(`expected FetchFailed, got ${String(error)}`);
  return error;
}

describe('the address check', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    // NAT64 and 6to4 forms of 8.8.8.8.
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
    expect(addressProblem(ip, false)).toBeNull();
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.5.5.5', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a00:1::1', 'private'],
    ['2001::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    // The deprecated IPv4-compatible form: outside global unicast, so never public.
    ['::7f00:2', 'reserved'],
    ['not an address', 'invalid'],
  ])('%s is not public (%s)', (ip, range) => {
    expect(addressRange(ip)).toBe(range);
    expect(isPublicAddress(ip)).toBe(false);
    expect(addressProblem(ip, false)).not.toBeNull();
  });

  it('lets a local source reach loopback and private networks, but never metadata or unspecified addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.5',
      '192.168.1.1',
      '172.16.0.1',
      'fd00::1',
      '::1',
      '100.64.0.1',
    ])
      expect(addressProblem(ip, true)).toBeNull();
    for (const ip of [
      '169.254.169.254',
      'fe80::1',
      '0.0.0.0',
      '::',
      '224.0.0.1',
      '255.255.255.255',
    ])
      expect(addressProblem(ip, true)).not.toBeNull();
  });
});

describe('refusals before anything is sent', () => {
  it('refuses loopback without allowLocal, by address and by name', async () => {
    expect((await refusal(fetchPublic(`${base}/feed`, { allowLocal: false }))).message).toBe(
      'The address 127.0.0.1 is a loopback address (this computer); only public addresses are fetched.',
    );
    // "localhost" goes through DNS: the check is in the connection's own lookup.
    expect(
      (await refusal(fetchPublic(`http://localhost:${port}/feed`, { allowLocal: false }))).message,
    ).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address \(this computer\); only public addresses are fetched\.$/,
    );
    for (const url of [
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://0x7f.1/',
    ])
      expect((await refusal(fetchPublic(url, { allowLocal: false }))).message).toMatch(
        /loopback address/,
      );
  });

  it('refuses private, link-local and other special addresses', async () => {
    const cases: [string, RegExp][] = [
      [
        'http://10.0.0.5/feed',
        /^The address 10\.0\.0\.5 is a private network address; only public addresses are fetched\.$/,
      ],
      ['http://192.168.0.10/', /192\.168\.0\.10 is a private network address/],
      ['http://172.16.4.4/', /172\.16\.4\.4 is a private network address/],
      ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a link-local address/],
      ['http://[fc00::1]/', /fc00::1 is a private network address/],
      ['http://0.0.0.0/', /0\.0\.0\.0 is an unspecified address/],
    ];
    for (const [url, message] of cases) {
      expect((await refusal(fetchPublic(url, { allowLocal: false }))).message).toMatch(message);
    }
    // Even a local source never reaches a cloud metadata service.
    expect((await refusal(fetchPublic('http://169.254.169.254/', LOCAL))).message).toMatch(
      /link-local/,
    );
  });

  it('refuses other schemes, credentials and addresses that are not URLs', async () => {
    expect((await refusal(fetchPublic('ftp://files.example.org/feed.xml', LOCAL))).message).toBe(
      'ftp://files.example.org/feed.xml is not a web address; only http and https addresses are fetched.',
    );
    expect((await refusal(fetchPublic('file:///etc/passwd', LOCAL))).message).toMatch(
      /not a web address/,
    );
    const credentials = await refusal(
      fetchPublic(`http://admin:secret@127.0.0.1:${port}/feed`, LOCAL),
    );
    expect(credentials.message).toBe(
      `The address for 127.0.0.1:${port} includes a user name or password; addresses with credentials are not fetched.`,
    );
    expect(credentials.message).not.toContain('secret');
    expect((await refusal(fetchPublic('not a url', LOCAL))).message).toBe(
      '"not a url" is not a valid web address.',
    );
  });
});

describe('fetching from a local source', () => {
  it('fetches with allowLocal and gives status, headers, body and address', async () => {
    const result = await fetchPublic(`${base}/feed`, LOCAL);
    expect(result.status).toBe(200);
    expect(result.headers.get('etag')).toBe(ETAG);
    expect(result.headers.get('content-type')).toBe('application/rss+xml');
    expect(Buffer.from(result.body).toString()).toBe(FEED);
    expect(result.url).toBe(`${base}/feed`);
  });

  it('sends its own user agent and the caller headers, and owns accept-encoding', async () => {
    const result = await fetchPublic(`${base}/headers`, {
      ...LOCAL,
      headers: { Accept: 'application/json', 'Accept-Encoding': 'zstd', 'X-Test': 'yes' },
    });
    const sent = JSON.parse(Buffer.from(result.body).toString()) as Record<string, string>;
    expect(sent['user-agent']).toMatch(/^Nclude-News\//);
    expect(sent.accept).toBe('application/json');
    expect(sent['accept-encoding']).toBe('gzip, deflate, br');
    expect(sent['x-test']).toBe('yes');
  });

  it('answers 304 with an empty body to a matching If-None-Match', async () => {
    const result = await fetchPublic(`${base}/feed`, {
      ...LOCAL,
      headers: { 'If-None-Match': ETAG },
    });
    expect(result.status).toBe(304);
    expect(result.body).toHaveLength(0);
    expect(result.headers.get('etag')).toBe(ETAG);
  });

  it('decompresses gzip', async () => {
    const result = await fetchPublic(`${base}/gzip`, LOCAL);
    expect(Buffer.from(result.body).toString()).toBe(FEED);
  });
});

describe('redirects', () => {
  it('follows relative redirects and reports the final address', async () => {
    const result = await fetchPublic(`${base}/hop/2`, LOCAL);
    expect(result.status).toBe(200);
    expect(result.url).toBe(`${base}/feed`);
  });

  it('caps the number of redirects', async () => {
    expect(
      (await refusal(fetchPublic(`${base}/loop`, { ...LOCAL, maxRedirects: 3 }))).message,
    ).toBe(`127.0.0.1:${port} redirected more than 3 times; the chain was not followed further.`);
    expect(
      (await refusal(fetchPublic(`${base}/hop/5`, { ...LOCAL, maxRedirects: 5 }))).message,
    ).toMatch(/more than 5 times/);
    expect((await fetchPublic(`${base}/hop/4`, { ...LOCAL, maxRedirects: 5 })).status).toBe(200);
  });

  it('checks every hop: other schemes, credentials and forbidden addresses are refused', async () => {
    const to = (target: string) => `${base}/redirect?to=${encodeURIComponent(target)}`;
    expect((await refusal(fetchPublic(to('ftp://files.example.org/x'), LOCAL))).message).toBe(
      `127.0.0.1:${port} redirected to ftp://files.example.org/x. ftp://files.example.org/x is not a web address; only http and https addresses are fetched.`,
    );
    expect((await refusal(fetchPublic(to('javascript:alert(1)'), LOCAL))).message).toMatch(
      /not a web address/,
    );
    expect(
      (await refusal(fetchPublic(to('http://169.254.169.254/latest/meta-data/'), LOCAL))).message,
    ).toBe(
      `127.0.0.1:${port} redirected to http://169.254.169.254/latest/meta-data/. The address 169.254.169.254 is a link-local address (where cloud metadata services live); only public addresses are fetched.`,
    );
    expect((await refusal(fetchPublic(to('http://0.0.0.0:PORT/feed'), LOCAL))).message).toMatch(
      /unspecified address/,
    );
    const withCredentials = await refusal(
      fetchPublic(to('http://user:pw@127.0.0.1:PORT/feed'), LOCAL),
    );
    expect(withCredentials.message).toMatch(/includes a user name or password/);
    expect(withCredentials.message).not.toContain('pw@');
  });

  it('refuses a redirect without a Location', async () => {
    const error = await refusal(fetchPublic(`${base}/redirect-nowhere`, LOCAL));
    expect(error.status).toBe(302);
    expect(error.message).toMatch(/a redirect to nowhere/);
  });
});

describe('limits', () => {
  it('refuses a body larger than maxBytes, announced or not', async () => {
    expect((await refusal(fetchPublic(`${base}/big`, { ...LOCAL, maxBytes: 1024 }))).message).toBe(
      `The answer from 127.0.0.1:${port} is larger than 1 KiB; larger ones are not fetched.`,
    );
    expect(
      (await refusal(fetchPublic(`${base}/big-chunked`, { ...LOCAL, maxBytes: 4096 }))).message,
    ).toMatch(/is larger than/);
    expect(
      (await fetchPublic(`${base}/big-chunked`, { ...LOCAL, maxBytes: 64 * 256 })).body,
    ).toHaveLength(64 * 256);
  });

  it('counts bytes after decompression', async () => {
    expect(
      (await refusal(fetchPublic(`${base}/bomb`, { ...LOCAL, maxBytes: 1024 * 1024 }))).message,
    ).toMatch(/is larger than 1 MiB/);
  });

  it('gives up on a server that never answers, or stops halfway', async () => {
    const never = await failure(fetchPublic(`${base}/never`, { ...LOCAL, timeoutMs: 300 }));
    expect(never.message).toBe(
      `No complete answer came from 127.0.0.1:${port} within 0.3 seconds.`,
    );
    const stall = await failure(fetchPublic(`${base}/stall`, { ...LOCAL, timeoutMs: 300 }));
    expect(stall.message).toMatch(/within 0\.3 seconds/);
  });

  it('stops when the caller aborts, with the abort reason', async () => {
    const controller = new AbortController();
    const reason = new Error('shutting down');
    setTimeout(() => controller.abort(reason), 50);
    await expect(
      fetchPublic(`${base}/never`, { ...LOCAL, signal: controller.signal }),
    ).rejects.toBe(reason);
    await expect(
      fetchPublic(`${base}/feed`, { ...LOCAL, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
  });
});

describe('failures', () => {
  it('reports 5xx and 429 as transient, with the status and Retry-After', async () => {
    const error = await failure(fetchPublic(`${base}/error`, LOCAL));
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      `127.0.0.1:${port} answered 500 (Internal Server Error); it will be tried again later.`,
    );
    const busy = await failure(fetchPublic(`${base}/busy`, LOCAL));
    expect(busy.status).toBe(429);
    expect(busy.retryAfterSeconds).toBe(120);
  });

  it('reports other 4xx as refused, with the status', async () => {
    const error = await refusal(fetchPublic(`${base}/missing`, LOCAL));
    expect(error.status).toBe(404);
    expect(error.message).toBe(
      `127.0.0.1:${port} answered 404 (Not Found). The address may be wrong, or the feed was removed.`,
    );
  });

  it('reports a refused connection and a cut connection as transient', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect((await failure(fetchPublic(`http://127.0.0.1:${closedPort}/feed`, LOCAL))).message).toBe(
      `The server at 127.0.0.1:${closedPort} refused the connection.`,
    );
    expect((await failure(fetchPublic(`${base}/cut`, LOCAL))).message).toBe(
      `The connection to 127.0.0.1:${port} was cut off before the answer arrived.`,
    );
  });

  it('reports a host that does not exist as transient', async () => {
    // .invalid never resolves (RFC 2606).
    expect((await failure(fetchPublic('http://no-such-host.invalid/feed', LOCAL))).message).toMatch(
      /^The host no-such-host\.invalid could not be found \(DNS: E[A-Z_]+\)\.$/,
    );
  });
});
