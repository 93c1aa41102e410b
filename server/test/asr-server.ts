// A small OpenAI-compatible transcription server for the tests (real HTTP on 127.0.0.1): it
// parses the multipart upload as such a server does, records what it was sent, and "transcribes"
// by answering the reply a test registered for the uploaded audio's SHA-256, or, for long
// recordings, a sentence every few seconds of whatever it is sent. It can also answer with an
// error status, never, too much, or something that is not JSON.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VerboseJsonWord {
  word: string;
  start: number;
  end: number;
}

export interface VerboseJsonSegment {
  id?: number;
  text: string;
  start: number;
  end: number;
}

/** OpenAI's verbose_json reply, or any JSON a test wants sent instead. */
export type TranscriptionReply =
  | {
      task?: string;
      language?: string;
      duration?: number;
      text: string;
      words?: VerboseJsonWord[];
      segments?: VerboseJsonSegment[];
    }
  | Record<string, unknown>;

export type AsrBehaviour =
  /** The reply registered for the audio (422 when none is). */
  | { kind: 'transcribe' }
  /**
   * Any 16 kHz mono WAV: "Sentence n." every `everySeconds` of it, numbered across requests,
   * answered after `delayMs` (a server at work).
   */
  | { kind: 'sentences'; everySeconds: number; delayMs: number }
  | { kind: 'status'; status: number; body: unknown }
  /** Reads the upload, then never answers. */
  | { kind: 'silent' }
  /** A 200 whose body is `bytes` long, sent in pieces. */
  | { kind: 'oversized'; bytes: number }
  /** A 200 with this exact text as its body. */
  | { kind: 'raw'; body: string };

export interface AsrRequest {
  path: string;
  authorization: string | undefined;
  /** The text fields of the form, each with all its values in order. */
  fields: Record<string, string[]>;
  fileName: string | null;
  fileType: string | null;
  fileSha256: string | null;
}

export interface AsrServer {
  /** The base URL, as ASR_URL is configured. */
  url: string;
  requests: AsrRequest[];
  behave(behaviour: AsrBehaviour): void;
  /** What to answer when `audio` (the bytes of a WAV file) is uploaded. */
  register(audio: Buffer, reply: TranscriptionReply): void;
  close(): Promise<void>;
}

/** Seconds of sound in a 16 kHz mono 16-bit WAV file. */
function wavSeconds(wav: Buffer): number {
  const data = wav.indexOf('data', 12);
  return data < 0 ? 0 : (wav.length - data - 8) / 32_000;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function readForm(request: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  // The platform's own multipart parser, as a server framework would use.
  const parsed = new Request('http://asr.test/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  return parsed.formData();
}

export async function startAsrServer(): Promise<AsrServer> {
  const replies = new Map<string, TranscriptionReply>();
  const requests: AsrRequest[] = [];
  let behaviour: AsrBehaviour = { kind: 'transcribe' };
  let sentencesSaid = 0;

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions')
      return sendJson(response, 404, { error: { message: `no route ${request.url}` } });
    let form: FormData;
    try {
      form = await readForm(request);
    } catch (error) {
      return sendJson(response, 400, { error: { message: `not a form: ${String(error)}` } });
    }
    const fields: Record<string, string[]> = {};
    let file: File | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') (fields[name] ??= []).push(value);
      else file = value;
    }
    const audio = file ? Buffer.from(await file.arrayBuffer()) : null;
    const recorded: AsrRequest = {
      path: request.url,
      authorization: request.headers.authorization,
      fields,
      fileName: file?.name ?? null,
      fileType: file?.type ?? null,
      fileSha256: audio ? sha256(audio) : null,
    };
    requests.push(recorded);

    switch (behaviour.kind) {
      case 'status':
        return sendJson(response, behaviour.status, behaviour.body);
      case 'silent':
        return; // the socket stays open until the client gives up or the server closes
      case 'raw':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(behaviour.body);
      case 'oversized': {
        response.writeHead(200, { 'content-type': 'application/json' });
        const piece = Buffer.alloc(64 * 1024, 'a');
        let left = behaviour.bytes;
        const pump = () => {
          while (left > 0 && !response.destroyed) {
            const size = Math.min(left, piece.length);
            left -= size;
            if (!response.write(piece.subarray(0, size))) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('error', () => undefined);
        return pump();
      }
      case 'sentences': {
        if (!audio) return sendJson(response, 400, { error: { message: 'file is required' } });
        const { everySeconds, delayMs } = behaviour;
        const seconds = wavSeconds(audio);
        const segments = [];
        for (let start = 0; start + 1 <= seconds; start += everySeconds) {
          sentencesSaid += 1;
          segments.push({ text: ` Sentence ${sentencesSaid}.`, start, end: start + 1 });
        }
        await new Promise((done) => setTimeout(done, delayMs));
        return sendJson(response, 200, {
          text: segments.map((segment) => segment.text).join(''),
          duration: seconds,
          segments,
        });
      }
      case 'transcribe': {
        if (!file) return sendJson(response, 400, { error: { message: 'file is required' } });
        const reply = recorded.fileSha256 ? replies.get(recorded.fileSha256) : undefined;
        if (!reply)
          return sendJson(response, 422, { error: { message: 'no transcript for this audio' } });
        return sendJson(response, 200, reply);
      }
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    register: (audio, reply) => {
      replies.set(sha256(audio), reply);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
