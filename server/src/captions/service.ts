// Captions of audio and video as the API offers them: what this server can do (the tools and the
// engine), accepting an upload (judged by ffprobe, not by its name), the transcript page's data,
// and short-lived addresses for the player, which cannot send the bearer header.
import type { FastifyBaseLogger } from 'fastify';
import type {
  ConversionRequest,
  MediaOptionsReply,
  MediaUploadBody,
  TranscriptReply,
} from '@nclude/shared/api-schemas';
import {
  MEDIA_LANGUAGES,
  MEDIA_OUTPUT_FORMATS,
  type MediaLanguage,
  type MediaOutputFormat,
} from '@nclude/shared/validation';
import type { AuthenticatedSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db';
import type { ConversionRequestsTable } from '../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../errors';
import { currentLanguage, spelledAmount } from '../language';
import { parseTag, type ConversionRequests } from '../conversion/requests';
import { checkMediaToken, signMediaToken } from '../signed-token';
import type { UploadedFile } from '../storage/multipart';
import { mergeRecognitions } from './cues';
import { chooseSpeechEngine, lowAccuracy, type EngineConfig } from './engines';
import { captionText } from './messages';
import { ffprobePathFor, probeMedia, toolAvailable } from './probe';
import {
  MediaError,
  type Cue,
  type MediaRefusal,
  type Recognition,
  type SpeechEngine,
} from './types';

export type CaptionsConfig = EngineConfig &
  Pick<Config, 'jwtSecret' | 'ffmpegPath' | 'mediaMaxDurationSeconds' | 'mediaUploadLimitBytes'>;

/**
 * What this server can caption with; when it cannot, what is missing and why (`reason`, for the
 * operator: the log and the start banner; people read `unavailableText`).
 */
export type CaptionTools =
  | { engine: SpeechEngine; ffmpegPath: string; ffprobePath: string; reason: null }
  | { engine: null; missing: 'ffmpeg' | 'engine'; reason: string };

/** Why captions are unavailable, for people. */
export function unavailableText(tools: CaptionTools & { engine: null }): string {
  return captionText('unavailable', {
    reason: captionText(tools.missing === 'ffmpeg' ? 'missingFfmpeg' : 'missingEngine'),
  });
}

/** The tools are looked for again after this long, so installing ffmpeg needs no restart. */
const TOOLS_RECHECK_MS = 60_000;
/** How long the player's addresses work; the page fetches new ones when they expire. */
const MEDIA_TOKEN_MS = 2 * 3_600_000;

/** What a player's token opens: one purpose of one request. */
function tokenSubject(requestId: string, purpose: MediaTokenPurpose): string {
  return `captions:${purpose}:${requestId}`;
}

export type MediaTokenPurpose = 'media' | 'captions';

const REFUSAL_MESSAGE: Record<
  Exclude<MediaRefusal, 'tooLong'>,
  Parameters<typeof captionText>[0]
> = {
  midi: 'refusedMidi',
  notMedia: 'refusedNotMedia',
  noAudio: 'refusedNoAudio',
  undecodable: 'refusedUndecodable',
};

/** A refusal for people; the durations are spelled out in the current language. */
export function refusalText(error: MediaError, durationSeconds = 0, maxSeconds = 0): string {
  if (error.reason === 'tooLong')
    return captionText('refusedTooLong', {
      duration: spelledAmount(Math.ceil(durationSeconds / 60), 'minute'),
      max: spelledAmount(Math.floor(maxSeconds / 60), 'minute'),
    });
  return captionText(REFUSAL_MESSAGE[error.reason]);
}

function languageNames(codes: readonly string[]): string {
  const names = new Intl.DisplayNames([currentLanguage()], { type: 'language' });
  return new Intl.ListFormat(currentLanguage(), { type: 'disjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

/** The cues of a media request from what the engine heard, stretch by stretch. */
export async function requestCues(db: Db, requestId: string): Promise<Cue[]> {
  const rows = await db
    .selectFrom('caption_chunks')
    .select(['start_ms', 'recognition'])
    .where('request_id', '=', requestId)
    .orderBy('chunk_index')
    .execute();
  return mergeRecognitions(
    rows.map((row) => ({
      start: row.start_ms / 1000,
      recognition: JSON.parse(row.recognition) as Recognition,
    })),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    captions: MediaCaptions;
  }
}

export class MediaCaptions {
  private tools: { checkedAt: number; value: Promise<CaptionTools> } | null = null;
  /** What the log last said about the tools, so a change (and only a change) is logged. */
  private loggedState: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly requests: ConversionRequests,
    private readonly config: CaptionsConfig,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  /** ffmpeg, ffprobe and the configured engine, looked for at most once a minute. */
  async captionTools(): Promise<CaptionTools> {
    const now = Date.now();
    if (!this.tools || now - this.tools.checkedAt > TOOLS_RECHECK_MS) {
      this.tools = { checkedAt: now, value: this.findTools() };
    }
    return this.tools.value;
  }

  private async findTools(): Promise<CaptionTools> {
    const tools = await this.lookForTools();
    const state = tools.engine
      ? `speech engine ${tools.engine.label}`
      : `unavailable: ${tools.reason}`;
    if (state !== this.loggedState) {
      this.loggedState = state;
      if (tools.engine) this.log.info(`captions: ${state}`);
      else this.log.warn(`captions are ${state}`);
    }
    return tools;
  }

  private async lookForTools(): Promise<CaptionTools> {
    const ffmpegPath = this.config.ffmpegPath;
    const ffprobePath = ffprobePathFor(ffmpegPath);
    const [ffmpeg, ffprobe] = await Promise.all([
      toolAvailable(ffmpegPath),
      toolAvailable(ffprobePath),
    ]);
    if (!ffmpeg || !ffprobe)
      return {
        engine: null,
        missing: 'ffmpeg',
        reason: `ffmpeg or ffprobe not found (FFMPEG_PATH ${ffmpegPath}; Debian package ffmpeg)`,
      };
    const choice = await chooseSpeechEngine(this.config);
    if (!choice.engine) return { engine: null, missing: 'engine', reason: choice.reason };
    return { engine: choice.engine, ffmpegPath, ffprobePath, reason: null };
  }

  async options(): Promise<Omit<MediaOptionsReply, 'success'>> {
    const tools = await this.captionTools();
    const common = {
      formats: [...MEDIA_OUTPUT_FORMATS],
      maxUploadMb: Math.round(this.config.mediaUploadLimitBytes / 1048576),
      maxDurationMinutes: Math.round(this.config.mediaMaxDurationSeconds / 60),
    };
    if (!tools.engine)
      return {
        ...common,
        available: false,
        reason: unavailableText(tools),
        engine: null,
        engineNote: null,
        languages: [],
      };
    return {
      ...common,
      available: true,
      reason: null,
      engine: tools.engine.label,
      engineNote: lowAccuracy(tools.engine.id) ? captionText('lowAccuracy') : null,
      languages: MEDIA_LANGUAGES.filter((code) => tools.engine.languages.includes(code)),
    };
  }

  /**
   * Checks the form, the tools and the file (ffprobe: sound present, not MIDI, not too long),
   * then stores it and starts the captions job.
   */
  async create(
    session: AuthenticatedSession,
    body: MediaUploadBody,
    upload: UploadedFile | null,
  ): Promise<ConversionRequest> {
    const format = body.output_format?.trim().toLowerCase() || 'txt';
    if (!(MEDIA_OUTPUT_FORMATS as readonly string[]).includes(format))
      throw badRequest(captionText('outputFormatInvalid'));
    const tag = parseTag(body.tag);
    const tools = await this.captionTools();
    if (!tools.engine) throw new HttpError(503, unavailableText(tools));
    const languages = tools.engine.languages;
    const language = body.language?.trim().toLowerCase() || languages[0] || 'en';
    if (!(languages as readonly string[]).includes(language))
      throw badRequest(captionText('languageUnsupported', { languages: languageNames(languages) }));
    if (!upload || upload.size === 0) throw badRequest(captionText('fileRequired'));
    let durationSeconds: number;
    try {
      ({ durationSeconds } = await probeMedia(upload.path, { ffprobePath: tools.ffprobePath }));
    } catch (error) {
      if (error instanceof MediaError) throw badRequest(refusalText(error));
      throw error;
    }
    const maxSeconds = this.config.mediaMaxDurationSeconds;
    if (durationSeconds > maxSeconds)
      throw badRequest(refusalText(new MediaError('tooLong'), durationSeconds, maxSeconds));
    return this.requests.create(
      session,
      'media',
      { format: format as MediaOutputFormat, language: language as MediaLanguage, tag },
      upload,
    );
  }

  /** The transcript page's data: the request, its cues and the player's addresses. */
  async transcript(
    session: AuthenticatedSession,
    requestId: string,
  ): Promise<Omit<TranscriptReply, 'success'>> {
    const row = await this.requests.row(session, 'media', requestId);
    const request = await this.requests.view(row);
    const media = await this.db
      .selectFrom('caption_media')
      .selectAll()
      .where('request_id', '=', row.id)
      .executeTakeFirst();
    if (!request.isDownloadable || !media?.engine_label) throw conflict(captionText('notReady'));
    const expires = this.clock.now().getTime() + MEDIA_TOKEN_MS;
    const address = (purpose: MediaTokenPurpose, file: string) =>
      `/v1/api/conversion/media/${row.id}/${file}?token=${this.sign(row.id, session.userId, purpose, expires)}`;
    return {
      request,
      engine: media.engine_label,
      engineNote: lowAccuracy(media.engine_id ?? '') ? captionText('lowAccuracy') : null,
      mediaKind: media.media_kind,
      durationSeconds: media.duration_ms / 1000,
      cues: await requestCues(this.db, row.id),
      mediaUrl: address('media', 'media'),
      captionsUrl: address('captions', 'captions.vtt'),
      expiresAt: new Date(expires).toISOString(),
    };
  }

  private sign(requestId: string, userId: string, purpose: MediaTokenPurpose, expires: number) {
    return signMediaToken(this.config.jwtSecret, tokenSubject(requestId, purpose), userId, expires);
  }

  /**
   * The finished media request a player's address names, if its token is genuine, unexpired and
   * for `purpose`; 404 otherwise (410 once expired, so the page knows to ask again).
   */
  async requestForToken(
    requestId: string,
    token: string,
    purpose: MediaTokenPurpose,
  ): Promise<ConversionRequestsTable> {
    const check = checkMediaToken(
      this.config.jwtSecret,
      tokenSubject(requestId, purpose),
      token,
      this.clock.now().getTime(),
    );
    if (!check.ok)
      throw check.reason === 'expired'
        ? new HttpError(410, captionText('linkExpired'))
        : notFound(captionText('linkExpired'));
    return this.requests.row({ userId: check.userId }, 'media', requestId);
  }
}
