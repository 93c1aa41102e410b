// Debian's pocketsphinx (0.8+5prealpha, packages pocketsphinx and pocketsphinx-en-us): the
// embedded engine, US English only and far less accurate than whisper, but it needs no model
// download and no server. Each call runs `pocketsphinx_continuous` on the chunk's WAV with word
// times on, below the API's CPU priority, and reads its output:
//
//   go forward ten meters            ← the utterance's hypothesis
//   <s> 0.390 0.460 1.000100         ← then one line per word: word start end confidence
//   go 0.470 0.640 0.997303
//   forward(2) 0.650 1.170 0.996705  ← (2): the dictionary's second pronunciation
//   </s> 2.130 2.610 1.000000
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { lowerPriority } from '../../background-process';
import {
  EngineUnavailableError,
  type Recognition,
  type SpeechEngine,
  type TimedSegment,
  type TimedWord,
  type TranscribeInput,
} from '../types';

const BINARY = 'pocketsphinx_continuous';

/** The acoustic model, language model and dictionary of pocketsphinx-en-us inside `modelDir`. */
function modelFiles(modelDir: string) {
  return {
    hmm: path.join(modelDir, 'en-us'),
    lm: path.join(modelDir, 'en-us.lm.bin'),
    dict: path.join(modelDir, 'cmudict-en-us.dict'),
  };
}

/** True when the binary runs and the model's files are where `modelDir` says. */
export async function pocketsphinxAvailable(modelDir: string): Promise<boolean> {
  const { hmm, lm, dict } = modelFiles(modelDir);
  try {
    await Promise.all([path.join(hmm, 'mdef'), lm, dict].map((file) => access(file)));
  } catch {
    return false;
  }
  // Without arguments it prints its usage and exits 1: enough to know it is installed.
  return new Promise((resolve) => {
    const child = spawn(BINARY, [], { stdio: 'ignore', timeout: 10_000 });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code !== null));
  });
}

/** Silence, breath, noise and the utterance marks: not words anyone said. */
function isFiller(word: string): boolean {
  return /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(word);
}

const WORD_LINE = /^(\S+) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) (-?[\d.]+(?:e[-+]?\d+)?)$/;

/**
 * Words and utterances from pocketsphinx_continuous's `-time yes` output, times kept inside
 * [0, durationSeconds]. Exported for the tests of odd output.
 */
export function parsePocketsphinxOutput(output: string, durationSeconds: number): Recognition {
  const utterances: TimedWord[][] = [];
  let current: TimedWord[] = [];
  const endUtterance = () => {
    if (current.length > 0) utterances.push(current);
    current = [];
  };
  for (const line of output.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const match = WORD_LINE.exec(trimmed);
    // A line that is not a timed word is the next utterance's hypothesis.
    if (!match) {
      endUtterance();
      continue;
    }
    const [, token, startText, endText] = match as unknown as [string, string, string, string];
    if (token === '<s>') endUtterance();
    if (isFiller(token)) continue;
    const text = token.replace(/\(\d+\)$/, '');
    const start = Math.min(Math.max(Number(startText), 0), durationSeconds);
    const end = Math.min(Math.max(Number(endText), start), durationSeconds);
    current.push({ text, start, end });
  }
  endUtterance();
  const segments: TimedSegment[] = utterances.map((words) => ({
    text: words.map((word) => word.text).join(' '),
    start: words[0]!.start,
    end: words[words.length - 1]!.end,
  }));
  return { words: utterances.flat(), segments };
}

export interface PocketsphinxOptions {
  modelDir: string;
}

export function pocketsphinxEngine({ modelDir }: PocketsphinxOptions): SpeechEngine {
  const { hmm, lm, dict } = modelFiles(modelDir);

  function transcribe(input: TranscribeInput): Promise<Recognition> {
    input.signal.throwIfAborted();
    return new Promise((resolve, reject) => {
      const child = spawn(
        BINARY,
        ['-infile', input.wavPath, '-time', 'yes', '-hmm', hmm, '-lm', lm, '-dict', dict],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      lowerPriority(child);
      let output = '';
      // Its log (stderr) is long; only its ERROR and FATAL lines say why it failed.
      let logTail = '';
      const problems: string[] = [];
      let fatal = false;
      const note = (line: string) => {
        if (!/^(ERROR|FATAL)/.test(line)) return;
        fatal ||= line.startsWith('FATAL');
        if (problems.length < 5) problems.push(line.trim());
      };
      let settled = false;
      const finish = (error: Error | null) => {
        if (settled) return;
        settled = true;
        input.signal.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve(parsePocketsphinxOutput(output, input.durationSeconds));
      };
      const onAbort = () => {
        child.kill('SIGKILL');
        const reason: unknown = input.signal.reason;
        finish(reason instanceof Error ? reason : new Error('aborted'));
      };
      input.signal.addEventListener('abort', onAbort, { once: true });
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        output += text;
      });
      child.stderr.setEncoding('utf8').on('data', (text: string) => {
        const lines = (logTail + text).split('\n');
        logTail = lines.pop() ?? '';
        lines.forEach(note);
      });
      child.once('error', (error: NodeJS.ErrnoException) =>
        finish(
          new EngineUnavailableError(
            error.code === 'ENOENT'
              ? `${BINARY} is not installed (Debian packages pocketsphinx and pocketsphinx-en-us)`
              : `${BINARY} could not start: ${error.message}`,
          ),
        ),
      );
      child.once('close', (code, signal) => {
        note(logTail);
        // It exits 0 after a FATAL about the file's format, with nothing recognised.
        if (code === 0 && !fatal) return finish(null);
        const why = problems.join(' ') || `exit code ${code}, signal ${signal}`;
        finish(
          signal !== null
            ? new EngineUnavailableError(`${BINARY} was stopped (${signal})`)
            : new Error(`${BINARY} failed on ${path.basename(input.wavPath)}: ${why}`),
        );
      });
    });
  }

  return {
    id: 'pocketsphinx',
    label: 'pocketsphinx (US English)',
    languages: ['en'],
    // Loading the model takes about 1.5 s per call: few long calls, not many short ones.
    chunkSeconds: 300,
    transcribe,
  };
}
