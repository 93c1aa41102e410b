// The library area's texts (English; Hindi and Telugu beside it): who may use it, books and
// sections that do not exist, the player's refusals and the saved place's checks.
import { defineMessages } from '@nclude/shared/messages';

export const libraryMessages = {
  scopeRequired:
    'The library is for readers enrolled in its programme. Ask your organisation or the administrator to give your account library access.',
  bookNotFound: 'That book is not in the library.',
  /** The spec's text for a 404 of the player: past the first or the last section. */
  noMoreSections: 'No more sections or pages to play',
  sectionNotFound: 'This book has no section {index}.',
  audioMissing: 'The audio of this section is not available. Please try again later.',
  linkExpired: 'This audio address has expired. Open the book again.',
  progressIndex:
    'This book has {count} sections, numbered from 0 to {last}: there is no section {index}.',
  progressOffset: 'Section {index} is {duration} seconds long: {offset} seconds is past its end.',
  shelfEmpty: 'Your book shelf is empty. Books you listen to appear here.',
  shelfBooks: 'Books on your shelf: {count}',
  /** A reviewer without a usable name (reviews show first names only). */
  aReader: 'A reader',
} as const;

export const libraryText = defineMessages(libraryMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
