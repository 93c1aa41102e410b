// /v1/api/library: the audiobook library, for readers whose whitelist scope is `library` (every
// call answers 403 to anyone else). The spec's calls keep their paths and shapes with one
// departure: the listener is the session, never a phone number in the address. Audio addresses
// carry a signed token instead of the bearer header, because an <audio> element cannot send one.
import { Type, type Static } from '@sinclair/typebox';
import {
  BOOK_SLUG_MAX,
  CATEGORY_NAME_MAX,
  ID_MAX,
  LIBRARY_BROWSE_PAGE_SIZE,
  LIBRARY_CATEGORY_PAGE_SIZE,
  LIBRARY_COLLECTIONS,
  LIBRARY_FORMATS,
  LIBRARY_LANGUAGES,
  LIBRARY_NOTE_MAX,
  LIBRARY_PAGE_SIZE_MAX,
  LIBRARY_TITLE_MAX,
  REVIEW_COMMENT_MAX,
  SEARCH_MAX,
} from '../validation';
import { OptionalText, Text, multipartSchema } from './common';

export const LibraryLanguage = Type.Union(LIBRARY_LANGUAGES.map((code) => Type.Literal(code)));
export const LibraryFormat = Type.Union(LIBRARY_FORMATS.map((format) => Type.Literal(format)));
export const LibraryCollection = Type.Union(
  LIBRARY_COLLECTIONS.map((collection) => Type.Literal(collection)),
);

export const BookFormatLink = Type.Object({
  formatType: LibraryFormat,
  /** API address of the built file (GET with the bearer token); null until built. */
  url: Type.Union([Type.String(), Type.Null()]),
});
export type BookFormatLink = Static<typeof BookFormatLink>;

/** A book as every list and the play page show it (the spec's fields, plus what pages need). */
export const Book = Type.Object({
  _id: Type.String(),
  /** The spec's bookName: the title. */
  bookName: Type.String(),
  title: Type.String(),
  author: Type.String(),
  category: Type.String(),
  language: LibraryLanguage,
  /** The spec's bookAwsName: the book's name in addresses (/play/…/{bookAwsName}). */
  bookAwsName: Type.String(),
  /** 'nclude' or 'telangana' for the two collections' books, else null. */
  collection: Type.Union([LibraryCollection, Type.Null()]),
  description: Type.String(),
  copyright: Type.String(),
  /** The formats this book offers (Telangana Books: mp3 only), built or not. */
  formats: Type.Array(BookFormatLink),
  chapterCount: Type.Integer(),
  sectionCount: Type.Integer(),
  durationSeconds: Type.Number(),
  /** Mean rating 1–5 over its reviews; null without reviews. */
  averageRating: Type.Union([Type.Number(), Type.Null()]),
  reviewCount: Type.Integer(),
});
export type Book = Static<typeof Book>;

export const LanguageParams = Type.Object({ language: LibraryLanguage });
export const CategoriesReply = Type.Array(Type.String(), {
  description: 'The categories with books in that language, by name',
});
export type CategoriesReply = Static<typeof CategoriesReply>;

const page = Type.Optional(Type.Integer({ minimum: 1, default: 1 }));
const limit = (size: number) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: LIBRARY_PAGE_SIZE_MAX, default: size }));
const category = Type.String({ minLength: 1, maxLength: CATEGORY_NAME_MAX });

export const BrowseQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  language: Type.Optional(LibraryLanguage),
  page,
  limit: limit(LIBRARY_BROWSE_PAGE_SIZE),
});
export type BrowseQuery = Static<typeof BrowseQuery>;

export const CategoryBooksQuery = Type.Object({
  category,
  language: LibraryLanguage,
  page,
  limit: limit(LIBRARY_CATEGORY_PAGE_SIZE),
});
export type CategoryBooksQuery = Static<typeof CategoryBooksQuery>;

/** The spec's POST category books: body {category}; page and limit in the query. */
export const CategoryBooksBody = Type.Object({
  category,
  language: Type.Optional(LibraryLanguage),
});
export const PageQuery = Type.Object({ page, limit: limit(LIBRARY_CATEGORY_PAGE_SIZE) });
export const TelanganaQuery = Type.Object({
  page,
  limit: limit(LIBRARY_CATEGORY_PAGE_SIZE),
  category: Type.Optional(category),
  language: Type.Optional(LibraryLanguage),
});

export const BooksPage = Type.Object({ books: Type.Array(Book), totalBooks: Type.Integer() });
export type BooksPage = Static<typeof BooksPage>;

