// The speech engine, chosen by configuration: an OpenAI-compatible transcription server when
// ASR_URL is set (what production should use), whisper.cpp with WHISPER_MODEL, otherwise Debian's
// pocketsphinx (the embedded default, US English only). An engine the operator asked for and that
// does not work is reported, never silently replaced by another.
import type { Config } from '../../config';
import type { SpeechEngine, SpeechEngineId } from '../types';
import { openAiEngine } from './openai';
import { pocketsphinxAvailable, pocketsphinxEngine } from './pocketsphinx';

export type EngineConfig = Pick<
  Config,
  'asrUrl' | 'asrApiKey' | 'asrModel' | 'asrTimeoutMs' | 'whisperModel' | 'pocketsphinxModelDir'
>;

export async function chooseSpeechEngine(
  config: EngineConfig,
): Promise<{ engine: SpeechEngine } | { engine: null; reason: string }> {
  if (config.asrUrl)
    return {
      engine: openAiEngine({
        url: config.asrUrl,
        apiKey: config.asrApiKey,
        model: config.asrModel,
        timeoutMs: config.asrTimeoutMs,
      }),
    };
  if (config.whisperModel)
    return {
      engine: null,
      reason:
        'WHISPER_MODEL is set, but whisper.cpp in process is not part of this build yet: serve the model with whisper.cpp’s server and set ASR_URL to it instead',
    };
  if (await pocketsphinxAvailable(config.pocketsphinxModelDir))
    return { engine: pocketsphinxEngine({ modelDir: config.pocketsphinxModelDir }) };
  return {
    engine: null,
    reason:
      "no speech engine: install Debian's pocketsphinx and pocketsphinx-en-us, or set ASR_URL",
  };
}

/** Engines whose captions get a note that they may hold many mistakes. */
export function lowAccuracy(id: SpeechEngineId | string): boolean {
  return id === 'pocketsphinx';
}
