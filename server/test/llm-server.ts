// A small OpenAI-compatible chat server for the tests and the bench (real HTTP on 127.0.0.1):
// POST /v1/chat/completions answered as such servers stream, in server-sent events, with text
// or tool calls cut into pieces, or with the failures a real one shows (error statuses, silence,
// a stall mid-reply, malformed events, a reply that never ends). It records what it was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  messages: {
    role: string;
    content: string | null;
    tool_call_id?: string;
    tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  }[];
  tools?: { type: string; function: { name: string } }[];
  [key: string]: unknown;
}

export interface RecordedChat {
  body: ChatRequestBody;
  authorization: string | undefined;
}

/** What a scripted model answers to one request: words, or tool calls. */
export type ScriptedReply =
  | { content: string }
  | { toolCalls: { name: string; arguments: string | Record<string, unknown> }[] };

export type LlmBehaviour =
  /** Streams `reply(request)` in pieces of `pieceChars`, `pieceDelayMs` apart. */
  | {
      kind: 'reply';
      reply: (body: ChatRequestBody) => string;
      pieceChars?: number;
      pieceDelayMs?: number;
      /** Waits this long before the first piece (the model's own latency). */
      firstDelayMs?: number;
    }
  /** The same reply as one JSON completion, ignoring `stream` (some servers do). */
  | { kind: 'json'; reply: string }
  /** Streams one tool call, its arguments cut into pieces. */
  | { kind: 'tool-call'; name: string; arguments: string }
  /**
   * Asks `respond(request)` what to answer to each request (a model that reads what it is sent):
   * text streamed as 'reply' does, or tool calls streamed as 'tool-call' does. Waits `delayMs`
   * first (the model's own latency).
   */
  | {
      kind: 'script';
      respond: (body: ChatRequestBody) => ScriptedReply | Promise<ScriptedReply>;
      delayMs?: number;
    }
  /** Answers `status` `times` times (then the next behaviour), with Retry-After when given. */
  | { kind: 'status'; status: number; times: number; retryAfter?: string; then: LlmBehaviour }
  /** Reads the request, then never answers. */
  | { kind: 'silent' }
  /** Sends `text` as a first piece, then nothing more. */
  | { kind: 'stall'; text: string }
  /** Events that are not chat completion chunks. */
  | { kind: 'malformed' }
  /** Text without end, until the client stops reading. */
  | { kind: 'endless' };

export interface LlmServer {
  /** The base URL as LLM_BASE_URL is configured (…/v1). */
  url: string;
  requests: RecordedChat[];
  behave(behaviour: LlmBehaviour): void;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Tool calls as servers stream them: each named first, its arguments then cut into pieces. */
function writeToolCalls(
  response: ServerResponse,
  calls: { name: string; arguments: string }[],
): void {
  calls.forEach((call, index) => {
    response.write(
      chunk({
        ...(index === 0 ? { role: 'assistant' } : {}),
        tool_calls: [
          {
            index,
            id: `call_${index + 1}`,
            type: 'function',
            function: { name: call.name, arguments: '' },
          },
        ],
      }),
    );
    for (let at = 0; at < call.arguments.length; at += 5)
      response.write(
        chunk({
          tool_calls: [{ index, function: { arguments: call.arguments.slice(at, at + 5) } }],
        }),
      );
  });
  response.write(chunk({}, 'tool_calls'));
  response.end('data: [DONE]\n\n');
}

export async function startLlmServer(
  initial: LlmBehaviour = { kind: 'silent' },
): Promise<LlmServer> {
  let behaviour = initial;
  const requests: RecordedChat[] = [];
  let failuresLeft = new Map<LlmBehaviour, number>();

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function answer(
    current: LlmBehaviour,
    body: ChatRequestBody,
    response: ServerResponse,
  ): Promise<void> {
    const open = () =>
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    switch (current.kind) {
      case 'status': {
        const left = failuresLeft.get(current) ?? current.times;
        if (left > 0) {
          failuresLeft.set(current, left - 1);
          response.writeHead(current.status, {
            'content-type': 'application/json',
            ...(current.retryAfter ? { 'retry-after': current.retryAfter } : {}),
          });
          response.end(
            JSON.stringify({ error: { message: `status ${current.status} on purpose` } }),
          );
          return;
        }
        return answer(current.then, body, response);
      }
      case 'silent':
        return;
      case 'json':
        return sendJson(response, 200, {
          id: 'chatcmpl-test',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: current.reply },
              finish_reason: 'stop',
            },
          ],
        });
      case 'reply': {
        const text = current.reply(body);
        const size = current.pieceChars ?? 8;
        open();
        if (current.firstDelayMs) await wait(current.firstDelayMs);
        response.write(chunk({ role: 'assistant', content: '' }));
        for (let at = 0; at < text.length && !response.destroyed; at += size) {
          response.write(chunk({ content: text.slice(at, at + size) }));
          if (current.pieceDelayMs) await wait(current.pieceDelayMs);
        }
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
        return;
      }
      case 'tool-call': {
        open();
        writeToolCalls(response, [{ name: current.name, arguments: current.arguments }]);
        return;
      }
      case 'script': {
        // The wait ends early when the client gives up, so no timer outlives a stopped request.
        if (current.delayMs)
          await new Promise<void>((done) => {
            const timer = setTimeout(done, current.delayMs);
            response.once('close', () => {
              clearTimeout(timer);
              done();
            });
          });
        if (response.destroyed) return;
        const scripted = await current.respond(body);
        open();
        if ('toolCalls' in scripted) {
          writeToolCalls(
            response,
            scripted.toolCalls.map((call) => ({
              name: call.name,
              arguments:
                typeof call.arguments === 'string'
                  ? call.arguments
                  : JSON.stringify(call.arguments),
            })),
          );
          return;
        }
        response.write(chunk({ role: 'assistant', content: '' }));
        for (let at = 0; at < scripted.content.length; at += 8)
          response.write(chunk({ content: scripted.content.slice(at, at + 8) }));
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
        return;
      }
      case 'stall':
        open();
        response.write(chunk({ role: 'assistant', content: current.text }));
        return;
      case 'malformed':
        open();
        response.write('data: {"this is": not json}\n\n');
        response.write('data: {"object": "something else"}\n\n');
        response.end('data: [DONE]\n\n');
        return;
      case 'endless': {
        open();
        const piece = chunk({ content: 'and so on, '.repeat(50) });
        while (!response.destroyed) {
          if (!response.write(piece)) await new Promise((done) => response.once('drain', done));
          await wait(0);
        }
        return;
      }
    }
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
      return sendJson(response, 404, { error: { message: `no route ${request.url}` } });
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    let body: ChatRequestBody;
    try {
      body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequestBody;
    } catch {
      return sendJson(response, 400, { error: { message: 'the body is not JSON' } });
    }
    requests.push({ body, authorization: request.headers.authorization });
    response.on('error', () => undefined);
    await answer(behaviour, body, response);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
      failuresLeft = new Map();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
