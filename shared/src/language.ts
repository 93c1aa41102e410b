// The reader's interface language (English, Hindi or Telugu): chosen in the accessibility panel
// or at sign-in, remembered in this browser, set as <html lang>, sent to the server with every
// call (Accept-Language) so its messages come back in the same language, and used to format
// dates and numbers.
import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from './contracts';
import { activateLanguage, getLanguage, subscribeLanguage } from './messages';
import { onStorageChange, readItem, writeItem } from './storage';

export const LANGUAGE_STORAGE_KEY = 'uiLanguage';

/** Each language named in itself, as a reader looks for it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  te: 'తెలుగు',
};

/** The locale that formats dates and numbers for each language (Indian conventions). */
export const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  hi: 'hi-IN',
  te: 'te-IN',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language remembered in this browser, English when none (or an unknown one) is stored. */
export function storedLanguage(): Language {
  const stored = readItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

function applyLanguageAttribute(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the interface to `language` (after its texts have loaded) and remembers it. */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  writeItem(LANGUAGE_STORAGE_KEY, language);
  applyLanguageAttribute(language);
}

/** Start-up: the remembered language, loaded before the first render; other tabs' choices follow. */
export async function startLanguage(): Promise<void> {
  const language = storedLanguage();
  applyLanguageAttribute(language);
  try {
    await activateLanguage(language);
  } catch (error) {
    // Without its translations the portal still works, in English.
    console.error('[nclude] the interface language could not be loaded', error);
    applyLanguageAttribute('en');
  }
  onStorageChange([LANGUAGE_STORAGE_KEY], () => void chooseLanguage(storedLanguage()));
}

/** The current interface language; the component re-renders when it changes. */
export function useLanguage(): Language {
  // Also the server's answer: the build prerenders each language's frames (build/render-frames.tsx).
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

/** A date as people read it in the current language ("21 November 2025"); null if unreadable. */
export function formatDate(
  value: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALES[getLanguage()], options).format(date);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(LOCALES[getLanguage()]).format(value);
}
