// Words and numbers the library pages share: language and format names, where a category page
// points, durations for people and for screen readers.
import {
  formatNumber,
  getLanguage,
  LIBRARY_LANGUAGES,
  readItem,
  writeItem,
  type LibraryFormat,
  type LibraryLanguage,
} from '@nclude/shared';
import type { Collection } from './libraryApi';
import { m, type libraryMessages } from './messages';

export const LANGUAGE_KEYS = {
  hi: 'languageHi',
  en: 'languageEn',
  te: 'languageTe',
} as const satisfies Record<LibraryLanguage, keyof typeof libraryMessages>;

export function languageName(language: LibraryLanguage): string {
  return m(LANGUAGE_KEYS[language]);
}

export function isLibraryLanguage(value: unknown): value is LibraryLanguage {
  return typeof value === 'string' && (LIBRARY_LANGUAGES as readonly string[]).includes(value);
}

/** The spec's storage key for the library's language (spec 02 §3). */
const LANGUAGE_KEY = 'currentLanguage';

/** The books' language the reader chose last; at first, the language they read the portal in. */
export function rememberedLanguage(): LibraryLanguage {
  const stored = readItem(LANGUAGE_KEY);
  if (isLibraryLanguage(stored)) return stored;
  const ui = getLanguage();
  return isLibraryLanguage(ui) ? ui : 'hi';
}

export function rememberLanguage(language: LibraryLanguage): void {
  writeItem(LANGUAGE_KEY, language);
}

const FORMAT_KEYS = {
  docx: 'formatDocx',
  html: 'formatHtml',
  epub: 'formatEpub',
  mp3: 'formatMp3',
} as const;

export function formatName(format: LibraryFormat): string {
  return m(FORMAT_KEYS[format]);
}

/** The two collections, by the last part of their category address. */
export const COLLECTION_SLUGS: Record<Collection, string> = {
  nclude: 'nclude-books',
  telangana: 'telangana-books',
};

export function collectionName(collection: Collection): string {
  return m(collection === 'nclude' ? 'collectionNclude' : 'collectionTelangana');
}

export function collectionOfSlug(slug: string | undefined): Collection | null {
  if (slug === COLLECTION_SLUGS.nclude) return 'nclude';
  if (slug === COLLECTION_SLUGS.telangana) return 'telangana';
  return null;
}

/** A server category's page (spec 02 §2: /category/{language}/books/{category}). */
export function categoryPath(language: LibraryLanguage, category: string): string {
  return `/category/${language}/books/${encodeURIComponent(category)}`;
}

export function collectionPath(language: LibraryLanguage, collection: Collection): string {
  return `/category/${language}/other/${COLLECTION_SLUGS[collection]}`;
}

/**
 * The play page of a book listed under /category/{language}/{mainCategory}/{category}; the page
 * links back there with the same two parts.
 */
export function playPath(mainCategory: string, category: string, bookAwsName: string): string {
  return `/play/${encodeURIComponent(mainCategory)}/${encodeURIComponent(category)}/${encodeURIComponent(bookAwsName)}`;
}

/** The spec's page count: floor((total-1)/limit)+1 (spec 02 §4, §9). */
export function pageCount(total: number, limit: number): number {
  return total <= 0 ? 1 : Math.floor((total - 1) / limit) + 1;
}

/** "1:05" or "1:02:05": a clock time for sighted readers. */
export function clockTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** "1 minute 5 seconds" said in words (a slider's aria-valuetext). */
export function spokenTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  const secondsText = seconds === 1 ? m('secondOne') : m('secondsN', { n: formatNumber(seconds) });
  if (minutes === 0) return secondsText;
  const minutesText = minutes === 1 ? m('minuteOne') : m('minutesN', { n: formatNumber(minutes) });
  return `${minutesText} ${secondsText}`;
}

/** A book's length: "2 h 5 min" or "45 min". */
export function bookLength(totalSeconds: number): string {
  const minutes = Math.max(1, Math.round(totalSeconds / 60));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return m('minutesOnly', { minutes: formatNumber(minutes) });
  return m('hoursMinutes', { hours: formatNumber(hours), minutes: formatNumber(minutes % 60) });
}
