// The captions job: decodes the upload to 16 kHz mono, finds the speech between silences, sends
// it to the speech engine stretch by stretch (each stretch kept as it is done, so a restarted job
// carries on where it stopped), then writes the captions in the format asked for and tells the
// owner, in the language they used when they asked.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db';
import type { ConversionRequestsTable } from '../db/schema';
import { conversionText } from '../conversion/messages';
import {
  MEDIA_JOB_KIND,
  attachResult,
  downloadName,
  notifyRequestOwner,
  removeRequest,
  requestById,
  type Notifier,
  type RequestJobInput,
} from '../conversion/requests';
import { PermanentJobError, type JobHandler, type JobRecord } from '../jobs/types';
import { inLanguage } from '../language';
import { bufferSource, type FilesService } from '../storage/files';
import { decodeToWav, writeWavSlice } from './decode';
import { captionText } from './messages';
import { probeMedia } from './probe';
import { refusalText, requestCues, unavailableText, type CaptionTools } from './service';
import { findSpeechRegions, planChunks } from './speech-regions';
import { EngineUnavailableError, MediaError, type MediaLanguage, type Recognition } from './types';
import { writeSrt, writeTxt, writeVtt } from './writers';

export interface CaptionsResult {
  [key: string]: string | number;
  resultFileId: string;
  cues: number;
  engine: string;
}

export interface MediaJobDependencies {
  db: Db;
  files: FilesService;
  notifier: Notifier;
  /** The tools and engine, looked up when each run starts (MediaCaptions.captionTools). */
  captionTools(): Promise<CaptionTools>;
  mediaMaxDurationSeconds: number;
}

const OUTPUTS = {
  txt: { label: 'TXT', contentType: 'text/plain; charset=utf-8' },
  vtt: { label: 'WebVTT', contentType: 'text/vtt; charset=utf-8' },
  srt: { label: 'SRT', contentType: 'application/x-subrip; charset=utf-8' },
} as const;
type Output = keyof typeof OUTPUTS;

function outputOf(request: ConversionRequestsTable): Output {
  return request.output_format in OUTPUTS ? (request.output_format as Output) : 'txt';
}

/** Overall percent: decoding and finding speech are quick beside recognition. */
const DECODED_AT = 8;
const REGIONS_AT = 10;
const RECOGNISED_AT = 95;

