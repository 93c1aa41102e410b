// What an uploaded file is, decided by its first bytes and never by its name or the type the
// browser claimed: a renamed executable stays an executable. The signatures are the formats'
// published magic numbers; the spec's media list (mp3, wav, aac, flac, ogg, wma, m4a, midi, mp4,
// avi, mov, wmv, mkv, flv) plus WebM, 3GP and AMR, which phones record. Whether a media file
// really holds a sound track is for the decoder to say (ffprobe, in the captions pipeline).

import { isUtf8 } from 'node:buffer';

/** How many leading bytes the recogniser needs; uploads keep this much in memory. */
export const CONTENT_HEAD_BYTES = 4096;

export type ContentFamily = 'pdf' | 'audio' | 'video' | 'midi' | 'zip' | 'text';

export interface RecognisedContent {
  family: ContentFamily;
  /** The container or format, as people name it (shown in messages and logs). */
  format: string;
  /** The Content-Type the file is served with. */
  contentType: string;
  /** The usual file name extension, for a file whose name says nothing. */
  extension: string;
}

const ascii = (head: Buffer, at: number, text: string): boolean =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;

const bytes = (head: Buffer, at: number, expected: number[]): boolean =>
  head.length >= at + expected.length && expected.every((value, i) => head[at + i] === value);

