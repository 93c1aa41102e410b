// Job postings: stored from imports, administrators and the sample catalogue (one posting per
// source and source id, so an import run again updates rather than copies), listed per category
// newest first with a case-insensitive search, and marked read per person. A posting leaves the
// lists the day after its closing date, or when an administrator closes it (status 'closed',
// which an import of the same posting never undoes).
import type { JobCategory, JobPostingInput } from '@nclude/shared/api-schemas';
import type { DisabilityType } from '@nclude/shared/options';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { JobPostingsTable } from '../db/schema';
import { orderedId } from '../ordered-id';
import { searchTextContains } from '../db/search';

/** A posting as people browsing see it: the spec's fields, never the partner's email. */
export interface JobView {
  _id: string;
  job_category: JobCategory;
  company: string;
  title: string;
  address: string;
  logo_url: string | null;
  jobDetailLink: string | null;
  job_nature: string;
  work_experience: string;
  required_education: string;
  responsibilities: string;
  minQualification: string;
  prefQualification: string;
  aboutJob: string;
  pwd_details: string;
  suitableFor: DisabilityType[];
  accommodations: string[];
  postedOn: string;
  closesOn: string | null;
  source: string;
  sample: boolean;
  /** The person has opened it (the spec's markAsRead). */
  markAsRead: boolean;
}

export type UpsertOutcome = 'added' | 'updated' | 'unchanged';

/** "YYYY-MM-DD" of a moment, in UTC (closing dates are whole days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function searchText(
  input: Pick<JobPostingInput, 'company' | 'title' | 'responsibilities' | 'address'>,
) {
  return [input.company, input.title, input.responsibilities, input.address]
    .map((text) => text.trim())
    .join('\n')
    .toLowerCase();
}

function columnsOf(input: JobPostingInput) {
  return {
    source: input.source.trim(),
    external_id: input.externalId.trim(),
    job_category: input.job_category,
    company: input.company.trim(),
    title: input.title.trim(),
    address: input.address.trim(),
    logo_url: input.logo_url?.trim() || null,
    job_detail_link: input.jobDetailLink?.trim() || null,
    job_nature: input.job_nature.trim(),
    work_experience: input.work_experience.trim(),
    required_education: input.required_education.trim(),
    responsibilities: input.responsibilities.trim(),
    min_qualification: input.minQualification.trim(),
    pref_qualification: input.prefQualification.trim(),
    about_job: input.aboutJob.trim(),
    pwd_details: input.pwd_details.trim(),
    suitable_for: JSON.stringify([...new Set(input.suitableFor)]),
    accommodations: JSON.stringify(input.accommodations.map((item) => item.trim()).filter(Boolean)),
    posted_on: input.postedOn,
    closes_on: input.closesOn,
    contact_email: input.contactEmail.trim().toLowerCase(),
    sample: input.sample ? 1 : 0,
    search_text: searchText(input),
  };
}

export function viewOf(row: JobPostingsTable, read: boolean): JobView {
  return {
    _id: row.id,
    job_category: row.job_category,
    company: row.company,
    title: row.title,
    address: row.address,
    logo_url: row.logo_url,
    jobDetailLink: row.job_detail_link,
    job_nature: row.job_nature,
    work_experience: row.work_experience,
    required_education: row.required_education,
    responsibilities: row.responsibilities,
    minQualification: row.min_qualification,
    prefQualification: row.pref_qualification,
    aboutJob: row.about_job,
    pwd_details: row.pwd_details,
    suitableFor: JSON.parse(row.suitable_for) as DisabilityType[],
    accommodations: JSON.parse(row.accommodations) as string[],
    postedOn: row.posted_on,
    closesOn: row.closes_on,
    source: row.source,
    sample: row.sample === 1,
    markAsRead: read,
  };
}

export interface ListQuery {
  category: JobCategory;
  page: number;
  limit: number;
  search: string;
}

export type PostingState = 'open' | 'closed' | 'expired';

export interface AdminListQuery {
  category: JobCategory | null;
  state: PostingState | 'all';
  page: number;
  limit: number;
  search: string;
}

/** A posting as administrators see it: what people see, and how it is run. */
export interface AdminJobView extends JobView {
  externalId: string;
  contactEmail: string;
  state: PostingState;
  applications: number;
  updatedAt: string;
}