/** Where a person stopped in a book. */
export const BookProgress = Type.Object({
  /** The section's index in reading order (0-based). */
  index: Type.Integer({ minimum: 0 }),
  offsetSeconds: Type.Number({ minimum: 0 }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type BookProgress = Static<typeof BookProgress>;

export const ShelfBook = Type.Composite([
  Book,
  Type.Object({
    progress: BookProgress,
    /** Share of the book's duration before the saved point, 0–1. */
    fractionListened: Type.Number({ minimum: 0, maximum: 1 }),
  }),
]);
export type ShelfBook = Static<typeof ShelfBook>;
/** The spec's shelf reply: success, books, message; the books most recently listened first. */
export const ShelfReply = Type.Object({
  success: Type.Literal(true),
  books: Type.Array(ShelfBook),
  message: Type.String(),
});
export type ShelfReply = Static<typeof ShelfReply>;

export const BookNameParams = Type.Object({
  bookName: Type.String({ minLength: 1, maxLength: BOOK_SLUG_MAX }),
});
export const BookReply = Type.Object({ book: Book });
export type BookReply = Static<typeof BookReply>;

export const Section = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  title: Type.String(),
  durationSeconds: Type.Number(),
});
export type Section = Static<typeof Section>;
export const Chapter = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  title: Type.String(),
  sections: Type.Array(Section),
});
export type Chapter = Static<typeof Chapter>;
export const AwsNameParams = Type.Object({
  bookAwsName: Type.String({ minLength: 1, maxLength: BOOK_SLUG_MAX }),
});
export const TopicsReply = Type.Object({ chapters: Type.Array(Chapter) });
export type TopicsReply = Static<typeof TopicsReply>;

/** Audio addresses: the signed token instead of the bearer header (players cannot send one). */
export const AudioQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 400 })) });
export const SectionParams = Type.Object({
  bookAwsName: Type.String({ minLength: 1, maxLength: BOOK_SLUG_MAX }),
  index: Type.Integer({ minimum: 0 }),
});

/** The play page's one call: the book, its chapters, where the person stopped, audio access. */
export const ListenReply = Type.Object({
  book: Book,
  chapters: Type.Array(Chapter),
  progress: Type.Union([BookProgress, Type.Null()]),
  /** Append as ?token= to /section/play/{bookAwsName}/{index}; valid until expiresAt. */
  audioToken: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type ListenReply = Static<typeof ListenReply>;

/** A sentence of a section's text: its characters [from, to) and when it is read. */
export const SentenceTiming = Type.Object({
  from: Type.Integer({ minimum: 0 }),
  to: Type.Integer({ minimum: 0 }),
  startSeconds: Type.Number({ minimum: 0 }),
  endSeconds: Type.Number({ minimum: 0 }),
});
export type SentenceTiming = Static<typeof SentenceTiming>;
export const SectionTextReply = Type.Object({
  index: Type.Integer(),
  title: Type.String(),
  /** Empty for books that came as recordings without text. */
  text: Type.String(),
  sentences: Type.Array(SentenceTiming),
});
export type SectionTextReply = Static<typeof SectionTextReply>;

export const ProgressBody = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  offsetSeconds: Type.Number({ minimum: 0 }),
});
export type ProgressBody = Static<typeof ProgressBody>;
export const ProgressReply = Type.Object({ success: Type.Literal(true) });
export type ProgressReply = Static<typeof ProgressReply>;

/** Response header of section audio: the second to start playing at (the spec's clip-begin). */
export const CLIP_BEGIN_HEADER = 'clip-begin';
/** Response header of section audio: which section it is (next/prev/progress name none). */
export const SECTION_INDEX_HEADER = 'section-index';

export const ReviewBody = Type.Object({
  bookId: Type.String({ minLength: 1, maxLength: ID_MAX }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: OptionalText(REVIEW_COMMENT_MAX, { multiline: true }),
});
export type ReviewBody = Static<typeof ReviewBody>;
export const Review = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  /** The reviewer's first name only: reviews are shown to other readers. */
  reviewer: Type.String(),
  mine: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Review = Static<typeof Review>;
export const ReviewReply = Type.Object({ success: Type.Literal(true), review: Review });
export type ReviewReply = Static<typeof ReviewReply>;
export const BookIdParams = Type.Object({
  bookId: Type.String({ minLength: 1, maxLength: ID_MAX }),
});
export const ReviewsReply = Type.Object({
  averageRating: Type.Union([Type.Number(), Type.Null()]),
  reviewCount: Type.Integer(),
  mine: Type.Union([Review, Type.Null()]),
  reviews: Type.Array(Review),
});
export type ReviewsReply = Static<typeof ReviewsReply>;

export const CreateFormatBody = Type.Object({
  bookId: Type.String({ minLength: 1, maxLength: ID_MAX }),
  formatType: LibraryFormat,
});
export type CreateFormatBody = Static<typeof CreateFormatBody>;
/**
 * The spec's reply (success, message, newFormat) while a format is built on demand: `building`
 * with the job to follow ("Please Wait while we fetch this format of the book..."), then `ready`.
 */
export const CreateFormatReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  state: Type.Union([Type.Literal('building'), Type.Literal('ready')]),
  jobId: Type.Union([Type.String(), Type.Null()]),
  newFormat: Type.Union([BookFormatLink, Type.Null()]),
});
export type CreateFormatReply = Static<typeof CreateFormatReply>;
export const FormatParams = Type.Object({
  bookId: Type.String({ minLength: 1, maxLength: ID_MAX }),
  formatType: LibraryFormat,
});

