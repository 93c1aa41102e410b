// /v1/api/library: thin handlers over LibraryService, the spec's library calls with their paths
// and shapes, for readers with the library scope only (401 without a session, 403 without the
// scope, on every call). The one departure from the spec: the listener is the session (or the
// play page's signed audio token), never a phone number in the address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AudioQuery,
  AwsNameParams,
  BookIdParams,
  BookNameParams,
  BookReply,
  BooksPage,
  BrowseQuery,
  CategoriesReply,
  CategoryBooksBody,
  CategoryBooksQuery,
  ErrorResponse,
  FileReply,
  LanguageParams,
  ListenReply,
  PageQuery,
  CLIP_BEGIN_HEADER,
  ProgressBody,
  ProgressReply,
  SECTION_INDEX_HEADER,
  ReviewBody,
  ReviewReply,
  ReviewsReply,
  SectionParams,
  SectionTextReply,
  ShelfReply,
  TelanganaQuery,
  TopicsReply,
  withErrors,
} from '@nclude/shared/api-schemas';
import { LIBRARY_BROWSE_PAGE_SIZE, LIBRARY_CATEGORY_PAGE_SIZE } from '@nclude/shared/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/plugin';
import { sendRanged } from '../http-range';
import { requireLibrary } from './access';
import type { LibraryService, SectionChoice } from './service';

export interface LibraryRoutesOptions {
  library: LibraryService;
}

const AudioReply = {
  200: FileReply,
  206: FileReply,
  '4xx': ErrorResponse,
  '5xx': ErrorResponse,
};

const audioDescription =
  'The section’s MP3, with HTTP Range (206). Authorised by the bearer session or the `token` ' +
  'of /listen (for <audio>, which cannot send the header): 404 for a token not of this book, ' +
  '410 once it expired. The `clip-begin` header gives the second to start at, `section-index` ' +
  'the section. 404 "No more sections or pages to play" past either end.';

