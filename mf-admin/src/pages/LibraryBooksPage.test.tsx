import { act, screen, waitFor, within } from '@testing-library/react';
import { clearAnnouncements, clearToasts, sessionStore } from '@nclude/shared';
import {
  installFakeApi,
  renderPage as renderAt,
  type FakeHandler,
  type FakeRequest,
} from '@nclude/shared/testing';
import type { AdminLibraryBook } from '@nclude/shared/api-schemas';
import LibraryBooksPage from './LibraryBooksPage';
import { adminLoginReply } from '../testing/fixtures';

/** A book as GET /admin/library/books lists it. */
const book = (overrides: Partial<AdminLibraryBook> = {}): AdminLibraryBook => ({
  _id: 'book-1',
  title: 'The Small Lamp',
  author: 'Asha Rao',
  language: 'en',
  category: 'Stories',
  collection: null,
  bookAwsName: 'the-small-lamp',
  status: 'ready',
  error: null,
  progress: null,
  stage: null,
  jobId: 'job-1',
  sourceName: 'the-small-lamp.txt',
  canRetry: false,
  sectionCount: 4,
  durationSeconds: 125.4,
  sample: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:01:00.000Z',
  ...overrides,
});
type Book = AdminLibraryBook;

const READING = book({
  _id: 'book-2',
  title: 'Stars Over Warangal',
  language: 'te',
  collection: 'telangana',
  bookAwsName: 'stars-over-warangal',
  status: 'ingesting',
  progress: 40,
  stage: 'Making the audio: section 2 of 5',
  sectionCount: 5,
  durationSeconds: 0,
});
const FAILED = book({
  _id: 'book-3',
  title: 'Broken Verses',
  bookAwsName: 'broken-verses',
  status: 'failed',
  error: 'This book has no text or audio to read.',
  canRetry: true,
  sectionCount: 0,
  durationSeconds: 0,
});

function renderPage(options: { applyAccept?: boolean } = {}) {
  return renderAt('/adminLibrary', '/adminLibrary', <LibraryBooksPage refreshMs={30} />, options)
    .user;
}

function signInAsAdmin() {
  sessionStore.signIn({
    token: 'admin-token',
    userId: 'admin-1',
    role: 'admin',
    scope: null,
    userName: 'Portal Admin',
  });
}

const politeRegion = () => document.querySelector('[data-nc-live="polite"]') as HTMLElement;
const listHeading = () => screen.getByRole('heading', { level: 2, name: 'Books' });
const listCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/admin/library/books');
const bookItem = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: title })).closest('li') as HTMLElement;
const fileField = () => screen.getByLabelText('Book file');

/** A fake of the admin library API whose list the test can change between calls. */
function libraryApi(initial: Book[], extra: Record<string, FakeHandler> = {}) {
  const state = { books: initial };
  const calls = installFakeApi({
    'GET /admin/library/books': (request) => {
      const status = request.query.get('status');
      const shown = status ? state.books.filter((b) => b.status === status) : state.books;
      return { body: { success: true, books: shown, totalBooks: shown.length } };
    },
    ...extra,
  });
  return { calls, state };
}

beforeEach(() => {
  sessionStore.signOut();
});

afterEach(() => {
  act(() => {
    clearToasts();
    clearAnnouncements();
  });
});

describe('LibraryBooksPage, locked', () => {
  it('asks for the administrator sign-in, then opens the tool with focus on the list', async () => {
    const { calls } = libraryApi([book()], { '/auth/adminLogin': () => adminLoginReply() });
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Library books' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Administrator sign-in' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText('Administrator email address'), 'admin@nclude.local');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Check Access' }));

    await waitFor(() => expect(listHeading()).toHaveFocus());
    expect(politeRegion()).toHaveTextContent('Access granted. The library books tool is open.');
    expect(await bookItem('The Small Lamp')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.authorization).toBe('Bearer admin-token');
  });
});