export const RecordDownloadBody = Type.Object({
  bookId: Type.String({ minLength: 1, maxLength: ID_MAX }),
  formatType: LibraryFormat,
  formatLink: Type.String({ maxLength: 400 }),
});
export type RecordDownloadBody = Static<typeof RecordDownloadBody>;
export const RecordDownloadReply = Type.Object({ message: Type.String() });

// /v1/api/admin/library: administrators add books (an upload read into chapters and sections and
// read aloud by a job), follow their ingestion, retry a failed one and delete books.

export const AdminBookStatus = Type.Union([
  Type.Literal('ingesting'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);
export type AdminBookStatus = Static<typeof AdminBookStatus>;

/** The book's details as text fields of the upload form; empty ones come from the file. */
export const AdminLibraryUploadBody = multipartSchema(
  {
    category: Type.String({ maxLength: CATEGORY_NAME_MAX + 20 }),
    /** '' (none), 'nclude' or 'telangana'. */
    collection: Type.Optional(Type.String({ maxLength: 20 })),
    /** '' (from the file), 'en', 'hi' or 'te'. */
    language: Type.Optional(Type.String({ maxLength: 10 })),
    title: Type.Optional(Text(LIBRARY_TITLE_MAX)),
    author: Type.Optional(Text(LIBRARY_TITLE_MAX)),
    description: Type.Optional(Text(LIBRARY_NOTE_MAX, { multiline: true })),
    copyright: Type.Optional(Text(LIBRARY_NOTE_MAX, { multiline: true })),
    /** The address name of a new book, or of the book to replace. */
    slug: Type.Optional(Type.String({ maxLength: BOOK_SLUG_MAX + 10 })),
  },
  {
    name: 'file',
    description:
      'TXT or HTML (UTF-8), DOCX, EPUB, one MP3, a zip of MP3s (one per chapter), or a zipped DAISY 2.02 or DAISY 3 book',
  },
);
export type AdminLibraryUploadBody = Static<typeof AdminLibraryUploadBody>;

export const AdminLibraryUploadReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** The ingestion job (its progress also arrives as realtime `job` events). */
  jobId: Type.String(),
  /** The new book, listed at once as 'ingesting'; null when the upload replaces a book. */
  bookId: Type.Union([Type.String(), Type.Null()]),
});
export type AdminLibraryUploadReply = Static<typeof AdminLibraryUploadReply>;

export const AdminLibraryBooksQuery = Type.Object({
  page,
  limit: limit(LIBRARY_CATEGORY_PAGE_SIZE),
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  status: Type.Optional(AdminBookStatus),
});
export type AdminLibraryBooksQuery = Static<typeof AdminLibraryBooksQuery>;

/** A book as administrators see it: every status, with its ingestion's progress. */
export const AdminLibraryBook = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  author: Type.String(),
  language: LibraryLanguage,
  category: Type.String(),
  collection: Type.Union([LibraryCollection, Type.Null()]),
  bookAwsName: Type.String(),
  /** 'ingesting' while its job is queued or running (a retried book too). */
  status: AdminBookStatus,
  /** Why it failed; null otherwise. */
  error: Type.Union([Type.String(), Type.Null()]),
  /** The ingestion's progress 0–100 and stage while ingesting; null otherwise. */
  progress: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]),
  stage: Type.Union([Type.String(), Type.Null()]),
  jobId: Type.Union([Type.String(), Type.Null()]),
  /** The uploaded file's name, when it came as an upload. */
  sourceName: Type.Union([Type.String(), Type.Null()]),
  /** A failed book whose job can run again. */
  canRetry: Type.Boolean(),
  sectionCount: Type.Integer(),
  durationSeconds: Type.Number(),
  /** One of the seed library's books, written for this project. */
  sample: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdminLibraryBook = Static<typeof AdminLibraryBook>;

export const AdminLibraryBooksReply = Type.Object({
  success: Type.Literal(true),
  books: Type.Array(AdminLibraryBook),
  totalBooks: Type.Integer(),
});
export type AdminLibraryBooksReply = Static<typeof AdminLibraryBooksReply>;