export const libraryRoutes: FastifyPluginAsyncTypebox<LibraryRoutesOptions> = async (
  app,
  { library },
) => {
  const reader = requireLibrary(app);
  const security = [{ bearer: [] }];
  const tags = ['library'];
  const paging = (query: { page?: number; limit?: number }, size: number) => ({
    page: query.page ?? 1,
    limit: query.limit ?? size,
  });

  app.get(
    '/categories/:language',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'The categories with books in a language (the collections not included), by name',
        params: LanguageParams,
        response: withErrors(CategoriesReply),
      },
    },
    async (request) => library.categories(request.params.language),
  );

  app.get(
    '/books',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'Browse all books by title, with search over title, author and category; 5 a page',
        querystring: BrowseQuery,
        response: withErrors(BooksPage),
      },
    },
    async (request) =>
      library.browse({
        ...paging(request.query, LIBRARY_BROWSE_PAGE_SIZE),
        search: request.query.search,
        language: request.query.language,
      }),
  );

  app.get(
    '/booksByCategoryAndLang',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'A category’s books in a language, by title; 10 a page',
        querystring: CategoryBooksQuery,
        response: withErrors(BooksPage),
      },
    },
    async (request) =>
      library.categoryBooks({
        ...paging(request.query, LIBRARY_CATEGORY_PAGE_SIZE),
        category: request.query.category,
        language: request.query.language,
      }),
  );

  app.post(
    '/category-books',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary:
          'The spec’s category books: body {category, language?}, page and limit in the query',
        querystring: PageQuery,
        body: CategoryBooksBody,
        response: withErrors(BooksPage),
      },
    },
    async (request) =>
      library.categoryBooks({
        ...paging(request.query, LIBRARY_CATEGORY_PAGE_SIZE),
        category: request.body.category,
        language: request.body.language,
      }),
  );

  app.get(
    '/nclude-books',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'The Nclude Books collection, by title',
        querystring: PageQuery,
        response: withErrors(BooksPage),
      },
    },
    async (request) =>
      library.collectionBooks('nclude', paging(request.query, LIBRARY_CATEGORY_PAGE_SIZE)),
  );

  app.get(
    '/telangana-books',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'The Telangana Books collection (MP3 only), by title, optionally of a category',
        querystring: TelanganaQuery,
        response: withErrors(BooksPage),
      },
    },
    async (request) =>
      library.collectionBooks('telangana', {
        ...paging(request.query, LIBRARY_CATEGORY_PAGE_SIZE),
        category: request.query.category,
        language: request.query.language,
      }),
  );

  app.get(
    '/book/:bookName',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'A book by its address name (bookAwsName)',
        params: BookNameParams,
        response: withErrors(BookReply),
      },
    },
    async (request) => ({ book: await library.book(request.params.bookName) }),
  );

  app.get(
    '/getBookTopics/:bookAwsName',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'A book’s chapters and their sections (the spec’s topics), in reading order',
        params: AwsNameParams,
        response: withErrors(TopicsReply),
      },
    },
    async (request) => ({ chapters: await library.topics(request.params.bookAwsName) }),
  );

  app.get(
    '/listen/:bookAwsName',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'The play page: book, chapters, your saved place and the audio token',
        params: AwsNameParams,
        response: withErrors(ListenReply),
      },
    },
    async (request) => library.listen(sessionOf(request).userId, request.params.bookAwsName),
  );

  // The player's addresses: a token in the query stands for the session (an <audio> element
  // cannot send the bearer header); without one, the bearer session with the library scope.
  const readerOrToken = async (
    request: FastifyRequest<{ Querystring: { token?: string } }>,
    reply: FastifyReply,
  ) => {
    const token = request.query.token;
    if (typeof token === 'string' && token !== '') return;
    await reader(request, reply);
  };

  const sendSection = async (
    request: FastifyRequest<{ Querystring: { token?: string } }>,
    reply: FastifyReply,
    bookAwsName: string,
    choice: SectionChoice,
  ) => {
    const token = request.query.token;
    const { book, userId } = token
      ? await library.tokenReader(bookAwsName, token)
      : { book: await library.bookRow(bookAwsName), userId: sessionOf(request).userId };
    // next/prev move the saved place once per playback: a player's later Range requests
    // (seeking in what it plays) continue the same section, and HEAD only looks.
    const range = request.headers.range?.trim();
    const step =
      request.method !== 'GET' ? 'peek' : !range || /^bytes=0-/.test(range) ? 'move' : 'continue';
    const audio = await library.sectionAudio(userId, book, choice, step);
    reply
      .header(CLIP_BEGIN_HEADER, String(audio.clipBeginSeconds))
      .header(SECTION_INDEX_HEADER, String(audio.index))
      .header('access-control-expose-headers', `${CLIP_BEGIN_HEADER}, ${SECTION_INDEX_HEADER}`);
    return sendRanged(request.headers.range, reply, audio.file, 'private, max-age=3600');
  };

  app.get(
    '/section/play/:bookAwsName/:index',
    {
      onRequest: readerOrToken,
      schema: {
        tags,
        security,
        summary: 'A section’s audio; clip-begin is your saved offset when your place is in it',
        description: audioDescription,
        params: SectionParams,
        querystring: AudioQuery,
        produces: ['audio/mpeg'],
        response: AudioReply,
      },
    },
    async (request, reply) =>
      sendSection(request, reply, request.params.bookAwsName, {
        kind: 'index',
        index: request.params.index,
      }),
  );

  const stepRoutes: { path: string; choice: SectionChoice; summary: string }[] = [
    {
      path: '/section/next/:bookAwsName',
      choice: { kind: 'next' },
      summary: 'The audio of the section after your saved one; your place moves to its start',
    },
    {
      path: '/section/prev/:bookAwsName',
      choice: { kind: 'prev' },
      summary: 'The audio of the section before your saved one; your place moves to its start',
    },
    {
      path: '/getProgress/:bookAwsName',
      choice: { kind: 'resume' },
      summary: 'The audio of your saved section (the first when new), clip-begin your offset',
    },
    {
      path: '/play/:bookAwsName',
      choice: { kind: 'resume' },
      summary: 'Play the book where you stopped (the first section when new)',
    },
  ];
  for (const { path, choice, summary } of stepRoutes)
    app.get(
      path,
      {
        onRequest: readerOrToken,
        schema: {
          tags,
          security,
          summary,
          description: audioDescription,
          params: AwsNameParams,
          querystring: AudioQuery,
          produces: ['audio/mpeg'],
          response: AudioReply,
        },
      },
      async (request, reply) => sendSection(request, reply, request.params.bookAwsName, choice),
    );

  app.get(
    '/section/text/:bookAwsName/:index',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'A section’s text with each sentence’s characters and time, for follow-along',
        params: SectionParams,
        response: withErrors(SectionTextReply),
      },
    },
    async (request) => library.sectionText(request.params.bookAwsName, request.params.index),
  );

  app.put(
    '/progress/:bookAwsName',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'Save your place in a book (sent every few seconds while playing and on pause)',
        description:
          '400 when the section does not exist or the offset is past its end (1 s of slack).',
        params: AwsNameParams,
        body: ProgressBody,
        response: withErrors(ProgressReply),
      },
    },
    async (request) => {
      await library.saveProgress(
        sessionOf(request).userId,
        request.params.bookAwsName,
        request.body,
      );
      return { success: true as const };
    },
  );

  app.get(
    '/shelf',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'Your book shelf: the books you listen to, most recent first, with your place',
        response: withErrors(ShelfReply),
      },
    },
    async (request) => library.shelf(sessionOf(request).userId),
  );

  app.post(
    '/book/addReview',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'Rate a book 1–5 with an optional comment; a second review edits the first',
        body: ReviewBody,
        response: withErrors(ReviewReply),
      },
    },
    async (request) => ({
      success: true as const,
      review: await library.addReview(sessionOf(request).userId, request.body),
    }),
  );

  app.get(
    '/book/:bookId/reviews',
    {
      onRequest: reader,
      schema: {
        tags,
        security,
        summary: 'A book’s reviews: the average, yours and the others’ (first names only)',
        params: BookIdParams,
        response: withErrors(ReviewsReply),
      },
    },
    async (request) => library.reviews(sessionOf(request).userId, request.params.bookId),
  );
};
