// What an upload holds, asked of ffprobe before anything is decoded: whether it is sound at all,
// whether it has a sound track, and how long it is. The upload is refused here with a reason
// people can act on (MediaError) rather than failing later inside ffmpeg.
import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { MediaError, type MediaProbe } from './types';

/** ffprobe reads only the headers of a file: half a minute means a hostile or broken file. */
export const PROBE_TIMEOUT_MS = 30_000;
/** ffprobe's JSON for a real recording is a few KB; megabytes means thousands of streams. */
const PROBE_MAX_OUTPUT_BYTES = 1024 * 1024;
/** `-version` answers at once; a tool that does not is as good as missing. */
const VERSION_TIMEOUT_MS = 5_000;

/**
 * The demuxers ffprobe and ffmpeg may use: containers of one recorded file. Left out are those that
 * open other files or URLs named inside the upload (hls, dash, concat, image2: a playlist uploaded
 * as .mp4 could read another user's upload), synthesisers (MIDI, tracker modules: no speech), and
 * images and subtitle formats. ffmpeg matches a name such as "mov,mp4,m4a,3gp,3g2,mj2" by any part.
 */
export const MEDIA_DEMUXERS =
  'mp3,wav,w64,aac,loas,flac,ogg,asf,xwma,mov,avi,matroska,flv,mpegts,mpeg,aiff,amr,caf,wv,ape,ac3,eac3,dts,mpc,mpc8,tta,au,voc,rm,nut,dv,mxf,wtv';

/** ffmpeg/ffprobe input options that keep them to the one local file and MEDIA_DEMUXERS. */
export function mediaInput(filePath: string): string[] {
  return [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    MEDIA_DEMUXERS,
    // The file: protocol, so a name with a colon is never read as another protocol.
    '-i',
    `file:${path.resolve(filePath)}`,
  ];
}

/** The environment of ffmpeg and ffprobe: PATH to find them, and no secrets of the server. */
export function toolEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '' };
}

/** The ffprobe that belongs to a configured ffmpeg: the one beside it, or the one on PATH. */
export function ffprobePathFor(ffmpegPath: string): string {
  return ffmpegPath.includes('/') ? path.join(path.dirname(ffmpegPath), 'ffprobe') : 'ffprobe';
}

/** Whether `<tool> -version` runs (captions are offered as unavailable without ffmpeg/ffprobe). */
export function toolAvailable(toolPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(
      toolPath,
      ['-version'],
      { timeout: VERSION_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 64 * 1024, env: toolEnv() },
      (error) => resolve(error === null),
    );
  });
}

/**
 * MIDI holds notes, not sound. ffprobe may or may not have a demuxer for it (Debian's has none and
 * calls it invalid data), so it is told by its signature: 'MThd' for a Standard MIDI File, and the
 * RIFF-wrapped 'RMID' form.
 */
async function isMidi(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const text = head.subarray(0, bytesRead).toString('latin1');
    return text.startsWith('MThd') || (text.startsWith('RIFF') && text.slice(8, 12) === 'RMID');
  } finally {
    await file.close();
  }
}

interface FfprobeStream {
  codec_type?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

interface FfprobeAnswer {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

function seconds(raw: string | undefined): number {
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function runFfprobe(
  filePath: string,
  options: { ffprobePath: string; signal?: AbortSignal; timeoutMs?: number },
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'];
  args.push(...mediaInput(filePath));
  return new Promise((resolve, reject) => {
    execFile(
      options.ffprobePath,
      args,
      {
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: PROBE_MAX_OUTPUT_BYTES,
        signal: options.signal,
        env: toolEnv(),
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const failure = error as NodeJS.ErrnoException & { killed?: boolean };
        if (failure.name === 'AbortError') return reject(failure);
        if (failure.code === 'ENOENT')
          return reject(new Error(`ffprobe was not found at "${options.ffprobePath}"`));
        if (failure.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER')
          return reject(new MediaError('notMedia', 'ffprobe described too many streams'));
        if (failure.killed)
          return reject(new MediaError('notMedia', `ffprobe did not answer in ${timeoutMs} ms`));
        const lastLine = stderr.trim().split('\n').pop() ?? '';
        const detail = lastLine.replaceAll(`file:${path.resolve(filePath)}`, 'input');
        reject(new MediaError('notMedia', detail || error.message));
      },
    );
  });
}

/**
 * Reads the container and streams of `filePath`. Refuses MIDI ('midi'), what ffprobe cannot read
 * or what holds neither sound nor moving picture ('notMedia'), and a video without sound
 * ('noAudio'). Cover art (an attached picture in an MP3 or FLAC) is not video.
 *
 * `durationSeconds` is the container's duration, else its longest stream's; 0 when neither says
 * (a raw stream without an index): ffmpeg still decodes such a file, so the caller decides whether
 * to go on and measures the decoded WAV instead.
 */
export async function probeMedia(
  filePath: string,
  options: { ffprobePath: string; signal?: AbortSignal; timeoutMs?: number },
): Promise<MediaProbe> {
  if (await isMidi(filePath)) throw new MediaError('midi');
  const output = await runFfprobe(filePath, options);
  let answer: FfprobeAnswer;
  try {
    answer = JSON.parse(output) as FfprobeAnswer;
  } catch {
    throw new MediaError('notMedia', 'ffprobe answered with something other than JSON');
  }
  const formatName = answer.format?.format_name ?? '';
  const streams = answer.streams ?? [];
  const hasAudio = streams.some((stream) => stream.codec_type === 'audio');
  const hasVideo = streams.some(
    (stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic,
  );
  if (!hasAudio) throw new MediaError(hasVideo ? 'noAudio' : 'notMedia');
  const durationSeconds =
    seconds(answer.format?.duration) ||
    Math.max(0, ...streams.map((stream) => seconds(stream.duration)));
  return { formatName, durationSeconds, hasAudio, hasVideo };
}
