// The one client of an OpenAI-compatible chat server (OpenAI, Ollama, llama.cpp's server, vLLM,
// LocalAI): POST {LLM_BASE_URL}/chat/completions with `stream: true`, read as server-sent events.
// Text arrives as it is generated; tool calls are assembled from their pieces. A busy or failing
// server (429, 5xx, the network) is asked again with backoff as long as nothing has been passed
// on; a server that stops sending is given up after the timeout; a reply can never be larger than
// the caps below. The key is sent only to the configured server and never appears in a message.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { sleep } from '../abort';
import {
  asError,
  isRecord,
  keyHider,
  networkReason,
  readCapped,
  serverMessage,
} from '../openai-http';

export interface LlmConfig {
  /** Base URL including its version path, e.g. https://api.openai.com/v1 (no trailing slash). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Longest wait for the server's first byte, and between two pieces of a reply. */
  timeoutMs: number;
  /** Times a failed request is sent again (429, 5xx, network) before any text was passed on. */
  retries?: number;
  /** First wait before sending again (doubled each time; a Retry-After up to 10 s is honoured). */
  retryDelayMs?: number;
}

export interface LlmToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface LlmTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
}

export interface LlmRequest {
  messages: LlmMessage[];
  tools?: LlmTool[];
  signal: AbortSignal;
  /** Each piece of text as it arrives. */
  onText?: (piece: string) => void;
  temperature?: number;
  maxTokens?: number;
}

export interface LlmReply {
  content: string;
  toolCalls: LlmToolCall[];
  /** The server's reason ("stop", "length", "tool_calls"), "length" when a cap cut the reply. */
  finishReason: string | null;
}

/** The server cannot answer now (down, overloaded, timed out): worth trying again later. */
export class LlmUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmUnavailableError';
  }
}

/** The server refused the request (4xx) or answered something that is not a chat reply. */
export class LlmRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmRefusedError';
  }
}

/** Largest reply text passed on; a model that runs on is cut here (finish reason "length"). */
export const REPLY_MAX_CHARS = 32_000;
/** Largest stream read, events and their JSON included. */
export const STREAM_MAX_BYTES = 4 * 1024 * 1024;
const ERROR_REPLY_MAX_BYTES = 64 * 1024;
const TOOL_CALLS_MAX = 16;

export interface LlmClient {
  /** "llama3.1 at localhost:11434": for logs and the page, never the key. */
  label: string;
  complete(request: LlmRequest): Promise<LlmReply>;
}

