import { screen } from '@testing-library/react';
import { checkManifest, type RemoteManifest } from '@nclude/shared';
import { installFakeApi, renderRoute, signInAs, signOut } from '@nclude/shared/testing';
import routes, { categoryTitle } from './routes';
import remote from '../remote.json';

const manifest = remote as RemoteManifest;

afterEach(signOut);

it('has a valid manifest and a page for each of its paths', () => {
  expect(checkManifest(remote).problems).toEqual([]);
  expect(routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
});

it('puts Accessible Library in the sidebar at 50, for library readers, with the two views as tabs', () => {
  const english = manifest.messages.en;
  const library = manifest.routes.find((route) => route.path === '/library');
  expect(library?.nav && english[library.nav.label]).toBe('Accessible Library');
  expect(library?.nav).toMatchObject({ icon: 'library', order: 50 });
  for (const route of manifest.routes) {
    expect(route).toMatchObject({ requiresToken: true, requiresLibraryScope: true });
  }
  for (const path of ['/library', '/bookshelf'])
    expect(
      manifest.routes
        .find((route) => route.path === path)
        ?.subTabs?.map((tab) => [english[tab.label], tab.to]),
    ).toEqual([
      ['Browse All Books', '/library'],
      ['Book Shelf', '/bookshelf'],
    ]);
});

it('names category pages after the category and language', () => {
  expect(categoryTitle({ language: 'en', category: 'Stories' })).toBe(
    'Stories audiobooks in English - Accessible Library',
  );
  expect(categoryTitle({ language: 'te', categoryName: 'telangana-books' })).toBe(
    'Telangana Books audiobooks in Telugu - Accessible Library',
  );
  expect(categoryTitle({ language: 'xx', category: 'Stories' })).toBe(
    'Audiobooks - Accessible Library',
  );
});

it('sends a visitor without a session to the login page', async () => {
  renderRoute(manifest, routes, '/library');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it('keeps the library from readers without the library scope', async () => {
  signInAs({ scope: null });
  renderRoute(manifest, routes, '/bookshelf');
  expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
});

it.each([
  ['/library', 'Browse All Books'],
  ['/bookshelf', 'Book Shelf'],
  ['/category/en/books/Stories', 'Audiobooks under Stories in English'],
  ['/category/hi/other/nclude-books', 'Audiobooks under Nclude Books in Hindi'],
])('shows %s to a library reader', async (path, heading) => {
  installFakeApi({
    '/library/categories/en': () => ({ body: [] }),
    '/library/categories/hi': () => ({ body: [] }),
    '/library/categories/te': () => ({ body: [] }),
    '/library/books': () => ({ body: { books: [], totalBooks: 0 } }),
    '/library/shelf': () => ({ body: { success: true, books: [], message: '' } }),
    '/library/booksByCategoryAndLang': () => ({ body: { books: [], totalBooks: 0 } }),
    '/library/nclude-books': () => ({ body: { books: [], totalBooks: 0 } }),
  });
  signInAs({ scope: 'library' });
  renderRoute(manifest, routes, path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
