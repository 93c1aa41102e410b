// A book's reviews as readers see them: the average, the reader's own and the others', each
// reviewer by their first name.
import type { Review, ReviewsReply } from '@nclude/shared/api-schemas';
import type { Db } from '../../db';
import { libraryText } from '../messages';

/** The first word of a name: reviews are shown to other readers. */
function firstName(userName: string): string {
  return userName.trim().split(/\s+/)[0] || libraryText('aReader');
}

/** A book's reviews: the average, the reader's own and the others', newest first. */
export async function bookReviews(db: Db, userId: string, bookId: string): Promise<ReviewsReply> {
  const rows = await db
    .selectFrom('library_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.rating', 'r.comment', 'r.updated_at', 'u.user_name'])
    .where('r.book_id', '=', bookId)
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const view = (row: (typeof rows)[number]): Review => ({
    rating: row.rating,
    comment: row.comment,
    reviewer: firstName(row.user_name),
    mine: row.user_id === userId,
    updatedAt: row.updated_at,
  });
  const sum = rows.reduce((total, row) => total + row.rating, 0);
  const mine = rows.find((row) => row.user_id === userId);
  return {
    averageRating: rows.length > 0 ? Math.round((sum / rows.length) * 100) / 100 : null,
    reviewCount: rows.length,
    mine: mine ? view(mine) : null,
    reviews: rows.filter((row) => row.user_id !== userId).map(view),
  };
}
