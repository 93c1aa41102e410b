// Browse All Books (/library; spec 02 §2, §4, §9): the books' language (Hindi, English, Telugu;
// remembered), the numbered list of the server's categories in that language with the two
// collections "Nclude Books" and "Telangana Books" appended, each a link to its book list, and a
// search over all books of the language, 5 a page. The spec's rule that dropped the first five
// server categories was a quirk of its old server: the real categories are shown.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  formatNumber,
  LIBRARY_BROWSE_PAGE_SIZE,
  LIBRARY_LANGUAGES,
  Link,
  PageHeading,
  Pagination,
  SEARCH_MAX,
  Select,
  TextField,
  useLoad,
  type LibraryLanguage,
} from '@nclude/shared';
import { BookItem } from '../components/BookItem';
import { BooksState } from '../components/BooksState';
import { browseBooks, listCategories, type Collection } from '../libraryApi';
import {
  categoryPath,
  collectionName,
  collectionPath,
  isLibraryLanguage,
  languageName,
  pageCount,
  playPath,
  rememberedLanguage,
  rememberLanguage,
} from '../labels';
import { m } from '../messages';
import '../library.css';

const COLLECTIONS: readonly Collection[] = ['nclude', 'telangana'];

export default function LibraryPage() {
  const [language, setLanguage] = useState<LibraryLanguage>(rememberedLanguage);
  const [changed, setChanged] = useState(false);

  const choose = (value: string) => {
    if (!isLibraryLanguage(value) || value === language) return;
    setLanguage(value);
    setChanged(true);
    rememberLanguage(value);
  };

  return (
    <div className="library-page">
      <PageHeading>{m('browseHeading')}</PageHeading>
      <p>{m('libraryIntro')}</p>
      <Select
        className="library-language"
        label={m('bookLanguage')}
        hint={m('bookLanguageHint')}
        placeholder={null}
        value={language}
        options={LIBRARY_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
        onChange={(event) => choose(event.target.value)}
      />
      {/* Keyed by language: a new language starts its lists afresh. */}
      <Categories key={`categories-${language}`} language={language} announceLoad={changed} />
      <Browse key={`browse-${language}`} language={language} />
    </div>
  );
}

function Categories({
  language,
  announceLoad,
}: {
  language: LibraryLanguage;
  announceLoad: boolean;
}) {
  const headingId = useId();
  const [categories, { retry }] = useLoad((signal) => listCategories(language, signal));
  useEffect(() => {
    // A change of language is said once its categories are in (the first load is the page's).
    if (categories.state === 'ready' && announceLoad)
      announce(m('languageChanged', { language: languageName(language) }));
  }, [categories, announceLoad, language]);
  return (
    <section aria-labelledby={headingId} className="library-section">
      <h2 id={headingId}>{m('categoriesHeading')}</h2>
      <BooksState state={categories} loadingLabel={m('loadingCategories')} onRetry={retry}>
        {(names) => (
          <>
            {names.length === 0 && <p>{m('noCategories', { language: languageName(language) })}</p>}
            <ol className="library-categories">
              {names.map((name) => (
                <li key={name}>
                  <Link to={categoryPath(language, name)}>{name}</Link>
                </li>
              ))}
              {COLLECTIONS.map((collection) => (
                <li key={collection}>
                  <Link to={collectionPath(language, collection)}>
                    {collectionName(collection)}
                  </Link>
                </li>
              ))}
            </ol>
          </>
        )}
      </BooksState>
    </section>
  );
}

interface BrowseQuery {
  search: string;
  page: number;
  /** A change the reader made (said once its list is in), not the first load. */
  changed: boolean;
}

function Browse({ language }: { language: LibraryLanguage }) {
  const headingId = useId();
  const searchHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState<BrowseQuery>({ search: '', page: 1, changed: false });
  const [books, { retry }] = useLoad((signal) =>
    browseBooks(
      { search: query.search, language, page: query.page, limit: LIBRARY_BROWSE_PAGE_SIZE },
      signal,
    ),
  );

  const change = (next: BrowseQuery) => {
    setQuery(next);
    retry();
  };

  const summary = (total: number, page: number) => {
    const found = total === 1 ? m('oneBookFound') : m('booksFound', { count: formatNumber(total) });
    const pages = pageCount(total, LIBRARY_BROWSE_PAGE_SIZE);
    if (total === 0) return m('noBooks');
    return pages > 1 ? `${found} ${m('pageStatus', { page, pages })}` : found;
  };

  const said = useRef<unknown>(null);
  useEffect(() => {
    if (books.state !== 'ready' || !query.changed || said.current === books.value) return;
    said.current = books.value;
    announce(summary(books.value.totalBooks, query.page));
  }, [books, query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: text.trim(), page: 1, changed: true });
  };

  const clear = () => {
    setText('');
    change({ search: '', page: 1, changed: true });
  };

  const goTo = (page: number) => {
    listHeadingRef.current?.focus();
    change({ ...query, page, changed: true });
  };

  const title =
    query.search === ''
      ? m('searchResults', { language: languageName(language) })
      : m('searchResultsFor', { language: languageName(language), search: query.search });

  return (
    <section aria-labelledby={searchHeadingId} className="library-section">
      <h2 id={searchHeadingId}>{m('searchHeading')}</h2>
      <form role="search" aria-labelledby={searchHeadingId} onSubmit={submit}>
        <TextField
          label={m('searchLabel')}
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          addon={
            <>
              <Button type="submit">{m('searchButton')}</Button>
              {query.search !== '' && (
                <Button variant="secondary" onClick={clear}>
                  {m('clearSearch')}
                </Button>
              )}
            </>
          }
        />
      </form>
      <h3 id={headingId} ref={listHeadingRef} tabIndex={-1} className="library-list-heading">
        {title}
      </h3>
      <BooksState state={books} loadingLabel={m('loadingBooks')} onRetry={retry}>
        {(reply) => (
          <>
            <p>{summary(reply.totalBooks, query.page)}</p>
            {reply.books.length > 0 && (
              <ul className="library-books" aria-labelledby={headingId}>
                {reply.books.map((book) => (
                  <BookItem
                    key={book._id}
                    book={book}
                    headingLevel={4}
                    to={book.collection ? null : playPath('books', book.category, book.bookAwsName)}
                  />
                ))}
              </ul>
            )}
            <Pagination
              page={query.page}
              pageCount={pageCount(reply.totalBooks, LIBRARY_BROWSE_PAGE_SIZE)}
              onPageChange={goTo}
              label={m('booksPagination')}
            />
          </>
        )}
      </BooksState>
    </section>
  );
}
