// The federated contract of this remote: a page for each path of remote.json (its manifest). The
// three category addresses share one list page, named after the category and language in them.
import {
  defineRemoteRoutes,
  formatMessage,
  getLanguage,
  lazyPage,
  manifestText,
  type RemoteManifest,
  type RouteParams,
} from '@nclude/shared';
import manifest from '../remote.json';

const remote = manifest as RemoteManifest;
const text = (key: string) => manifestText(remote.messages, key, getLanguage());

const LANGUAGE_KEYS: Record<string, string> = {
  hi: 'languageHi',
  en: 'languageEn',
  te: 'languageTe',
};
const COLLECTION_KEYS: Record<string, string> = {
  'nclude-books': 'collectionNclude',
  'telangana-books': 'collectionTelangana',
};

/** "Fiction audiobooks in English - Accessible Library". */
export function categoryTitle({ language, category, categoryName }: RouteParams): string {
  const languageKey = LANGUAGE_KEYS[language ?? ''];
  const collectionKey = categoryName !== undefined ? COLLECTION_KEYS[categoryName] : undefined;
  const name = collectionKey ? text(collectionKey) : (category ?? categoryName);
  if (!languageKey || !name) return text('titleCategory');
  return formatMessage(text('titleCategoryOf'), { category: name, language: text(languageKey) });
}

const categoryPage = lazyPage(
  () => import(/* webpackChunkName: "library-category-page" */ './pages/CategoryBooksPage'),
);

export default defineRemoteRoutes(
  remote,
  {
    '/library': lazyPage(
      () => import(/* webpackChunkName: "library-page" */ './pages/LibraryPage'),
    ),
    '/bookshelf': lazyPage(
      () => import(/* webpackChunkName: "library-shelf-page" */ './pages/BookshelfPage'),
    ),
    '/category/:language/books/:category': categoryPage,
    '/category/:language/:mainCategory/:category': categoryPage,
    '/category/:language/other/:categoryName': categoryPage,
    '/play/:mainCategory/:category/:bookName': lazyPage(
      () => import(/* webpackChunkName: "library-play-page" */ './pages/PlayPage'),
    ),
  },
  {
    '/category/:language/books/:category': categoryTitle,
    '/category/:language/:mainCategory/:category': categoryTitle,
    '/category/:language/other/:categoryName': categoryTitle,
  },
);
