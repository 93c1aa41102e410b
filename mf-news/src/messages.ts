// Every text of the news reader, in English (also the fallback); Hindi and Telugu in
// messages.hi.ts and messages.te.ts. The page title and the sidebar label live in remote.json.
// "Accessible News" and "No articles found" are the spec's (02 §2).
import { defineMessages } from '@nclude/shared';

export const newsMessages = {
  heading: 'Accessible News',
  intro:
    'News in English and Hindi from several sources. Open an article to read it or listen to it.',

  // Filters (spec 02 §2)
  filtersHeading: 'Filter articles',
  filtersHint: 'Choose the filters, then press Search. The list starts again at page 1.',
  languageLabel: 'Language',
  languageEng: 'English',
  languageHin: 'Hindi',
  sourceLabel: 'Source',
  sourceHint: 'Choose a source to filter by its categories.',
  allSources: 'All',
  categoryLabel: 'Category',
  allCategories: 'All',
  searchLabel: 'Search articles',
  searchHint: 'Words in the title or the text',
  searchButton: 'Search',
  loadingSources: 'Loading the news sources…',
  sourcesFailed: 'The news sources could not be loaded: {reason}',

  // The list
  articlesHeading: 'Articles',
  loadingArticles: 'Loading articles…',
  articlesFailed: 'The articles could not be loaded: {reason}',
  noArticles: 'No articles found',
  noArticlesOnPage: 'There are no articles on page {page}. Choose another page.',
  showing: 'Showing {from}–{to} of {total} articles',
  showingOne: 'Showing 1 of 1 article',
  pagination: 'Pages of articles',
  unread: 'Unread',
  byAuthors: 'By {authors}',

  // The article
  back: 'Back',
  loadingArticle: 'Loading the article…',
  articleFailed: 'The article could not be loaded: {reason}',
  isRead: 'You have read this article.',
  isUnread: 'This article is unread.',
  markUnread: 'Mark as unread',
  markRead: 'Mark as read',
  markedUnread: 'Marked as unread.',
  markedRead: 'Marked as read.',
  markReadFailed: 'The article could not be marked as read: {reason}',
  markUnreadFailed: 'The article could not be marked as unread: {reason}',
  original: 'Read the original article on the publisher’s site ({source})',

  // Read aloud (issue #12)
  readAloud: 'Read aloud',
  listen: 'Listen',
  listenHeadlines: 'Listen to the headlines',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  preparing: 'Preparing audio…',
  reading: 'Reading aloud',
  paused: 'Paused',
  stopped: 'Stopped',
  finished: 'Finished reading',
  noVoice: 'This browser has no {language} voice, and no recording is available.',
  speechFailed: 'The browser could not read this aloud. Try again, or try another browser.',
  audioFailed: 'The recording could not be played. Try again later.',
} as const;

export const m = defineMessages(newsMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
