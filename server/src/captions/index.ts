// The captions pipeline's pieces as one module, built as dist/captions.js for `pnpm bench`, which
// measures them as the job runs them (decode, speech regions, slices, engine, cues, writers); the
// library reads its audio books with the same probe.
export { decodeToWav, writeWavSlice } from './decode';
export { chooseSpeechEngine } from './engines';
export { pocketsphinxEngine } from './engines/pocketsphinx';
export { mergeRecognitions } from './cues';
export { mediaInput, probeMedia, toolEnv } from './probe';
export { MediaError } from './types';
export { findSpeechRegions, planChunks } from './speech-regions';
export { wordErrorRate } from './wer';
export { writeTxt, writeVtt } from './writers';
