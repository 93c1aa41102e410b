// How an article's facts read: its date, its authors, the language its text is marked with.
import { formatDate, getLanguage, LOCALES, type NewsLanguage } from '@nclude/shared';

/** Spec 02 §9: day, short month, hour and minute on a 12-hour clock (the year too: news ages). */
const ARTICLE_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

export function articleDate(date: string): string {
  return formatDate(date, ARTICLE_DATE) ?? date;
}

/** "A, B and C" in the reader's language, or null when the feed named nobody. */
export function authorList(authors: readonly string[]): string | null {
  const named = authors.map((author) => author.trim()).filter((author) => author !== '');
  if (named.length === 0) return null;
  return new Intl.ListFormat(LOCALES[getLanguage()], { type: 'conjunction' }).format(named);
}

/** The HTML lang of an article's own text, so a screen reader reads Hindi with a Hindi voice. */
export function htmlLang(language: NewsLanguage): string {
  return language === 'hin' ? 'hi' : 'en';
}
