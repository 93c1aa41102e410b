// PDF → accessible HTML, DOCX or EPUB. `convertPdf` runs the work in a child Node process with a
// capped heap and a watch on its resident size, so parsing, recognition and writing never block
// the server's event loop and a hostile PDF cannot exhaust the server; aborting kills the child.
//
// The child is child.ts: from source (tsx, Jest) it runs through tsx's loader; the production
// build bundles it as dist/conversion-child.js, run by plain node.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { lowerPriority, nodeChildScript } from '../background-process';
import type { ChildMessage, ParentMessage } from './child';
import {
  ConversionError,
  type ConvertOptions,
  type ConvertProgress,
  type ConvertResult,
  type ConvertStage,
} from './types';

export * from './types';
export { MAX_PAGES } from './convert';

export interface ConverterLimits {
  /** V8 heap of the child (MB). */
  heapMb: number;
  /** Resident size (MB) above which the child is killed; OCR's WebAssembly memory counts here. */
  rssMb: number;
}

export const CONVERTER_LIMITS: Readonly<ConverterLimits> = { heapMb: 1024, rssMb: 1800 };

/** The conversion took more memory than it may: not the PDF's fault alone, but retrying won't help. */
export class ConverterMemoryError extends Error {
  constructor(readonly peakRssKb: number) {
    super(`The converter exceeded its memory limit (${Math.round(peakRssKb / 1024)} MB)`);
    this.name = 'ConverterMemoryError';
  }
}

// The production bundle runs its compiled copy (dist/conversion-child.js, beside dist/main.js).
const CHILD = nodeChildScript(import.meta.url, 'conversion-child', 'child.ts');

async function residentKb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const STAGES: readonly ConvertStage[] = ['reading', 'recognising', 'structuring', 'writing'];

export function convertPdf(
  options: ConvertOptions,
  limits: ConverterLimits = CONVERTER_LIMITS,
): Promise<ConvertResult> {
  const { onProgress, signal, ...input } = options;
  if (signal?.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
  return new Promise<ConvertResult>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${limits.heapMb}`, ...CHILD.args],
      {
        cwd: CHILD.cwd,
        // No secrets of the server reach the child.
        env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production' },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        serialization: 'advanced',
      },
    );
    lowerPriority(child);
    let settled = false;
    let peakKb = 0;
    let stderr = '';
    let killedFor: 'memory' | 'abort' | null = null;
    const finish = (error: Error | null, result?: ConvertResult) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(result!);
    };
    const onAbort = () => {
      killedFor = 'abort';
      child.kill('SIGKILL');
      finish(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const poll = setInterval(() => {
      if (child.pid === undefined) return;
      void residentKb(child.pid).then((kb) => {
        peakKb = Math.max(peakKb, kb);
        if (kb > limits.rssMb * 1024 && !killedFor) {
          killedFor = 'memory';
          child.kill('SIGKILL');
          finish(new ConverterMemoryError(kb));
        }
      });
    }, 200);
    poll.unref();
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'progress') {
        if (!STAGES.includes(message.stage as ConvertStage)) return;
        const progress: ConvertProgress = {
          stage: message.stage as ConvertStage,
          done: message.done,
          total: message.total,
        };
        try {
          onProgress?.(progress);
        } catch {
          // A listener's failure is not the conversion's.
        }
      } else if (message.type === 'done') {
        finish(null, message.result);
      } else if (message.type === 'failed') {
        finish(
          message.reason
            ? new ConversionError(message.reason, message.message)
            : new Error(`Conversion failed: ${message.message}`),
        );
      }
    });
    child.once('error', (error) => finish(error));
    child.once('exit', (code, exitSignal) => {
      if (killedFor === 'memory' || /heap out of memory|Allocation failed/i.test(stderr)) {
        return finish(new ConverterMemoryError(peakKb));
      }
      finish(
        new Error(
          `The converter stopped without an answer (code ${code}, signal ${exitSignal}): ${stderr.trim().slice(-1000)}`,
        ),
      );
    });
    const start: ParentMessage = { type: 'start', input };
    child.send(start);
  });
}
