// The news area's texts (English; Hindi and Telugu beside it): the reader's refusals and the
// administrators' source management.
import { defineMessages } from '@nclude/shared/messages';

export const newsMessages = {
  articleNotFound: 'That article does not exist, or it has been removed.',
  sourceUnknown: 'There is no news source named "{name}".',
  categoryNeedsSource: 'Choose a news source before choosing a category.',
  categoryUnknown: 'The source "{source}" has no category named "{category}".',
  linkExpired: 'This address has expired. Open the article again to get a new one.',
  imageUnavailable: "This article's image could not be fetched from its publisher.",
  audioUnavailable: 'This could not be read aloud on the server: {reason}',
  audioTooMany: 'Too many recordings were asked for in a minute. Try again in {seconds} seconds.',
  nothingToRead: 'There is nothing to read aloud here.',
  sourceNotFound: 'That news source does not exist.',
  sourceNameRequired: "Enter the source's name.",
  categoryEmpty: 'A category name cannot be blank.',
  sourceNameTaken: 'A source named "{name}" exists already.',
  sourceUrlTaken: 'The source "{name}" already has this feed address.',
  sourceAddressRefused: 'This feed address cannot be added: {reason}',
  localNotAllowed:
    'This server does not accept local sources: they are for development and tests (NEWS_ALLOW_LOCAL_SOURCES).',
  categoryRepeated: 'The category "{category}" is listed twice.',
  sourceAdded: 'The source "{name}" was added. Its first articles arrive in a moment.',
  sourcePaused: 'The source "{name}" is paused: it is not polled until you resume it.',
  sourceResumed: 'The source "{name}" is polled again.',
  sourceSaved: 'The source "{name}" was saved.',
  sourceRemoved: 'The source "{name}" and its {count} articles were removed.',
  pollStarted: 'The source "{name}" is being polled. Its state follows on this page.',
  pollRunning: 'The source "{name}" is being polled already.',
  feedWorks: 'This {format} feed works: it has {count} articles.',
  feedHasNoItems: 'This feed works but holds no articles.',
  feedFetchFailed: 'The feed could not be fetched: {reason}',
  feedUnreadable: 'The feed could not be read: {reason}',
  imageFrom: 'Image from {source}',
} as const;

export const newsText = defineMessages(newsMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
