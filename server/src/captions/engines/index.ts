// The speech engine, chosen by configuration: an OpenAI-compatible transcription server when
// ASR_URL is set (what production should use), whisper.cpp on this machine when WHISPER_MODEL
// names a ggml model file, otherwise Debian's pocketsphinx (the embedded default, US English
// only). An engine the operator asked for and that does not work is reported, never silently
// replaced by another.
import type { Config } from '../../config';
import type { SpeechEngine, SpeechEngineId } from '../types';
import { openAiEngine } from './openai';
import { pocketsphinxAvailable, pocketsphinxEngine } from './pocketsphinx';
import { readWhisperModel, whisperBindingProblem, whisperEngine } from './whisper';

export type EngineConfig = Pick<
  Config,
  | 'asrUrl'
  | 'asrApiKey'
  | 'asrModel'
  | 'asrTimeoutMs'
  | 'whisperModel'
  | 'whisperTimeoutMs'
  | 'pocketsphinxModelDir'
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
  if (config.whisperModel) {
    const found = await readWhisperModel(config.whisperModel);
    if (!found.model) return { engine: null, reason: found.reason };
    const problem = await whisperBindingProblem();
    if (problem) return { engine: null, reason: problem };
    return {
      engine: whisperEngine({
        modelPath: config.whisperModel,
        model: found.model,
        timeoutMs: config.whisperTimeoutMs,
      }),
    };
  }
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
