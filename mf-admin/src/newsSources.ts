// The news sources page's rules that need no screen: a source's state and facts in words, the add
// form's draft (strings as typed), its checks before anything is sent, the bodies built from it,
// and which field a refusal of the server is about.
import { formatDate } from '@nclude/shared';
import type {
  AdminNewsSource,
  AdminNewsSourceBody,
  AdminNewsSourcePatch,
} from '@nclude/shared/api-schemas';
import {
  NEWS_CATEGORIES_MAX,
  NEWS_CATEGORY_MAX,
  NEWS_FEED_URL_MAX,
  NEWS_INTERVAL_MAX,
  NEWS_INTERVAL_MIN,
  NEWS_SOURCE_NAME_MAX,
  isWebAddress,
  type NewsLanguage,
} from '@nclude/shared/validation';
import { m, type AdminMessageKey } from './messages';

/** The interval a new source is given when the form is not changed (the API's own default). */
export const INTERVAL_DEFAULT = 30;

/** What the list says of a source: the server's state, with a paused source said as paused. */
export type SourceState = AdminNewsSource['state'] | 'paused';

export function sourceState(source: AdminNewsSource): SourceState {
  // A poll asked for before the pause still runs: that is what is happening now.
  if (source.state === 'polling') return 'polling';
  return source.paused ? 'paused' : source.state;
}

const STATE_LABELS: Record<SourceState, AdminMessageKey> = {
  idle: 'sourceStateIdle',
  polling: 'sourceStatePolling',
  failing: 'sourceStateFailing',
  paused: 'sourceStatePaused',
};

export function sourceStateLabel(state: SourceState): string {
  return m(STATE_LABELS[state]);
}

export function newsLanguageLabel(language: NewsLanguage): string {
  return m(language === 'hin' ? 'languageHindi' : 'languageEnglish');
}

const MOMENT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** A time of the poller (ISO 8601) on the administrator's clock, or `never` when there is none. */
export function formatMoment(value: string | null, never: string): string {
  if (!value) return never;
  return formatDate(value, MOMENT) ?? value;
}

/** Categories as the field holds them: separated by commas, blanks and repeats dropped. */
export function parseCategories(text: string): string[] {
  const seen = new Set<string>();
  const categories: string[] = [];
  for (const part of text.split(',')) {
    const category = part.trim().replace(/\s+/g, ' ');
    const key = category.toLowerCase();
    if (category === '' || seen.has(key)) continue;
    seen.add(key);
    categories.push(category);
  }
  return categories;
}

export function categoriesProblem(text: string): string | null {
  const categories = parseCategories(text);
  if (categories.length > NEWS_CATEGORIES_MAX)
    return m('errorTooManyCategories', { max: NEWS_CATEGORIES_MAX });
  const long = categories.find((category) => category.length > NEWS_CATEGORY_MAX);
  return long
    ? m('errorCategoryTooLong', { category: long.slice(0, 40), max: NEWS_CATEGORY_MAX })
    : null;
}

export function intervalProblem(text: string): string | null {
  const value = text.trim();
  const minutes = /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(minutes) && minutes >= NEWS_INTERVAL_MIN && minutes <= NEWS_INTERVAL_MAX
    ? null
    : m('errorInterval', { min: NEWS_INTERVAL_MIN, max: NEWS_INTERVAL_MAX });
}

export function feedUrlProblem(text: string): string | null {
  const url = text.trim();
  if (url === '') return m('errorFeedUrlRequired');
  if (url.length > NEWS_FEED_URL_MAX) return m('errorTooLong', { max: NEWS_FEED_URL_MAX });
  return isWebAddress(url) ? null : m('errorWebAddress');
}

/** The add form as typed. */
export interface SourceDraft {
  name: string;
  url: string;
  language: NewsLanguage | '';
  categories: string;
  interval: string;
  local: boolean;
}

export function emptySourceDraft(): SourceDraft {
  return {
    name: '',
    url: '',
    language: '',
    categories: '',
    interval: String(INTERVAL_DEFAULT),
    local: false,
  };
}

