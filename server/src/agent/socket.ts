// /ws/chat/{userId}: the browser agent's websocket. A page opens it with its session token as a
// subprotocol; the server checks the token, that the address names the token's own user, and the
// page's origin, before the upgrade. Each person has one agent: their isolated browser, one task
// at a time, and the sockets of the pages they have open (every message goes to all of them, so
// a second tab shows the same conversation). Questions the runner asks (go ahead? sign in?) wait
// here for the page's answer. Lent cookies go straight into the person's browser context: they
// are never logged, stored or given to a planner.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  AGENT_COOKIES_MAX_CHARS,
  AGENT_PROTOCOL,
  AGENT_SITE_SIGN_IN,
  AGENT_TOKEN_PROTOCOL_PREFIX,
  AgentClientMessage,
  type AgentCookieSite,
  type AgentServerMessage,
} from '@nclude/shared/api-schemas';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { AuthenticatedSession, SessionNotifier } from '../auth/sessions';
import type { RateLimiter } from '../rate-limit';
import type {
  AgentChannel,
  AgentConfig,
  AgentTools,
  CookieSite,
  LentCookie,
  Planner,
} from './types';
import { runTask } from './runner';

export const AGENT_SOCKET_PATH = /^\/ws\/chat\/([^/?#]+)\/?(?:\?.*)?$/;
/** Room for the cookie list and its JSON envelope. */
const MESSAGE_MAX_BYTES = AGENT_COOKIES_MAX_CHARS + 1_024;
/** Messages one person may send a minute, from all their pages on every node together. */
const MESSAGES_PER_MINUTE = 60;
/** Longest a crashed node's hold on a person's task blocks their next one. */
const TASK_HOLD_MS = 60_000;
/** A person's browser is closed this long after their last page left (frees memory, forgets sign-ins). */
const IDLE_CLOSE_MS = 10 * 60_000;
/** Earlier tasks and answers a continuation is given, newest last. */
const HISTORY_KEPT = 4;
const COOKIES_MAX = 300;

const checkClientMessage = TypeCompiler.Compile(AgentClientMessage);

export interface AgentSocketOptions {
  config: AgentConfig;
  authenticate(token: string): Promise<AuthenticatedSession | null>;
  /** Origins a page may connect from besides the server's own (PUBLIC_URL's, CORS_ORIGINS). */
  allowedOrigins: string[];
  openTools(userId: string): Promise<AgentTools>;
  closeTools(userId: string): Promise<void>;
  planner: Planner;
  /** Counts each person's messages (in Redis with several nodes, so the limit is per person). */
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

interface Client {
  socket: WebSocket;
  session: AuthenticatedSession;
  token: string;
}

interface Waiter<T> {
  resolve(value: T): void;
}

/** One person's agent: their pages, their task, and what the task waits for. */
interface Agent {
  userId: string;
  clients: Set<Client>;
  task: AbortController | null;
  history: { task: string; answer: string }[];
  confirmations: Map<string, Waiter<boolean>>;
  signIns: Map<CookieSite, Waiter<boolean>>;
  idleTimer: NodeJS.Timeout | null;
}

const YES = /^(yes|y|ok|okay|go ahead|confirm|sure|haan|हाँ|हां|अवुनु|అవును)\b/i;
const NO = /^(no|n|cancel|stop|don'?t|do not|nahin|नहीं|వద్దు|కాదు)\b/i;

function httpRefusal(socket: Duplex, status: number, reason: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

/** The cookie list the page lent, checked: names and values as text, within the site's domains. */
export function parseLentCookies(site: AgentCookieSite, text: string): LentCookie[] | null {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > COOKIES_MAX) return null;
  const domains = AGENT_SITE_SIGN_IN[site].domains;
  const cookies: LentCookie[] = [];
  for (const item of list) {
    if (item === null || typeof item !== 'object') return null;
    const { name, value, domain, path, secure, httpOnly, sameSite, expirationDate } =
      item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof value !== 'string' || typeof domain !== 'string')
      return null;
    const host = domain.replace(/^\./, '').toLowerCase();
    if (!domains.some((allowed) => host === allowed || allowed.endsWith(`.${host}`))) continue;
    cookies.push({
      name,
      value,
      domain,
      path: typeof path === 'string' && path.startsWith('/') ? path : '/',
      secure: secure === true,
      httpOnly: httpOnly === true,
      sameSite:
        sameSite === 'no_restriction' ||
        sameSite === 'lax' ||
        sameSite === 'strict' ||
        sameSite === 'unspecified'
          ? sameSite
          : undefined,
      expirationDate: typeof expirationDate === 'number' ? expirationDate : undefined,
    });
  }
  return cookies.some((cookie) => cookie.name === AGENT_SITE_SIGN_IN[site].cookie) ? cookies : null;
}

export class AgentSockets implements SessionNotifier {
  private readonly agents = new Map<string, Agent>();
  private readonly server = new WebSocketServer({
    noServer: true,
    maxPayload: MESSAGE_MAX_BYTES,
    handleProtocols: (protocols) => (protocols.has(AGENT_PROTOCOL) ? AGENT_PROTOCOL : false),
  });
  private closed = false;

  constructor(private readonly options: AgentSocketOptions) {}

  /** Takes the upgrades of /ws/chat/… on `httpServer`, leaves socket.io's, refuses the rest. */
  attach(httpServer: HttpServer): void {
    httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const match = AGENT_SOCKET_PATH.exec(request.url ?? '');
      if (!match) {
        // socket.io answers its own path; nothing else upgrades on this server.
        if (!request.url?.startsWith('/socket.io/')) httpRefusal(socket, 404, 'Not Found');
        return;
      }
      socket.on('error', () => socket.destroy());
      this.upgrade(request, socket, head, decodeURIComponent(match[1]!)).catch((error: unknown) => {
        this.options.log.error({ err: error }, 'the agent socket could not be opened');
        httpRefusal(socket, 500, 'Internal Server Error');
      });
    });
  }

  private async upgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    userId: string,
  ): Promise<void> {
    if (this.closed) return httpRefusal(socket, 503, 'Service Unavailable');
    // Pages of other sites may not open a person's agent (the token is the real check).
    const origin = request.headers.origin;
    if (origin && !this.sameSite(origin, request.headers.host))
      return httpRefusal(socket, 403, 'Forbidden');
    const protocols = (request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((item) => item.trim());
    const token = protocols
      .find((item) => item.startsWith(AGENT_TOKEN_PROTOCOL_PREFIX))
      ?.slice(AGENT_TOKEN_PROTOCOL_PREFIX.length);
    if (!protocols.includes(AGENT_PROTOCOL) || !token)
      return httpRefusal(socket, 401, 'Unauthorized');
    const session = await this.options.authenticate(token);
    if (!session) return httpRefusal(socket, 401, 'Unauthorized');
    if (session.userId !== userId) return httpRefusal(socket, 403, 'Forbidden');
    this.server.handleUpgrade(request, socket, head, (ws) => this.connected(ws, session, token));
  }

  private sameSite(origin: string, host: string | undefined): boolean {
    if (this.options.allowedOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }

  private agentOf(userId: string): Agent {
    let agent = this.agents.get(userId);
    if (!agent) {
      agent = {
        userId,
        clients: new Set(),
        task: null,
        history: [],
        confirmations: new Map(),
        signIns: new Map(),
        idleTimer: null,
      };
      this.agents.set(userId, agent);
    }
    return agent;
  }

  private connected(socket: WebSocket, session: AuthenticatedSession, token: string): void {
    const agent = this.agentOf(session.userId);
    if (agent.idleTimer) clearTimeout(agent.idleTimer);
    agent.idleTimer = null;
    const client: Client = { socket, session, token };
    agent.clients.add(client);
    this.send(client, { type: 'hello', mode: this.options.planner.mode });
    this.send(client, { type: 'status', status: agent.task ? 'processing' : 'ready' });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return this.send(client, { type: 'error', content: 'Send text messages.' });
      this.received(agent, client, data.toString()).catch((error: unknown) => {
        this.options.log.error({ err: error }, 'an agent message failed');
        this.send(client, { type: 'error', content: 'Something went wrong. Please try again.' });
      });
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => this.disconnected(agent, client));
  }

  private disconnected(agent: Agent, client: Client): void {
    agent.clients.delete(client);
    if (agent.clients.size > 0) return;
    // Nobody is left to answer its questions or see its results: the task ends.
    agent.task?.abort();
    agent.idleTimer = setTimeout(() => {
      agent.idleTimer = null;
      if (agent.clients.size > 0 || agent.task) return;
      this.agents.delete(agent.userId);
      void this.options.closeTools(agent.userId);
    }, IDLE_CLOSE_MS);
    agent.idleTimer.unref();
  }

  private send(client: Client, message: AgentServerMessage): void {
    if (client.socket.readyState === client.socket.OPEN)
      client.socket.send(JSON.stringify(message));
  }

  private broadcast(agent: Agent, message: AgentServerMessage): void {
    for (const client of agent.clients) this.send(client, message);
  }

  private async received(agent: Agent, client: Client, raw: string): Promise<void> {
    const hit = await this.options.limiter.hit(
      `agent:${agent.userId}`,
      MESSAGES_PER_MINUTE,
      60_000,
    );
    if (!hit.allowed)
      return this.send(client, {
        type: 'error',
        content: 'That is too many messages in a minute. Please wait a little.',
      });
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return this.send(client, { type: 'error', content: 'That message was not understood.' });
    }
    if (!checkClientMessage.Check(parsed)) {
      const tooLong =
        typeof (parsed as { text?: unknown })?.text === 'string' &&
        ((parsed as { type?: unknown }).type === 'initial' ||
          (parsed as { type?: unknown }).type === 'continuation');
      return this.send(client, {
        type: 'error',
        content: tooLong
          ? 'Please write your message in 1 to 2,000 characters.'
          : 'That message was not understood.',
      });
    }
    // The session may have ended since the socket opened (logout, a newer sign-in).
    if (!(await this.options.authenticate(client.token))) {
      client.socket.close(4401, 'Signed out');
      return;
    }
    const message = parsed;
    switch (message.type) {
      case 'initial':
      case 'continuation':
        return this.ask(agent, client, message.text.trim(), message.type);
      case 'confirm-answer':
        return this.answer(agent, message.id, message.approved);
      case 'stop':
        agent.task?.abort();
        return;
      default:
        return this.lend(agent, client, message.type, message.text);
    }
  }

  private answer(agent: Agent, id: string, approved: boolean): void {
    const waiter = agent.confirmations.get(id);
    agent.confirmations.delete(id);
    waiter?.resolve(approved);
  }

  private async lend(agent: Agent, client: Client, type: string, text: string): Promise<void> {
    const site = type.slice(0, -'-cookies'.length) as AgentCookieSite;
    const cookies = parseLentCookies(site, text);
    if (!cookies) {
      this.send(client, {
        type: 'error',
        content: `The ${AGENT_SITE_SIGN_IN[site].label} sign-in was not among the cookies sent.`,
      });
      return;
    }
    const tools = await this.options.openTools(agent.userId);
    await tools.lendCookies(site, cookies);
    const waiter = agent.signIns.get(site);
    agent.signIns.delete(site);
    waiter?.resolve(true);
  }

  private async ask(
    agent: Agent,
    client: Client,
    text: string,
    type: 'initial' | 'continuation',
  ): Promise<void> {
    if (text === '')
      return this.send(client, { type: 'error', content: 'Please write your message.' });
    // A yes or no typed while a step waits for one answers it.
    const waiting = [...agent.confirmations.keys()].at(-1);
    if (waiting && (YES.test(text) || NO.test(text)))
      return this.answer(agent, waiting, YES.test(text));
    if (agent.task)
      return this.send(client, {
        type: 'error',
        content: 'I am still working on your last task. Wait for it, or press Stop.',
      });
    // One task at a time per person across all nodes: a page on another node may have one going.
    const release = await this.options.limiter.hold(`agent-task:${agent.userId}`, TASK_HOLD_MS);
    if (!release)
      return this.send(client, {
        type: 'error',
        content:
          'I am still working on a task you started in another window. Wait for it, or press Stop there.',
      });
    const earlier = type === 'continuation' ? agent.history : [];
    const controller = new AbortController();
    agent.task = controller;
    this.broadcast(agent, { type: 'status', status: 'processing' });
    let lastAnswer = '';
    const channel = this.channel(agent, (said) => (lastAnswer = said));
    try {
      const tools = await this.options.openTools(agent.userId);
      await runTask({
        task: text,
        earlier,
        tools,
        planner: this.options.planner,
        channel,
        config: this.options.config,
        signal: controller.signal,
        log: this.options.log,
      });
    } catch (error) {
      this.options.log.error({ err: error }, 'a browser-agent task failed');
      channel.say('Something went wrong while I was working on that. Please try again.');
    } finally {
      agent.task = null;
      await release();
      for (const waiter of agent.confirmations.values()) waiter.resolve(false);
      agent.confirmations.clear();
      for (const waiter of agent.signIns.values()) waiter.resolve(false);
      agent.signIns.clear();
      agent.history = [...agent.history, { task: text, answer: lastAnswer }].slice(-HISTORY_KEPT);
      this.broadcast(agent, { type: 'status', status: 'ready' });
    }
  }

  /** The runner's way to the person: every page of theirs, and the answers those pages send. */
  private channel(agent: Agent, onSay: (text: string) => void): AgentChannel {
    const waitFor = <T>(
      register: (waiter: Waiter<T>) => void,
      unregister: () => void,
      fallback: T,
      signal: AbortSignal,
    ): Promise<T> =>
      new Promise<T>((resolve) => {
        const finish = (value: T) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', aborted);
          unregister();
          resolve(value);
        };
        const aborted = () => finish(fallback);
        const timer = setTimeout(aborted, this.options.config.answerWaitSeconds * 1000);
        timer.unref();
        if (signal.aborted) return aborted();
        signal.addEventListener('abort', aborted, { once: true });
        register({ resolve: finish });
      });
    return {
      status: (status) => this.broadcast(agent, { type: 'status', status }),
      say: (text) => {
        onSay(text);
        this.broadcast(agent, { type: 'message', content: text });
      },
      image: (src, alt) => this.broadcast(agent, { type: 'image', content: src, alt }),
      button: (text, buttonText, buttonLink) =>
        this.broadcast(agent, { type: 'button', content: text, buttonText, buttonLink }),
      confirm: (question, signal) => {
        const id = randomUUID();
        // The box opens so the person can also type yes or no.
        this.broadcast(agent, { type: 'confirm', id, content: question });
        this.broadcast(agent, { type: 'status', status: 'ready' });
        return waitFor<boolean>(
          (waiter) => agent.confirmations.set(id, waiter),
          () => agent.confirmations.delete(id),
          false,
          signal,
        ).then((approved) => {
          if (!signal.aborted) this.broadcast(agent, { type: 'status', status: 'processing' });
          return approved;
        });
      },
      signIn: (site, signal) => {
        this.broadcast(agent, { type: 'cookie-action', content: `get-${site}-cookies` });
        return waitFor<boolean>(
          (waiter) => agent.signIns.set(site, waiter),
          () => agent.signIns.delete(site),
          false,
          signal,
        );
      },
    };
  }

  /** Sessions that ended (logout, a newer sign-in): their agent sockets close. */
  sessionsEnded(userId: string, sessionIds: string[]): void {
    const agent = this.agents.get(userId);
    if (!agent) return;
    for (const client of agent.clients)
      if (sessionIds.includes(client.session.sessionId)) client.socket.close(4401, 'Signed out');
  }

  /** Ends every task and socket (the server is stopping). */
  async close(): Promise<void> {
    this.closed = true;
    for (const agent of this.agents.values()) {
      agent.task?.abort();
      if (agent.idleTimer) clearTimeout(agent.idleTimer);
      for (const client of agent.clients) client.socket.close(1001, 'Server stopping');
    }
    this.agents.clear();
    this.server.close();
  }
}
