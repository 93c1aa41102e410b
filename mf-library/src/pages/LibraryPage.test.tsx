import { act, screen, within } from '@testing-library/react';
import { announced, installFakeApi, renderPage, signInAs, signOut } from '@nclude/shared/testing';
import LibraryPage from './LibraryPage';
import { books } from '../testing/fixtures';

beforeEach(() => {
  localStorage.clear();
  signInAs({ scope: 'library' });
});
afterEach(signOut);

const render = () => renderPage('/library', '/library', <LibraryPage />);

function serve(categories: Record<string, string[]>) {
  return installFakeApi({
    'GET /library/categories/en': () => ({ body: categories.en ?? [] }),
    'GET /library/categories/hi': () => ({ body: categories.hi ?? [] }),
    'GET /library/categories/te': () => ({ body: categories.te ?? [] }),
    'GET /library/books': (request) => ({
      body: {
        books: books(Number(request.query.get('limit'))),
        totalBooks: 12,
      },
    }),
  });
}

it('lists the server’s categories with the two collections appended, as links', async () => {
  serve({ en: ['Stories', 'Science', 'History', 'Poetry', 'Biography', 'Travel'] });
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Browse All Books' })).toBeInTheDocument();
  const categories = (await screen.findAllByRole('list'))[0]!;
  expect(categories.tagName).toBe('OL');
  const links = within(categories).getAllByRole('link');
  // All six real categories (none dropped), then the two collections.
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Stories', '/category/en/books/Stories'],
    ['Science', '/category/en/books/Science'],
    ['History', '/category/en/books/History'],
    ['Poetry', '/category/en/books/Poetry'],
    ['Biography', '/category/en/books/Biography'],
    ['Travel', '/category/en/books/Travel'],
    ['Nclude Books', '/category/en/other/nclude-books'],
    ['Telangana Books', '/category/en/other/telangana-books'],
  ]);
});

it('changes and remembers the books’ language', async () => {
  const calls = serve({ en: ['Stories'], te: ['కథలు'] });
  const { user } = render();
  await screen.findByRole('link', { name: 'Stories' });
  await user.selectOptions(screen.getByRole('combobox', { name: /Language of the books/ }), 'te');
  expect(await screen.findByRole('link', { name: 'కథలు' })).toHaveAttribute(
    'href',
    `/category/te/books/${encodeURIComponent('కథలు')}`,
  );
  expect(localStorage.getItem('currentLanguage')).toBe('te');
  expect(announced()).toContain('Showing the categories in Telugu.');
  expect(
    calls.some((call) => call.path === '/library/books' && call.query.get('language') === 'te'),
  ).toBe(true);
});

it('says "Loading books..." while the list loads and shows the browse list 5 a page', async () => {
  const calls = serve({ en: [] });
  const { user } = render();
  expect(screen.getByText('Loading books...')).toBeInTheDocument();
  expect(await screen.findByText('12 books found. Page 1 of 3.')).toBeInTheDocument();
  const browse = calls.find((call) => call.path === '/library/books')!;
  expect(Object.fromEntries(browse.query)).toEqual({ language: 'en', page: '1', limit: '5' });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('12 books found. Page 2 of 3.')).toBeInTheDocument();
  expect(
    calls
      .filter((call) => call.path === '/library/books')
      .at(-1)
      ?.query.get('page'),
  ).toBe('2');
});

it('searches all books', async () => {
  const calls = serve({ en: [] });
  const { user } = render();
  await screen.findByText('12 books found. Page 1 of 3.');
  await user.type(screen.getByRole('searchbox', { name: 'Title or author' }), 'river');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(
    await screen.findByRole('heading', { name: 'Books in English matching “river”' }),
  ).toBeInTheDocument();
  expect(
    calls
      .filter((call) => call.path === '/library/books')
      .at(-1)
      ?.query.get('search'),
  ).toBe('river');
});

it('shows "Error:" with the server’s message when the categories fail', async () => {
  installFakeApi({
    'GET /library/categories/en': () => ({ status: 500, body: { message: 'The shelf is locked' } }),
    'GET /library/books': () => ({ body: { books: [], totalBooks: 0 } }),
  });
  render();
  const message = await screen.findByText(/The shelf is locked/);
  expect(message.closest('[role="alert"]')).toHaveTextContent('Error: The shelf is locked');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  await act(async () => undefined);
});