/** Fields that can be wrong, in the form's order (the error summary's order). */
export const SOURCE_FIELDS = ['name', 'url', 'language', 'categories', 'interval'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type SourceProblems = Partial<Record<SourceField, string>>;

function fieldProblem(draft: SourceDraft, field: SourceField): string | null {
  switch (field) {
    case 'name': {
      const name = draft.name.trim();
      if (name === '') return m('errorSourceNameRequired');
      return name.length > NEWS_SOURCE_NAME_MAX
        ? m('errorTooLong', { max: NEWS_SOURCE_NAME_MAX })
        : null;
    }
    case 'url':
      return feedUrlProblem(draft.url);
    case 'language':
      return draft.language === '' ? m('errorChooseNewsLanguage') : null;
    case 'categories':
      return categoriesProblem(draft.categories);
    case 'interval':
      return intervalProblem(draft.interval);
  }
}

/** What is wrong with the draft, field by field; {} when it can be sent. */
export function draftProblems(draft: SourceDraft): SourceProblems {
  const problems: SourceProblems = {};
  for (const field of SOURCE_FIELDS) {
    const problem = fieldProblem(draft, field);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The body to send; call it on a draft without problems. `local` only where the server allows. */
export function sourceBody(draft: SourceDraft, localAllowed: boolean): AdminNewsSourceBody {
  const body: AdminNewsSourceBody = {
    name: draft.name.trim(),
    url: draft.url.trim(),
    language: draft.language === '' ? 'eng' : draft.language,
    categories: parseCategories(draft.categories),
    intervalMinutes: Number(draft.interval.trim()),
  };
  if (localAllowed && draft.local) body.local = true;
  return body;
}

/** The change of a source's categories and interval, with only what differs from `source`. */
export function sourcePatch(
  source: AdminNewsSource,
  categories: string,
  interval: string,
): AdminNewsSourcePatch {
  const patch: AdminNewsSourcePatch = {};
  const nextCategories = parseCategories(categories);
  if (nextCategories.join('\n') !== source.categories.join('\n')) patch.categories = nextCategories;
  const minutes = Number(interval.trim());
  if (minutes !== source.intervalMinutes) patch.intervalMinutes = minutes;
  return patch;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The field a 409 is about: the server refuses a name or a feed address another source has, and
 * the list on screen tells which. The name when the list does not (a source added elsewhere).
 */
export function conflictField(
  draft: SourceDraft,
  sources: readonly AdminNewsSource[],
): SourceField {
  if (sources.some((source) => sameText(source.name, draft.name))) return 'name';
  if (sources.some((source) => sameText(source.url, draft.url))) return 'url';
  return 'name';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `message` has one of `words` as a whole word (or words), whatever the case. */
function mentions(message: string, words: readonly string[]): boolean {
  const lower = message.toLowerCase();
  return words.some((word) =>
    new RegExp(
      `(^|[^\\p{L}\\p{M}])${escapeRegExp(word.toLowerCase())}($|[^\\p{L}\\p{M}])`,
      'u',
    ).test(lower),
  );
}

/**
 * The field a 400 is about, read from the server's sentence: it names fields by their label (in
 * the administrator's language, as here) or, for fields it has no label for, by the API's name.
 * What the form checks before sending leaves mostly the address for the server to refuse (a host
 * that is not public, for one), so a sentence that names no other field is the address's.
 */
export function refusedField(message: string, fields: readonly SourceField[]): SourceField | null {
  const said = (field: SourceField, words: string[]) =>
    fields.includes(field) && mentions(message, words);
  if (said('categories', ['categories', m('sourceCategoriesLabel')])) return 'categories';
  if (said('interval', ['intervalMinutes', 'interval', m('sourceIntervalLabel')]))
    return 'interval';
  if (said('language', ['language', m('sourceLanguageLabel')])) return 'language';
  if (said('url', ['url', 'address', 'host', m('sourceUrlLabel')])) return 'url';
  if (said('name', ['name', m('sourceNameLabel')])) return 'name';
  return fields.includes('url') ? 'url' : null;
}
