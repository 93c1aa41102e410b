import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_EVENTS } from '@nclude/shared';
import {
  emitRealtimeEvent,
  installFakeApi,
  renderPage,
  signInAs,
  signOut,
} from '@nclude/shared/testing';
import { BookActions } from './BookActions';
import { book } from '../testing/fixtures';

beforeEach(() => {
  signInAs({ scope: 'library' });
  // jsdom has no blob URLs: stubbed in the test only.
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:book'),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const render = () => renderPage('/', '/', <BookActions book={book()} />);

async function open(user: ReturnType<typeof render>['user'], action: 'Review' | 'Download') {
  await user.click(screen.getByRole('button', { name: 'Options for The River Song' }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

it('asks for a format before downloading: "Please select a format."', async () => {
  const calls = installFakeApi({});
  const { user } = render();
  await open(user, 'Download');
  const dialog = screen.getByRole('dialog', { name: 'Download The River Song' });
  const group = within(dialog).getByRole('group', { name: 'Format' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['docx', 'epub', 'mp3']);
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  expect(within(dialog).getByText(/Please select a format\./)).toBeInTheDocument();
  expect(within(dialog).getAllByRole('radio')[0]).toHaveFocus();
  expect(group).toHaveAccessibleDescription('Error: Please select a format.');
  expect(calls).toEqual([]);
});

it('waits while a format is built, then downloads it and records the download', async () => {
  let built = false;
  const calls = installFakeApi({
    'POST /library/formats': () => ({
      body: built
        ? {
            success: true,
            message: 'Ready',
            state: 'ready',
            jobId: 'job-7',
            newFormat: { formatType: 'epub', url: '/v1/api/library/formats/book-1/epub' },
          }
        : {
            success: true,
            message: 'Building',
            state: 'building',
            jobId: 'job-7',
            newFormat: null,
          },
    }),
    'GET /library/formats/book-1/epub': () => ({
      body: 'EPUB',
      contentType: 'application/epub+zip',
    }),
    'POST /library/downloads': () => ({ body: { message: 'Recorded' } }),
  });
  const { user } = render();
  await open(user, 'Download');
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: 'EPUB (e-book)' }));
  await user.click(within(dialog).getByRole('button', { name: /^Download/ }));
  expect(
    await within(dialog).findByText('Please Wait while we fetch this format of the book...'),
  ).toBeInTheDocument();
  expect(calls[0]).toEqual({
    method: 'POST',
    path: '/library/formats',
    body: { bookId: 'book-1', formatType: 'epub' },
  });

  // The job ends: the dialog asks again at once, then fetches the file.
  built = true;
  await act(async () => {
    emitRealtimeEvent(REALTIME_EVENTS.job, {
      jobId: 'job-7',
      kind: 'library-format',
      state: 'succeeded',
      progress: 100,
      stage: null,
      error: null,
    });
  });
  expect(await within(dialog).findByText('the-river-song.epub is downloaded.')).toBeInTheDocument();
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST /library/formats',
    'POST /library/formats',
    'GET /library/formats/book-1/epub',
    'POST /library/downloads',
  ]);
  expect(calls.at(-1)?.body).toEqual({
    bookId: 'book-1',
    formatType: 'epub',
    formatLink: '/v1/api/library/formats/book-1/epub',
  });
  expect(calls[2]?.authorization).toBe('Bearer token-123');
  expect(URL.createObjectURL).toHaveBeenCalled();
});

it('says "Downloading book" while the file comes', async () => {
  let release: () => void = () => undefined;
  installFakeApi({
    'POST /library/formats': () => ({
      body: {
        success: true,
        message: '',
        state: 'ready',
        jobId: null,
        newFormat: { formatType: 'mp3', url: '/v1/api/library/formats/book-1/mp3' },
      },
    }),
    'GET /library/formats/book-1/mp3': () =>
      new Promise((resolve) => {
        release = () => resolve({ body: 'ZIP', contentType: 'application/zip' });
      }),
    'POST /library/downloads': () => ({ body: { message: 'Recorded' } }),
  });
  const { user } = render();
  await open(user, 'Download');
  await user.click(screen.getByRole('radio', { name: /^MP3/ }));
  await user.click(screen.getByRole('button', { name: /^Download/ }));
  expect(await screen.findByText('Downloading book', { selector: 'p' })).toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByText('the-river-song.zip is downloaded.')).toBeInTheDocument();
});

it('shows the server’s message when a format cannot be made', async () => {
  installFakeApi({
    'POST /library/formats': () => ({
      status: 400,
      body: { message: 'Telangana Books offer MP3 only' },
    }),
  });
  const { user } = render();
  await open(user, 'Download');
  await user.click(screen.getByRole('radio', { name: /^DOCX/ }));
  await user.click(screen.getByRole('button', { name: /^Download/ }));
  const message = await screen.findByText(/Telangana Books offer MP3 only/);
  expect(message.closest('[role="alert"]')).toHaveTextContent(
    'Error: Telangana Books offer MP3 only',
  );
});

it('rates with a 1–5 star radio group, shows the average and edits the reader’s review', async () => {
  const calls = installFakeApi({
    'GET /library/book/book-1/reviews': () => ({
      body: {
        averageRating: 4.5,
        reviewCount: 2,
        mine: {
          rating: 4,
          comment: 'Lovely',
          reviewer: 'Asha',
          mine: true,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
        reviews: [],
      },
    }),
    'POST /library/book/addReview': () => ({
      body: {
        success: true,
        review: { rating: 5, comment: 'Lovely!', reviewer: 'Asha', mine: true, updatedAt: '' },
      },
    }),
  });
  const { user } = render();
  await open(user, 'Review');
  const dialog = screen.getByRole('dialog', { name: 'Review The River Song' });
  expect(
    await within(dialog).findByText('Average rating: 4.5 out of 5 from 2 reviews.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText(/Your review: 4 out of 5/)).toBeInTheDocument();
  const group = within(dialog).getByRole('group', { name: 'Your rating' });
  const stars = within(group).getAllByRole('radio');
  expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
  expect(within(group).getByRole('radio', { name: '1 star' })).not.toBeChecked();
  expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
  await user.click(within(group).getByRole('radio', { name: '5 stars' }));
  const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
  expect(comment).toHaveValue('Lovely');
  await user.type(comment, '!');
  await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.at(-1)).toEqual({
    method: 'POST',
    path: '/library/book/addReview',
    body: { bookId: 'book-1', rating: 5, comment: 'Lovely!' },
  });
  expect(await screen.findByText('Your review of The River Song is saved.')).toBeInTheDocument();
});

it('asks for a rating before saving a first review', async () => {
  const calls = installFakeApi({
    'GET /library/book/book-1/reviews': () => ({
      body: { averageRating: null, reviewCount: 0, mine: null, reviews: [] },
    }),
  });
  const { user } = render();
  await open(user, 'Review');
  expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save review' }));
  expect(screen.getByText(/Choose a rating from 1 to 5 stars\./)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});
