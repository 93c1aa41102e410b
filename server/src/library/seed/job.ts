// The seed library on a fresh portal: each seed book that is not in the library yet (or whose
// earlier reading failed or was cut off) is stored and read aloud by a background job, so the
// server starts at once and the books appear as their audio is made (about a minute in all on
// two cores). A book already ready is left alone.
import type { Db } from '../../db';
import type { JobHandler, JobService } from '../../jobs/types';
import { storeBook, type IngestDependencies, type IngestResult } from '../ingest/job';
import { bookBySlug } from '../store';
import { readSeedLibrary } from './index';

export const LIBRARY_SEED_JOB_KIND = 'library-seed';

export interface SeedJobInput {
  [key: string]: string;
  slug: string;
}

/** The job that stores one seed book and makes its audio (carrying on from finished sections). */
export function librarySeedJobHandler(
  deps: IngestDependencies & { repoRoot: string },
): JobHandler<SeedJobInput, IngestResult> {
  return {
    kind: LIBRARY_SEED_JOB_KIND,
    maxAttempts: 3,
    timeoutMs: 30 * 60_000,
    async run(context) {
      const book = (await readSeedLibrary(deps.repoRoot)).find(
        (seed) => seed.slug === context.input.slug,
      );
      // A seed book removed from a newer version of the portal: nothing left to do.
      if (!book) return { bookId: '', slug: context.input.slug, sections: 0, durationMs: 0 };
      return storeBook(
        deps,
        book,
        {
          category: book.category,
          collection: book.collection,
          copyright: book.copyright,
          description: book.description,
          title: book.title,
          author: book.author,
          language: book.language,
          slug: book.slug,
        },
        {
          jobId: context.jobId,
          workDir: context.workDir,
          signal: context.signal,
          progress: (percent, stage) => context.progress(percent, stage),
        },
        { sample: true },
      );
    },
  };
}

/**
 * Queues a job for every seed book not ready and not being read. Two processes starting together
 * may both queue one for the same book; the second then finds the first's sections and audio
 * (kept by slug when the text is unchanged) and only marks the book ready again.
 */
export async function queueSeedLibrary(
  db: Db,
  jobs: JobService,
  repoRoot: string,
  ownerUserId: string | null,
): Promise<number> {
  let queued = 0;
  for (const book of await readSeedLibrary(repoRoot)) {
    const stored = await bookBySlug(db, book.slug);
    if (stored?.status === 'ready') continue;
    if (stored?.job_id) {
      const job = await jobs.get(stored.job_id);
      if (job && (job.state === 'queued' || job.state === 'running')) continue;
    }
    await jobs.enqueue({ kind: LIBRARY_SEED_JOB_KIND, ownerUserId, input: { slug: book.slug } });
    queued++;
  }
  return queued;
}
