// /v1/api/news: the accessible news reader (any signed-in user) and /v1/api/admin/news, the
// administrators' feed sources. Articles come from RSS, Atom and JSON feeds polled by background
// jobs; bodies are sanitised and cleaned of "read more" lines on the server, so pages render them
// as they are. Read marks are per user on the server. Image and audio addresses carry a signed
// token because <img> and <audio> cannot send the bearer header.
import { Type, type Static } from '@sinclair/typebox';
import {
  ID_MAX,
  NEWS_CATEGORIES_MAX,
  NEWS_CATEGORY_MAX,
  NEWS_FEED_URL_MAX,
  NEWS_INTERVAL_MAX,
  NEWS_INTERVAL_MIN,
  NEWS_LANGUAGES,
  NEWS_SOURCE_NAME_MAX,
  SEARCH_MAX,
} from '../validation';
import { NullableText, Text } from './common';

export const NewsLanguage = Type.Union(NEWS_LANGUAGES.map((code) => Type.Literal(code)));

export const NewsSourceSummary = Type.Object({
  name: Type.String(),
  categories: Type.Array(Type.String()),
});
export type NewsSourceSummary = Static<typeof NewsSourceSummary>;

/** The spec's sources reply, keyed by language: the active sources with their categories. */
export const NewsSourcesReply = Type.Object({
  eng: Type.Array(NewsSourceSummary),
  hin: Type.Array(NewsSourceSummary),
});
export type NewsSourcesReply = Static<typeof NewsSourcesReply>;

export const NewsCategoriesQuery = Type.Object({
  source: Type.String({ minLength: 1, maxLength: NEWS_SOURCE_NAME_MAX }),
});
export type NewsCategoriesQuery = Static<typeof NewsCategoriesQuery>;
export const NewsCategoriesReply = Type.Object({ categories: Type.Array(Type.String()) });
export type NewsCategoriesReply = Static<typeof NewsCategoriesReply>;

export const NewsArticlesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  lang: Type.Optional(NewsLanguage),
  source: Type.Optional(Type.String({ maxLength: NEWS_SOURCE_NAME_MAX })),
  category: Type.Optional(Type.String({ maxLength: NEWS_CATEGORY_MAX })),
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
});
export type NewsArticlesQuery = Static<typeof NewsArticlesQuery>;

/** An article as the list shows it (the spec's fields, plus what the page needs). */
export const NewsArticle = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The cleaned body as plain text, its first few hundred characters (the list cuts it at 100). */
  body: Type.String(),
  source: Type.String(),
  /** The article on its publisher's site. */
  url: NullableText(),
  /** The image through the portal (signed address), or null when the article has none. */
  imgUrl: NullableText(),
  /** The feed's description of the image, or "Image from {source}". */
  imgAlt: NullableText(),
  /** When it was published (or first seen), ISO 8601. */
  date: Type.String({ format: 'date-time' }),
  authors: Type.Array(Type.String()),
  category: NullableText(),
  language: NewsLanguage,
  markAsRead: Type.Boolean(),
});
export type NewsArticle = Static<typeof NewsArticle>;

export const NewsArticlesReply = Type.Object({
  articles: Type.Array(NewsArticle),
  totalPages: Type.Integer(),
  total: Type.Integer(),
  page: Type.Integer(),
  /** These articles' headlines read aloud by the server (signed address), or null when none. */
  headlinesAudioUrl: NullableText(),
});
export type NewsArticlesReply = Static<typeof NewsArticlesReply>;

export const NewsArticleParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: ID_MAX }),
});
export type NewsArticleParams = Static<typeof NewsArticleParams>;

/** One article, whole: its sanitised body to render as it is, and its audio address. */
export const NewsArticleDetail = Type.Composite([
  NewsArticle,
  Type.Object({
    bodyHtml: Type.String({ description: 'Sanitised HTML: safe to render as it is' }),
    /** The cleaned body as plain text (for speech). */
    text: Type.String(),
    /** The article read aloud by the server (signed address). */
    audioUrl: Type.String(),
  }),
]);
export type NewsArticleDetail = Static<typeof NewsArticleDetail>;
export const NewsArticleReply = Type.Object({ article: NewsArticleDetail });
export type NewsArticleReply = Static<typeof NewsArticleReply>;

