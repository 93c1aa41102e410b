// The calls of the news reader (contract: shared/src/api/news.ts), through the portal's one API
// client. The list's filters travel as the server names them (lang, source, category, search).
import { api } from '@nclude/shared';
import type {
  NewsArticleReply,
  NewsArticlesReply,
  NewsReadReply,
  NewsSourcesReply,
} from '@nclude/shared/api-schemas';
import type { NewsQuery } from './newsQuery';

const BASE = '/news';

export function listSources(signal?: AbortSignal) {
  return api.get<NewsSourcesReply>(`${BASE}/sources`, { signal });
}

export function listArticles(query: NewsQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(query.page), lang: query.lang });
  if (query.source !== '') search.set('source', query.source);
  if (query.category !== '') search.set('category', query.category);
  if (query.q !== '') search.set('search', query.q);
  return api.get<NewsArticlesReply>(`${BASE}/articles?${search}`, { signal });
}

export function getArticle(id: string, signal?: AbortSignal) {
  return api.get<NewsArticleReply>(`${BASE}/articles/${encodeURIComponent(id)}`, { signal });
}

export function markRead(id: string, read: boolean) {
  return api.put<NewsReadReply>(`${BASE}/articles/${encodeURIComponent(id)}/read`, { read });
}
