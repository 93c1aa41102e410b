import type { DocumentLanguage, DocumentOutputFormat } from '@nclude/shared';
import { m, type ConversionMessageKey } from './messages';

const FORMAT_KEYS: Record<DocumentOutputFormat, ConversionMessageKey> = {
  html: 'formatHtml',
  docx: 'formatDocx',
  epub: 'formatEpub',
};

const LANGUAGE_KEYS: Record<DocumentLanguage, ConversionMessageKey> = {
  auto: 'languageAuto',
  en: 'languageEn',
  hi: 'languageHi',
  te: 'languageTe',
};

/** "HTML", "DOCX", "EPUB"; an unknown format (a newer server) as the server spells it. */
export function formatLabel(format: string): string {
  const key = FORMAT_KEYS[format as DocumentOutputFormat];
  return key ? m(key) : format.toUpperCase();
}

export function languageLabel(language: DocumentLanguage): string {
  return m(LANGUAGE_KEYS[language]);
}
