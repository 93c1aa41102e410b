// The play page (/play/{mainCategory}/{category}/{bookName}; spec 02 §2, §4, §8): the book's name,
// author, category and language, the accessibility notice (the media is for people with print
// disabilities) and the copyright notice, the player, the chapter table and the section's text.
// {mainCategory}/{category} say which list the reader came from, for the way back.
import { useId } from 'react';
import { formatNumber, Link, PageHeading, useLoad, useParams } from '@nclude/shared';
import type { ListenReply } from '@nclude/shared/api-schemas';
import { BookActions } from '../components/BookActions';
import { BooksState } from '../components/BooksState';
import { listen } from '../libraryApi';
import { bookLength, languageName } from '../labels';
import { m } from '../messages';
import { AudioPlayer } from '../player/AudioPlayer';
import '../library.css';

export default function PlayPage() {
  const { mainCategory = 'books', category = '', bookName = '' } = useParams();
  const [listening, { retry, refresh }] = useLoad((signal) => listen(bookName, signal));
  return (
    <div className="library-page library-play">
      <BooksState state={listening} loadingLabel={m('loadingBook')} onRetry={retry}>
        {(reply) => (
          <Book reply={reply} mainCategory={mainCategory} category={category} onRenew={refresh} />
        )}
      </BooksState>
    </div>
  );
}

function Book({
  reply,
  mainCategory,
  category,
  onRenew,
}: {
  reply: ListenReply;
  mainCategory: string;
  category: string;
  onRenew: () => void;
}) {
  const detailsId = useId();
  const { book } = reply;
  const backTo = `/category/${book.language}/${encodeURIComponent(mainCategory)}/${encodeURIComponent(category || book.category)}`;
  return (
    <>
      <PageHeading lang={book.language}>{book.title}</PageHeading>
      <p>
        <Link to={backTo}>{m('backToCategory', { category: category || book.category })}</Link>
      </p>
      <section aria-labelledby={detailsId} className="library-section">
        <h2 id={detailsId} className="nc-visually-hidden">
          {m('bookDetails')}
        </h2>
        <dl className="library-facts">
          <dt>{m('authorLabel')}</dt>
          <dd>{book.author}</dd>
          <dt>{m('categoryLabel')}</dt>
          <dd>{book.category}</dd>
          <dt>{m('languageLabel')}</dt>
          <dd>{languageName(book.language)}</dd>
          {book.durationSeconds > 0 && (
            <>
              <dt>{m('durationLabel')}</dt>
              <dd>{bookLength(book.durationSeconds)}</dd>
            </>
          )}
          {book.averageRating !== null && (
            <>
              <dt>{m('ratingLabel')}</dt>
              <dd>
                {m('ratingValue', {
                  average: formatNumber(Math.round(book.averageRating * 10) / 10),
                  count: formatNumber(book.reviewCount),
                })}
              </dd>
            </>
          )}
        </dl>
        {book.description && <p lang={book.language}>{book.description}</p>}
        <p className="library-notice">
          <strong>{m('accessibilityNotice')}</strong>
        </p>
        {book.copyright && (
          <p className="library-notice">
            {m('copyrightLabel')}: <span lang={book.language}>{book.copyright}</span>
          </p>
        )}
        <BookActions book={book} />
      </section>
      <AudioPlayer
        book={book}
        chapters={reply.chapters}
        progress={reply.progress}
        audioToken={reply.audioToken}
        expiresAt={reply.expiresAt}
        onRenewToken={onRenew}
      />
    </>
  );
}
