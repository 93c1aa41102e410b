// A category's books (spec 02 §2, §4, §9): /category/{language}/books/{category},
// /category/{language}/{mainCategory}/{category} and /category/{language}/other/{categoryName},
// the last also the two collections (Nclude Books, Telangana Books). Books come 10 at a time;
// "Load More" adds the next ten and moves focus to the first new one. Books link to their play
// page, except in the two collections, where they are not links. Each has its options menu.
import { useEffect, useRef, useState } from 'react';
import {
  announce,
  Button,
  errorMessage,
  formatNumber,
  FormError,
  LIBRARY_CATEGORY_PAGE_SIZE,
  PageHeading,
  useLoad,
  useLocation,
  useNavigate,
  useParams,
  type LibraryLanguage,
  type RouteParams,
} from '@nclude/shared';
import type { Book, BooksPage } from '@nclude/shared/api-schemas';
import { BookItem } from '../components/BookItem';
import { BooksState } from '../components/BooksState';
import { categoryBooks, collectionBooks, type Collection } from '../libraryApi';
import {
  collectionName,
  collectionOfSlug,
  isLibraryLanguage,
  languageName,
  playPath,
} from '../labels';
import { m } from '../messages';
import '../library.css';

/** What a category address points at. */
export interface Place {
  language: LibraryLanguage | null;
  /** The middle part of the address, carried to the play page and back. */
  mainCategory: string;
  /** A server category's name, or null for a collection. */
  category: string | null;
  collection: Collection | null;
}

export function placeOf(params: RouteParams): Place {
  const language = isLibraryLanguage(params.language) ? params.language : null;
  if (params.categoryName !== undefined) {
    const collection = collectionOfSlug(params.categoryName);
    return {
      language,
      mainCategory: 'other',
      category: collection ? null : params.categoryName,
      collection,
    };
  }
  // /category/{language}/books/{category} has no parameter for its middle part.
  const mainCategory = params.mainCategory ?? 'books';
  return { language, mainCategory, category: params.category ?? '', collection: null };
}

function placeName(place: Place): string {
  return place.collection ? collectionName(place.collection) : (place.category ?? '');
}

function fetchPage(place: Place, page: number, signal?: AbortSignal): Promise<BooksPage> {
  const language = place.language ?? 'en';
  const params = { language, page, limit: LIBRARY_CATEGORY_PAGE_SIZE };
  return place.collection
    ? collectionBooks(place.collection, params, signal)
    : categoryBooks(place.category ?? '', params, signal);
}

export default function CategoryBooksPage() {
  const params = useParams();
  const { pathname } = useLocation();
  // A new address is a new list.
  return <CategoryBooks key={pathname} place={placeOf(params)} />;
}

function CategoryBooks({ place }: { place: Place }) {
  const navigate = useNavigate();
  const language = place.language;
  const heading = m('categoryHeading', {
    category: placeName(place),
    language: language ? languageName(language) : '',
  });

  return (
    <div className="library-page">
      <PageHeading>{heading}</PageHeading>
      {place.collection && <p>{m('collectionHint')}</p>}
      {language ? <BookList place={place} /> : <p>{m('noBooks')}</p>}
      <p>
        <Button variant="secondary" onClick={() => navigate('/library')}>
          {m('back')}
        </Button>
      </p>
    </div>
  );
}

function BookList({ place }: { place: Place }) {
  const [first, { retry }] = useLoad((signal) => fetchPage(place, 1, signal));
  const [more, setMore] = useState<Book[]>([]);
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  /** After Load More: the first new book, where reading goes on, takes focus. */
  const focusIndex = useRef<number | null>(null);
  const titleRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    titleRefs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [more]);

  return (
    <BooksState state={first} loadingLabel={m('loadingBooks')} onRetry={retry}>
      {(reply) => {
        const books = [...reply.books, ...more];
        const total = Math.max(reply.totalBooks, books.length);
        const hasMore = books.length < total;

        const loadMore = async () => {
          if (loadingMore) return;
          setLoadingMore(true);
          setMoreError(null);
          try {
            const next = await fetchPage(place, page + 1);
            const known = new Set(books.map((book) => book._id));
            const added = next.books.filter((book) => !known.has(book._id));
            setMore((current) => [...current, ...added]);
            setPage(page + 1);
            if (added.length > 0) focusIndex.current = books.length;
            const shown = books.length + added.length;
            announce(
              added.length === 0 || shown >= next.totalBooks
                ? m('allLoaded', { count: formatNumber(shown) })
                : m('moreLoaded', { count: formatNumber(added.length) }),
            );
          } catch (error) {
            setMoreError(errorMessage(error));
          } finally {
            setLoadingMore(false);
          }
        };

        if (books.length === 0) return <p>{m('noBooks')}</p>;
        return (
          <>
            <p>{m('shownOf', { shown: formatNumber(books.length), total: formatNumber(total) })}</p>
            <ul className="library-books">
              {books.map((book, index) => (
                <BookItem
                  key={book._id}
                  book={book}
                  headingLevel={2}
                  titleRef={(element: HTMLElement | null) => {
                    titleRefs.current[index] = element;
                  }}
                  to={
                    place.collection
                      ? null
                      : playPath(
                          place.mainCategory,
                          place.category ?? book.category,
                          book.bookAwsName,
                        )
                  }
                />
              ))}
            </ul>
            <FormError>{moreError}</FormError>
            {hasMore && (
              <Button
                variant="secondary"
                loading={loadingMore}
                loadingLabel={m('loadingBooks')}
                onClick={() => void loadMore()}
              >
                {m('loadMore')}
              </Button>
            )}
          </>
        );
      }}
    </BooksState>
  );
}
