// The texts of the library's downloads (English; Hindi and Telugu beside it): building a format on
// demand, its download, and the refusals. The spec's own wording is kept where it gives one.
import { defineMessages } from '@nclude/shared/messages';

export const libraryFormatMessages = {
  bookNotFound: 'That book is not in the library.',
  bookNotReady: 'This book is still being prepared for the library. Try again once it is listed.',
  bookHasNoAudio: 'This book has no audio yet, so there is no MP3 to download.',
  // The spec's text while a format is being made.
  bookHasNoText:
    'This book came as audio only: it has no text to make a {format} from. Choose MP3 to download it.',
  formatBuilding: 'Please Wait while we fetch this format of the book...',
  formatReady: 'The {format} of this book is ready to download.',
  telanganaMp3Only: 'Telangana Books are offered as MP3 only. Choose MP3 to download this book.',
  formatNotBuilt:
    'The {format} of this book has not been made yet. Ask for it first: it is ready in a moment.',
  downloadRecorded: 'Your download of this book is recorded.',
  stageWriting: 'Making the {format} of the book',
  stageSaving: 'Saving the {format}',
} as const;

export const libraryFormatText = defineMessages(libraryFormatMessages, {
  hi: () => import('./format-messages.hi'),
  te: () => import('./format-messages.te'),
});
