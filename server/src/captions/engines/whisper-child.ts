// whisper.cpp's own process (started by whisper.ts): loads the model with @fugood/whisper.node,
// transcribes one WAV file, answers with the segments and exits. It runs apart from the server
// because the binding can take the process down (a damaged model ends in an abort inside ggml)
// or leave its promise unsettled when whisper.cpp fails mid-run; here either ends this process,
// which the server sees, never the server itself.
import type { TranscribeResult, WhisperContext } from '@fugood/whisper.node';

export type WhisperRequest =
  | { type: 'probe' }
  | {
      type: 'transcribe';
      modelPath: string;
      wavPath: string;
      language: string;
      threads: number;
    };

export type WhisperReply =
  | { type: 'ready' }
  /** A window of up to 30 s was decoded: the process is alive and working. */
  | { type: 'segment'; endMs: number }
  | { type: 'done'; segments: TranscribeResult['segments'] }
  | { type: 'failed'; stage: 'load' | 'transcribe'; message: string };

let answered = false;

function reply(message: WhisperReply): Promise<void> {
  if (message.type !== 'segment') answered = true;
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function transcribe(request: Extract<WhisperRequest, { type: 'transcribe' }>) {
  const { initWhisper } = await import('@fugood/whisper.node');
  let context: WhisperContext;
  try {
    context = await initWhisper({ filePath: request.modelPath, useGpu: false });
  } catch (error) {
    return reply({ type: 'failed', stage: 'load', message: messageOf(error) });
  }
  const { promise } = context.transcribeFile(request.wavPath, {
    language: request.language,
    maxThreads: request.threads,
    onNewSegments: (update) => {
      const last = update.segments[update.segments.length - 1];
      if (last) void reply({ type: 'segment', endMs: last.t1 });
    },
  });
  const result = await promise;
  await reply({ type: 'done', segments: result.segments });
}

async function probe() {
  const { loadWhisperModule } = await import('@fugood/whisper.node');
  await loadWhisperModule();
  await reply({ type: 'ready' });
}

// The server went away: nothing waits for the result.
process.on('disconnect', () => process.exit(0));

// whisper.cpp finished without settling the binding's promise: nothing is left to run.
process.on('beforeExit', () => {
  if (answered) return;
  void reply({
    type: 'failed',
    stage: 'transcribe',
    message: 'whisper.cpp stopped without a result',
  }).then(() => process.exit(0));
});

process.once('message', (message: WhisperRequest) => {
  const work = message?.type === 'probe' ? probe() : transcribe(message);
  work
    .catch((error: unknown) =>
      reply({ type: 'failed', stage: 'transcribe', message: messageOf(error) }),
    )
    .finally(() => {
      if (answered) process.exit(0);
    });
});