// ASF (WMA, WMV): the header object's GUID 75B22630-668E-11CF-A6D9-00AA0062CE6C as stored.
const ASF_HEADER = [
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
];
// EBML (Matroska, WebM).
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** An MPEG audio frame header: 11 sync bits, a valid version, layer, bit rate and sample rate. */
function mpegAudioFrame(head: Buffer, at: number): boolean {
  if (head.length < at + 4) return false;
  const [b0, b1, b2] = [head[at]!, head[at + 1]!, head[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitRate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitRate !== 0b1111 && sampleRate !== 0b11;
}

/** ADTS (raw AAC): 12 sync bits, layer 0. */
function adtsFrame(head: Buffer): boolean {
  return head.length >= 7 && head[0] === 0xff && (head[1]! & 0xf6) === 0xf0;
}

/** The ISO base media file (MP4, M4A, MOV, 3GP) behind an `ftyp` box, by its major brand. */
function isoMedia(head: Buffer): RecognisedContent | null {
  if (!ascii(head, 4, 'ftyp')) return null;
  const brand = head.toString('latin1', 8, 12);
  if (brand === 'M4A ' || brand === 'M4B ' || brand === 'F4A ')
    return { family: 'audio', format: 'M4A', contentType: 'audio/mp4', extension: 'm4a' };
  if (brand === 'qt  ')
    return { family: 'video', format: 'MOV', contentType: 'video/quicktime', extension: 'mov' };
  if (brand.startsWith('3gp') || brand.startsWith('3g2'))
    return { family: 'video', format: '3GP', contentType: 'video/3gpp', extension: '3gp' };
  return { family: 'video', format: 'MP4', contentType: 'video/mp4', extension: 'mp4' };
}

/** Matroska or WebM: the EBML header names its DocType within its first bytes. */
function matroska(head: Buffer): RecognisedContent | null {
  if (!bytes(head, 0, EBML_MAGIC)) return null;
  const header = head.toString('latin1', 0, Math.min(head.length, 64));
  return header.includes('webm')
    ? { family: 'video', format: 'WebM', contentType: 'video/webm', extension: 'webm' }
    : { family: 'video', format: 'MKV', contentType: 'video/x-matroska', extension: 'mkv' };
}

/** RIFF containers: WAVE audio or AVI video. */
function riff(head: Buffer): RecognisedContent | null {
  if (!ascii(head, 0, 'RIFF')) return null;
  if (ascii(head, 8, 'WAVE'))
    return { family: 'audio', format: 'WAV', contentType: 'audio/wav', extension: 'wav' };
  if (ascii(head, 8, 'AVI '))
    return { family: 'video', format: 'AVI', contentType: 'video/x-msvideo', extension: 'avi' };
  return null;
}

/** The file's kind by content, or null for anything this portal does not take. */
export function recogniseContent(head: Buffer): RecognisedContent | null {
  if (ascii(head, 0, '%PDF-'))
    return { family: 'pdf', format: 'PDF', contentType: 'application/pdf', extension: 'pdf' };
  if (ascii(head, 0, 'MThd'))
    return { family: 'midi', format: 'MIDI', contentType: 'audio/midi', extension: 'mid' };
  const container = riff(head) ?? isoMedia(head) ?? matroska(head);
  if (container) return container;
  if (bytes(head, 0, ASF_HEADER))
    // WMA and WMV share the container; which streams it holds is the decoder's to say.
    return { family: 'video', format: 'WMV/WMA', contentType: 'video/x-ms-asf', extension: 'asf' };
  if (ascii(head, 0, 'FLV') && head[3] === 0x01)
    return { family: 'video', format: 'FLV', contentType: 'video/x-flv', extension: 'flv' };
  if (ascii(head, 0, 'fLaC'))
    return { family: 'audio', format: 'FLAC', contentType: 'audio/flac', extension: 'flac' };
  if (ascii(head, 0, 'OggS'))
    return { family: 'audio', format: 'OGG', contentType: 'audio/ogg', extension: 'ogg' };
  if (ascii(head, 0, '#!AMR'))
    return { family: 'audio', format: 'AMR', contentType: 'audio/amr', extension: 'amr' };
  // MP3 with an ID3v2 tag, or starting straight at a frame. ADTS shares the first sync bits
  // (layer 00, which MPEG audio never uses), so it is told apart before.
  if (ascii(head, 0, 'ID3'))
    return { family: 'audio', format: 'MP3', contentType: 'audio/mpeg', extension: 'mp3' };
  if (adtsFrame(head))
    return { family: 'audio', format: 'AAC', contentType: 'audio/aac', extension: 'aac' };
  if (mpegAudioFrame(head, 0))
    return { family: 'audio', format: 'MP3', contentType: 'audio/mpeg', extension: 'mp3' };
  return null;
}

/** A picture a page may show (news images): PNG, JPEG, GIF or WebP, by its first bytes. */
export function recogniseImage(head: Buffer): { contentType: string } | null {
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png' };
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg' };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return { contentType: 'image/gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return { contentType: 'image/webp' };
  return null;
}

/** Text that is UTF-8 (an incomplete character cut off at the end of `head` allowed), not binary. */
function utf8Text(head: Buffer, whole: boolean): boolean {
  if (head.length === 0) return false;
  // eslint-disable-next-line no-control-regex -- control characters (but tab, line and page breaks) mark binary data
  if (/[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/.test(head.toString('latin1'))) return false;
  for (let cut = 0; cut <= (whole ? 0 : 3) && cut < head.length; cut++)
    if (isUtf8(head.subarray(0, head.length - cut))) return true;
  return false;
}

/**
 * A library book's source by its first bytes: a zip (DOCX, EPUB, a DAISY book or chapters' MP3s;
 * the ingestion tells which by its entries), audio (one recording), or UTF-8 text (TXT, Markdown,
 * HTML). `whole` says `head` is the whole file (no character cut off at its end). The readers
 * refuse what is wrong inside, with their reasons.
 */
export function recogniseBookContent(head: Buffer, whole = false): RecognisedContent | null {
  if (bytes(head, 0, [0x50, 0x4b, 0x03, 0x04]))
    return { family: 'zip', format: 'ZIP', contentType: 'application/zip', extension: 'zip' };
  // UTF-16's byte order mark (Notepad's "Unicode") would pass for an MPEG frame's sync bits.
  if (bytes(head, 0, [0xff, 0xfe]) || bytes(head, 0, [0xfe, 0xff])) return null;
  const media = recogniseContent(head);
  if (media) return media.family === 'audio' ? media : null;
  if (utf8Text(head, whole)) {
    const start = head.toString('utf8', 0, Math.min(head.length, 2048)).trimStart().toLowerCase();
    return start.startsWith('<!doctype html') || start.startsWith('<html')
      ? {
          family: 'text',
          format: 'HTML',
          contentType: 'text/html; charset=utf-8',
          extension: 'html',
        }
      : {
          family: 'text',
          format: 'Text',
          contentType: 'text/plain; charset=utf-8',
          extension: 'txt',
        };
  }
  return null;
}
