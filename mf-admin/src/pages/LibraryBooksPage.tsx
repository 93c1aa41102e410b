// Library books (/adminLibrary): administrators add audiobooks by upload and follow them while
// they are read aloud (the list refreshes itself while any book is, and says when one is ready or
// has failed), try a failed one again and delete books after confirming. Locked, like the other
// administration pages, until an administrator signs in against the server.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  errorMessage,
  formatNumber,
  LoadState,
  Modal,
  PageHeading,
  Pagination,
  SEARCH_MAX,
  Select,
  TextField,
  toast,
  useLoad,
} from '@nclude/shared';
import type { AdminBookStatus, AdminLibraryBook } from '@nclude/shared/api-schemas';
import { deleteLibraryBook, listLibraryBooks, retryLibraryBook } from '../adminApi';
import { AdminNav } from '../components/AdminNav';
import { AdminOnly } from '../components/AdminOnly';
import { deleteButtonId, LibraryBookItem } from '../components/LibraryBookItem';
import { LibraryBookUploadPanel } from '../components/LibraryBookUploadPanel';
import { m } from '../messages';
import './admin.css';

export const BOOKS_PAGE_SIZE = 10;
/** How often the list is read again while a book is being read aloud. */
export const BOOKS_REFRESH_MS = 3000;

const STATUSES = ['', 'ingesting', 'ready', 'failed'] as const;
type StatusFilter = (typeof STATUSES)[number];

function statusLabel(value: StatusFilter): string {
  return m(
    value === 'ingesting'
      ? 'statusIngesting'
      : value === 'ready'
        ? 'statusReady'
        : value === 'failed'
          ? 'statusFailed'
          : 'statusAll',
  );
}

interface ListQuery {
  page: number;
  search: string;
  status: StatusFilter;
  /** A filter or page change: the list's new size is announced. */
  announce: boolean;
}

interface Listing {
  books: AdminLibraryBook[];
  total: number;
}

const FIRST_QUERY: ListQuery = { page: 1, search: '', status: '', announce: false };
const SEARCH_ID = 'library-books-search';

const pageCount = (total: number) => Math.max(1, Math.ceil(total / BOOKS_PAGE_SIZE));

function summaryOf(listing: Listing, query: ListQuery): string {
  const { total } = listing;
  const filtered = query.search !== '' || query.status !== '';
  const found =
    total === 0
      ? m(filtered ? 'noMatchingBooks' : 'noBooks')
      : total === 1
        ? m('bookCountOne')
        : m('bookCount', { count: formatNumber(total) });
  const pages = pageCount(total);
  return pages > 1 ? `${found} ${m('bookPageStatus', { page: query.page, pages })}` : found;
}

export default function LibraryBooksPage({
  refreshMs = BOOKS_REFRESH_MS,
}: {
  /** How often the list is read again while a book is read aloud (tests make it short). */
  refreshMs?: number;
}) {
  return (
    <div className="admin-page">
      <PageHeading>{m('libraryHeading')}</PageHeading>
      <p>{m('libraryIntro')}</p>
      <AdminOnly>
        {({ userName, justUnlocked }) => (
          <LibraryBooksTool userName={userName} focusOnOpen={justUnlocked} refreshMs={refreshMs} />
        )}
      </AdminOnly>
    </div>
  );
}

