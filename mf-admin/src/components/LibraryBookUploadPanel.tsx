// Adding a book to the library: its file and what the administrator tells of it (category,
// collection, language; title, author, description, copyright and address name when the file's own
// are not wanted), with upload progress. Each problem is shown at its field and focus goes to the
// first; the server's refusal of the file (by content, or its size) is shown at the file field.
import { useId, useState, type FormEvent } from 'react';
import {
  announce,
  ApiError,
  Button,
  errorMessage,
  FileField,
  FormError,
  Select,
  TextArea,
  TextField,
  UploadProgress,
  useUploadProgress,
} from '@nclude/shared';
import {
  BOOK_SLUG_MAX,
  CATEGORY_NAME_MAX,
  LIBRARY_NOTE_MAX,
  LIBRARY_TITLE_MAX,
} from '@nclude/shared/validation';
import { uploadLibraryBook, type LibraryBookDetails } from '../adminApi';
import { m } from '../messages';

/** The kinds of file a book may come as; the server tells them by content. */
export const BOOK_ACCEPT = '.txt,.md,.html,.htm,.xhtml,.docx,.epub,.mp3,.zip';
const BOOK_NAME = /\.(txt|md|markdown|html?|xhtml|docx|epub|mp3|zip)$/i;
/** The server's rule for address names (server/src/library/ingest/job.ts). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const FILE_ID = 'library-book-file';
const CATEGORY_ID = 'library-book-category';
const SLUG_ID = 'library-book-slug';

const EMPTY: LibraryBookDetails = {
  category: '',
  collection: '',
  language: '',
  title: '',
  author: '',
  description: '',
  copyright: '',
  slug: '',
};

const COLLECTIONS = ['', 'nclude', 'telangana'] as const;
const LANGUAGES = ['', 'en', 'hi', 'te'] as const;

function collectionLabel(value: (typeof COLLECTIONS)[number]): string {
  return m(
    value === 'nclude'
      ? 'collectionNclude'
      : value === 'telangana'
        ? 'collectionTelangana'
        : 'collectionNone',
  );
}

export function languageLabel(value: (typeof LANGUAGES)[number]): string {
  return m(
    value === 'en'
      ? 'languageEnglish'
      : value === 'hi'
        ? 'languageHindi'
        : value === 'te'
          ? 'languageTelugu'
          : 'languageFromFile',
  );
}

interface Problems {
  file: string | null;
  category: string | null;
  slug: string | null;
}

function problemsOf(file: File | null, details: LibraryBookDetails): Problems {
  const category = details.category.trim();
  const slug = details.slug.trim();
  return {
    file: !file ? m('errorChooseBook') : !BOOK_NAME.test(file.name) ? m('errorBookType') : null,
    category:
      category === ''
        ? m('errorCategoryRequired')
        : category.length > CATEGORY_NAME_MAX
          ? m('errorCategoryLong', { max: CATEGORY_NAME_MAX })
          : null,
    slug:
      slug !== '' && (!SLUG.test(slug) || slug.length > BOOK_SLUG_MAX)
        ? m('errorSlug', { max: BOOK_SLUG_MAX })
        : null,
  };
}

const NO_PROBLEMS: Problems = { file: null, category: null, slug: null };

export function LibraryBookUploadPanel({ onUploaded }: { onUploaded: (message: string) => void }) {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  // Bumped to give the file input a fresh, empty state after an upload.
  const [fileFieldKey, setFileFieldKey] = useState(0);
  const [details, setDetails] = useState<LibraryBookDetails>(EMPTY);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [failure, setFailure] = useState<string | null>(null);
  const progress = useUploadProgress();

  const set = <K extends keyof LibraryBookDetails>(name: K, value: LibraryBookDetails[K]) =>
    setDetails((current) => ({ ...current, [name]: value }));

  const chooseFile = (files: File[]) => {
    const chosen = files[0] ?? null;
    setFile(chosen);
    setFailure(null);
    setProblems((current) => ({
      ...current,
      file: chosen ? problemsOf(chosen, EMPTY).file : null,
    }));
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress.uploading) return;
    setFailure(null);
    const found = problemsOf(file, details);
    setProblems(found);
    const first = found.file ? FILE_ID : found.category ? CATEGORY_ID : found.slug ? SLUG_ID : null;
    if (first || !file) {
      if (first) document.getElementById(first)?.focus();
      return;
    }
    progress.start();
    announce(m('bookUploadStarted', { fileName: file.name }));
    try {
      const reply = await uploadLibraryBook(file, details, { onProgress: progress.onProgress });
      setFile(null);
      setFileFieldKey((key) => key + 1);
      setDetails(EMPTY);
      onUploaded(reply.message);
    } catch (error) {
      // The details were checked here: what the server still refuses is the file (its content or
      // its size).
      if (error instanceof ApiError && (error.status === 400 || error.status === 413)) {
        setProblems({ ...NO_PROBLEMS, file: errorMessage(error) });
        document.getElementById(FILE_ID)?.focus();
      } else setFailure(m('bookUploadFailed', { reason: errorMessage(error) }));
    }
    progress.reset();
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{m('addBookHeading')}</h2>
      <form
        className="admin-form"
        aria-labelledby={headingId}
        onSubmit={(event) => void upload(event)}
        noValidate
      >
        <FormError>{failure}</FormError>
        <FileField
          key={fileFieldKey}
          id={FILE_ID}
          label={m('bookFileLabel')}
          hint={m('bookFileHint')}
          accept={BOOK_ACCEPT}
          error={problems.file}
          onFilesChange={chooseFile}
          required
        />
        <TextField
          id={CATEGORY_ID}
          label={m('bookCategoryLabel')}
          hint={m('bookCategoryHint')}
          maxLength={CATEGORY_NAME_MAX}
          autoComplete="off"
          value={details.category}
          error={problems.category}
          onChange={(event) => set('category', event.target.value)}
          required
        />
        <Select
          label={m('bookCollectionLabel')}
          placeholder={null}
          options={COLLECTIONS.map((value) => ({ value, label: collectionLabel(value) }))}
          value={details.collection}
          onChange={(event) =>
            set('collection', COLLECTIONS.find((value) => value === event.target.value) ?? '')
          }
        />
        <Select
          label={m('bookLanguageLabel')}
          hint={m('bookLanguageHint')}
          placeholder={null}
          options={LANGUAGES.map((value) => ({ value, label: languageLabel(value) }))}
          value={details.language}
          onChange={(event) =>
            set('language', LANGUAGES.find((value) => value === event.target.value) ?? '')
          }
        />
        <fieldset className="admin-fieldset">
          <legend>{m('bookDetailsLegend')}</legend>
          <TextField
            label={m('bookTitleLabel')}
            maxLength={LIBRARY_TITLE_MAX}
            autoComplete="off"
            value={details.title}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextField
            label={m('bookAuthorLabel')}
            maxLength={LIBRARY_TITLE_MAX}
            autoComplete="off"
            value={details.author}
            onChange={(event) => set('author', event.target.value)}
          />
          <TextArea
            label={m('bookDescriptionLabel')}
            maxLength={LIBRARY_NOTE_MAX}
            value={details.description}
            onChange={(event) => set('description', event.target.value)}
          />
          <TextArea
            label={m('bookCopyrightLabel')}
            maxLength={LIBRARY_NOTE_MAX}
            value={details.copyright}
            onChange={(event) => set('copyright', event.target.value)}
          />
          <TextField
            id={SLUG_ID}
            label={m('bookSlugLabel')}
            hint={m('bookSlugHint')}
            maxLength={BOOK_SLUG_MAX}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            value={details.slug}
            error={problems.slug}
            onChange={(event) => set('slug', event.target.value)}
          />
        </fieldset>
        <UploadProgress fraction={progress.fraction} />
        <Button type="submit" loading={progress.uploading} loadingLabel={m('uploadingBook')}>
          {m('uploadBook')}
        </Button>
      </form>
    </section>
  );
}
