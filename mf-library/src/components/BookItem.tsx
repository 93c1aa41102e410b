// One book in a list: its title (a link to its play page, or plain text in the two collections,
// spec 02 §2), author, category and language, and its options menu. The title takes focus when
// the list grows under it (Load More).
import type { Ref } from 'react';
import { Link } from '@nclude/shared';
import type { Book } from '@nclude/shared/api-schemas';
import { languageName } from '../labels';
import { m } from '../messages';
import { BookActions } from './BookActions';

export interface BookItemProps {
  book: Book;
  /** The play page's address, or null where books are not links. */
  to: string | null;
  titleRef?: Ref<HTMLAnchorElement & HTMLHeadingElement>;
  headingLevel?: 2 | 3 | 4;
}

export function BookItem({ book, to, titleRef, headingLevel = 3 }: BookItemProps) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  return (
    <li className="library-book">
      <div className="library-book__text">
        {to ? (
          <Heading className="library-book__title">
            <Link ref={titleRef} to={to} lang={book.language}>
              {book.title}
            </Link>
          </Heading>
        ) : (
          <Heading
            ref={titleRef}
            tabIndex={-1}
            className="library-book__title"
            lang={book.language}
          >
            {book.title}
          </Heading>
        )}
        <p className="library-book__facts">
          {m('byAuthor', { author: book.author })}
          {' · '}
          {m('bookFacts', { category: book.category, language: languageName(book.language) })}
        </p>
      </div>
      <BookActions book={book} />
    </li>
  );
}
