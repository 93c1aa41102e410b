// The reader's state in the address (?lang, source, category, q, page, article), so a list or an
// article survives a reload, can be shared, and Back and Forward step through it. Anything odd in
// a hand-edited address falls back to the default instead of failing.
import { NEWS_LANGUAGES, type NewsLanguage } from '@nclude/shared';

export interface NewsQuery {
  lang: NewsLanguage;
  /** A source's name, '' for all sources. */
  source: string;
  /** A category of the source, '' for all; only with a source in English (spec 02 §2). */
  category: string;
  /** The search words, '' for none. */
  q: string;
  /** 1-based. */
  page: number;
}

export const DEFAULT_QUERY: NewsQuery = { lang: 'eng', source: '', category: '', q: '', page: 1 };

export function isNewsLanguage(value: unknown): value is NewsLanguage {
  return typeof value === 'string' && (NEWS_LANGUAGES as readonly string[]).includes(value);
}

/** The spec's rule: categories are offered only for a chosen source in English. */
export function categoryApplies(query: Pick<NewsQuery, 'lang' | 'source'>): boolean {
  return query.lang === 'eng' && query.source !== '';
}

export function readQuery(params: URLSearchParams): NewsQuery {
  const lang = params.get('lang');
  const page = Number(params.get('page') ?? '1');
  const query: NewsQuery = {
    lang: isNewsLanguage(lang) ? lang : DEFAULT_QUERY.lang,
    source: params.get('source')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    q: params.get('q')?.trim() ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
  if (!categoryApplies(query)) query.category = '';
  return query;
}

/** The article shown (?article=ID), or null for the list. */
export function readArticle(params: URLSearchParams): string | null {
  const id = params.get('article')?.trim() ?? '';
  return id === '' ? null : id;
}

/** The address's query for `query` (and an open article), without '?'. Defaults are left out. */
export function writeQuery(query: NewsQuery, article: string | null = null): string {
  const params = new URLSearchParams({ lang: query.lang });
  if (query.source !== '') params.set('source', query.source);
  if (categoryApplies(query) && query.category !== '') params.set('category', query.category);
  if (query.q !== '') params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  if (article !== null) params.set('article', article);
  return params.toString();
}

export function sameQuery(a: NewsQuery, b: NewsQuery): boolean {
  return writeQuery(a) === writeQuery(b);
}