export const NewsReadBody = Type.Object({ read: Type.Boolean() });
export type NewsReadBody = Static<typeof NewsReadBody>;
export const NewsReadReply = Type.Object({
  success: Type.Literal(true),
  markAsRead: Type.Boolean(),
});
export type NewsReadReply = Static<typeof NewsReadReply>;

/** The headlines of one list page read aloud: the list's filters, and the signed token. */
export const NewsHeadlinesAudioQuery = Type.Composite([
  NewsArticlesQuery,
  Type.Object({ token: Type.String({ minLength: 1, maxLength: 1024 }) }),
]);
export type NewsHeadlinesAudioQuery = Static<typeof NewsHeadlinesAudioQuery>;

// Administrators' sources.

const sourceName = Text(NEWS_SOURCE_NAME_MAX);
const feedUrl = Type.String({ minLength: 1, maxLength: NEWS_FEED_URL_MAX, format: 'web-address' });
const categories = Type.Array(Type.String({ minLength: 1, maxLength: NEWS_CATEGORY_MAX }), {
  maxItems: NEWS_CATEGORIES_MAX,
});
const interval = Type.Integer({ minimum: NEWS_INTERVAL_MIN, maximum: NEWS_INTERVAL_MAX });

export const AdminNewsSource = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url: Type.String(),
  language: NewsLanguage,
  categories: Type.Array(Type.String()),
  intervalMinutes: Type.Integer(),
  paused: Type.Boolean(),
  /** Allowed to reach loopback and private addresses (development and tests). */
  local: Type.Boolean(),
  /** Seeded from configuration (NEWS_SOURCES or the sample feeds). */
  fromConfig: Type.Boolean(),
  articleCount: Type.Integer(),
  /** idle, polling (a run queued or going), or failing (the last run failed). */
  state: Type.Union([Type.Literal('idle'), Type.Literal('polling'), Type.Literal('failing')]),
  lastPolledAt: NullableText(),
  lastSuccessAt: NullableText(),
  /** Why the last poll failed, for people; null after a success. */
  lastError: NullableText(),
  /** Polls failed in a row (each waits longer before the next). */
  failures: Type.Integer(),
  /** When the next poll is due; null while paused. */
  nextPollAt: NullableText(),
});
export type AdminNewsSource = Static<typeof AdminNewsSource>;
export const AdminNewsSourcesReply = Type.Object({
  sources: Type.Array(AdminNewsSource),
  /** Whether this server lets administrators mark sources local (NEWS_ALLOW_LOCAL_SOURCES). */
  localAllowed: Type.Boolean(),
});
export type AdminNewsSourcesReply = Static<typeof AdminNewsSourcesReply>;

export const AdminNewsSourceBody = Type.Object({
  name: sourceName,
  url: feedUrl,
  language: NewsLanguage,
  categories: Type.Optional(categories),
  intervalMinutes: Type.Optional(interval),
  local: Type.Optional(Type.Boolean()),
});
export type AdminNewsSourceBody = Static<typeof AdminNewsSourceBody>;
export const AdminNewsSourceReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  source: AdminNewsSource,
});
export type AdminNewsSourceReply = Static<typeof AdminNewsSourceReply>;

export const AdminNewsSourceParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: ID_MAX }),
});
export const AdminNewsSourcePatch = Type.Object({
  paused: Type.Optional(Type.Boolean()),
  intervalMinutes: Type.Optional(interval),
  categories: Type.Optional(categories),
});
export type AdminNewsSourcePatch = Static<typeof AdminNewsSourcePatch>;

export const AdminNewsTestBody = Type.Object({
  url: feedUrl,
  local: Type.Optional(Type.Boolean()),
});
export type AdminNewsTestBody = Static<typeof AdminNewsTestBody>;
export const AdminNewsTestReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  format: Type.String(),
  title: NullableText(),
  itemCount: Type.Integer(),
  /** The first few items' titles, as they would be stored. */
  titles: Type.Array(Type.String()),
});
export type AdminNewsTestReply = Static<typeof AdminNewsTestReply>;
