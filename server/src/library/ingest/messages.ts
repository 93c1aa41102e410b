// The ingestion's texts (English; Hindi and Telugu beside it): why a book was refused, and the
// stages an administrator sees while a book is read and its audio made.
import { defineMessages } from '@nclude/shared/messages';

export const ingestMessages = {
  // Why a book cannot be ingested
  unknownFormat:
    'This file is not a book we can read. Give a TXT, HTML, DOCX or EPUB file, MP3 files (one per chapter), or a DAISY 2.02 or DAISY 3 book.',
  notUtf8:
    'This text file is not in UTF-8 (Unicode). Save it again as UTF-8 (in Notepad: Save as, Encoding UTF-8) and try again.',
  emptyBook: 'This book has no text or audio to read.',
  noChapters:
    'No chapters were found. Start each chapter with a heading: a line such as "Chapter 1", "अध्याय 1" or "అధ్యాయం 1", a "#" heading in Markdown, or a Heading 1 or 2 in a document.',
  tooLarge: 'This book is larger than we accept ({limit}). Split it into smaller books.',
  zipBomb:
    'This archive unpacks to more than we accept ({limit}) or holds too many files. It may be damaged or made to harm the server.',
  tooDense:
    'This archive unpacks to more than {ratio} times its size, which no real book does. It may be damaged or made to harm the server.',
  tooMuchMemory:
    'Reading this book needs more memory than we allow ({limit}). Split it into smaller books.',
  badZip: 'This archive is damaged and cannot be opened: {reason}',
  badEpub: 'This EPUB cannot be read: {reason}',
  badDaisy: 'This DAISY book cannot be read: {reason}',
  badAudio: 'The audio file {file} cannot be read: {reason}',
  badDocx: 'This Word document cannot be read: {reason}',
  languageUnsupported: 'Books can be read aloud in English, Hindi or Telugu only.',
  sourceMissing: 'The file to ingest is no longer there. Upload it again.',
  pathNotAllowed: 'Books can only be ingested from the library import folder.',
  categoryRequired: 'Give the book a category of at most {max} characters.',
  badSlug:
    'The book\'s address name must be lower-case letters, digits and hyphens (such as "the-river"), at most {max} characters.',
  badCollection:
    'The collection must be "nclude" (Nclude Books) or "telangana" (Telangana Books), or none.',
  cancelled: 'The ingestion was cancelled.',
  // Stages, while it runs
  stageReading: 'Reading the book',
  stageSynthesising: 'Making the audio: section {done} of {total}',
  stageFinishing: 'Finishing',
} as const;

export const ingestText = defineMessages(ingestMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
