// Each request is answered in the language its client asked for (the web app sends its interface
// language as Accept-Language): messages read the language of the request being handled.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '@nclude/shared/contracts';
import { loadLanguage, setLanguageResolver } from '@nclude/shared/messages';

const requestLanguage = new AsyncLocalStorage<Language>();

/** The first language of an Accept-Language header the portal speaks (by weight), else English. */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return (found?.base as Language | undefined) ?? 'en';
}

/** The language of the request being handled (English outside a request). */
export function currentLanguage(): Language {
  return requestLanguage.getStore() ?? 'en';
}

/**
 * Runs `compose` as if the request were in `language`: for texts meant for someone other than
 * the person asking (the requester of an access request, whoever decides it).
 */
export function inLanguage<T>(language: Language, compose: () => T): T {
  return requestLanguage.run(language, compose);
}

/** "5 minutes", "5 मिनट", "5 నిమిషాలు": an amount of time spelled out in the current language. */
export function spelledAmount(n: number, unit: 'second' | 'minute' | 'hour' | 'day'): string {
  return new Intl.NumberFormat(currentLanguage(), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(n);
}

/**
 * Loads every catalogue's translations (messages are formatted synchronously afterwards) and
 * runs each request in its language. Registered first, so every later hook and handler sees it.
 */
export async function registerLanguage(app: FastifyInstance): Promise<void> {
  for (const language of LANGUAGES) await loadLanguage(language);
  setLanguageResolver(currentLanguage);
  app.addHook('onRequest', (request, _reply, done) => {
    requestLanguage.run(languageOf(request.headers['accept-language']), done);
  });
}
