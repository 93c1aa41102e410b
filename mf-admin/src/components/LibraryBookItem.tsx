// One book in the administrators' list: its title, status in words (ready, being read aloud with
// its progress and stage, or failed with the reason), its facts, and Retry (a failed book) and
// Delete.
import { Button, FormError, VisuallyHidden, formatNumber } from '@nclude/shared';
import type { AdminLibraryBook } from '@nclude/shared/api-schemas';
import { m } from '../messages';
import { languageLabel } from './LibraryBookUploadPanel';

/** Ids of a book's buttons: focus is put back on them after a dialog or a reload. */
export const retryButtonId = (bookId: string) => `book-${bookId}-retry`;
export const deleteButtonId = (bookId: string) => `book-${bookId}-delete`;

/** The book's status as the list says it. */
export function statusText(book: AdminLibraryBook): string {
  if (book.status === 'ready') return m('bookStatusReady');
  if (book.status === 'failed') return m('bookStatusFailed', { reason: book.error ?? '' });
  return m('bookStatusIngesting', { percent: formatNumber(book.progress ?? 0) });
}

function lengthText(book: AdminLibraryBook): string {
  const total = Math.round(book.durationSeconds);
  const parts = {
    sections: formatNumber(book.sectionCount),
    minutes: formatNumber(Math.floor(total / 60)),
    seconds: formatNumber(total % 60),
  };
  return book.sectionCount === 1 ? m('bookLengthOne', parts) : m('bookLength', parts);
}

export function LibraryBookItem({
  book,
  busy,
  failure,
  onRetry,
  onDelete,
}: {
  book: AdminLibraryBook;
  /** Retrying is under way. */
  busy: boolean;
  /** Why the last retry or delete failed. */
  failure: string | null;
  onRetry: () => void;
  onDelete: () => void;
}) {
  const which = <VisuallyHidden> {book.title}</VisuallyHidden>;
  return (
    <li className="admin-job">
      <h3>{book.title}</h3>
      {book.sample && <p className="admin-badge">{m('bookSample')}</p>}
      <dl className="admin-details">
        <div>
          <dt>{m('bookStatusLabel')}</dt>
          <dd>
            <span className={`admin-state admin-state--${book.status}`}>{statusText(book)}</span>
            {book.status === 'ingesting' && (
              <span className="admin-book-progress">
                <progress
                  max={100}
                  value={book.progress ?? 0}
                  aria-label={m('bookStatusIngesting', {
                    percent: formatNumber(book.progress ?? 0),
                  })}
                />
                {book.stage && <span>{book.stage}</span>}
              </span>
            )}
          </dd>
        </div>
        {book.author && (
          <div>
            <dt>{m('bookAuthorFact')}</dt>
            <dd>{book.author}</dd>
          </div>
        )}
        {/* Until the book has been read, its language may still be the file's to tell. */}
        {book.status === 'ready' && (
          <div>
            <dt>{m('bookLanguageFact')}</dt>
            <dd>{languageLabel(book.language)}</dd>
          </div>
        )}
        <div>
          <dt>{m('bookCategoryFact')}</dt>
          <dd>
            {book.category}
            {book.collection &&
              ` (${m(book.collection === 'nclude' ? 'collectionNclude' : 'collectionTelangana')})`}
          </dd>
        </div>
        {book.status === 'ready' && (
          <div>
            <dt>{m('bookLengthFact')}</dt>
            <dd>{lengthText(book)}</dd>
          </div>
        )}
        <div>
          <dt>{m('bookAddressFact')}</dt>
          <dd>{book.bookAwsName}</dd>
        </div>
        {book.sourceName && (
          <div>
            <dt>{m('bookFileFact')}</dt>
            <dd>{book.sourceName}</dd>
          </div>
        )}
      </dl>
      <FormError>{failure}</FormError>
      <div className="admin-actions">
        {book.canRetry && (
          <Button
            id={retryButtonId(book._id)}
            variant="secondary"
            loading={busy}
            loadingLabel={m('retryingBook')}
            onClick={onRetry}
          >
            {m('retryBook')}
            {which}
          </Button>
        )}
        <Button id={deleteButtonId(book._id)} variant="secondary" onClick={onDelete}>
          {m('deleteBook')}
          {which}
        </Button>
      </div>
    </li>
  );
}
