// News: sources seeded from configuration, the sample feeds, how often sources are polled, how
// long articles are kept, and whether administrators may add sources on private addresses.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import {
  NEWS_CATEGORIES_MAX,
  NEWS_CATEGORY_MAX,
  NEWS_INTERVAL_MAX,
  NEWS_INTERVAL_MIN,
  NEWS_LANGUAGES,
  NEWS_SOURCE_NAME_MAX,
  isWebAddress,
  type NewsLanguage,
} from '@nclude/shared/validation';
import { ConfigError, flag, integer, localOnlyFlag, variable } from './define';

/** A source as configuration gives it; seeded (added or updated) at start. */
export interface ConfiguredNewsSource {
  name: string;
  url: string;
  language: NewsLanguage;
  categories: string[];
  intervalMinutes: number | null;
  local: boolean;
}

function sourceOf(entry: unknown, index: number, file: string): ConfiguredNewsSource {
  const where = `${file}, source ${index + 1}`;
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    throw new ConfigError(`${where}: each source is an object {name, url, language, …}`);
  const { name, url, language, categories, intervalMinutes, local } = entry as Record<
    string,
    unknown
  >;
  if (typeof name !== 'string' || name.trim() === '' || name.length > NEWS_SOURCE_NAME_MAX)
    throw new ConfigError(
      `${where}: "name" must be a text of 1 to ${NEWS_SOURCE_NAME_MAX} characters`,
    );
  if (typeof url !== 'string' || !isWebAddress(url))
    throw new ConfigError(`${where}: "url" must be an http:// or https:// address`);
  if (!NEWS_LANGUAGES.includes(language as NewsLanguage))
    throw new ConfigError(`${where}: "language" must be one of ${NEWS_LANGUAGES.join(', ')}`);
  if (
    categories !== undefined &&
    (!Array.isArray(categories) ||
      categories.length > NEWS_CATEGORIES_MAX ||
      categories.some(
        (category) =>
          typeof category !== 'string' ||
          category.trim() === '' ||
          category.length > NEWS_CATEGORY_MAX,
      ))
  )
    throw new ConfigError(
      `${where}: "categories" must be a list of at most ${NEWS_CATEGORIES_MAX} names of 1 to ${NEWS_CATEGORY_MAX} characters`,
    );
  if (
    intervalMinutes !== undefined &&
    (!Number.isInteger(intervalMinutes) ||
      (intervalMinutes as number) < NEWS_INTERVAL_MIN ||
      (intervalMinutes as number) > NEWS_INTERVAL_MAX)
  )
    throw new ConfigError(
      `${where}: "intervalMinutes" must be a whole number from ${NEWS_INTERVAL_MIN} to ${NEWS_INTERVAL_MAX}`,
    );
  if (local !== undefined && typeof local !== 'boolean')
    throw new ConfigError(`${where}: "local" must be true or false`);
  return {
    name: name.trim(),
    url,
    language: language as NewsLanguage,
    categories: ((categories as string[] | undefined) ?? []).map((category) => category.trim()),
    intervalMinutes: (intervalMinutes as number | undefined) ?? null,
    local: local ?? false,
  };
}

function readSources(
  raw: string | undefined,
  { name, repoRoot }: { name: string; repoRoot: string },
): ConfiguredNewsSource[] {
  if (raw === undefined) return [];
  const file = isAbsolute(raw) ? raw : resolve(repoRoot, raw);
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${name}: cannot read ${file} as JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(list))
    throw new ConfigError(`${name}: ${file} must hold a JSON list of sources`);
  const sources = list.map((entry, index) => sourceOf(entry, index, file));
  const names = new Set<string>();
  for (const source of sources) {
    if (names.has(source.name))
      throw new ConfigError(`${name}: two sources are named "${source.name}"`);
    names.add(source.name);
  }
  return sources;
}

export const newsVariables = [
  variable({
    name: 'NEWS_SOURCES',
    defaultValue: 'unset: none besides the samples',
    meaning:
      'A JSON file listing news feeds (RSS 2.0, Atom, RDF or JSON Feed) added or updated at start: `[{"name": "The Daily", "url": "https://…/rss.xml", "language": "eng", "categories": ["Politics", "Sport"], "intervalMinutes": 30}]`. Administrators add, pause and remove others on /adminNews.',
    field: 'newsSources',
    read: readSources,
  }),
  variable({
    name: 'NEWS_SAMPLE_FEEDS',
    defaultValue:
      '`true` when PUBLIC_URL is a loopback address (as with `npm start`), else `false`',
    meaning:
      'Serve the sample feeds written for this project (English and Hindi, five sources) at /v1/api/news/samples/ and add them as sources, so a fresh portal shows news at once.',
    field: 'newsSampleFeeds',
    read: localOnlyFlag(),
  }),
  variable({
    name: 'NEWS_POLL_MINUTES',
    defaultValue: '30',
    meaning: 'How often a source is polled when it sets no interval of its own.',
    field: 'newsPollMinutes',
    read: integer(30, NEWS_INTERVAL_MIN),
  }),
  variable({
    name: 'NEWS_RETENTION_DAYS',
    defaultValue: '30',
    meaning: 'Articles published longer ago than this are removed (with their images and audio).',
    field: 'newsRetentionDays',
    read: integer(30, 1),
  }),
  variable({
    name: 'NEWS_ALLOW_LOCAL_SOURCES',
    defaultValue: 'false',
    meaning:
      'Let administrators mark a source local: it may then be fetched from loopback and private addresses (development and tests). Other sources reach only public addresses.',
    field: 'newsAllowLocalSources',
    read: flag(false),
  }),
];
