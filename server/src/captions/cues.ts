// Captions from what the engines heard: cues of at most two lines of 42 characters shown for at
// most 7 seconds (types.ts), in the manner of the BBC subtitle guidelines: a new sentence starts a
// new cue, a pause starts a new cue, a full cue is ended at a pause or a comma rather than
// anywhere, and lines are broken between words with balanced lengths.
//
// Lengths are counted in grapheme clusters (Intl.Segmenter), what a reader sees as one character:
// Devanagari "क्ष" or Telugu "తె" are one, though several code points.
import {
  CUE_LINE_MAX,
  CUE_SECONDS_MAX,
  type Cue,
  type Recognition,
  type TimedSegment,
  type TimedWord,
} from './types';
import { stripControls } from '../nul-guard';

/** A silence this long between words starts a new cue: the speaker has stopped. */
export const CUE_PAUSE_SECONDS = 0.5;
/** A shorter silence is still a better place to end a full cue than between running words. */
const SOFT_PAUSE_SECONDS = 0.2;
/** Shortest time a cue stays up when the next one leaves room: time to notice it. */
export const CUE_MIN_SECONDS = 0.8;

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader counts them (grapheme clusters). */
export function textLength(text: string): number {
  // Printable ASCII is one grapheme per code unit: most English text skips the segmenter.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let count = 0;
  for (const _ of graphemeSegmenter.segment(text)) count += 1;
  return count;
}

