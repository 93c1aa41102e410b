import { io as connect, type Socket } from 'socket.io-client';
import {
  createAccount,
  engineName,
  logIn,
  startTestServer,
  ADMIN_PASSWORD,
  type TestServer,
} from './helpers';

function open(server: TestServer, token?: string): Socket {
  return connect(server.baseUrl, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid token')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function nextUserIdEvent(socket: Socket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no userIdEvent within 15 s')), 15_000);
    socket.once('userIdEvent', (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function adminLogin(server: TestServer): Promise<{ token: string; userId: string }> {
  const response = await server.post('/v1/api/auth/login', {
    email: 'admin@nclude.local',
    password: ADMIN_PASSWORD,
  });
  expect(response.status).toBe(200);
  return { token: response.body.token as string, userId: response.body.userId as string };
}

describe(`session channel over socket.io (${engineName()})`, () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a connection without a token, with garbage, or with a revoked token', async () => {
    expect(await refused(track(open(server)))).toBe('unauthorized');
    expect(await refused(track(open(server, 'garbage')))).toBe('unauthorized');
    const { token } = await adminLogin(server);
    await server.post('/v1/api/auth/logout', undefined, token);
    expect(await refused(track(open(server, token)))).toBe('unauthorized');
  });

  it('single-session policy: a new sign-in revokes the old token and sends userIdEvent to its socket', async () => {
    const first = await adminLogin(server);
    const oldSocket = track(open(server, first.token));
    await connected(oldSocket);
    const event = nextUserIdEvent(oldSocket);

    const second = await adminLogin(server);
    expect(await event).toBe(first.userId);
    expect((await server.get('/v1/api/auth/session', first.token)).status).toBe(401);
    expect((await server.get('/v1/api/auth/session', second.token)).status).toBe(200);

    // The new session's socket connects and is not told to log out.
    const newSocket = track(open(server, second.token));
    await connected(newSocket);
    expect(newSocket.connected).toBe(true);
  });

  it('logout tells the sockets of that session (other tabs) to log out', async () => {
    const { token, userId } = await adminLogin(server);
    const socket = track(open(server, token));
    await connected(socket);
    const event = nextUserIdEvent(socket);
    await server.post('/v1/api/auth/logout', undefined, token);
    expect(await event).toBe(userId);
  });
});

describe(`multiple-session policy (${engineName()})`, () => {
  it('keeps earlier sessions alive', async () => {
    const server = await startTestServer({ SESSION_POLICY: 'multiple' });
    try {
      const first = await adminLogin(server);
      const second = await adminLogin(server);
      expect((await server.get('/v1/api/auth/session', first.token)).status).toBe(200);
      expect((await server.get('/v1/api/auth/session', second.token)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** The payloads of `event` the socket receives from now on. */
function collect(socket: Socket, event: string): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

function nextEvent(socket: Socket, event: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 15 s`)), 15_000);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe(`per-user channel: app.realtime.toUser (${engineName()})`, () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    // Two live sessions of one user: the event must reach both.
    server = await startTestServer({ SESSION_POLICY: 'multiple' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server.close();
  });

  it("reaches every socket of every session of the user, and nobody else's", async () => {
    const alice = await createAccount(server, 'user', 'alice-rt@example.org');
    const secondToken = await logIn(server, 'alice-rt@example.org', alice.password);
    const bob = await createAccount(server, 'user', 'bob-rt@example.org');

    const tabOne = track(open(server, alice.token));
    const tabTwo = track(open(server, alice.token));
    const otherSession = track(open(server, secondToken));
    const bobSocket = track(open(server, bob.token));
    await Promise.all([tabOne, tabTwo, otherSession, bobSocket].map(connected));
    const bobGot = collect(bobSocket, 'jobUpdate');
    const aliceLoggedOut = collect(tabOne, 'userIdEvent');

    const events = [tabOne, tabTwo, otherSession].map((s) => nextEvent(s, 'jobUpdate'));
    server.app.realtime.toUser(alice.userId, 'jobUpdate', { jobId: 'j1', state: 'done' });
    expect(await Promise.all(events)).toEqual([
      { jobId: 'j1', state: 'done' },
      { jobId: 'j1', state: 'done' },
      { jobId: 'j1', state: 'done' },
    ]);

    // Bob's socket got none of it: packets to one socket arrive in order, so Alice's event,
    // had it been sent to Bob, would come before this one.
    const ping = nextEvent(bobSocket, 'jobUpdate');
    server.app.realtime.toUser(bob.userId, 'jobUpdate', 'for bob');
    expect(await ping).toBe('for bob');
    expect(bobGot).toEqual(['for bob']);
    expect(aliceLoggedOut).toEqual([]);
  });

  it('stops reaching a session once it has ended', async () => {
    const carol = await createAccount(server, 'user', 'carol-rt@example.org');
    const laterToken = await logIn(server, 'carol-rt@example.org', carol.password);
    const ending = track(open(server, carol.token));
    const staying = track(open(server, laterToken));
    await Promise.all([ending, staying].map(connected));

    const disconnected = new Promise<void>((resolve) => ending.once('disconnect', () => resolve()));
    const endedGot = collect(ending, 'notice');
    await server.post('/v1/api/auth/logout', undefined, carol.token);
    await disconnected;

    const event = nextEvent(staying, 'notice');
    server.app.realtime.toUser(carol.userId, 'notice', 1);
    expect(await event).toBe(1);
    expect(endedGot).toEqual([]);
  });

  it('refuses the session channel event and socket.io reserved names', () => {
    expect(() => server.app.realtime.toUser('someone', 'userIdEvent', 'x')).toThrow(/reserved/);
    expect(() => server.app.realtime.toUser('someone', 'disconnect', 'x')).toThrow(/reserved/);
  });
});
