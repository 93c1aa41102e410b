// Answers of the library API for the component tests (shapes of shared/src/api/library.ts).
import type { Book, ListenReply, SectionTextReply } from '@nclude/shared/api-schemas';

export function book(changes: Partial<Book> = {}): Book {
  return {
    _id: 'book-1',
    bookName: 'The River Song',
    title: 'The River Song',
    author: 'Asha Rao',
    category: 'Stories',
    language: 'en',
    bookAwsName: 'the-river-song',
    collection: null,
    description: 'A short story about a river.',
    copyright: '© 2026 Nclude. For personal use.',
    formats: [
      { formatType: 'docx', url: null },
      { formatType: 'epub', url: null },
      { formatType: 'mp3', url: null },
    ],
    chapterCount: 2,
    sectionCount: 3,
    durationSeconds: 600,
    averageRating: 4.5,
    reviewCount: 2,
    ...changes,
  };
}

export function books(count: number, from = 1, changes: Partial<Book> = {}): Book[] {
  return Array.from({ length: count }, (_, n) =>
    book({
      _id: `book-${from + n}`,
      title: `Book ${from + n}`,
      bookName: `Book ${from + n}`,
      bookAwsName: `book-${from + n}`,
      ...changes,
    }),
  );
}

export function listenReply(changes: Partial<ListenReply> = {}): ListenReply {
  return {
    book: book(),
    chapters: [
      {
        index: 0,
        title: 'Chapter 1',
        sections: [
          { index: 0, title: 'The spring', durationSeconds: 120 },
          { index: 1, title: 'The valley', durationSeconds: 200 },
        ],
      },
      {
        index: 1,
        title: 'Chapter 2',
        sections: [{ index: 2, title: 'The sea', durationSeconds: 90 }],
      },
    ],
    progress: null,
    audioToken: 'tok',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...changes,
  };
}

export function sectionTextReply(index = 0): SectionTextReply {
  return {
    index,
    title: 'The spring',
    text: 'The river starts small. It grows in the hills.',
    sentences: [
      { from: 0, to: 23, startSeconds: 0, endSeconds: 2 },
      { from: 24, to: 46, startSeconds: 2, endSeconds: 4 },
    ],
  };
}
