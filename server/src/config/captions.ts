// Captions: the tools that decode media (Debian's ffmpeg and ffprobe), the longest recording
// accepted, and the speech engine, chosen by what is configured: an OpenAI-compatible
// transcription endpoint (ASR_URL), whisper.cpp with a ggml model on this machine (WHISPER_MODEL),
// or Debian's pocketsphinx (the embedded default, US English only).
import { httpUrl, integer, variable } from './define';

const optional = (raw: string | undefined): string | null => raw ?? null;

export const captionsVariables = [
  variable({
    name: 'MEDIA_MAX_DURATION_MINUTES',
    defaultValue: '180',
    meaning: 'Longest audio or video recording to caption; longer ones are refused at upload.',
    field: 'mediaMaxDurationSeconds',
    read: (raw, context) => integer(180, 1)(raw, context) * 60,
  }),
  variable({
    name: 'FFMPEG_PATH',
    defaultValue: 'ffmpeg (Debian package ffmpeg)',
    meaning:
      'The ffmpeg binary that decodes media to 16 kHz mono; ffprobe is looked for beside it. Without it captions are offered as unavailable.',
    field: 'ffmpegPath',
    read: (raw) => raw ?? 'ffmpeg',
  }),
  variable({
    name: 'ASR_URL',
    defaultValue: 'unset',
    meaning:
      'Base URL of an OpenAI-compatible speech-to-text server (OpenAI, faster-whisper or whisper.cpp servers, LocalAI); `/v1/audio/transcriptions` is called there. The engine production should use.',
    field: 'asrUrl',
    read: httpUrl,
  }),
  variable({
    name: 'ASR_API_KEY',
    defaultValue: 'unset',
    meaning: 'Bearer key for `ASR_URL`; it never leaves the server.',
    field: 'asrApiKey',
    read: optional,
  }),
  variable({
    name: 'ASR_MODEL',
    defaultValue: 'whisper-1',
    meaning: 'The model name sent to `ASR_URL`.',
    field: 'asrModel',
    read: (raw) => raw ?? 'whisper-1',
  }),
  variable({
    name: 'ASR_TIMEOUT_SECONDS',
    defaultValue: '300',
    meaning:
      'Longest wait for one answer of `ASR_URL` (one stretch of at most a minute of speech).',
    field: 'asrTimeoutMs',
    read: (raw, context) => integer(300, 5)(raw, context) * 1000,
  }),
  variable({
    name: 'WHISPER_MODEL',
    defaultValue: 'unset',
    meaning:
      'A whisper.cpp ggml model file on this machine (for example `ggml-base.bin` from whisper.cpp’s `models/download-ggml-model.sh`): without `ASR_URL`, captions are made by whisper.cpp here, in a child process below the API’s priority. Multilingual models offer English, Hindi and Telugu, `*.en.bin` models English only. A file that is not such a model makes captions unavailable, with the reason.',
    field: 'whisperModel',
    read: optional,
  }),
  variable({
    name: 'WHISPER_TIMEOUT_SECONDS',
    defaultValue: '600',
    meaning:
      'Longest whisper.cpp may take over one stretch of at most 30 s of speech (model loading included) before it is taken for hung; the stretch is tried again later.',
    field: 'whisperTimeoutMs',
    read: (raw, context) => integer(600, 10)(raw, context) * 1000,
  }),
  variable({
    name: 'POCKETSPHINX_MODEL_DIR',
    defaultValue: '/usr/share/pocketsphinx/model/en-us',
    meaning:
      'The US English model of Debian’s pocketsphinx-en-us, the embedded engine used when neither `ASR_URL` nor `WHISPER_MODEL` is set.',
    field: 'pocketsphinxModelDir',
    read: (raw) => raw ?? '/usr/share/pocketsphinx/model/en-us',
  }),
];
