// The caption files people download: the plain transcript (TXT, the spec's captions), WebVTT (for
// the web's <track>) and SubRip (for desktop players and editors). Lines end with LF in all three.
import { endsSentence } from './cues';
import type { Cue, MediaLanguage } from './types';

/** A silence this long between cues starts a new paragraph of the transcript. */
export const PARAGRAPH_PAUSE_SECONDS = 2;
/** Without such a pause, a paragraph ends at the first sentence end after this many sentences. */
export const PARAGRAPH_SENTENCES = 4;

/** HH:MM:SS.mmm (WebVTT) or HH:MM:SS,mmm (SRT); hours grow past two digits when they must. */
export function formatTimestamp(seconds: number, separator: '.' | ',' = '.'): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const wholeSeconds = Math.floor(total / 1000) % 60;
  return `${two(hours)}:${two(minutes)}:${two(wholeSeconds)}${separator}${String(total % 1000).padStart(3, '0')}`;
}

/** A cue's lines as they may appear in a file: one line each, no empty ones. */
function textLines(cue: Cue): string[] {
  return cue.lines.map((line) => line.replace(/\s+/gu, ' ').trim()).filter(Boolean);
}

/** The transcript as paragraphs separated by a blank line, without times. */
export function writeTxt(cues: Cue[]): string {
  const paragraphs: string[][] = [];
  let sentences = 0;
  let previous: Cue | null = null;
  for (const cue of cues) {
    const text = textLines(cue).join(' ');
    if (!text) continue;
    const lastWord = previous ? textLines(previous).join(' ').split(' ').at(-1)! : '';
    const pause = previous !== null && cue.start - previous.end >= PARAGRAPH_PAUSE_SECONDS;
    const longEnough = sentences >= PARAGRAPH_SENTENCES && endsSentence(lastWord);
    if (!previous || pause || longEnough) {
      paragraphs.push([]);
      sentences = 0;
    }
    paragraphs.at(-1)!.push(text);
    sentences += text.split(' ').filter(endsSentence).length;
    previous = cue;
  }
  return paragraphs.map((paragraph) => `${paragraph.join(' ')}\n`).join('\n');
}

const escapeVtt = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A WebVTT file: the signature, the language in a NOTE (WebVTT has no header field for it; a
 * page's <track srclang> carries it), and numbered cues. Escaping `<`, `>` and `&` keeps text from
 * reading as tags, and leaves no "-->" in a cue's text.
 */
export function writeVtt(cues: Cue[], options: { language: MediaLanguage }): string {
  const blocks = [`WEBVTT`, `NOTE\nLanguage: ${options.language}`];
  let id = 0;
  for (const cue of cues) {
    const lines = textLines(cue);
    if (lines.length === 0) continue;
    id += 1;
    const timing = `${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}`;
    blocks.push([String(id), timing, ...lines.map(escapeVtt)].join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * A SubRip file: cues numbered from 1, comma before the milliseconds, plain text (SubRip has no
 * escaping; an arrow in the text is written "->" so no line reads as a timing).
 */
export function writeSrt(cues: Cue[]): string {
  const blocks: string[] = [];
  for (const cue of cues) {
    const lines = textLines(cue).map((line) => line.replaceAll('-->', '->'));
    if (lines.length === 0) continue;
    const timing = `${formatTimestamp(cue.start, ',')} --> ${formatTimestamp(cue.end, ',')}`;
    blocks.push([String(blocks.length + 1), timing, ...lines].join('\n'));
  }
  return blocks.map((block) => `${block}\n`).join('\n');
}
