// Careers: the job feeds imported on a schedule (a JSON file listing them) and how often.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { JOB_CATEGORIES, type JobCategory } from '@nclude/shared/api-schemas';
import { isEmailAddress, isWebAddress } from '@nclude/shared/validation';
import { ConfigError, integer, variable } from './define';

/** A feed as the server uses it: where it is read from and the defaults of its rows. */
export interface JobFeed {
  /** Names the feed in logs and on the admin page; it is also the postings' source. */
  name: string;
  /** An http(s) address, or an absolute file path. */
  location: string;
  /** A file beside the feed list rather than an address. */
  isFile: boolean;
  /**
   * An address on this machine or a private network may be fetched ("local": true, for
   * development and tests); otherwise only public addresses are, as for news sources.
   */
  local: boolean;
  category: JobCategory | null;
  contactEmail: string | null;
}

function feedOf(entry: unknown, index: number, file: string): JobFeed {
  const where = `${file}, feed ${index + 1}`;
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    throw new ConfigError(`${where}: each feed is an object {name, url or file, …}`);
  const {
    name,
    url,
    file: path,
    job_category: category,
    contactEmail,
    local,
  } = entry as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 200)
    throw new ConfigError(`${where}: "name" must be a text of 1 to 200 characters`);
  if ((url === undefined) === (path === undefined))
    throw new ConfigError(`${where}: give either "url" or "file"`);
  if (url !== undefined && (typeof url !== 'string' || !isWebAddress(url)))
    throw new ConfigError(`${where}: "url" must be an http:// or https:// address`);
  if (path !== undefined && (typeof path !== 'string' || path.trim() === ''))
    throw new ConfigError(`${where}: "file" must be a path`);
  if (local !== undefined && typeof local !== 'boolean')
    throw new ConfigError(`${where}: "local" must be true or false`);
  if (category !== undefined && !JOB_CATEGORIES.includes(category as JobCategory))
    throw new ConfigError(`${where}: "job_category" must be one of ${JOB_CATEGORIES.join(', ')}`);
  if (
    contactEmail !== undefined &&
    (typeof contactEmail !== 'string' || !isEmailAddress(contactEmail))
  )
    throw new ConfigError(`${where}: "contactEmail" must be an email address`);
  return {
    name: name.trim(),
    location: typeof url === 'string' ? url : resolve(file, '..', path as string),
    isFile: typeof url !== 'string',
    local: local === true,
    category: (category as JobCategory | undefined) ?? null,
    contactEmail: (contactEmail as string | undefined) ?? null,
  };
}

function readFeeds(
  raw: string | undefined,
  { name, repoRoot }: { name: string; repoRoot: string },
) {
  if (raw === undefined) return [];
  const file = isAbsolute(raw) ? raw : resolve(repoRoot, raw);
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${name}: cannot read ${file} as JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(list))
    throw new ConfigError(`${name}: ${file} must hold a JSON list of feeds`);
  const feeds = list.map((entry, index) => feedOf(entry, index, file));
  const names = new Set<string>();
  for (const feed of feeds) {
    if (names.has(feed.name)) throw new ConfigError(`${name}: two feeds are named "${feed.name}"`);
    names.add(feed.name);
  }
  return feeds;
}

export const careersVariables = [
  variable({
    name: 'JOB_FEEDS',
    defaultValue: 'unset: no scheduled imports',
    meaning:
      'A JSON file listing job feeds imported on a schedule: `[{"name": "NCS corporate", "url": "https://…/jobs.json", "job_category": "corporate_job", "contactEmail": "jobs@…"}]` (or `"file"` with a path beside the list). Each is CSV, JSON or schema.org JobPosting JSON-LD, like the admin page’s import; rows without a category or contact email take the feed’s.',
    field: 'jobFeeds',
    read: readFeeds,
  }),
  variable({
    name: 'JOB_FEED_INTERVAL_MINUTES',
    defaultValue: '360',
    meaning: 'How often each feed of `JOB_FEEDS` is imported (the first run is at start).',
    field: 'jobFeedIntervalMinutes',
    read: integer(360, 1),
  }),
];