/** "1:05:00", "12:30": a position in the recording for stage texts. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function mediaJobHandler(
  deps: MediaJobDependencies,
): JobHandler<RequestJobInput, CaptionsResult> {
  return {
    kind: MEDIA_JOB_KIND,
    maxAttempts: 5,
    // A 3-hour recording at pocketsphinx's pace with room to spare; a run cut short here carries
    // on from its last stretch.
    timeoutMs: 6 * 60 * 60_000,

    async run(context) {
      const request = await requestById(deps.db, context.input.requestId);
      if (!request?.source_file_id) throw new PermanentJobError(conversionText('requestNotFound'));
      const say = <T>(compose: () => T): T => inLanguage(request.ui_language, compose);
      const tools = await deps.captionTools();
      if (!tools.engine) throw new PermanentJobError(say(() => unavailableText(tools)));
      const engine = tools.engine;

      const inputPath = join(context.workDir, 'input');
      await pipeline(await deps.files.open(request.source_file_id), createWriteStream(inputPath));
      let durationSeconds = 0;
      try {
        const probe = await probeMedia(inputPath, {
          ffprobePath: tools.ffprobePath,
          signal: context.signal,
        });
        durationSeconds = probe.durationSeconds;
        await deps.db
          .insertInto('caption_media')
          .values({
            request_id: request.id,
            media_kind: probe.hasVideo ? 'video' : 'audio',
            duration_ms: Math.round(durationSeconds * 1000),
            engine_id: null,
            engine_label: null,
          })
          .onConflict((conflict) =>
            conflict.column('request_id').doUpdateSet({
              media_kind: probe.hasVideo ? 'video' : 'audio',
              duration_ms: Math.round(durationSeconds * 1000),
            }),
          )
          .execute();

        context.progress(
          0,
          say(() => captionText('stageDecoding')),
        );
        const wavPath = join(context.workDir, 'audio.wav');
        const decoded = await decodeToWav(inputPath, wavPath, {
          ffmpegPath: tools.ffmpegPath,
          durationSeconds,
          // A header that understates the length cannot make the decoder run on for ever; one
          // second more than allowed is enough to tell the recording is too long.
          maxSeconds: deps.mediaMaxDurationSeconds + 1,
          signal: context.signal,
          onProgress: (seconds) =>
            context.progress(
              durationSeconds > 0 ? (DECODED_AT * seconds) / durationSeconds : 0,
              say(() => captionText('stageDecoding')),
            ),
        });
        durationSeconds = decoded.durationSeconds;
        if (durationSeconds > deps.mediaMaxDurationSeconds) throw new MediaError('tooLong');

        context.progress(
          DECODED_AT,
          say(() => captionText('stageFindingSpeech')),
        );
        const regions = await findSpeechRegions(wavPath);
        if (regions.length === 0) throw new PermanentJobError(say(() => captionText('noSpeech')));
        const chunks = planChunks(regions, engine.chunkSeconds, durationSeconds);

        // Stretches an earlier run finished with the same engine are kept; another engine's are not.
        await deps.db
          .deleteFrom('caption_chunks')
          .where('request_id', '=', request.id)
          .where('engine_id', '!=', engine.id)
          .execute();
        const done = new Set(
          (
            await deps.db
              .selectFrom('caption_chunks')
              .select('chunk_index')
              .where('request_id', '=', request.id)
              .execute()
          ).map((row) => row.chunk_index),
        );
        const speechSeconds = chunks.reduce((sum, chunk) => sum + (chunk.end - chunk.start), 0);
        let heard = chunks
          .filter((chunk) => done.has(chunk.index))
          .reduce((sum, chunk) => sum + (chunk.end - chunk.start), 0);
        const report = (position: number) =>
          context.progress(
            REGIONS_AT + ((RECOGNISED_AT - REGIONS_AT) * heard) / Math.max(speechSeconds, 0.001),
            say(() =>
              captionText('stageRecognising', {
                done: clock(position),
                total: clock(durationSeconds),
              }),
            ),
          );
        report(0);
        for (const chunk of chunks) {
          if (done.has(chunk.index)) continue;
          context.signal.throwIfAborted();
          const chunkPath = join(context.workDir, `chunk-${chunk.index}.wav`);
          await writeWavSlice(wavPath, chunk.start, chunk.end, chunkPath);
          let recognition: Recognition;
          try {
            recognition = await engine.transcribe({
              wavPath: chunkPath,
              durationSeconds: chunk.end - chunk.start,
              language: request.language as MediaLanguage,
              signal: context.signal,
            });
          } catch (error) {
            // Unavailable (down, overloaded, timed out) is retried later, keeping what is done.
            if (error instanceof EngineUnavailableError || isAbort(error)) throw error;
            if (context.signal.aborted) throw error;
            const reason = error instanceof Error ? error.message : String(error);
            throw new PermanentJobError(say(() => captionText('engineRefused', { reason })));
          }
          await deps.db
            .insertInto('caption_chunks')
            .values({
              request_id: request.id,
              chunk_index: chunk.index,
              engine_id: engine.id,
              start_ms: Math.round(chunk.start * 1000),
              end_ms: Math.round(chunk.end * 1000),
              recognition: JSON.stringify(recognition),
            })
            .onConflict((conflict) => conflict.columns(['request_id', 'chunk_index']).doNothing())
            .execute();
          heard += chunk.end - chunk.start;
          report(chunk.end);
        }
      } catch (error) {
        if (error instanceof MediaError)
          throw new PermanentJobError(
            say(() => refusalText(error, durationSeconds, deps.mediaMaxDurationSeconds)),
          );
        throw error;
      }

      const format = outputOf(request);
      context.progress(
        RECOGNISED_AT,
        say(() => captionText('stageWriting', { format: OUTPUTS[format].label })),
      );
      const cues = await requestCues(deps.db, request.id);
      if (cues.length === 0) throw new PermanentJobError(say(() => captionText('noSpeech')));
      const text =
        format === 'vtt'
          ? writeVtt(cues, { language: request.language as MediaLanguage })
          : format === 'srt'
            ? writeSrt(cues)
            : writeTxt(cues);
      const name = downloadName(request.file_name, format);
      const resultFileId = await attachResult(
        deps.db,
        deps.files,
        request,
        bufferSource(name, Buffer.from(text, 'utf8')),
        OUTPUTS[format].contentType,
      );
      await deps.db
        .updateTable('caption_media')
        .set({ engine_id: engine.id, engine_label: engine.label })
        .where('request_id', '=', request.id)
        .execute();
      return { resultFileId, cues: cues.length, engine: engine.label };
    },

    async settled(job: JobRecord<RequestJobInput, CaptionsResult>) {
      await notifyRequestOwner(deps.db, deps.notifier, job, {
        ready: (request) => ({
          title: captionText('readyTitle', { fileName: request.file_name }),
          body: captionText('readyBody', { format: OUTPUTS[outputOf(request)].label }),
        }),
        failedTitle: (request) => captionText('failedTitle', { fileName: request.file_name }),
        link: (request, succeeded) =>
          succeeded ? `/avaccess/transcript/${request.id}` : `/avaccess?request=${request.id}`,
      });
    },

    async cleanUp(job) {
      await removeRequest(deps.db, deps.files, job.input.requestId);
    },
  };
}