function LibraryBooksTool({
  userName,
  focusOnOpen,
  refreshMs,
}: {
  userName: string;
  focusOnOpen: boolean;
  refreshMs: number;
}) {
  const listHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState<ListQuery>(FIRST_QUERY);
  const [listing, { retry, refresh }] = useLoad(async (signal): Promise<Listing> => {
    const reply = await listLibraryBooks(
      {
        page: query.page,
        limit: BOOKS_PAGE_SIZE,
        status: query.status === '' ? null : (query.status as AdminBookStatus),
        search: query.search,
      },
      signal,
    );
    return { books: reply.books, total: reply.totalBooks };
  });
  const [searchText, setSearchText] = useState('');
  const [statusChoice, setStatusChoice] = useState<StatusFilter>('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ bookId: string; message: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminLibraryBook | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  useEffect(() => {
    if (!focusOnOpen) return;
    announce(m('libraryAccessGranted'));
    listHeadingRef.current?.focus();
    // Once, when the tool appears after the sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each book's status as last shown: a book that was being read aloud and is now ready or
  // failed is said once, wherever focus is.
  const lastStatus = useRef(new Map<string, AdminBookStatus>());
  const focusHeadingAfterLoad = useRef(false);
  useEffect(() => {
    if (listing.state !== 'ready') return;
    for (const book of listing.value.books) {
      const before = lastStatus.current.get(book._id);
      if (before === 'ingesting' && book.status === 'ready')
        announce(m('bookNowReady', { title: book.title }));
      if (before === 'ingesting' && book.status === 'failed')
        announce(m('bookNowFailed', { title: book.title, reason: book.error ?? '' }));
      lastStatus.current.set(book._id, book.status);
    }
    if (query.announce) announce(summaryOf(listing.value, query));
    if (focusHeadingAfterLoad.current) {
      focusHeadingAfterLoad.current = false;
      listHeadingRef.current?.focus();
    }
    // Said for this listing only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listing]);

  // While a book is being read aloud, the list is read again every few seconds (in place: what
  // is on screen stays until the new list is in).
  const reading =
    listing.state === 'ready' && listing.value.books.some((b) => b.status === 'ingesting');
  useEffect(() => {
    if (!reading) return;
    const timer = setTimeout(() => {
      setQuery((current) => ({ ...current, announce: false }));
      refresh();
    }, refreshMs);
    return () => clearTimeout(timer);
  }, [reading, listing, refresh, refreshMs]);

  const change = (next: ListQuery) => {
    setQuery(next);
    retry();
  };

  const reload = () => {
    setQuery((current) => ({ ...current, announce: false }));
    refresh();
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ page: 1, search: searchText.trim(), status: statusChoice, announce: true });
  };

  const goToPage = (page: number) => {
    listHeadingRef.current?.focus();
    change({ ...query, page, announce: true });
  };

  const uploaded = (message: string) => {
    toast(message, { kind: 'success' });
    announce(message);
    // The new book is the newest: the first page of every book shows it.
    setSearchText('');
    setStatusChoice('');
    change({ ...FIRST_QUERY });
  };

  const retryBook = async (book: AdminLibraryBook) => {
    if (busyId) return;
    setFailure(null);
    setBusyId(book._id);
    try {
      const reply = await retryLibraryBook(book._id);
      toast(reply.message, { kind: 'success' });
      announce(reply.message);
      // Retry goes once the book is being read again: focus stays with the book.
      document.getElementById(deleteButtonId(book._id))?.focus();
      reload();
    } catch (error) {
      setFailure({
        bookId: book._id,
        message: m('bookActionFailed', { title: book.title, reason: errorMessage(error) }),
      });
    }
    setBusyId(null);
  };

  const closeDialog = () => {
    const book = deleting;
    setDeleting(null);
    if (book) document.getElementById(deleteButtonId(book._id))?.focus();
  };

  const confirmDelete = async () => {
    const book = deleting;
    if (!book || deleteBusy) return;
    setDeleteBusy(true);
    setFailure(null);
    try {
      const reply = await deleteLibraryBook(book._id);
      toast(reply.message, { kind: 'success' });
      announce(reply.message);
      setDeleting(null);
      // The book's buttons go with it: reading goes on from the list's heading once it is in.
      focusHeadingAfterLoad.current = true;
      reload();
    } catch (error) {
      setDeleting(null);
      setFailure({
        bookId: book._id,
        message: m('bookActionFailed', { title: book.title, reason: errorMessage(error) }),
      });
      document.getElementById(deleteButtonId(book._id))?.focus();
    }
    setDeleteBusy(false);
  };

  return (
    <div>
      {userName && <p className="admin-note">{m('signedInAsAdmin', { userName })}</p>}
      <AdminNav />
      <LibraryBookUploadPanel onUploaded={uploaded} />
      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} ref={listHeadingRef} tabIndex={-1} className="admin-focus-heading">
          {m('booksHeading')}
        </h2>
        <form
          role="search"
          aria-label={m('bookFiltersLabel')}
          className="admin-filters"
          onSubmit={applyFilters}
        >
          <TextField
            id={SEARCH_ID}
            type="search"
            label={m('searchBooksLabel')}
            maxLength={SEARCH_MAX}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Select
            label={m('statusFilterLabel')}
            placeholder={null}
            options={STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
            value={statusChoice}
            onChange={(event) =>
              setStatusChoice(STATUSES.find((value) => value === event.target.value) ?? '')
            }
          />
          <div className="admin-actions">
            <Button type="submit">{m('showBooks')}</Button>
          </div>
        </form>
        <LoadState
          state={listing}
          loadingLabel={m('loadingBooks')}
          failure={(reason) => m('booksLoadFailed', { reason })}
          onRetry={retry}
        >
          {(value) => (
            <>
              <p className="admin-report__summary">{summaryOf(value, query)}</p>
              {value.books.length > 0 && (
                <ul className="admin-jobs">
                  {value.books.map((book) => (
                    <LibraryBookItem
                      key={book._id}
                      book={book}
                      busy={busyId === book._id}
                      failure={failure?.bookId === book._id ? failure.message : null}
                      onRetry={() => void retryBook(book)}
                      onDelete={() => {
                        setFailure(null);
                        setDeleting(book);
                      }}
                    />
                  ))}
                </ul>
              )}
              <Pagination
                page={query.page}
                pageCount={pageCount(value.total)}
                label={m('booksPaginationLabel')}
                onPageChange={goToPage}
              />
            </>
          )}
        </LoadState>
      </section>
      {deleting && (
        <Modal
          open
          title={m('deleteDialogTitle', { title: deleting.title })}
          describedBy="library-delete-intro"
          onClose={closeDialog}
          footer={
            <>
              <Button variant="secondary" onClick={closeDialog}>
                {m('cancel')}
              </Button>
              <Button
                loading={deleteBusy}
                loadingLabel={m('deletingBook')}
                onClick={() => void confirmDelete()}
              >
                {m('deleteConfirm')}
              </Button>
            </>
          }
        >
          <p id="library-delete-intro">{m('deleteDialogIntro')}</p>
        </Modal>
      )}
    </div>
  );
}
