// The texts of the library's administration (English; Hindi and Telugu beside it): adding a book
// by upload, trying a failed one again, deleting one.
import { defineMessages } from '@nclude/shared/messages';

export const libraryAdminMessages = {
  fileRequired: 'Choose the book’s file to upload.',
  bookUploaded:
    'The book “{name}” is uploaded and is being read aloud. It appears in the library once it is ready.',
  bookReplacing:
    'The book “{name}” is uploaded. It replaces the book “{title}” once it has been read aloud.',
  bookNotFound: 'That book is not in the library.',
  bookDeleted: 'The book “{title}” is deleted, with its audio and downloads.',
  bookRetried: 'The book “{title}” is being read again.',
  notFailed: 'Only a book whose ingestion failed can be tried again.',
  cannotRetry:
    'This book’s ingestion cannot be run again (it was not uploaded here, or its upload is no longer kept). Upload the book again.',
} as const;

export const libraryAdminText = defineMessages(libraryAdminMessages, {
  hi: () => import('./admin-messages.hi'),
  te: () => import('./admin-messages.te'),
});
