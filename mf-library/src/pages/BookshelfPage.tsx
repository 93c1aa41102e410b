// Book Shelf (/bookshelf): the books the reader has listened to, the most recent first, each with
// how much is listened (a progress bar with the share in words) and "Continue listening", which
// opens its play page, where Resume continues from the saved point.
import { useId } from 'react';
import { formatDate, Link, PageHeading, useLoad } from '@nclude/shared';
import type { ShelfBook } from '@nclude/shared/api-schemas';
import { BookActions } from '../components/BookActions';
import { BooksState } from '../components/BooksState';
import { bookShelf } from '../libraryApi';
import { languageName, playPath } from '../labels';
import { m } from '../messages';
import '../library.css';

export default function BookshelfPage() {
  const [shelf, { retry }] = useLoad((signal) => bookShelf(signal));
  return (
    <div className="library-page">
      <PageHeading>{m('shelfHeading')}</PageHeading>
      <p>{m('shelfIntro')}</p>
      <BooksState state={shelf} loadingLabel={m('loadingBooks')} onRetry={retry}>
        {(reply) =>
          reply.books.length === 0 ? (
            <p>
              {m('shelfEmpty')} <Link to="/library">{m('browseLink')}</Link>
            </p>
          ) : (
            <ul className="library-books">
              {reply.books.map((book) => (
                <ShelfItem key={book._id} book={book} />
              ))}
            </ul>
          )
        }
      </BooksState>
    </div>
  );
}

function ShelfItem({ book }: { book: ShelfBook }) {
  const barId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, book.fractionListened)) * 100);
  const when = formatDate(book.progress.updatedAt);
  return (
    <li className="library-book">
      <div className="library-book__text">
        <h2 className="library-book__title" lang={book.language}>
          {book.title}
        </h2>
        <p className="library-book__facts">
          {m('byAuthor', { author: book.author })}
          {' · '}
          {m('bookFacts', { category: book.category, language: languageName(book.language) })}
        </p>
        <div className="library-progress">
          <label htmlFor={barId} className="nc-visually-hidden">
            {m('listenedLabel')}
          </label>
          <progress id={barId} max={100} value={percent} className="library-progress__bar">
            {m('percentListened', { percent })}
          </progress>
          <span className="library-progress__text">{m('percentListened', { percent })}</span>
        </div>
        {when && <p>{m('lastListened', { date: when })}</p>}
        <p>
          <Link
            className="nc-button nc-button--primary library-continue"
            to={playPath('books', book.category, book.bookAwsName)}
            aria-label={m('continueListeningTo', { title: book.title })}
          >
            {m('continueListening')}
          </Link>
        </p>
      </div>
      <BookActions book={book} />
    </li>
  );
}
