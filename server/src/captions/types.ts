// The contract of the captions pipeline: what the media tools report, what a speech engine gives
// back, and the cues the writers turn into TXT, WebVTT and SRT. Times are seconds (floats).
import type { MediaLanguage } from '@nclude/shared/validation';

export type { MediaLanguage };

/** What ffprobe says about an upload. */
export interface MediaProbe {
  /** The container as ffprobe names it ("mov,mp4,m4a,3gp,3g2,mj2", "mp3", "wav"…). */
  formatName: string;
  durationSeconds: number;
  hasAudio: boolean;
  hasVideo: boolean;
}

/** Why a file cannot be captioned; each has a message for people (messages catalogue `captionText`). */
export type MediaRefusal =
  /** MIDI holds notes for a synthesiser, not recorded sound: there is no speech in it. */
  | 'midi'
  /** ffprobe cannot read it as audio or video (a text file renamed .mp3, a damaged file). */
  | 'notMedia'
  /** A video with no sound track. */
  | 'noAudio'
  /** Longer than MEDIA_MAX_DURATION_MINUTES. */
  | 'tooLong'
  /** ffmpeg started but could not decode the sound. */
  | 'undecodable';

export class MediaError extends Error {
  constructor(
    readonly reason: MediaRefusal,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'MediaError';
  }
}

/** A stretch of the decoded audio between silences. */
export interface SpeechRegion {
  start: number;
  end: number;
}

/** The stretch of audio one engine call gets: whole speech regions, at most the engine's length. */
export interface AudioChunk {
  index: number;
  start: number;
  end: number;
}

/** A word with its time, as engines that give word timestamps report it. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/** A phrase or sentence with its time (engines that give segment timestamps only). */
export interface TimedSegment {
  text: string;
  start: number;
  end: number;
}

/**
 * What an engine heard in one chunk, times relative to the chunk's start. `words` when the engine
 * gives word times (best cue timing), otherwise null and the segments carry the text.
 */
export interface Recognition {
  words: TimedWord[] | null;
  segments: TimedSegment[];
}

export type SpeechEngineId = 'openai' | 'whisper' | 'pocketsphinx';

export interface TranscribeInput {
  /** A 16 kHz mono 16-bit PCM WAV file holding just this chunk. */
  wavPath: string;
  durationSeconds: number;
  language: MediaLanguage;
  signal: AbortSignal;
}

/** One speech recogniser. Engines are chosen by configuration (captions/engines/index.ts). */
export interface SpeechEngine {
  id: SpeechEngineId;
  /** For people: "pocketsphinx (US English)", "whisper.cpp (ggml-base.bin)", "OpenAI-compatible (whisper-1)". */
  label: string;
  /** The spoken languages it can recognise. */
  languages: readonly MediaLanguage[];
  /** Longest chunk one call should get, in seconds. */
  chunkSeconds: number;
  transcribe(input: TranscribeInput): Promise<Recognition>;
  /** Releases a loaded model, if any. */
  close?(): Promise<void>;
}

/**
 * Thrown by an engine for a failure of the engine itself (server down, 5xx, timeout): the job is
 * retried later. Bad audio or a 4xx refusal is a PermanentJobError instead.
 */
export class EngineUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineUnavailableError';
  }
}

/** One caption: at most two lines of at most 42 characters, shown for at most 7 seconds. */
export interface Cue {
  start: number;
  end: number;
  lines: string[];
}

export const CUE_LINE_MAX = 42;
export const CUE_LINES_MAX = 2;
export const CUE_SECONDS_MAX = 7;
