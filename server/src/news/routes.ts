// /v1/api/news: the news reader for any signed-in user (401 without a session). Thin handlers
// over NewsService. The image and audio addresses are fetched by <img> and <audio>, which cannot
// send the bearer header: a signed token in the query stands for the session there.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  FileReply,
  MediaTokenQuery,
  NewsArticleParams,
  NewsArticleReply,
  NewsArticlesQuery,
  NewsArticlesReply,
  NewsCategoriesQuery,
  NewsCategoriesReply,
  NewsHeadlinesAudioQuery,
  NewsReadBody,
  NewsReadReply,
  NewsSourcesReply,
  withErrors,
} from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { sendRanged } from '../http-range';
import type { NewsService } from './service';

export interface NewsRoutesOptions {
  news: NewsService;
}

const MediaReply = { 200: FileReply, 206: FileReply, '4xx': ErrorResponse, '5xx': ErrorResponse };

export const newsRoutes: FastifyPluginAsyncTypebox<NewsRoutesOptions> = async (app, { news }) => {
  const onRequest = app.requireSession;
  const security = [{ bearer: [] }];
  const tags = ['news'];

  app.get(
    '/sources',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The news sources by language (eng, hin), each with its categories',
        response: withErrors(NewsSourcesReply),
      },
    },
    async () => news.sources(),
  );

  app.get(
    '/categories',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A source’s categories (404 for a source that does not exist)',
        querystring: NewsCategoriesQuery,
        response: withErrors(NewsCategoriesReply),
      },
    },
    async (request) => ({ categories: await news.categories(request.query.source) }),
  );

  app.get(
    '/articles',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Articles, newest first, 10 a page, with your read marks',
        description:
          'lang eng (default) or hin; source a source’s name; category one of that source’s categories (400 without a source); search words in the title or body.',
        querystring: NewsArticlesQuery,
        response: withErrors(NewsArticlesReply),
      },
    },
    async (request) => news.list(sessionOf(request).userId, request.query),
  );

  app.get(
    '/articles/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One article whole: its sanitised body, its text and its audio address',
        params: NewsArticleParams,
        response: withErrors(NewsArticleReply),
      },
    },
    async (request) => ({
      article: await news.article(sessionOf(request).userId, request.params.id),
    }),
  );

  app.put(
    '/articles/:id/read',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Marks the article read or unread for you',
        params: NewsArticleParams,
        body: NewsReadBody,
        response: withErrors(NewsReadReply),
      },
    },
    async (request) => ({
      success: true as const,
      markAsRead: await news.setRead(
        sessionOf(request).userId,
        request.params.id,
        request.body.read,
      ),
    }),
  );

  app.get(
    '/articles/:id/image',
    {
      schema: {
        tags,
        summary:
          'The article’s image, fetched from its publisher once and kept (token from the list)',
        params: NewsArticleParams,
        querystring: MediaTokenQuery,
        produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        response: MediaReply,
      },
    },
    async (request, reply) =>
      sendRanged(
        request.headers.range,
        reply,
        await news.image(request.params.id, request.query.token),
        'private, max-age=86400',
      ),
  );

  app.get(
    '/articles/:id/audio',
    {
      schema: {
        tags,
        summary: 'The article read aloud by the server (MP3, Range), made on first request',
        params: NewsArticleParams,
        querystring: MediaTokenQuery,
        produces: ['audio/mpeg'],
        response: MediaReply,
      },
    },
    async (request, reply) =>
      sendRanged(
        request.headers.range,
        reply,
        await news.articleAudio(request.params.id, request.query.token),
        'private, max-age=3600',
      ),
  );

  app.get(
    '/headlines/audio',
    {
      schema: {
        tags,
        summary:
          'A list page’s headlines read aloud by the server (MP3, Range; token from the list)',
        querystring: NewsHeadlinesAudioQuery,
        produces: ['audio/mpeg'],
        response: MediaReply,
      },
    },
    async (request, reply) => {
      const { token, lang, page, source, category, search } = request.query;
      return sendRanged(
        request.headers.range,
        reply,
        await news.headlinesAudio(
          {
            lang: lang ?? 'eng',
            page: page ?? 1,
            ...(source ? { source } : {}),
            ...(category ? { category } : {}),
            ...(search ? { search } : {}),
          },
          token,
        ),
        'private, max-age=3600',
      );
    },
  );
};
