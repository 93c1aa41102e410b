import {
  formatNumber,
  getLanguage,
  LOCALES,
  type DocumentLanguage,
  type DocumentOutputFormat,
  type MediaOutputFormat,
} from '@nclude/shared';
import { m, type ConversionMessageKey } from './messages';

const FORMAT_KEYS: Record<DocumentOutputFormat | MediaOutputFormat, ConversionMessageKey> = {
  html: 'formatHtml',
  docx: 'formatDocx',
  epub: 'formatEpub',
  txt: 'formatTxt',
  vtt: 'formatVtt',
  srt: 'formatSrt',
};

/** Each output format's line in the form's "click here" dialog. */
export const FORMAT_ABOUT_KEYS: Record<
  DocumentOutputFormat | MediaOutputFormat,
  ConversionMessageKey
> = {
  html: 'aboutHtml',
  docx: 'aboutDocx',
  epub: 'aboutEpub',
  txt: 'aboutTxt',
  vtt: 'aboutVtt',
  srt: 'aboutSrt',
};

const LANGUAGE_KEYS: Record<DocumentLanguage, ConversionMessageKey> = {
  auto: 'languageAuto',
  en: 'languageEn',
  hi: 'languageHi',
  te: 'languageTe',
};

/** "HTML", "WebVTT"…; an unknown format (a newer server) as the server spells it. */
export function formatLabel(format: string): string {
  const key = FORMAT_KEYS[format as DocumentOutputFormat | MediaOutputFormat];
  return key ? m(key) : format.toUpperCase();
}

/** "English", "Hindi"… in the reader's language; an unknown code as the server spells it. */
export function languageLabel(language: string): string {
  const key = LANGUAGE_KEYS[language as DocumentLanguage];
  return key ? m(key) : language;
}

/** "3 hours" or "90 minutes", with the plural and the words of the reader's language. */
export function durationLabel(minutes: number): string {
  const hours = minutes % 60 === 0;
  return new Intl.NumberFormat(LOCALES[getLanguage()], {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}

const BYTES_PER_MB = 1024 * 1024;

/** A file's size in MB with one decimal, rounded up so a file just over a limit never reads as at it. */
export function megabytes(bytes: number): string {
  return formatNumber(Math.ceil((bytes / BYTES_PER_MB) * 10) / 10);
}

export function exceedsMegabytes(bytes: number, limitMb: number): boolean {
  return bytes > limitMb * BYTES_PER_MB;
}

const TWO_DIGITS = (value: number) => String(value).padStart(2, '0');

/** A time in the media as a player shows it: "1:05", "1:02:09". */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const min = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${h}:${TWO_DIGITS(min)}:${TWO_DIGITS(s)}` : `${min}:${TWO_DIGITS(s)}`;
}
