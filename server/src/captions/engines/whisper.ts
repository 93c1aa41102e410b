// whisper.cpp on this machine, through the @fugood/whisper.node binding, with a ggml model file
// the operator put on disk (WHISPER_MODEL). Each stretch of speech is transcribed by a child
// Node process (whisper-child.ts) that loads the model, answers and exits: the binding can abort
// its process on a damaged model, or never settle when whisper.cpp fails mid-run, and neither
// may touch the server. The child runs below the API's priority with a deadline, and is killed
// when the job is cancelled.
//
// Stretches are at most 30 s, whisper's own window, and cut in silences by the pipeline, so
// whisper never sees a word split at a window's edge, and each stretch is kept as it is done.
import { spawn } from 'node:child_process';
import { open, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { lowerPriority, nodeChildScript } from '../../background-process';
import {
  EngineUnavailableError,
  type MediaLanguage,
  type Recognition,
  type SpeechEngine,
  type TimedSegment,
  type TranscribeInput,
} from '../types';
import type { WhisperReply, WhisperRequest } from './whisper-child';

const CHILD = nodeChildScript(import.meta.url, 'whisper-child', 'whisper-child.ts');

/** "ggml" read as a little-endian uint32: the first bytes of every whisper.cpp model file. */
const GGML_MAGIC = 0x67676d6c;
/** Multilingual whisper models have 51865 tokens (large-v3: 51866); English-only ones 51864. */
const MULTILINGUAL_VOCAB = 51865;
const STDERR_TAIL_CHARS = 4_000;
/**
 * A working whisper.cpp always uses CPU (loading a model from disk too, for its copies). When the
 * binding loses a failure it sits idle with its promise unsettled: after this long without a
 * tick of CPU time the child is taken for stuck, well before WHISPER_TIMEOUT_SECONDS.
 */
export const IDLE_LIMIT_MS = 30_000;
const IDLE_POLL_MS = 2_000;

export interface WhisperModelInfo {
  /** English-only models (*.en.bin) recognise English alone. */
  multilingual: boolean;
}

/**
 * The model's hyperparameters from its ggml header, or why the file is not a whisper.cpp model
 * (for the operator: it is shown where captions are offered as unavailable).
 */
export async function readWhisperModel(
  modelPath: string,
): Promise<{ model: WhisperModelInfo } | { model: null; reason: string }> {
  const header = Buffer.alloc(8);
  try {
    const file = await open(modelPath, 'r');
    try {
      const { bytesRead } = await file.read(header, 0, header.length, 0);
      if (bytesRead < header.length) throw new Error('too short');
    } finally {
      await file.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      model: null,
      reason:
        code === 'ENOENT'
          ? `WHISPER_MODEL names ${modelPath}, which does not exist`
          : `WHISPER_MODEL ${modelPath} cannot be read (${code ?? (error as Error).message})`,
    };
  }
  const magic = header.readUInt32LE(0);
  const nVocab = header.readUInt32LE(4);
  if (magic !== GGML_MAGIC || nVocab < 51864 || nVocab > 51866)
    return {
      model: null,
      reason: `WHISPER_MODEL ${modelPath} is not a whisper.cpp ggml model (ggml-*.bin, as whisper.cpp's models/download-ggml-model.sh fetches)`,
    };
  return { model: { multilingual: nVocab >= MULTILINGUAL_VOCAB } };
}

interface ChildRun {
  request: WhisperRequest;
  /** Longest silence of the child (no segment, no answer) before it is taken for hung. */
  deadlineMs: number;
  idleLimitMs?: number;
  signal?: AbortSignal;
}

type ChildAnswer = Exclude<WhisperReply, { type: 'segment' }>;

/** Starts the child with one request; its answer, or an error when it dies or goes quiet. */
function runChild({
  request,
  deadlineMs,
  idleLimitMs = IDLE_LIMIT_MS,
  signal,
}: ChildRun): Promise<ChildAnswer> {
  if (signal?.aborted) return Promise.reject(asError(signal.reason));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, CHILD.args, {
      cwd: CHILD.cwd,
      // No secrets of the server reach the child.
      env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    lowerPriority(child);
    let stderr = '';
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let lastTicks = -1;
    let busyAt = Date.now();
    const idleWatch = setInterval(() => {
      if (child.pid === undefined) return;
      void cpuTicks(child.pid).then((ticks) => {
        if (ticks === null || settled) return;
        if (ticks !== lastTicks) {
          lastTicks = ticks;
          busyAt = Date.now();
        } else if (Date.now() - busyAt > idleLimitMs) {
          finish(new Error('whisper.cpp stopped working without giving a result'));
        }
      });
    }, IDLE_POLL_MS);
    idleWatch.unref();
    const finish = (error: Error | null, answer?: ChildAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(idleWatch);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(answer!);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          finish(
            new EngineUnavailableError(
              `whisper.cpp gave no result within ${Math.round(deadlineMs / 1000)} s (WHISPER_TIMEOUT_SECONDS)`,
            ),
          ),
        deadlineMs,
      );
    };
    const onAbort = () => finish(asError(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_TAIL_CHARS);
    });
    child.on('message', (message: WhisperReply) => {
      if (message.type === 'segment') arm();
      else finish(null, message);
    });
    child.once('error', (error) =>
      finish(new EngineUnavailableError(`whisper.cpp's process could not start: ${error.message}`)),
    );
    child.once('exit', (code, exitSignal) => {
      // whisper.cpp's own complaint (ggml asserts, load errors) is in its last lines.
      const said = stderr
        .split('\n')
        .filter((line) => /error|assert|failed|abort|cannot|invalid/i.test(line))
        .slice(-3)
        .join(' ')
        .trim();
      finish(
        new EngineUnavailableError(
          `whisper.cpp stopped without an answer (${exitSignal ?? `exit code ${code}`})${said ? `: ${said}` : ''}`,
        ),
      );
    });
    child.send(request);
  });
}