export class JobPostings {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return isoDay(this.clock.now());
  }

  /** Adds the posting, or updates the one with its source and source id. */
  async upsert(input: JobPostingInput): Promise<{ id: string; outcome: UpsertOutcome }> {
    const now = this.clock.now().toISOString();
    const columns = columnsOf(input);
    const existing = await this.db
      .selectFrom('job_postings')
      .selectAll()
      .where('source', '=', columns.source)
      .where('external_id', '=', columns.external_id)
      .executeTakeFirst();
    if (!existing) {
      const id = orderedId();
      await this.db
        .insertInto('job_postings')
        .values({ id, ...columns, status: 'open', created_at: now, updated_at: now })
        .execute();
      return { id, outcome: 'added' };
    }
    const changed = (Object.keys(columns) as (keyof typeof columns)[]).some(
      (key) => existing[key] !== columns[key],
    );
    if (!changed) return { id: existing.id, outcome: 'unchanged' };
    await this.db
      .updateTable('job_postings')
      .set({ ...columns, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, outcome: 'updated' };
  }

  /** Open postings of a category, newest first (a stable order: pages never repeat a posting). */
  async list(userId: string, query: ListQuery): Promise<{ jobs: JobView[]; total: number }> {
    const today = this.today();
    let base = this.db
      .selectFrom('job_postings')
      .where('status', '=', 'open')
      .where('job_category', '=', query.category)
      .where((eb) => eb.or([eb('closes_on', 'is', null), eb('closes_on', '>=', today)]));
    const search = query.search.trim();
    if (search !== '') base = base.where(searchTextContains(search));
    const [{ total }] = (await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .execute()) as [{ total: number }];
    const rows = await base
      .selectAll('job_postings')
      .orderBy('posted_on', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const reads = await this.readIds(
      userId,
      rows.map((row) => row.id),
    );
    return { jobs: rows.map((row) => viewOf(row, reads.has(row.id))), total: Number(total) };
  }

  /**
   * Every posting of a category not closed by an administrator, for ranking (which leaves out
   * those past their closing date on the day it ranks).
   */
  async open(category: JobCategory): Promise<JobPostingsTable[]> {
    return this.db
      .selectFrom('job_postings')
      .selectAll()
      .where('status', '=', 'open')
      .where('job_category', '=', category)
      .execute();
  }

  async row(id: string): Promise<JobPostingsTable | undefined> {
    return this.db.selectFrom('job_postings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The ids among `jobIds` that `userId` has opened. */
  async readIds(userId: string, jobIds: string[]): Promise<Set<string>> {
    if (jobIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('job_reads')
      .select('job_id')
      .where('user_id', '=', userId)
      .where('job_id', 'in', jobIds)
      .execute();
    return new Set(rows.map((row) => row.job_id));
  }

  async markRead(userId: string, jobId: string): Promise<void> {
    await this.db
      .insertInto('job_reads')
      .values({ user_id: userId, job_id: jobId, read_at: this.clock.now().toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'job_id']).doNothing())
      .execute();
  }

  /** An administrator closes a posting before its date (filled, withdrawn), or opens it again. */
  async setClosed(id: string, closed: boolean): Promise<void> {
    await this.db
      .updateTable('job_postings')
      .set({ status: closed ? 'closed' : 'open', updated_at: this.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Every posting for administrators, newest first: open, closed by them, or past its closing
   * date, with the address applications go to and how many were sent.
   */
  async adminList(query: AdminListQuery): Promise<{ jobs: AdminJobView[]; total: number }> {
    const today = this.today();
    let base = this.db.selectFrom('job_postings');
    if (query.category) base = base.where('job_category', '=', query.category);
    if (query.state === 'closed') base = base.where('status', '=', 'closed');
    if (query.state === 'expired')
      base = base.where('status', '=', 'open').where('closes_on', '<', today);
    if (query.state === 'open')
      base = base
        .where('status', '=', 'open')
        .where((eb) => eb.or([eb('closes_on', 'is', null), eb('closes_on', '>=', today)]));
    const search = query.search.trim();
    if (search !== '') base = base.where(searchTextContains(search));
    const [{ total }] = (await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .execute()) as [{ total: number }];
    const rows = await base
      .selectAll('job_postings')
      .select((eb) =>
        eb
          .selectFrom('job_applications')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('job_applications.job_id', '=', 'job_postings.id')
          .as('applications'),
      )
      .orderBy('posted_on', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return {
      jobs: rows.map((row) => ({
        ...viewOf(row, false),
        externalId: row.external_id,
        contactEmail: row.contact_email,
        state:
          row.status === 'closed'
            ? 'closed'
            : row.closes_on !== null && row.closes_on < today
              ? 'expired'
              : 'open',
        applications: Number(row.applications ?? 0),
        updatedAt: row.updated_at,
      })),
      total: Number(total),
    };
  }
}
