// A tiny whisper.cpp model for the tests, written in the ggml format whisper.cpp loads: no model
// file can be downloaded here, and a real one is 75 MB or more. Its weights are not trained:
// they are set by hand so that its decoder says one fixed sentence for any audio. Its output is
// produced by whisper.cpp itself (mel spectrogram, encoder, decoder, timestamp rules), which is
// what the engine's tests need: the binding, the child process and the reading of segments.
//
// How it speaks: every attention and MLP weight is zero, so the decoder's last state is the
// layer-normed sum of the previous token's embedding and the position's embedding. Position p
// has a strong one-hot code in dimension p; the token that must follow position p has a smaller
// code in the same dimension, so it is the one the logits (state · token embeddings) favour.
import { writeFileSync } from 'node:fs';

const GGML_MAGIC = 0x67676d6c;
const STATE = 64;
const AUDIO_CTX = 1500; // whisper.cpp's fixed 30 s window (3000 mel frames, halved by conv2)
const TEXT_CTX = 64;
const MELS = 80;
const POSITION_CODE = 100;
const TOKEN_CODE = 5;

export interface WhisperTestModelOptions {
  /** The words the model says, each a vocabulary entry (" Hello", " world", "."). */
  words?: readonly string[];
  /** A multilingual model (prompt: start, language, task) instead of an English-only one. */
  multilingual?: boolean;
  /**
   * Leave out the " " entry whisper.cpp looks up to suppress blanks: it then throws inside the
   * binding, which never settles its promise (a whisper.cpp failure mid-run, as in the wild).
   */
  withoutBlank?: boolean;
}

/** Writes the model to `file`; what it says is `words` joined. */
export function writeWhisperTestModel(file: string, options: WhisperTestModelOptions = {}): void {
  const words = options.words ?? [' Hello', ' world', '.'];
  const multilingual = options.multilingual ?? false;
  const nVocab = multilingual ? 51865 : 51864;
  // Special tokens move up by one in multilingual vocabularies.
  const endOfText = multilingual ? 50257 : 50256;
  const firstTimestamp = multilingual ? 50364 : 50363;
  const promptLength = multilingual ? 3 : 1;
  const vocabulary = options.withoutBlank ? words : [...words, ' '];
  // What the decoder must emit from the prompt's last position on: a timestamp (whisper.cpp
  // requires one first), the words, then the end.
  const said = [firstTimestamp, ...words.map((_, index) => index), endOfText];
  if (promptLength + said.length > STATE) throw new Error('too many words for the test model');

  const parts: Buffer[] = [];
  const ints = (...values: number[]) => {
    const buffer = Buffer.alloc(4 * values.length);
    values.forEach((value, i) => buffer.writeInt32LE(value, 4 * i));
    parts.push(buffer);
  };
  const tensor = (name: string, shape: number[], fill?: (data: Float32Array) => void) => {
    const nameBytes = Buffer.from(name);
    ints(shape.length, nameBytes.length, 0 /* f32 */, ...shape);
    parts.push(nameBytes);
    const data = new Float32Array(shape.reduce((size, n) => size * n, 1));
    fill?.(data);
    parts.push(Buffer.from(data.buffer));
  };
  const block = (prefix: string, cross: boolean) => {
    tensor(`${prefix}.mlp_ln.weight`, [STATE]);
    tensor(`${prefix}.mlp_ln.bias`, [STATE]);
    tensor(`${prefix}.mlp.0.weight`, [STATE, 4 * STATE]);
    tensor(`${prefix}.mlp.0.bias`, [4 * STATE]);
    tensor(`${prefix}.mlp.2.weight`, [4 * STATE, STATE]);
    tensor(`${prefix}.mlp.2.bias`, [STATE]);
    for (const attention of cross ? ['attn', 'cross_attn'] : ['attn']) {
      tensor(`${prefix}.${attention}_ln.weight`, [STATE]);
      tensor(`${prefix}.${attention}_ln.bias`, [STATE]);
      tensor(`${prefix}.${attention}.query.weight`, [STATE, STATE]);
      tensor(`${prefix}.${attention}.query.bias`, [STATE]);
      tensor(`${prefix}.${attention}.key.weight`, [STATE, STATE]);
      tensor(`${prefix}.${attention}.value.weight`, [STATE, STATE]);
      tensor(`${prefix}.${attention}.value.bias`, [STATE]);
      tensor(`${prefix}.${attention}.out.weight`, [STATE, STATE]);
      tensor(`${prefix}.${attention}.out.bias`, [STATE]);
    }
  };

  // Hyperparameters: vocabulary, audio context, state, heads, layers (audio), the same for text,
  // mel bands, weight type (0: f32).
  ints(GGML_MAGIC, nVocab, AUDIO_CTX, STATE, 1, 1, TEXT_CTX, STATE, 1, 1, MELS, 0);
  // Mel filters (unused by the zero encoder).
  ints(MELS, 201);
  parts.push(Buffer.alloc(MELS * 201 * 4));
  // The vocabulary's first entries; whisper.cpp names the special tokens itself.
  ints(vocabulary.length);
  for (const word of vocabulary) {
    const bytes = Buffer.from(word);
    ints(bytes.length);
    parts.push(bytes);
  }
  tensor('encoder.positional_embedding', [STATE, AUDIO_CTX]);
  tensor('encoder.conv1.weight', [3, MELS, STATE]);
  tensor('encoder.conv1.bias', [1, STATE]);
  tensor('encoder.conv2.weight', [3, STATE, STATE]);
  tensor('encoder.conv2.bias', [1, STATE]);
  tensor('encoder.ln_post.weight', [STATE]);
  tensor('encoder.ln_post.bias', [STATE]);
  block('encoder.blocks.0', false);
  tensor('decoder.positional_embedding', [STATE, TEXT_CTX], (data) => {
    for (let position = 0; position < STATE; position++)
      data[position * STATE + position] = POSITION_CODE;
  });
  tensor('decoder.token_embedding.weight', [STATE, nVocab], (data) => {
    said.forEach((token, step) => {
      data[token * STATE + promptLength - 1 + step] = TOKEN_CODE;
    });
  });
  tensor('decoder.ln.weight', [STATE], (data) => data.fill(1));
  tensor('decoder.ln.bias', [STATE]);
  block('decoder.blocks.0', true);
  writeFileSync(file, Buffer.concat(parts));
}
