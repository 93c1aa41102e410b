// Articles and replies for the news reader's tests, shaped as the API contract says.
import type {
  NewsArticle,
  NewsArticleDetail,
  NewsArticlesReply,
  NewsSourcesReply,
} from '@nclude/shared/api-schemas';
import { NEWS_PAGE_SIZE, type NewsLanguage } from '@nclude/shared';

export const LONG_TITLE =
  'Monsoon rains arrive early across the southern states as farmers welcome the timely showers';

export function article(n: number, changes: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: `a${n}`,
    title: n === 1 ? LONG_TITLE : `Headline number ${n}`,
    body: `Body of article ${n}. `.repeat(12).trim(),
    source: 'Daily Planet',
    url: `https://news.example.org/story/${n}`,
    imgUrl: n === 1 ? '/v1/api/news/images/a1?token=img' : null,
    imgAlt: n === 1 ? 'Farmers in a green field under dark clouds' : null,
    date: '2025-11-18T15:05:00.000Z',
    authors: n === 1 ? ['Asha Rao', 'Vikram Singh'] : [],
    category: 'India',
    language: 'eng',
    markAsRead: n % 2 === 0,
    ...changes,
  };
}

/** Page `page` of `total` articles numbered across pages. */
export function articlesReply(
  total: number,
  page = 1,
  lang: NewsLanguage = 'eng',
): NewsArticlesReply {
  const from = (page - 1) * NEWS_PAGE_SIZE + 1;
  const count = Math.max(0, Math.min(NEWS_PAGE_SIZE, total - from + 1));
  return {
    articles: Array.from({ length: count }, (_, i) => article(from + i, { language: lang })),
    total,
    totalPages: total === 0 ? 0 : Math.ceil(total / NEWS_PAGE_SIZE),
    page,
    headlinesAudioUrl: count > 0 ? `/v1/api/news/audio/headlines?page=${page}&token=hl` : null,
  };
}

export function detail(n: number, changes: Partial<NewsArticleDetail> = {}): NewsArticleDetail {
  return {
    ...article(n),
    bodyHtml: `<p>The first paragraph of article ${n}.</p><p>The <strong>second</strong> paragraph.</p>`,
    text: `The first paragraph of article ${n}. The second paragraph.`,
    audioUrl: `/v1/api/news/articles/a${n}/audio?token=au`,
    ...changes,
  };
}

export const SOURCES: NewsSourcesReply = {
  eng: [
    { name: 'Daily Planet', categories: ['India', 'World', 'Sport'] },
    { name: 'Morning Post', categories: ['Business'] },
  ],
  hin: [{ name: 'Dainik Samachar', categories: ['Desh', 'Khel'] }],
};
