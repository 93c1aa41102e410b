// The browser agent's websocket against a real server, Chromium and the fixture sites, in the
// command language (no model configured): who may connect (token, user, origin, revoked
// sessions), the spec's messages and turn states, bad input, a person's message limit across
// their pages, one task at a time, a confirmation answered by button and by typing, Stop, the
// cookie flow (cookie-action, lent cookies checked and kept in the person's browser only), and
// the companion extension's download.
import { unzipSync, strFromU8 } from 'fflate';
import WebSocket from 'ws';
import {
  AGENT_EXTENSION_ID,
  AGENT_PROTOCOL,
  type AgentServerMessage,
} from '@nclude/shared/api-schemas';
import { EXTENSION_ID } from '@nclude/agent-extension';
import { startAgentSites, type AgentSites } from './agent-sites';
import {
  HANG_GUARD_MS,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from './helpers';

interface AgentClient {
  socket: WebSocket;
  received: AgentServerMessage[];
  /** The first message from `from` on that matches, waiting for it. */
  next(
    match: (message: AgentServerMessage) => boolean,
    from?: number,
    timeoutMs?: number,
  ): Promise<AgentServerMessage>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(
  server: TestServer,
  userId: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<AgentClient> {
  const url = `${server.baseUrl.replace('http', 'ws')}/ws/chat/${userId}`;
  const protocols = token ? [AGENT_PROTOCOL, `bearer.${token}`] : [AGENT_PROTOCOL];
  const socket = new WebSocket(url, protocols, { headers });
  const received: AgentServerMessage[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as AgentServerMessage);
    for (const listener of listeners) listener();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: AgentClient = {
    socket,
    received,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (match, from = 0, timeoutMs = HANG_GUARD_MS) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.slice(from).find(match);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no such message in ${JSON.stringify(received.slice(from))}`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

const isStatus = (status: 'processing' | 'ready') => (message: AgentServerMessage) =>
  message.type === 'status' && message.status === status;
const isType =
  <T extends AgentServerMessage['type']>(type: T) =>
  (message: AgentServerMessage) =>
    message.type === type;

describe('the browser agent’s websocket', () => {
  let server: TestServer;
  let sites: AgentSites;
  let member: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    sites = await startAgentSites();
    server = await startTestServer({ AGENT_ALLOW_LOCAL_SITES: 'true', AGENT_MAX_STEPS: '6' });
    member = await signUp(server);
    other = await signUp(server);
  });

  afterAll(async () => {
    await server?.close();
    await sites?.close();
  });

  it('lets in only the token’s own user, from the portal’s pages', async () => {
    await expect(connect(server, member.userId, null)).rejects.toThrow('refused 401');
    await expect(connect(server, member.userId, 'not-a-token')).rejects.toThrow('refused 401');
    await expect(connect(server, other.userId, member.token)).rejects.toThrow('refused 403');
    await expect(
      connect(server, member.userId, member.token, { origin: 'https://evil.example' }),
    ).rejects.toThrow('refused 403');
    const elsewhere = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/ws/other`);
    await expect(
      new Promise((resolve, reject) => {
        elsewhere.once('unexpected-response', (_request, response) => resolve(response.statusCode));
        elsewhere.once('open', () => reject(new Error('opened')));
      }),
    ).resolves.toBe(404);
    const client = await connect(server, member.userId, member.token, {
      origin: server.baseUrl,
    });
    await client.next(isType('hello'));
    expect(client.received[0]).toEqual({ type: 'hello', mode: 'commands' });
    expect(client.received[1]).toEqual({ type: 'status', status: 'ready' });
    client.socket.close();
  });

  it('closes the socket when the session ends, and refuses the dead token after', async () => {
    const person = await signUp(server);
    const client = await connect(server, person.userId, person.token);
    await client.next(isType('hello'));
    expect((await server.post('/v1/api/auth/logout', undefined, person.token)).status).toBe(200);
    expect((await client.closed).code).toBe(4401);
    await expect(connect(server, person.userId, person.token)).rejects.toThrow('refused 401');
  });

  it('answers bad messages with a reason and keeps the connection', async () => {
    const client = await connect(server, member.userId, member.token);
    await client.next(isType('hello'));
    const problems: [unknown, RegExp][] = [
      ['{not json', /not understood/],
      [{ type: 'shout', text: 'hi' }, /not understood/],
      [{ type: 'initial', text: 'x'.repeat(2_001) }, /1 to 2,000 characters/],
      [{ type: 'initial', text: '   ' }, /write your message/],
      [{ type: 'linkedin-cookies', text: '[{"name":"lang","value":"en"}]' }, /LinkedIn sign-in/],
      [{ type: 'linkedin-cookies', text: 'li_at=1' }, /LinkedIn sign-in was not among/],
      [
        {
          type: 'linkedin-cookies',
          text: '[{"name":"lang","value":"en","domain":".linkedin.com"}]',
        },
        /LinkedIn sign-in was not among/,
      ],
    ];
    for (const [message, reason] of problems) {
      const from = client.received.length;
      client.send(message);
      const error = await client.next(isType('error'), from);
      expect(error).toMatchObject({ content: expect.stringMatching(reason) });
    }
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('counts a person’s messages from all their pages together, 60 a minute', async () => {
    const person = await signUp(server);
    const pages = [
      await connect(server, person.userId, person.token),
      await connect(server, person.userId, person.token),
    ];
    const answer = async (page: AgentClient) => {
      const from = page.received.length;
      page.send('{not json');
      return page.next(isType('error'), from);
    };
    for (const page of pages) await page.next(isType('hello'));
    for (let i = 0; i < 60; i++)
      expect(await answer(pages[i % 2]!)).toMatchObject({
        content: expect.stringMatching(/not understood/),
      });
    // Thirty from each page: the next is too many, from either.
    for (const page of pages)
      expect(await answer(page)).toMatchObject({
        content: expect.stringMatching(/too many messages in a minute/),
      });
    // Someone else is counted apart.
    const stranger = await connect(server, other.userId, other.token);
    await stranger.next(isType('hello'));
    expect(await answer(stranger)).toMatchObject({
      content: expect.stringMatching(/not understood/),
    });
    // A minute later the person may write again.
    server.clock.advance(60_000);
    expect(await answer(pages[0]!)).toMatchObject({
      content: expect.stringMatching(/not understood/),
    });
    for (const client of [...pages, stranger]) client.socket.close();
  });

  it('runs a task: processing, a picture of the page, the answer, ready; one task at a time', async () => {
    const client = await connect(server, member.userId, member.token);
    await client.next(isType('hello'));
    const from = client.received.length;
    client.send({ type: 'initial', text: `open ${sites.url}/news then read this page` });
    await client.next(isStatus('processing'), from);
    client.send({ type: 'continuation', text: 'open the shop' });
    expect(await client.next(isType('error'), from)).toMatchObject({
      content: expect.stringMatching(/still working on your last task/),
    });
    await client.next(isStatus('ready'), from + 1);
    const image = client.received.slice(from).find(isType('image'));
    expect(image).toMatchObject({
      content: expect.stringMatching(/^data:image\/jpeg;base64,/),
      alt: expect.stringMatching(/City News/),
    });
    const said = client.received
      .slice(from)
      .filter(isType('message'))
      .map((message) => (message as { content: string }).content)
      .join('\n');
    expect(said).toMatch(/headlines|City News/i);
    client.socket.close();
  });

  it('asks before booking; “Cancel” books nothing, a typed “yes” books', async () => {
    sites.reset();
    const client = await connect(server, member.userId, member.token);
    await client.next(isType('hello'));
    const review = `open ${sites.url}/clinic/review?doctor=${encodeURIComponent(
      'Dr. Meera Rao (General physician)',
    )}&date=${encodeURIComponent('Monday 12 May')}&time=10:00&patient=Asha`;
    let from = client.received.length;
    client.send({ type: 'initial', text: `${review} then click Confirm booking` });
    const question = (await client.next(isType('confirm'), from)) as {
      id: string;
      content: string;
    };
    expect(question.content).toMatch(/Confirm booking/);
    // The box opens for a typed answer while the question waits.
    await client.next(isStatus('ready'), from + 1);
    client.send({ type: 'confirm-answer', id: question.id, approved: false });
    await client.next(isStatus('ready'), client.received.length);
    expect(sites.bookings).toHaveLength(0);

    from = client.received.length;
    client.send({ type: 'continuation', text: `${review} then click Confirm booking` });
    await client.next(isType('confirm'), from);
    const asked = client.received.length;
    client.send({ type: 'continuation', text: 'yes' });
    await client.next(isStatus('ready'), asked + 1);
    expect(sites.bookings).toHaveLength(1);
    expect(sites.bookings[0]).toMatchObject({ patient: 'Asha', time: '10:00' });
    client.socket.close();
  });

  it('stops a task at once', async () => {
    const client = await connect(server, member.userId, member.token);
    await client.next(isType('hello'));
    const from = client.received.length;
    client.send({ type: 'initial', text: `open ${sites.url}/slow?ms=20000` });
    await client.next(isStatus('processing'), from);
    const started = Date.now();
    client.send({ type: 'stop' });
    await client.next(isStatus('ready'), from + 1);
    // Before the 20 s page it cut would have answered.
    expect(Date.now() - started).toBeLessThan(20_000);
    const said = client.received.slice(from).filter(isType('message'));
    expect(said.at(-1)).toMatchObject({ content: expect.stringMatching(/Stopped/) });
    client.socket.close();
  });

  it('asks the page for a site’s sign-in, and takes only a lent sign-in of that site', async () => {
    const person = await signUp(server);
    const client = await connect(server, person.userId, person.token);
    await client.next(isType('hello'));
    const from = client.received.length;
    client.send({ type: 'initial', text: 'open linkedin.com/jobs' });
    const action = await client.next(isType('cookie-action'), from);
    expect(action).toEqual({ type: 'cookie-action', content: 'get-linkedin-cookies' });
    // A cookie of another site is dropped; without li_at the sign-in is refused.
    client.send({
      type: 'linkedin-cookies',
      text: JSON.stringify([
        { name: 'li_at', value: 'secret-one', domain: '.naukri.com', path: '/' },
      ]),
    });
    await client.next(isType('error'), from);
    client.send({
      type: 'linkedin-cookies',
      text: JSON.stringify([
        { name: 'li_at', value: 'secret-two', domain: '.linkedin.com', path: '/', secure: true },
        { name: 'lang', value: 'v=2&lang=en-us', domain: '.linkedin.com', path: '/' },
      ]),
    });
    // Signed in, the agent goes on (the site itself is out of reach here: no network).
    await client.next(isStatus('ready'), from + 1);
    const words = JSON.stringify(client.received.slice(from));
    expect(words).not.toMatch(/secret-two|secret-one/);
    client.socket.close();
  });

  it('offers the companion extension zipped for the portal’s address', async () => {
    const response = await fetch(`${server.baseUrl}/v1/api/agent/extension.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as {
      manifest_version: number;
      externally_connectable: { matches: string[] };
      permissions: string[];
    };
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.externally_connectable.matches).toContain(`${server.baseUrl}/*`);
    expect(manifest.permissions).toEqual(['cookies']);
    // The page names the extension by the id its key gives it.
    expect(AGENT_EXTENSION_ID).toBe(EXTENSION_ID);
  });
});
