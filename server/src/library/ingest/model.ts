// The one book model every reader produces, whatever came in (text, a document, an EPUB, MP3s,
// a DAISY book), and the refusal every reader throws for input it cannot take.
import type { LibraryLanguage } from '../../db/schema';
import { ingestText, type ingestMessages } from './messages';

export type { LibraryLanguage };

/** A stretch of a recording: `endMs` null means to the end of the file. */
export interface AudioClip {
  /** Absolute path of the audio file (inside the run's work folder or the import folder). */
  file: string;
  beginMs: number;
  endMs: number | null;
  /** The characters of the section's text this clip reads (DAISY books with text), if any. */
  from?: number;
  to?: number;
}

export interface BookSection {
  title: string;
  /** What is read aloud and shown for follow-along; empty for recordings without text. */
  text: string;
  /** Ready-made audio (MP3 per chapter, DAISY); synthesised from `text` when absent. */
  audio?: AudioClip[];
}

export interface BookChapter {
  title: string;
  sections: BookSection[];
}

export interface BookModel {
  title: string;
  author: string;
  language: LibraryLanguage;
  chapters: BookChapter[];
}

/** What a reader found before the book's language and title are settled. */
export interface ReadBook {
  title: string | null;
  author: string | null;
  language: LibraryLanguage | null;
  chapters: BookChapter[];
  /** The reader that took it: 'txt', 'html', 'docx', 'epub', 'mp3', 'daisy2', 'daisy3'. */
  format: string;
}

export type IngestReason = Exclude<
  keyof typeof ingestMessages,
  'stageReading' | 'stageSynthesising' | 'stageFinishing'
>;

/** Input that cannot become a book; `message` is for people (in the current language). */
export class IngestError extends Error {
  constructor(
    readonly reason: IngestReason,
    readonly params: Record<string, string | number> = {},
  ) {
    super(ingestText(reason, params));
    this.name = 'IngestError';
  }

  /** The message again, in whatever language is current now (jobs answer in the owner's). */
  text(): string {
    return ingestText(this.reason, this.params);
  }
}

/** Limits on what one book may be (a 100,000-word book is about 700,000 characters). */
export const INGEST_LIMITS = {
  /** Text of a whole book, in characters. */
  maxTextChars: 5_000_000,
  /** Sections of one book. */
  maxSections: 5_000,
  /**
   * What an archive may unpack to unless LIBRARY_UNPACKED_LIMIT_MB says otherwise, and how many
   * files it may hold.
   */
  maxUnpackedBytes: 512 * 1024 ** 2,
  maxArchiveEntries: 20_000,
  /**
   * Bytes unpacked per byte of archive: XHTML and XML deflate 3 to 10 times, pictures and MP3s
   * hardly at all; only a file made to inflate (a zip bomb) comes near 100.
   */
  maxCompressionRatio: 100,
  /** A text, HTML or document file read whole into memory. */
  maxDocumentBytes: 64 * 1024 ** 2,
  /** Longest section text (a few minutes of speech at espeak-ng's pace). */
  sectionChars: 1_500,
} as const;

export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** The book's language by the script most of its letters are in (for input that does not say). */
export function languageOfText(text: string): LibraryLanguage {
  let devanagari = 0;
  let telugu = 0;
  let latin = 0;
  for (const char of text.slice(0, 20_000)) {
    const code = char.codePointAt(0)!;
    if (code >= 0x0900 && code <= 0x097f) devanagari++;
    else if (code >= 0x0c00 && code <= 0x0c7f) telugu++;
    else if (/[A-Za-z]/.test(char)) latin++;
  }
  if (devanagari > latin && devanagari >= telugu) return 'hi';
  if (telugu > latin) return 'te';
  return 'en';
}

/** 'hi-IN', 'te', 'eng', 'hin', 'tel' … → the library's language, or null. */
export function libraryLanguage(tag: string | null | undefined): LibraryLanguage | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'en' || primary === 'eng') return 'en';
  if (primary === 'hi' || primary === 'hin') return 'hi';
  if (primary === 'te' || primary === 'tel') return 'te';
  return null;
}

/** Whitespace runs to one space, trimmed: headings and titles. */
export function cleanLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
