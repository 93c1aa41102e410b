// /v1/api/notifications and NotificationService.notify: stored, pushed to every socket of the
// user, emailed with the page's address (never a file address); each user sees only their own.
import type { Socket } from 'socket.io-client';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  Notification,
  type MarkReadReply,
  type NotificationsReply,
} from '@nclude/shared/api-schemas';
import hi from '../src/messages.hi';
import {
  engineName,
  openSocket,
  signUp,
  startTestServer,
  type SignedUpUser,
  type TestServer,
} from './helpers';

// TypeBox checks formats only when told how (the server's own validator knows date-time).
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set(
    'date-time',
    (value) => /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value)),
  );
}

const open = (server: TestServer, token: string) => openSocket(server.baseUrl, token);

function next(socket: Socket, event: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 10 s`)), 10_000);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe(`notifications (${engineName()})`, () => {
  let server: TestServer;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://portal.example.org' });
    alice = await signUp(server, { email: 'alice.notified@example.org' });
    bob = await signUp(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
  });

  const list = (token: string, query = '') =>
    server.get<NotificationsReply>(`/v1/api/notifications${query}`, token);

  it('stores, pushes to every socket of the user and emails the page link', async () => {
    const [tab1, tab2] = await Promise.all([open(server, alice.token), open(server, alice.token)]);
    const other = await open(server, bob.token);
    sockets.push(tab1, tab2, other);
    let bobHeard = false;
    other.on('notification', () => (bobHeard = true));

    const pushed = Promise.all([next(tab1, 'notification'), next(tab2, 'notification')]);
    const made = await server.app.notifications.notify(alice.userId, {
      kind: 'job-succeeded',
      title: 'report.pdf is ready',
      body: 'Your accessible HTML is ready to download.',
      link: '/docaccess?request=abc',
      email: { subject: 'report.pdf is ready', text: 'Your converted document is ready.' },
    });
    const [first, second] = (await pushed) as [Notification, Notification];
    expect(first).toEqual(made);
    expect(second).toEqual(made);
    expect(Value.Check(Notification, first)).toBe(true);
    expect(made).toMatchObject({
      kind: 'job-succeeded',
      title: 'report.pdf is ready',
      body: 'Your accessible HTML is ready to download.',
      link: '/docaccess?request=abc',
      read: false,
    });
    expect(bobHeard).toBe(false);

    const mail = server
      .outbox()
      .filter((entry) => entry.to === 'alice.notified@example.org')
      .pop();
    expect(mail).toMatchObject({ channel: 'email', subject: 'report.pdf is ready' });
    expect(mail?.text).toContain('Your converted document is ready.');
    expect(mail?.text).toContain('https://portal.example.org/docaccess?request=abc');
    expect(mail?.text).not.toContain('/v1/api/files');
  });

  it('emails nobody for an account without an address, and only when asked', async () => {
    const before = server.outbox().length;
    await server.app.notifications.notify(bob.userId, {
      kind: 'job-failed',
      title: 'scan.pdf could not be converted',
      body: 'This PDF is password-protected',
      link: '/docaccess',
      email: { subject: 'Conversion failed', text: 'It failed.' },
    });
    await server.app.notifications.notify(alice.userId, { kind: 'note', title: 'No email' });
    expect(server.outbox().length).toBe(before);
  });

  it('refuses links that are not pages of the web app', async () => {
    for (const link of [
      'https://evil.example',
      '//evil.example/x',
      '/v1/api/files/123',
      'docaccess',
    ]) {
      await expect(
        server.app.notifications.notify(alice.userId, { kind: 'x', title: 't', link }),
      ).rejects.toThrow(/link/);
    }
  });

  it('lists newest first with the unread count, honouring limit', async () => {
    const all = await list(alice.token);
    expect(all.status).toBe(200);
    expect(all.body.success).toBe(true);
    expect(all.body.notifications.map((n) => n.title)).toEqual(['No email', 'report.pdf is ready']);
    expect(all.body.unread).toBe(2);
    const one = await list(alice.token, '?limit=1');
    expect(one.body.notifications).toHaveLength(1);
    expect(one.body.unread).toBe(2);
    expect((await list(alice.token, '?limit=0')).status).toBe(400);
    expect((await list(alice.token, '?limit=101')).status).toBe(400);
    // Bob sees only his.
    const bobs = await list(bob.token);
    expect(bobs.body.notifications.map((n) => n.title)).toEqual([
      'scan.pdf could not be converted',
    ]);
  });

  it('marks one read (twice is fine); another user’s or an unknown id is 404', async () => {
    const { notifications } = (await list(alice.token)).body;
    const target = notifications[1] as Notification;
    const read = await server.post<MarkReadReply>(
      `/v1/api/notifications/${target.id}/read`,
      undefined,
      alice.token,
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, unread: 1 });
    expect(read.body.message).toMatch(/read/i);
    const again = await server.post<MarkReadReply>(
      `/v1/api/notifications/${target.id}/read`,
      undefined,
      alice.token,
    );
    expect(again.body.unread).toBe(1);
    expect((await list(alice.token)).body.notifications[1]?.read).toBe(true);

    const stolen = await server.post(
      `/v1/api/notifications/${target.id}/read`,
      undefined,
      bob.token,
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ success: false, message: 'Notification not found' });
    expect(
      (await server.post('/v1/api/notifications/nope/read', undefined, bob.token)).status,
    ).toBe(404);
    const hindi = await fetch(`${server.baseUrl}/v1/api/notifications/nope/read`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.token}`, 'accept-language': 'hi' },
    });
    expect(((await hindi.json()) as { message: string }).message).toBe(hi.notificationNotFound);
  });

  it('marks all read, for the caller only', async () => {
    const all = await server.post<MarkReadReply>(
      '/v1/api/notifications/readAll',
      undefined,
      alice.token,
    );
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, unread: 0 });
    expect((await list(alice.token)).body.notifications.every((n) => n.read)).toBe(true);
    expect((await list(bob.token)).body.unread).toBe(1);
  });

  it('a job run by the API pushes its events to the owner, and its settled hook notifies', async () => {
    server.app.jobs.register<{ name: string }, { pages: number }>({
      kind: 'test-notifying',
      async run({ progress }) {
        progress(50, 'Reading page 1 of 2');
        return { pages: 2 };
      },
      async settled(job) {
        if (!job.ownerUserId) return;
        await server.app.notifications.notify(job.ownerUserId, {
          kind: `job-${job.state}`,
          title: `${job.input.name} is ready`,
          link: `/docaccess?request=${job.id}`,
          email: { subject: `${job.input.name} is ready`, text: 'Open the page to download it.' },
        });
      },
    });
    const socket = await open(server, alice.token);
    sockets.push(socket);
    const states: string[] = [];
    socket.on('job', (event: { state: string }) => states.push(event.state));
    const notified = next(socket, 'notification');
    const id = await server.app.jobs.enqueue({
      kind: 'test-notifying',
      ownerUserId: alice.userId,
      input: { name: 'book.pdf' },
    });
    expect(await notified).toMatchObject({
      kind: 'job-succeeded',
      title: 'book.pdf is ready',
      link: `/docaccess?request=${id}`,
      read: false,
    });
    expect(await server.app.jobs.get(id)).toMatchObject({
      state: 'succeeded',
      result: { pages: 2 },
    });
    expect(states[0]).toBe('queued');
    expect(states).toContain('running');
    expect(states.at(-1)).toBe('succeeded');
    // The email goes out just after the push.
    const link = `https://portal.example.org/docaccess?request=${id}`;
    for (let i = 0; i < 100 && !server.outbox().some((e) => e.text.includes(link)); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.outbox().pop()?.text).toContain(link);
    expect((await list(alice.token)).body.unread).toBe(1);
  });

  it('is for signed-in users only', async () => {
    expect((await server.get('/v1/api/notifications')).status).toBe(401);
    expect((await server.post('/v1/api/notifications/readAll')).status).toBe(401);
    expect((await server.post('/v1/api/notifications/x/read')).status).toBe(401);
  });
});
