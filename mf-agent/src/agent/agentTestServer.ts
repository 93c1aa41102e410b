// Tests only: a real websocket server on loopback playing the agent's part (the `ws` package the
// portal's server uses), so the page's own WebSocket (jsdom's) connects, sends and receives for
// real. It accepts the agent's subprotocol, records what each connection sends, and lets the
// test say what the server says.
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type * as Ws from '../../node_modules/@types/ws';
import { AGENT_PROTOCOL } from '@nclude/shared';
import type { AgentServerMessage } from '@nclude/shared/api-schemas';

// By its file, not its name: under jsdom the "browser" export of `ws` is a stub that throws.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ws = require(path.join(__dirname, '../../node_modules/ws/index.js')) as typeof Ws;

export interface AgentConnection {
  socket: Ws.WebSocket;
  /** The address asked for (/ws/chat/{userId}) and the subprotocols offered. */
  url: string;
  protocols: string[];
  /** Every message received, parsed (or the raw text when not JSON). */
  received: unknown[];
  say(message: AgentServerMessage | string): void;
}

export interface AgentTestServer {
  origin: string;
  connections: AgentConnection[];
  /** The newest connection once it has opened (waits for it). */
  connection(index?: number): Promise<AgentConnection>;
  close(): Promise<void>;
}

export async function startAgentTestServer(): Promise<AgentTestServer> {
  const server = new ws.WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    handleProtocols: (offered: Set<string>) =>
      offered.has(AGENT_PROTOCOL) ? AGENT_PROTOCOL : false,
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connections: AgentConnection[] = [];
  const waiters: (() => void)[] = [];

  server.on('connection', (socket: Ws.WebSocket, request: IncomingMessage) => {
    const connection: AgentConnection = {
      socket,
      url: request.url ?? '',
      protocols: String(request.headers['sec-websocket-protocol'] ?? '')
        .split(',')
        .map((protocol) => protocol.trim()),
      received: [],
      say: (message) =>
        socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    };
    socket.on('message', (data: Ws.RawData) => {
      const text = String(data);
      try {
        connection.received.push(JSON.parse(text));
      } catch {
        connection.received.push(text);
      }
    });
    connections.push(connection);
    for (const wake of waiters.splice(0)) wake();
  });

  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    connections,
    async connection(index?: number) {
      const wanted = index ?? Math.max(connections.length - 1, 0);
      while (connections.length <= wanted) await new Promise<void>((wake) => waiters.push(wake));
      return connections[wanted]!;
    },
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
