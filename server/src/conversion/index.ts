// PDF → accessible HTML, DOCX or EPUB. `convertPdf` runs the work in a child Node process with a
// capped heap and a watch on its resident size, so parsing, recognition and writing never block
// the server's event loop and a hostile PDF cannot exhaust the server; aborting kills the child.
//
// The child is child.ts: from source (tsx, Jest) it runs through tsx's loader; the production
// build bundles it as dist/conversion-child.js, run by plain node.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { lowerPriority, nodeChildScript, residentKb } from '../background-process';
import type { ChildMessage, ParentMessage } from './child';
import {
  ConversionError,
  ConverterMemoryError,
  type ConvertOptions,
  type ConvertProgress,
  type ConvertResult,
  type ConvertStage,
} from './types';

export * from './types';
export { MAX_PAGES } from './convert';
/** pdf.js as the converter loads and opens it: the bench's ceiling is measured with it. */
export { openPdf } from './pdf-pages';
// What other areas build on: the document model and its writers (the library's download formats,
// the resume parser), and the reasons a reading fails, in people's words.
export { runsText, type DocumentModel, type List, type PlacedBlock, type Run } from './model';
export { writeDocx } from './docx';
export { writeEpub } from './epub';
export { writeHtml } from './html';
export { FAILURE_MESSAGE } from './document-job';
export { conversionText } from './messages';

export interface ConverterLimits {
  /** V8 heap of the child (MB). */
  heapMb: number;
  /** Resident size (MB) above which the child is killed; OCR's WebAssembly memory counts here. */
  rssMb: number;
}

export const CONVERTER_LIMITS: Readonly<ConverterLimits> = { heapMb: 1024, rssMb: 1800 };

// The production bundle runs its compiled copy (dist/conversion-child.js, beside dist/main.js).
const CHILD = nodeChildScript(import.meta.url, 'conversion-child', 'child.ts');

const STAGES: readonly ConvertStage[] = ['reading', 'recognising', 'structuring', 'writing'];

/**
 * Converter processes kept after a conversion for the next one, so that pdf.js, the writers and
 * the OCR models are loaded and compiled already (a 92-page PDF: 4.2 s cold, 1.7 s warm; a scan
 * saves the models' start of several seconds). A process is retired after `jobs` conversions,
 * above `rssMb` resident, after a failure that was not the PDF's, or after `idleMs` unused.
 */
const WARM = { max: 2, jobs: 25, rssMb: 700, idleMs: 60_000 };

interface ConverterProcess {
  child: ChildProcess;
  heapMb: number;
  jobs: number;
  idleTimer: NodeJS.Timeout | null;
}

const idle: ConverterProcess[] = [];

function alive(converter: ConverterProcess): boolean {
  const { child } = converter;
  return !child.killed && child.connected && child.exitCode === null && child.signalCode === null;
}

/** While idle, a converter keeps neither the server nor a test run from exiting. */
function holdOpen(child: ChildProcess, hold: boolean): void {
  const handles = [child, child.channel, child.stderr] as ({ ref(): void; unref(): void } | null)[];
  for (const handle of handles) {
    if (hold) handle?.ref();
    else handle?.unref();
  }
}

function startConverter(heapMb: number): ConverterProcess {
  const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, ...CHILD.args], {
    cwd: CHILD.cwd,
    // No secrets of the server reach the child.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  lowerPriority(child);
  // A converter that ends while idle leaves the pool.
  child.once('exit', () => {
    const at = idle.findIndex((c) => c.child === child);
    if (at >= 0) idle.splice(at, 1);
  });
  // Its errors while idle (a failed kill) are not anyone's conversion's.
  child.on('error', () => undefined);
  return { child, heapMb, jobs: 0, idleTimer: null };
}

function takeConverter(heapMb: number): ConverterProcess {
  for (let converter = idle.pop(); converter; converter = idle.pop()) {
    if (converter.idleTimer) clearTimeout(converter.idleTimer);
    if (alive(converter) && converter.heapMb === heapMb) {
      holdOpen(converter.child, true);
      return converter;
    }
    converter.child.kill('SIGKILL');
  }
  return startConverter(heapMb);
}

function releaseConverter(converter: ConverterProcess, reusable: boolean): void {
  converter.jobs += 1;
  // Read at once (a small file of the kernel's): until it is idle, no one can retire it.
  let kb = 0;
  try {
    const status = readFileSync(`/proc/${converter.child.pid}/status`, 'utf8');
    kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    reusable = false;
  }
  if (
    !reusable ||
    !alive(converter) ||
    converter.jobs >= WARM.jobs ||
    kb > WARM.rssMb * 1024 ||
    idle.length >= WARM.max
  ) {
    converter.child.kill('SIGKILL');
    return;
  }
  holdOpen(converter.child, false);
  converter.idleTimer = setTimeout(() => {
    idle.splice(idle.indexOf(converter), 1);
    converter.child.kill('SIGKILL');
  }, WARM.idleMs);
  converter.idleTimer.unref();
  idle.push(converter);
}

export function convertPdf(
  options: ConvertOptions,
  limits: ConverterLimits = CONVERTER_LIMITS,
): Promise<ConvertResult> {
  const { onProgress, signal, ...input } = options;
  if (signal?.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
  return new Promise<ConvertResult>((resolve, reject) => {
    const converter = takeConverter(limits.heapMb);
    const { child } = converter;
    let settled = false;
    let peakKb = 0;
    let stderr = '';
    let killedFor: 'memory' | 'abort' | null = null;
    const finish = (error: Error | null, result?: ConvertResult, reusable = false) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
      child.off('message', onMessage);
      child.off('error', onError);
      child.off('exit', onExit);
      child.stderr?.off('data', onStderr);
      if (reusable) releaseConverter(converter, true);
      else if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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
        if (kb > limits.rssMb * 1024 && !killedFor && !settled) {
          killedFor = 'memory';
          child.kill('SIGKILL');
          finish(new ConverterMemoryError(kb));
        }
      });
    }, 200);
    poll.unref();
    const onStderr = (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    };
    child.stderr?.on('data', onStderr);
    const onMessage = (message: ChildMessage) => {
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
        finish(null, message.result, true);
      } else if (message.type === 'failed') {
        // The PDF's own fault leaves the process sound; anything else may not have.
        finish(
          message.reason
            ? new ConversionError(message.reason, message.message)
            : new Error(`Conversion failed: ${message.message}`),
          undefined,
          message.reason !== null,
        );
      }
    };
    const onError = (error: Error) => finish(error);
    const onExit = (code: number | null, exitSignal: NodeJS.Signals | null) => {
      if (killedFor === 'memory' || /heap out of memory|Allocation failed/i.test(stderr)) {
        return finish(new ConverterMemoryError(peakKb));
      }
      finish(
        new Error(
          `The converter stopped without an answer (code ${code}, signal ${exitSignal}): ${stderr.trim().slice(-1000)}`,
        ),
      );
    };
    child.on('message', onMessage);
    child.once('error', onError);
    child.once('exit', onExit);
    const start: ParentMessage = { type: 'start', input };
    child.send(start);
  });
}

/** Ends the converter processes kept idle: the next conversion starts a fresh one. */
export function retireConverters(): void {
  for (let converter = idle.pop(); converter; converter = idle.pop()) {
    if (converter.idleTimer) clearTimeout(converter.idleTimer);
    converter.child.kill('SIGKILL');
  }
}