export function openAiChatClient(config: LlmConfig): LlmClient {
  const endpoint = `${config.baseUrl}/chat/completions`;
  const server = `the language model server at ${new URL(config.baseUrl).host}`;
  const hideKey = keyHider(config.apiKey);
  const retries = config.retries ?? 2;
  const retryDelayMs = config.retryDelayMs ?? 500;

  async function complete(request: LlmRequest): Promise<LlmReply> {
    const body = JSON.stringify({
      model: config.model,
      messages: request.messages,
      stream: true,
      ...(request.tools && request.tools.length > 0
        ? { tools: request.tools.map((tool) => ({ type: 'function', function: tool })) }
        : {}),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
    });
    for (let attempt = 0; ; attempt++) {
      const outcome = await attemptOnce(body, request);
      if (!('retry' in outcome)) return outcome;
      if (attempt >= retries || request.signal.aborted) throw outcome.retry;
      const wait = outcome.retryAfterMs ?? retryDelayMs * 2 ** attempt;
      await sleep(wait, request.signal).catch((reason: unknown) => {
        throw asError(reason);
      });
    }
  }

  type Attempt = LlmReply | { retry: LlmUnavailableError; retryAfterMs: number | null };

  async function attemptOnce(body: string, request: LlmRequest): Promise<Attempt> {
    request.signal.throwIfAborted();
    // One timer for the first byte and every gap after it: re-armed as pieces arrive.
    const idle = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(), config.timeoutMs);
    };
    const signal = AbortSignal.any([request.signal, idle.signal]);
    const failure = (error: unknown): Error => {
      if (request.signal.aborted) return asError(request.signal.reason);
      if (idle.signal.aborted)
        return new LlmUnavailableError(
          `${server} sent nothing for ${Math.round(config.timeoutMs / 1000)} s (LLM_TIMEOUT_SECONDS)`,
        );
      if (error instanceof LlmRefusedError || error instanceof LlmUnavailableError) return error;
      return new LlmUnavailableError(
        `${server} cannot be reached: ${hideKey(networkReason(error))}`,
      );
    };
    arm();
    try {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream, application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body,
          signal,
          // A redirect would send the conversation (and the key) somewhere not configured.
          redirect: 'manual',
        });
      } catch (error) {
        const reason = failure(error);
        // The network is asked again; a server that took the whole timeout to say nothing is not.
        if (reason instanceof LlmUnavailableError && !idle.signal.aborted)
          return { retry: reason, retryAfterMs: null };
        throw reason;
      }
      arm();
      if (!response.ok) {
        let detail = '';
        try {
          detail = hideKey(serverMessage(await readCapped(response, ERROR_REPLY_MAX_BYTES, true)));
        } catch (error) {
          if (request.signal.aborted) throw failure(error);
        }
        const status = `${response.status}${detail ? `: ${detail}` : ''}`;
        if (response.status === 429 || response.status >= 500)
          return {
            retry: new LlmUnavailableError(`${server} answered ${status}`),
            retryAfterMs: retryAfter(response.headers.get('retry-after')),
          };
        if (response.status >= 300 && response.status < 400)
          throw new LlmRefusedError(
            `${server} answered ${status} (a redirect: set LLM_BASE_URL to the address it redirects to)`,
          );
        throw new LlmRefusedError(`${server} refused the request: ${status}`);
      }
      const type = response.headers.get('content-type') ?? '';
      try {
        // Some servers ignore `stream` and answer with one JSON completion.
        if (type.includes('application/json')) {
          const whole = await readCapped(response, STREAM_MAX_BYTES, false);
          return replyFromCompletion(whole, request.onText);
        }
        return await readStream(response, request.onText, arm);
      } catch (error) {
        throw failure(error);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads the event stream: text pieces passed on as they come, tool calls assembled. */
  async function readStream(
    response: Response,
    onText: ((piece: string) => void) | undefined,
    onPiece: () => void,
  ): Promise<LlmReply> {
    let content = '';
    let finishReason: string | null = null;
    let malformed = 0;
    let received = 0;
    let cut = false;
    let ended = false;
    const calls = new Map<number, LlmToolCall>();

    const onEvent = (event: EventSourceMessage) => {
      if (ended) return;
      if (event.data.trim() === '[DONE]') {
        ended = true;
        return;
      }
      let chunk: unknown;
      try {
        chunk = JSON.parse(event.data);
      } catch {
        malformed++;
        return;
      }
      if (isRecord(chunk) && isRecord(chunk.error))
        throw new LlmUnavailableError(
          `${server} stopped with an error: ${hideKey(serverMessage(JSON.stringify(chunk)))}`,
        );
      const choice = isRecord(chunk) && Array.isArray(chunk.choices) ? chunk.choices[0] : null;
      if (!isRecord(choice)) {
        malformed++;
        return;
      }
      if (typeof choice.finish_reason === 'string') finishReason = choice.finish_reason;
      const delta = isRecord(choice.delta) ? choice.delta : {};
      if (typeof delta.content === 'string' && delta.content !== '' && !cut) {
        const room = REPLY_MAX_CHARS - content.length;
        const piece = delta.content.length > room ? delta.content.slice(0, room) : delta.content;
        content += piece;
        if (piece) onText?.(piece);
        if (content.length >= REPLY_MAX_CHARS) {
          cut = true;
          ended = true;
        }
      }
      if (Array.isArray(delta.tool_calls)) {
        for (const part of delta.tool_calls) {
          if (!isRecord(part)) continue;
          const index = typeof part.index === 'number' ? part.index : calls.size;
          if (!calls.has(index) && calls.size >= TOOL_CALLS_MAX) continue;
          const call = calls.get(index) ?? {
            id: '',
            type: 'function' as const,
            function: { name: '', arguments: '' },
          };
          if (typeof part.id === 'string') call.id = part.id;
          const fn = isRecord(part.function) ? part.function : {};
          if (typeof fn.name === 'string') call.function.name += fn.name;
          if (typeof fn.arguments === 'string') {
            call.function.arguments += fn.arguments;
            if (call.function.arguments.length > REPLY_MAX_CHARS)
              throw new LlmRefusedError(`${server} sent tool arguments over the size limit`);
          }
          calls.set(index, call);
        }
      }
    };
    let eventError: unknown = null;
    const parser = createParser({
      onEvent: (event) => {
        try {
          onEvent(event);
        } catch (error) {
          eventError ??= error;
        }
      },
    });
    const reader = response.body?.getReader();
    if (!reader) throw new LlmRefusedError(`${server} answered with an empty body`);
    const decoder = new TextDecoder();
    try {
      while (!ended && eventError === null) {
        const { done, value } = await reader.read();
        if (done) break;
        onPiece();
        received += value.byteLength;
        if (received > STREAM_MAX_BYTES)
          throw new LlmRefusedError(
            `${server} sent more than ${STREAM_MAX_BYTES / 1024 / 1024} MB for one reply`,
          );
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
    if (eventError !== null) throw eventError;
    const toolCalls = [...calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }))
      .filter((call) => call.function.name !== '');
    if (content === '' && toolCalls.length === 0)
      throw new LlmRefusedError(
        malformed > 0
          ? `${server} answered with events that are not chat completion chunks`
          : `${server} ended its reply without any text`,
      );
    return { content, toolCalls, finishReason: cut ? 'length' : finishReason };
  }

  function replyFromCompletion(text: string, onText?: (piece: string) => void): LlmReply {
    let reply: unknown;
    try {
      reply = JSON.parse(text);
    } catch {
      throw new LlmRefusedError(`${server} answered with JSON that cannot be read`);
    }
    const choice = isRecord(reply) && Array.isArray(reply.choices) ? reply.choices[0] : null;
    const message = isRecord(choice) && isRecord(choice.message) ? choice.message : null;
    if (!message) throw new LlmRefusedError(`${server} answered with something not a completion`);
    const content =
      typeof message.content === 'string' ? message.content.slice(0, REPLY_MAX_CHARS) : '';
    const toolCalls = Array.isArray(message.tool_calls)
      ? message.tool_calls
          .filter(isRecord)
          .slice(0, TOOL_CALLS_MAX)
          .map((call, index) => {
            const fn = isRecord(call.function) ? call.function : {};
            return {
              id: typeof call.id === 'string' ? call.id : `call_${index}`,
              type: 'function' as const,
              function: {
                name: typeof fn.name === 'string' ? fn.name : '',
                arguments: typeof fn.arguments === 'string' ? fn.arguments : '',
              },
            };
          })
          .filter((call) => call.function.name !== '')
      : [];
    if (content === '' && toolCalls.length === 0)
      throw new LlmRefusedError(`${server} ended its reply without any text`);
    if (content) onText?.(content);
    const reason = isRecord(choice) ? choice.finish_reason : null;
    return { content, toolCalls, finishReason: typeof reason === 'string' ? reason : null };
  }

  return { label: `${config.model} at ${new URL(config.baseUrl).host}`, complete };
}

/** Retry-After in seconds or as a date, capped at 10 s (a chat user is waiting). */
function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 10_000) : null;
}