describe('LibraryBooksPage, the list', () => {
  beforeEach(signInAsAdmin);

  it('shows each book with its status in words, and links the other admin pages', async () => {
    libraryApi([book(), FAILED]);
    renderPage();
    const ready = within(await bookItem('The Small Lamp'));
    expect(ready.getByText('Ready')).toBeInTheDocument();
    expect(ready.getByText('4 sections, 2 min 5 s')).toBeInTheDocument();
    expect(ready.getByText('English')).toBeInTheDocument();
    expect(ready.getByText('the-small-lamp.txt')).toBeInTheDocument();
    expect(ready.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(ready.getByRole('button', { name: 'Delete The Small Lamp' })).toBeInTheDocument();

    const failed = within(await bookItem('Broken Verses'));
    expect(failed.getByText('Failed: This book has no text or audio to read.')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Retry Broken Verses' })).toBeInTheDocument();
    expect(screen.getByText('2 books.', { selector: 'p' })).toBeInTheDocument();

    const nav = within(screen.getByRole('navigation', { name: 'Administration pages' }));
    expect(nav.getByRole('link', { name: 'Library books' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('link', { name: 'Job Postings' })).toHaveAttribute('href', '/adminJobs');
  });

  it('refreshes while a book is read aloud and says when it is ready', async () => {
    const { calls, state } = libraryApi([READING]);
    renderPage();
    const item = within(await bookItem('Stars Over Warangal'));
    expect(item.getByText('Being read aloud 40%')).toBeInTheDocument();
    expect(item.getByText(/Making the audio: section 2 of 5/)).toBeInTheDocument();
    expect(item.getByRole('progressbar')).toHaveAttribute('value', '40');
    expect(item.getByText('Stories (Telangana Books)')).toBeInTheDocument();

    state.books = [{ ...READING, progress: 80 }];
    await waitFor(() => expect(item.getByText('Being read aloud 80%')).toBeInTheDocument());
    state.books = [{ ...READING, status: 'ready', progress: null, stage: null }];
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent('“Stars Over Warangal” is ready in the library.'),
    );
    const polls = listCalls(calls).length;
    // Nothing is being read any more: no more refreshing.
    await new Promise((done) => setTimeout(done, 120));
    expect(listCalls(calls)).toHaveLength(polls);
  });

  it('filters by status and search on the server', async () => {
    const { calls } = libraryApi([book(), FAILED]);
    const user = renderPage();
    await bookItem('The Small Lamp');
    const filters = within(screen.getByRole('search', { name: 'Filter the books' }));
    await user.type(filters.getByRole('searchbox', { name: /Search/ }), 'verses');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Status' }), 'Failed');
    await user.click(filters.getByRole('button', { name: 'Show books' }));
    await waitFor(() => expect(politeRegion()).toHaveTextContent('1 book.'));
    const last = listCalls(calls).at(-1)!;
    expect(last.query.get('status')).toBe('failed');
    expect(last.query.get('search')).toBe('verses');
  });

  it('tries a failed book again', async () => {
    const { calls, state } = libraryApi([FAILED], {
      'POST /admin/library/books/book-3/retry': () => {
        state.books = [{ ...FAILED, status: 'ingesting', progress: 0, canRetry: false }];
        return {
          body: { success: true, message: 'The book “Broken Verses” is being read again.' },
        };
      },
    });
    const user = renderPage();
    const item = within(await bookItem('Broken Verses'));
    await user.click(item.getByRole('button', { name: 'Retry Broken Verses' }));
    await waitFor(() => expect(item.getByText('Being read aloud 0%')).toBeInTheDocument());
    expect(politeRegion()).toHaveTextContent('The book “Broken Verses” is being read again.');
    expect(item.getByRole('button', { name: 'Delete Broken Verses' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('deletes a book only once confirmed', async () => {
    const { calls, state } = libraryApi([book()], {
      'DELETE /admin/library/books/book-1': () => {
        state.books = [];
        return {
          body: {
            success: true,
            message: 'The book “The Small Lamp” is deleted, with its audio and downloads.',
          },
        };
      },
    });
    const user = renderPage();
    const item = within(await bookItem('The Small Lamp'));
    await user.click(item.getByRole('button', { name: 'Delete The Small Lamp' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Delete “The Small Lamp”?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Delete The Small Lamp' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(item.getByRole('button', { name: 'Delete The Small Lamp' }));
    dialog = within(screen.getByRole('dialog', { name: 'Delete “The Small Lamp”?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete book' }));
    await screen.findByText('There are no books in the library yet.', { selector: 'p' });
    expect(listHeading()).toHaveFocus();
    expect(politeRegion()).toHaveTextContent(
      'The book “The Small Lamp” is deleted, with its audio and downloads.',
    );
    expect(calls.find((call) => call.method === 'DELETE')?.authorization).toBe(
      'Bearer admin-token',
    );
  });
});

describe('LibraryBooksPage, adding a book', () => {
  beforeEach(signInAsAdmin);

  it('uploads the file with its details, then lists it', async () => {
    const { calls, state } = libraryApi([], {
      'POST /admin/library/books': () => {
        state.books = [READING];
        return {
          status: 202,
          body: {
            success: true,
            jobId: 'job-2',
            bookId: 'book-2',
            message:
              'The book “Stars Over Warangal” is uploaded and is being read aloud. It appears in the library once it is ready.',
          },
        };
      },
    });
    const user = renderPage();
    await screen.findByText('There are no books in the library yet.', { selector: 'p' });
    expect(fileField()).toHaveAttribute(
      'accept',
      '.txt,.md,.html,.htm,.xhtml,.docx,.epub,.mp3,.zip',
    );
    await user.upload(fileField(), new File(['Chapter 1\nStars.'], 'stars.txt'));
    await user.type(screen.getByRole('textbox', { name: /^Category/ }), 'Stories');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Collection' }),
      'Telangana Books',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Language/ }), 'Telugu');
    const details = within(screen.getByRole('group', { name: /^Details/ }));
    await user.type(details.getByRole('textbox', { name: 'Title' }), 'Stars Over Warangal');
    await user.click(screen.getByRole('button', { name: 'Upload book' }));

    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent(
        'The book “Stars Over Warangal” is uploaded and is being read aloud.',
      ),
    );
    expect(await bookItem('Stars Over Warangal')).toBeInTheDocument();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.authorization).toBe('Bearer admin-token');
    expect(upload?.body).toEqual({
      category: 'Stories',
      collection: 'telangana',
      language: 'te',
      title: 'Stars Over Warangal',
      file: expect.any(File),
    });
    // The fields go before the file: the server reads the parts in order.
    expect([...(upload?.form?.keys() ?? [])].at(-1)).toBe('file');
    // The form is empty again for the next book.
    expect(screen.getByRole('textbox', { name: /^Category/ })).toHaveValue('');
  });

  it('ties each problem to its field before sending anything', async () => {
    const { calls } = libraryApi([]);
    const user = renderPage({ applyAccept: false });
    await screen.findByText('There are no books in the library yet.', { selector: 'p' });
    await user.click(screen.getByRole('button', { name: 'Upload book' }));
    expect(fileField()).toHaveFocus();
    expect(fileField()).toHaveAccessibleDescription(
      expect.stringContaining('Choose the book’s file.'),
    );
    const category = screen.getByRole('textbox', { name: /^Category/ });
    expect(category).toHaveAccessibleDescription(
      expect.stringContaining('Enter the book’s category.'),
    );

    await user.upload(fileField(), new File(['x'], 'cover.png'));
    expect(fileField()).toHaveAccessibleDescription(
      expect.stringContaining('This kind of file cannot be a book.'),
    );
    await user.upload(fileField(), new File(['x'], 'book.epub'));
    await user.type(category, 'Stories');
    const slug = screen.getByRole('textbox', { name: /^Address name/ });
    await user.type(slug, 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Upload book' }));
    expect(slug).toHaveFocus();
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('Use lower-case letters, digits and single hyphens only'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal of the file at the file field', async () => {
    libraryApi([], {
      'POST /admin/library/books': () => ({
        status: 400,
        body: { success: false, message: 'This file is not a book we can read.' },
      }),
    });
    const user = renderPage();
    await screen.findByText('There are no books in the library yet.', { selector: 'p' });
    await user.upload(fileField(), new File(['x'], 'book.zip'));
    await user.type(screen.getByRole('textbox', { name: /^Category/ }), 'Stories');
    await user.click(screen.getByRole('button', { name: 'Upload book' }));
    await waitFor(() => expect(fileField()).toHaveFocus());
    expect(fileField()).toHaveAccessibleDescription(
      expect.stringContaining('This file is not a book we can read.'),
    );
  });
});