/** CPU time (user + system, in clock ticks) the process has used, or null off Linux. */
async function cpuTicks(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error('aborted');
}

let bindingLoads: Promise<void> | null = null;

/**
 * Null when the binding loads on this machine, else why not. A success is kept for the process's
 * life; a failure is checked again next time (the tools are looked for once a minute).
 */
export async function whisperBindingProblem(): Promise<string | null> {
  bindingLoads ??= runChild({ request: { type: 'probe' }, deadlineMs: 30_000 }).then((answer) => {
    if (answer.type !== 'ready')
      throw new Error(answer.type === 'failed' ? answer.message : answer.type);
  });
  try {
    await bindingLoads;
    return null;
  } catch (error) {
    bindingLoads = null;
    return `the whisper.cpp binding does not load here: ${(error as Error).message}`;
  }
}

/** Segments from whisper.cpp (milliseconds, the last one padded to its 30 s window) in seconds. */
export function segmentsFromWhisper(
  segments: readonly { text: string; t0: number; t1: number }[],
  durationSeconds: number,
): TimedSegment[] {
  const within = (ms: number) => Math.min(Math.max(ms / 1000, 0), durationSeconds);
  return segments
    .map((segment) => ({
      text: segment.text.replace(/\s+/g, ' ').trim(),
      start: within(segment.t0),
      end: within(segment.t1),
    }))
    .filter((segment) => segment.text !== '' && segment.end > segment.start);
}

export interface WhisperEngineOptions {
  modelPath: string;
  model: WhisperModelInfo;
  timeoutMs: number;
  /** How long the child may sit without using CPU before it is taken for stuck. */
  idleLimitMs?: number;
}

export function whisperEngine({
  modelPath,
  model,
  timeoutMs,
  idleLimitMs,
}: WhisperEngineOptions): SpeechEngine {
  const languages: readonly MediaLanguage[] = model.multilingual ? ['en', 'hi', 'te'] : ['en'];
  const threads = Math.max(1, availableParallelism());

  async function transcribe(input: TranscribeInput): Promise<Recognition> {
    const answer = await runChild({
      request: {
        type: 'transcribe',
        modelPath,
        wavPath: input.wavPath,
        language: input.language,
        threads,
      },
      deadlineMs: timeoutMs,
      idleLimitMs,
      signal: input.signal,
    });
    if (answer.type === 'failed') {
      // A model that does not load is the operator's to mend; the job waits and tries again.
      if (answer.stage === 'load')
        throw new EngineUnavailableError(
          `whisper.cpp could not load ${path.basename(modelPath)}: ${answer.message}`,
        );
      throw new Error(`whisper.cpp failed: ${answer.message}`);
    }
    if (answer.type !== 'done') throw new Error(`whisper.cpp answered ${answer.type}`);
    return { words: null, segments: segmentsFromWhisper(answer.segments, input.durationSeconds) };
  }

  return {
    id: 'whisper',
    label: `whisper.cpp (${path.basename(modelPath)})`,
    languages,
    chunkSeconds: 30,
    transcribe,
  };
}
