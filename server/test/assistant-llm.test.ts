// The chat client against a local OpenAI-compatible server: streamed text passed on as it comes,
// tool calls assembled from their pieces, a JSON answer from a server that does not stream,
// 429/5xx asked again (Retry-After honoured), 4xx refused with the server's message, silence and
// stalls given up after the timeout, malformed events and runaway replies, and Stop.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LlmRefusedError,
  LlmUnavailableError,
  REPLY_MAX_CHARS,
  openAiChatClient,
  type LlmClient,
} from '../src/assistant/llm';
import { startLlmServer, type LlmServer } from './llm-server';

let server: LlmServer;
let client: LlmClient;

beforeAll(async () => {
  server = await startLlmServer();
  client = openAiChatClient({
    baseUrl: server.url,
    apiKey: 'sk-test-secret',
    model: 'test-model',
    timeoutMs: 800,
    retryDelayMs: 50,
  });
});
afterAll(() => server.close());

const ask = (onText?: (piece: string) => void, signal = new AbortController().signal) =>
  client.complete({ messages: [{ role: 'user', content: 'Hello?' }], signal, onText });

describe('the chat client', () => {
  it('streams the reply piece by piece and sends the model, messages and key', async () => {
    server.behave({
      kind: 'reply',
      reply: () => 'Hello! How can I help you today?',
      pieceChars: 5,
    });
    const pieces: string[] = [];
    const reply = await ask((piece) => pieces.push(piece));
    expect(reply).toEqual({
      content: 'Hello! How can I help you today?',
      toolCalls: [],
      finishReason: 'stop',
    });
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(reply.content);
    const sent = server.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-test-secret');
    expect(sent.body).toMatchObject({
      model: 'test-model',
      stream: true,
      messages: [{ role: 'user', content: 'Hello?' }],
    });
    expect(client.label).toBe(`test-model at ${new URL(server.url).host}`);
  });

  it('assembles a tool call sent in pieces, and offers the tools', async () => {
    server.behave({
      kind: 'tool-call',
      name: 'search_knowledge',
      arguments: '{"query": "UDID card documents"}',
    });
    const reply = await client.complete({
      messages: [{ role: 'user', content: 'What do I need for UDID?' }],
      tools: [
        {
          name: 'search_knowledge',
          description: 'Searches the knowledge base',
          parameters: { type: 'object', properties: { query: { type: 'string' } } },
        },
      ],
      signal: new AbortController().signal,
    });
    expect(reply.toolCalls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'search_knowledge', arguments: '{"query": "UDID card documents"}' },
      },
    ]);
    expect(reply.finishReason).toBe('tool_calls');
    expect(server.requests.at(-1)!.body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'search_knowledge',
          description: 'Searches the knowledge base',
          parameters: { type: 'object', properties: { query: { type: 'string' } } },
        },
      },
    ]);
  });

  it('reads a server that answers with one JSON completion instead of a stream', async () => {
    server.behave({ kind: 'json', reply: 'All at once.' });
    const pieces: string[] = [];
    expect((await ask((piece) => pieces.push(piece))).content).toBe('All at once.');
    expect(pieces).toEqual(['All at once.']);
  });

  it('asks again after 429 and 5xx, honouring Retry-After, and gives up after its retries', async () => {
    server.behave({
      kind: 'status',
      status: 429,
      times: 1,
      retryAfter: '1',
      then: { kind: 'reply', reply: () => 'Patience pays.' },
    });
    const before = server.requests.length;
    const started = Date.now();
    expect((await ask()).content).toBe('Patience pays.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests.length - before).toBe(2);

    server.behave({
      kind: 'status',
      status: 503,
      times: 5,
      then: { kind: 'reply', reply: () => 'never' },
    });
    const failed = ask();
    await expect(failed).rejects.toBeInstanceOf(LlmUnavailableError);
    await expect(failed).rejects.toThrow(/answered 503: status 503 on purpose/);
  });

  it('refuses at once on 4xx with the server’s message, never showing the key', async () => {
    server.behave({
      kind: 'status',
      status: 401,
      times: 5,
      then: { kind: 'silent' },
    });
    const before = server.requests.length;
    const error = (await ask().catch((caught: Error) => caught)) as Error;
    expect(error).toBeInstanceOf(LlmRefusedError);
    expect(error.message).toMatch(/refused the request: 401: status 401 on purpose/);
    expect(error.message).not.toContain('sk-test-secret');
    expect(server.requests.length - before).toBe(1);
  });

  it('gives up on a server that says nothing, or stops in the middle, after the timeout', async () => {
    server.behave({ kind: 'silent' });
    await expect(ask()).rejects.toThrow(
      new LlmUnavailableError(
        `the language model server at ${new URL(server.url).host} sent nothing for 1 s (LLM_TIMEOUT_SECONDS)`,
      ),
    );
    server.behave({ kind: 'stall', text: 'I was saying' });
    const pieces: string[] = [];
    await expect(ask((piece) => pieces.push(piece))).rejects.toBeInstanceOf(LlmUnavailableError);
    expect(pieces).toEqual(['I was saying']);
  });

  it('refuses events that are not completion chunks, and cuts a reply that never ends', async () => {
    server.behave({ kind: 'malformed' });
    await expect(ask()).rejects.toThrow(/events that are not chat completion chunks/);
    server.behave({ kind: 'endless' });
    let passed = 0;
    const reply = await ask((piece) => (passed += piece.length));
    expect(reply.finishReason).toBe('length');
    expect(reply.content.length).toBe(REPLY_MAX_CHARS);
    expect(passed).toBe(REPLY_MAX_CHARS);
  });

  it('stops when asked, mid-reply', async () => {
    server.behave({
      kind: 'reply',
      reply: () => 'word '.repeat(200),
      pieceChars: 5,
      pieceDelayMs: 20,
    });
    const controller = new AbortController();
    const pieces: string[] = [];
    const pending = ask((piece) => {
      pieces.push(piece);
      if (pieces.length === 3) controller.abort(new Error('stopped by the user'));
    }, controller.signal);
    await expect(pending).rejects.toThrow('stopped by the user');
    expect(pieces.length).toBeLessThan(10);
  });

  it('says so when the server cannot be reached', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const { port } = probe.address() as AddressInfo;
    await new Promise((done) => probe.close(done));
    const nowhere = openAiChatClient({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: null,
      model: 'm',
      timeoutMs: 1000,
      retries: 0,
    });
    await expect(
      nowhere.complete({
        messages: [{ role: 'user', content: 'hi' }],
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(
      `the language model server at 127.0.0.1:${port} cannot be reached: ECONNREFUSED`,
    );
  });
});
