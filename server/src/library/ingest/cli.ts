// `pnpm --filter @nclude/server library:ingest <file or folder> --category … [--language en|hi|te]
// [--title …] [--author …] [--collection nclude|telangana] [--copyright …] [--description …]
// [--slug …]`: ingests a book straight into the configured database and storage (DATABASE_URL,
// DATA_DIR), without the server running. Giving the slug of an existing book replaces it,
// keeping the audio of sections whose text did not change (so an interrupted run can be resumed).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db';
import { migrateToLatest } from '../../db/migrations';
import type { LibraryCollection } from '../../db/schema';
import { configuredStorage } from '../../storage/configured';
import { checkedMetadata, ingestBook } from './job';
import { IngestError } from './model';

const USAGE =
  'Usage: library:ingest <file or folder> --category <name> [--language en|hi|te] [--title …] ' +
  '[--author …] [--collection nclude|telangana] [--copyright …] [--description …] [--slug …]';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      category: { type: 'string' },
      language: { type: 'string' },
      title: { type: 'string' },
      author: { type: 'string' },
      collection: { type: 'string' },
      copyright: { type: 'string' },
      description: { type: 'string' },
      slug: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length !== 1 || !values.category) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const source = path.resolve(positionals[0]!);
  const metadata = checkedMetadata({
    category: values.category,
    collection: (values.collection ?? null) as LibraryCollection | null,
    copyright: values.copyright ?? '',
    description: values.description ?? '',
    title: values.title ?? null,
    author: values.author ?? null,
    language: (values.language ?? null) as 'en' | 'hi' | 'te' | null,
    slug: values.slug ?? null,
  });
  const config = loadConfig(process.env);
  const database = openDatabase(config.databaseUrl);
  const workDir = await mkdtemp(path.join(tmpdir(), 'nclude-ingest-'));
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const started = Date.now();
  let lastStage = '';
  try {
    await migrateToLatest(database.db);
    const result = await ingestBook(
      {
        db: database.db,
        storage: configuredStorage(config),
        tools: { espeakPath: '/usr/bin/espeak-ng', ffmpegPath: config.ffmpegPath },
        maxUnpackedBytes: config.libraryUnpackedLimitBytes,
      },
      { path: source, sourceName: path.basename(source) },
      metadata,
      {
        jobId: null,
        workDir,
        signal: controller.signal,
        progress: (percent, stage) => {
          if (stage === lastStage) return;
          lastStage = stage;
          console.log(`${Math.round(percent)}% ${stage}`);
        },
      },
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Ready: ${result.slug} (${result.bookId}), ${result.sections} sections, ` +
        `${Math.round(result.durationMs / 1000)} s of audio in ${seconds.toFixed(1)} s ` +
        `(${(result.durationMs / 1000 / Math.max(seconds, 0.001)).toFixed(0)}× real time).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof IngestError) {
      console.error(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof IngestError ? `Refused: ${error.message}` : error);
    process.exit(1);
  },
);