function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/** NFC, control characters out, any run of whitespace as one space, trimmed. */
export function normaliseText(text: string): string {
  // Whitespace (line breaks, tabs) becomes spaces first: stripping would join the words it parts.
  return stripControls(text.normalize('NFC').replace(/\s+/gu, ' '))
    .replaceAll('\u0000', '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

// Closing quotes and brackets after the last punctuation mark: `He said "stop."`.
const CLOSERS = /[\p{Pe}\p{Pf}"'’”»]+$/u;
// Latin, Devanagari danda and double danda, ellipsis, and the full-width marks.
const SENTENCE_END = /[.?!।॥…。？！]$/u;
const CLAUSE_END = /[,;:،、，；：–—]$/u;
// "Dr. Smith", "e.g. this", initials "J. R. R.": a full stop that does not end the sentence.
const ABBREVIATION = /^(?:mr|mrs|ms|dr|prof|st|vs|etc|e\.g|i\.e|no|\p{L})\.$|^(?:\p{L}\.){2,}$/iu;

/** Whether a word ends a sentence (by its punctuation). */
export function endsSentence(word: string): boolean {
  const bare = word.replace(CLOSERS, '');
  return SENTENCE_END.test(bare) && !ABBREVIATION.test(bare);
}

function endsClause(word: string): boolean {
  return CLAUSE_END.test(word.replace(CLOSERS, ''));
}

// Lines and cues are not broken after these (article or preposition from its noun) nor before a
// Hindi postposition (noun from its case marker). Telugu joins its case markers to the noun.
const NO_BREAK_AFTER = new Set(
  'a an the of to in on at for with from by and or but my your his her its our their this that'.split(
    ' ',
  ),
);
const NO_BREAK_BEFORE = new Set('का की के में से को ने पर तक'.split(' '));

function awkwardBreak(before: string, after: string | undefined): boolean {
  return (
    NO_BREAK_AFTER.has(before.toLowerCase()) || (after !== undefined && NO_BREAK_BEFORE.has(after))
  );
}

interface Token {
  text: string;
  length: number;
  start: number;
  end: number;
  /** The last word of an engine segment or chunk: a phrase boundary the engine saw. */
  boundary: boolean;
}

/** Splits `text` into words over start…end, each word's time in proportion to its length. */
function spreadOverTime(text: string, start: number, end: number, boundary: boolean): Token[] {
  const words = normaliseText(text).split(' ').filter(Boolean);
  // A word is followed by a space: a one-letter word still takes some time.
  const weights = words.map((word) => textLength(word) + 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let elapsed = 0;
  return words.map((word, index) => {
    const from = start + ((end - start) * elapsed) / total;
    elapsed += weights[index]!;
    return {
      text: word,
      length: textLength(word),
      start: from,
      end: start + ((end - start) * elapsed) / total,
      boundary: boundary && index === words.length - 1,
    };
  });
}

/** Pieces of at most a line for a word too long for one (a URL), times shared by length. */
function hardSplit(token: Token): Token[] {
  if (token.length <= CUE_LINE_MAX) return [token];
  const characters = graphemes(token.text);
  const pieces: Token[] = [];
  const span = token.end - token.start;
  for (let from = 0; from < characters.length; from += CUE_LINE_MAX) {
    const part = characters.slice(from, from + CUE_LINE_MAX);
    pieces.push({
      text: part.join(''),
      length: part.length,
      start: token.start + (span * from) / characters.length,
      end: token.start + (span * (from + part.length)) / characters.length,
      boundary: token.boundary && from + CUE_LINE_MAX >= characters.length,
    });
  }
  return pieces;
}

const isPunctuationOnly = (text: string) => !/[\p{L}\p{N}]/u.test(text);

/**
 * Words in order of time with usable times (finite, not before the previous word, not ending
 * before they start), one word each, punctuation that an engine gave as a word of its own joined
 * to the word before it, words longer than a line split.
 */
function cleanTokens(raw: Token[]): Token[] {
  const tokens: Token[] = [];
  let lastStart = 0;
  let lastEnd = 0;
  for (const token of raw) {
    let start = Number.isFinite(token.start) ? token.start : lastEnd;
    start = Math.max(start, lastStart, 0);
    const end = Math.max(Number.isFinite(token.end) ? token.end : start, start);
    const previous = tokens.at(-1);
    if (isPunctuationOnly(token.text) && previous) {
      previous.text += token.text;
      previous.length = textLength(previous.text);
      previous.end = Math.max(previous.end, end);
      previous.boundary ||= token.boundary;
    } else {
      tokens.push({ ...token, start, end });
    }
    lastStart = start;
    lastEnd = end;
  }
  return tokens.flatMap(hardSplit);
}

function wordTokens(words: TimedWord[], offset = 0, boundaryAtEnd = false): Token[] {
  return words.flatMap((word, index) =>
    // A "word" with spaces in it (some engines give phrases) is spread like a segment.
    spreadOverTime(
      word.text,
      word.start + offset,
      word.end + offset,
      boundaryAtEnd && index === words.length - 1,
    ),
  );
}

function segmentTokens(segments: TimedSegment[], offset = 0): Token[] {
  return segments.flatMap((segment) =>
    spreadOverTime(segment.text, segment.start + offset, segment.end + offset, true),
  );
}

/**
 * The lines of a cue holding `tokens` (at most two, CUE_LINES_MAX): one line when it fits, else
 * the break with the most even lengths (after a comma rather than before, not after "the"), or
 * null when no break fits CUE_LINE_MAX.
 */
function layoutLines(tokens: Token[]): string[] | null {
  const lengths = tokens.map((token) => token.length);
  const total = lengths.reduce((sum, length) => sum + length, 0) + tokens.length - 1;
  const join = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .map((token) => token.text)
      .join(' ');
  if (total <= CUE_LINE_MAX) return [join(0, tokens.length)];
  let best: { split: number; cost: number } | null = null;
  let first = -1;
  for (let split = 1; split < tokens.length; split += 1) {
    first += lengths[split - 1]! + 1;
    const second = total - first - 1;
    if (first > CUE_LINE_MAX || second > CUE_LINE_MAX) continue;
    const before = tokens[split - 1]!.text;
    const cost =
      Math.abs(first - second) +
      (endsClause(before) || endsSentence(before) ? -8 : 0) +
      (awkwardBreak(before, tokens[split]!.text) ? 10 : 0);
    // On a tie the shorter top line: the bottom-heavy shape reads better.
    if (!best || cost < best.cost) best = { split, cost };
  }
  return best ? [join(0, best.split), join(best.split, tokens.length)] : null;
}

/** How good a place the end of tokens[index] is to end a full cue: higher is better. */
function breakRank(tokens: Token[], index: number): number {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  if (!next) return 3;
  if (next.start - token.end >= SOFT_PAUSE_SECONDS || token.boundary) return 2;
  if (endsClause(token.text)) return 1;
  return awkwardBreak(token.text, next.text) ? -1 : 0;
}

/** A sentence end or a pause ends a cue, full or not. */
function mustBreakAfter(token: Token, next: Token): boolean {
  return endsSentence(token.text) || next.start - token.end >= CUE_PAUSE_SECONDS;
}

const millis = (seconds: number) => Math.round(seconds * 1000) / 1000;

function cuesFromTokens(raw: Token[]): Cue[] {
  const tokens = cleanTokens(raw);
  const groups: Token[][] = [];
  let first = 0;
  while (first < tokens.length) {
    let last = first;
    let full = false;
    const start = tokens[first]!.start;
    for (let next = tokens[last + 1]; next && !mustBreakAfter(tokens[last]!, next);) {
      if (next.end - start > CUE_SECONDS_MAX || !layoutLines(tokens.slice(first, last + 2))) {
        full = true;
        break;
      }
      last += 1;
      next = tokens[last + 1];
    }
    if (full) {
      // The best-ranked break in the second half of what fits (by characters); the latest of
      // equals, so cues stay full.
      const fitted = tokens.slice(first, last + 1);
      const totalLength = fitted.reduce((sum, token) => sum + token.length + 1, 0);
      let bestIndex = last;
      let bestRank = -Infinity;
      let length = 0;
      for (let index = first; index <= last; index += 1) {
        length += tokens[index]!.length + 1;
        const rank = breakRank(tokens, index);
        if (length * 2 >= totalLength && rank >= bestRank) {
          bestRank = rank;
          bestIndex = index;
        }
      }
      last = bestIndex;
    }
    groups.push(tokens.slice(first, last + 1));
    first = last + 1;
  }

  const cues: Cue[] = groups.map((group) => ({
    start: group[0]!.start,
    end: Math.min(group.at(-1)!.end, group[0]!.start + CUE_SECONDS_MAX),
    lines: layoutLines(group)!,
  }));
  // Timing: at least CUE_MIN_SECONDS where the next cue leaves room, never past the next cue's
  // start, on whole milliseconds (what the files hold) and never empty.
  for (let index = 0; index < cues.length; index += 1) {
    const cue = cues[index]!;
    const next = cues[index + 1];
    cue.start = millis(cue.start);
    let end = Math.max(cue.end, cue.start + CUE_MIN_SECONDS);
    if (next) end = Math.min(end, next.start);
    cue.end = Math.max(millis(end), millis(cue.start + 0.001));
    if (next && next.start < cue.end) next.start = cue.end;
  }
  return cues;
}

/** Cues from word timestamps (the best timing). */
export function cuesFromWords(words: TimedWord[]): Cue[] {
  return cuesFromTokens(wordTokens(words));
}

/**
 * Cues from segment timestamps: a segment's words get times in proportion to their length, and
 * a segment end is a good place for a cue to end.
 */
export function cuesFromSegments(segments: TimedSegment[]): Cue[] {
  return cuesFromTokens(segmentTokens(segments));
}

/**
 * The cues of a whole recording from its chunks' recognitions (times relative to each chunk's
 * start): from words when every chunk has them, else from segments.
 */
export function mergeRecognitions(chunks: { start: number; recognition: Recognition }[]): Cue[] {
  const ordered = [...chunks].sort((a, b) => a.start - b.start);
  const withWords = ordered.every((chunk) => chunk.recognition.words !== null);
  return cuesFromTokens(
    ordered.flatMap(({ start, recognition }) =>
      withWords
        ? wordTokens(recognition.words!, start, true)
        : segmentTokens(recognition.segments, start),
    ),
  );
}
