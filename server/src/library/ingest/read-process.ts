// Reading a book (unpacking an archive, parsing XHTML or a Word document) in a child Node process
// with a capped heap and a watch on its resident size: a crafted EPUB or DOCX that inflates to
// gigabytes, or a document whose parse tree does, ends that process and is refused with a reason,
// while the server's own memory stays where it was. Aborting the job kills the child.
import { spawn } from 'node:child_process';
import { lowerPriority, nodeChildScript, residentKb } from '../../background-process';
import { IngestError, megabytes, type ReadBook } from './model';
import type { ReadOptions } from './read';
import type { ReaderReply, ReaderRequest } from './read-child';

// The production bundle runs its compiled copy (dist/library-read-child.js, beside dist/main.js).
const CHILD = nodeChildScript(import.meta.url, 'library-read-child', 'read-child.ts');

export interface ReaderLimits {
  /** V8 heap of the reader (MB): a 5-million-character Word document parses in about 600. */
  heapMb: number;
  /** Resident size (MB) above which the reader is killed. */
  rssMb: number;
}

export const READER_LIMITS: Readonly<ReaderLimits> = { heapMb: 1024, rssMb: 1536 };

const POLL_MS = 100;
const STDERR_TAIL_CHARS = 4_000;

/** `input` (a file or a folder) read into a book by a reader process within `limits`. */
export function readBookInChild(
  input: string,
  options: ReadOptions,
  limits: ReaderLimits = READER_LIMITS,
): Promise<ReadBook> {
  const { signal, ...childOptions } = options;
  if (signal.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
  return new Promise<ReadBook>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${limits.heapMb}`, ...CHILD.args],
      {
        cwd: CHILD.cwd,
        // No secrets of the server reach the reader.
        env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production' },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        serialization: 'advanced',
      },
    );
    lowerPriority(child);
    let settled = false;
    let stderr = '';
    let outOfMemory = false;
    const tooMuchMemory = () =>
      new IngestError('tooMuchMemory', { limit: megabytes(limits.rssMb * 1024 ** 2) });
    const finish = (error: Error | null, book?: ReadBook) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      signal.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(book!);
    };
    const onAbort = () =>
      finish(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    const poll = setInterval(() => {
      if (child.pid === undefined) return;
      void residentKb(child.pid).then((kb) => {
        if (kb > limits.rssMb * 1024 && !settled) {
          outOfMemory = true;
          finish(tooMuchMemory());
        }
      });
    }, POLL_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    child.on('message', (message: ReaderReply) => {
      if (message.type === 'read') finish(null, message.book);
      else if (message.type === 'refused') finish(new IngestError(message.reason, message.params));
      else finish(new Error(`The book reader failed: ${message.message}`));
    });
    child.once('error', (error) => finish(error));
    child.once('close', (code, exitSignal) => {
      if (outOfMemory || /heap out of memory|Allocation failed/i.test(stderr))
        return finish(tooMuchMemory());
      finish(
        new Error(
          `The book reader stopped without an answer (code ${code}, signal ${exitSignal}): ${stderr.trim().slice(-1000)}`,
        ),
      );
    });
    const request: ReaderRequest = { type: 'read', input, options: childOptions };
    child.send(request);
  });
}
