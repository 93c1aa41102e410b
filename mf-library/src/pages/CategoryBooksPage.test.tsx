import { screen, waitFor, within } from '@testing-library/react';
import { announced, installFakeApi, renderPage, signInAs, signOut } from '@nclude/shared/testing';
import CategoryBooksPage from './CategoryBooksPage';
import { books } from '../testing/fixtures';

beforeEach(() => signInAs({ scope: 'library' }));
afterEach(signOut);

const render = (pattern: string, url: string) => renderPage(pattern, url, <CategoryBooksPage />);
const CATEGORY = '/category/:language/books/:category';

it('lists a category’s books 10 at a time; Load More adds ten and moves focus to the first new one', async () => {
  const calls = installFakeApi({
    'GET /library/booksByCategoryAndLang': (request) => {
      const page = Number(request.query.get('page'));
      return { body: { books: books(page === 1 ? 10 : 2, page === 1 ? 1 : 11), totalBooks: 12 } };
    },
  });
  const { user } = render(CATEGORY, '/category/en/books/Stories');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Audiobooks under Stories in English' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Loading books...')).toBeInTheDocument();
  const first = await screen.findByRole('link', { name: 'Book 1' });
  expect(first).toHaveAttribute('href', '/play/books/Stories/book-1');
  expect(Object.fromEntries(calls[0]!.query)).toEqual({
    category: 'Stories',
    language: 'en',
    page: '1',
    limit: '10',
  });
  expect(screen.getByText('Showing 10 of 12 books.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Load More' }));
  const eleventh = await screen.findByRole('link', { name: 'Book 11' });
  await waitFor(() => expect(eleventh).toHaveFocus());
  expect(calls.at(-1)?.query.get('page')).toBe('2');
  expect(screen.getAllByRole('link')).toHaveLength(12);
  // Everything is shown: no more Load More.
  expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  expect(announced()).toContain('All 12 books are shown.');
});

it('links books to play pages under the address’s main category', async () => {
  installFakeApi({
    'GET /library/booksByCategoryAndLang': () => ({ body: { books: books(1), totalBooks: 1 } }),
  });
  render('/category/:language/:mainCategory/:category', '/category/hi/fiction/Stories');
  expect(await screen.findByRole('link', { name: 'Book 1' })).toHaveAttribute(
    'href',
    '/play/fiction/Stories/book-1',
  );
});

it('says "No books found" for an empty category', async () => {
  installFakeApi({
    'GET /library/booksByCategoryAndLang': () => ({ body: { books: [], totalBooks: 0 } }),
  });
  render(CATEGORY, '/category/en/books/Empty');
  expect(await screen.findByText('No books found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
});

it('shows the server’s message when the books fail', async () => {
  installFakeApi({
    'GET /library/booksByCategoryAndLang': () => ({
      status: 400,
      body: { message: 'Unknown category' },
    }),
  });
  render(CATEGORY, '/category/en/books/Nowhere');
  const message = await screen.findByText(/Unknown category/);
  expect(message.closest('[role="alert"]')).toHaveTextContent('Error: Unknown category');
});

it('shows the collections’ books without links', async () => {
  const calls = installFakeApi({
    'GET /library/telangana-books': () => ({
      body: { books: books(2, 1, { collection: 'telangana' }), totalBooks: 2 },
    }),
  });
  render('/category/:language/other/:categoryName', '/category/te/other/telangana-books');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Audiobooks under Telangana Books in Telugu' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Book 1' })).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(Object.fromEntries(calls[0]!.query)).toEqual({ language: 'te', page: '1', limit: '10' });
});

it('offers Review and Download in each book’s options menu, by keyboard', async () => {
  installFakeApi({
    'GET /library/booksByCategoryAndLang': () => ({ body: { books: books(2), totalBooks: 2 } }),
    'GET /library/book/book-1/reviews': () => ({
      body: { averageRating: null, reviewCount: 0, mine: null, reviews: [] },
    }),
  });
  const { user } = render(CATEGORY, '/category/en/books/Stories');
  const button = await screen.findByRole('button', { name: 'Options for Book 1' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');

  button.focus();
  await user.keyboard('{Enter}');
  const menu = screen.getByRole('menu', { name: 'Options for Book 1' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['Review', 'Download']);
  expect(items[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(items[1]).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(items[0]).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  await user.click(button);
  await user.click(screen.getByRole('menuitem', { name: 'Review' }));
  expect(await screen.findByRole('dialog', { name: 'Review Book 1' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});
