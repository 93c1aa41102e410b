// The sample job catalogue (server/careers/sample-jobs.json, written for this project and marked
// as sample data), dated as of the day it is seeded: the file's dates are kept relative to its
// newest posting, which becomes today, so a demo portal never shows only closed jobs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobPostingInput } from '@nclude/shared/api-schemas';

const DAY_MS = 86_400_000;

function shifted(day: string, offsetDays: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** The catalogue with its newest `postedOn` moved to `today` and every other date alongside. */
export function datedAsOf(catalogue: JobPostingInput[], today: string): JobPostingInput[] {
  const newest = catalogue
    .map((job) => job.postedOn)
    .sort()
    .pop();
  if (!newest) return catalogue;
  const offsetDays = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${newest}T00:00:00Z`)) / DAY_MS,
  );
  return catalogue.map((job) => ({
    ...job,
    postedOn: shifted(job.postedOn, offsetDays),
    closesOn: job.closesOn === null ? null : shifted(job.closesOn, offsetDays),
  }));
}

export async function readSampleCatalogue(repoRoot: string): Promise<JobPostingInput[]> {
  const text = await readFile(join(repoRoot, 'server', 'careers', 'sample-jobs.json'), 'utf8');
  return JSON.parse(text) as JobPostingInput[];
}
