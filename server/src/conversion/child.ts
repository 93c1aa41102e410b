// The converter's own process (started by index.ts): takes jobs over IPC one at a time, reports
// progress, answers with each result or failure, and waits for the next, its OCR models kept
// loaded. A PDF that exhausts memory or hangs ends this process, never the server.
import { OCR_PARALLEL, runConversion, type ConversionInput } from './convert';
import { Recogniser } from './ocr';
import { ConversionError } from './types';

export type ParentMessage = { type: 'start'; input: ConversionInput };
export type ChildMessage =
  | { type: 'progress'; stage: string; done: number; total: number }
  | { type: 'done'; result: import('./types').ConvertResult }
  | { type: 'failed'; reason: import('./types').ConversionFailure | null; message: string };

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

// pdf.js warns on stdout about fonts and broken objects it recovers from: not our output.
console.log = console.info = console.warn = () => undefined;

// The server went away: nothing waits for the result.
process.on('disconnect', () => process.exit(0));

const recogniser = new Recogniser(OCR_PARALLEL);

process.on('message', (message: ParentMessage) => {
  if (message?.type !== 'start') return;
  let lastSent = 0;
  void runConversion(
    message.input,
    (progress) => {
      const now = Date.now();
      // A message per page is cheap, but a 1,000-page PDF needs no 1,000 updates a second.
      if (now - lastSent < 100 && progress.done !== progress.total) return;
      lastSent = now;
      void send({ type: 'progress', ...progress });
    },
    recogniser,
  )
    .then((result) => send({ type: 'done', result }))
    .catch((error: unknown) =>
      send({
        type: 'failed',
        reason: error instanceof ConversionError ? error.reason : null,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
});
