// The review dialog (spec 02 §3, §5): a rating of 1 to 5 stars as native radio buttons ("1 star"
// … "5 stars"), an optional comment, the book's average and the reader's own review, which this
// form edits (one review per reader and book).
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  errorMessage,
  formatDate,
  formatNumber,
  FormError,
  Modal,
  REVIEW_COMMENT_MAX,
  Spinner,
  t,
  TextArea,
  toast,
  useLoad,
} from '@nclude/shared';
import type { Book, ReviewsReply } from '@nclude/shared/api-schemas';
import { addReview, bookReviews } from '../libraryApi';
import { m } from '../messages';

export interface ReviewDialogProps {
  book: Book;
  open: boolean;
  onClose: () => void;
}

export function ReviewDialog({ book, open, onClose }: ReviewDialogProps) {
  return (
    <Modal open={open} title={m('reviewTitle', { title: book.title })} onClose={onClose}>
      {open && <ReviewLoader book={book} onClose={onClose} />}
    </Modal>
  );
}

function ReviewLoader({ book, onClose }: { book: Book; onClose: () => void }) {
  const [reviews, { retry }] = useLoad((signal) => bookReviews(book._id, signal));
  if (reviews.state === 'loading') return <Spinner label={m('loadingReviews')} showLabel />;
  if (reviews.state === 'failed')
    return (
      <div className="nc-load-failure">
        <FormError>{reviews.reason}</FormError>
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  return <ReviewForm book={book} reviews={reviews.value} onClose={onClose} />;
}

export function averageText(average: number | null, count: number): string {
  if (average === null || count === 0) return m('noRatings');
  const shown = formatNumber(Math.round(average * 10) / 10);
  return count === 1
    ? m('averageRatingOne', { average: shown })
    : m('averageRating', { average: shown, count: formatNumber(count) });
}

export function starsLabel(n: number): string {
  return n === 1 ? m('stars1') : m('starsN', { n: formatNumber(n) });
}

function ReviewForm({
  book,
  reviews,
  onClose,
}: {
  book: Book;
  reviews: ReviewsReply;
  onClose: () => void;
}) {
  const name = useId();
  const ratingErrorId = useId();
  const firstStar = useRef<HTMLInputElement>(null);
  const mine = reviews.mine;
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const tooLong = comment.length > REVIEW_COMMENT_MAX;
    setRatingError(rating === null ? m('ratingRequired') : null);
    setCommentError(
      tooLong ? m('commentTooLong', { length: comment.length, max: REVIEW_COMMENT_MAX }) : null,
    );
    if (rating === null) {
      firstStar.current?.focus();
      return;
    }
    if (tooLong) return;
    setSaving(true);
    setFailure(null);
    try {
      await addReview({ bookId: book._id, rating, comment: comment.trim() });
      toast(m('reviewSaved', { title: book.title }), { kind: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
      setSaving(false);
    }
  };

  const when = mine ? formatDate(mine.updatedAt) : null;
  return (
    <form className="library-form" onSubmit={submit} noValidate>
      <p>{averageText(reviews.averageRating, reviews.reviewCount)}</p>
      {mine && <p>{m('yourReview', { rating: mine.rating, date: when ?? '' })}</p>}
      <fieldset
        className="library-choice library-choice--stars"
        aria-describedby={ratingError ? ratingErrorId : undefined}
      >
        <legend>{m('ratingLegend')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="library-choice__option">
            <input
              ref={n === 1 ? firstStar : undefined}
              type="radio"
              name={name}
              value={n}
              checked={rating === n}
              onChange={() => {
                setRating(n);
                setRatingError(null);
              }}
            />
            <span aria-hidden="true" className="library-stars">
              {'★'.repeat(n)}
            </span>
            <span>{starsLabel(n)}</span>
          </label>
        ))}
      </fieldset>
      <FormError id={ratingErrorId}>{ratingError}</FormError>
      <TextArea
        label={m('commentLabel')}
        hint={m('commentHint', { max: formatNumber(REVIEW_COMMENT_MAX) })}
        error={commentError}
        value={comment}
        rows={4}
        onChange={(event) => {
          setComment(event.target.value);
          if (commentError) setCommentError(null);
        }}
      />
      <FormError>{failure}</FormError>
      <div className="library-form__buttons">
        <Button type="submit" loading={saving}>
          {m('submitReview')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {m('cancel')}
        </Button>
      </div>
    </form>
  );
}
