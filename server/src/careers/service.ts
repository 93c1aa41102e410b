// Careers for the person signed in: the job lists (read marks kept on the server), recommended
// corporate jobs ranked from their resume and account information, applying (what is shared is
// shown and agreed to once; the employer gets it by email, the person a notification), and their
// resume: uploaded, read by a background job, then checked and corrected by them.
import type {
  Application,
  ApplicationsReply,
  JobCategory,
  ParsedResume,
  RecommendedJob,
  ResumePeriod,
  ResumeReply,
  SharedDetails,
} from '@nclude/shared/api-schemas';
import type { DisabilityType } from '@nclude/shared/options';
import { DISABILITY_TYPES, isOneOf } from '@nclude/shared/options';
import type { AuthenticatedSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { EmailSender } from '../delivery';
import { badRequest, conflict, notFound } from '../errors';
import type { JobService } from '../jobs/types';
import { currentLanguage, inLanguage } from '../language';
import type { NotificationService } from '../notifications/service';
import { orderedId } from '../ordered-id';
import type { FileSource, FilesService } from '../storage/files';
import { careerText } from './messages';
import type { JobPostingsTable } from '../db/schema';
import { isoDay, viewOf, type JobPostings } from './postings';
import { RecommendationIndex, yearsOfWork, type CandidateProfile } from './ranking';
import { RESUME_JOB_KIND, type ResumeJobInput } from './resume-job';
import { emptyResume, parsePeriod } from './resume-parser';

export interface CareersDependencies {
  db: Db;
  postings: JobPostings;
  files: FilesService;
  jobs: JobService;
  notifications: NotificationService;
  email: EmailSender;
  clock: Clock;
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A job the career assistant may suggest. */
export interface CareerMatch {
  id: string;
  title: string;
  company: string;
  address: string;
  reason: string;
  /** The posting on the employer's site, or null (then the portal's job list). */
  link: string | null;
}

export interface CareerContext {
  resume: ParsedResume | null;
  profile: CandidateProfile;
  matches: CareerMatch[];
}

/**
 * The corrected resume with the dates of each period read from its text, as the parser reads
 * them: a period whose text is one of the stored reading's keeps that reading (which may know
 * more, from a table's column); the dates a browser sends are never taken as they are.
 */
export function withPeriodDates(resume: ParsedResume, stored: ParsedResume): ParsedResume {
  const known = new Map<string, ResumePeriod>();
  for (const entry of [...stored.experience, ...stored.education])
    if (entry.period) known.set(entry.period.text.trim(), entry.period);
  const dated = (period: ResumePeriod | null): ResumePeriod | null => {
    const text = period?.text.trim() ?? '';
    if (!text) return null;
    const reading = known.get(text) ?? parsePeriod(text);
    return reading ? { ...reading, text } : { text, start: null, end: null, current: false };
  };
  return {
    ...resume,
    experience: resume.experience.map((entry) => ({ ...entry, period: dated(entry.period) })),
    education: resume.education.map((entry) => ({ ...entry, period: dated(entry.period) })),
  };
}

function applicationOf(
  row: JobPostingsTable & { application_id: string; shared: string; applied_at: string },
): Application {
  return {
    id: row.application_id,
    appliedAt: row.applied_at,
    job: viewOf(row, true),
    shared: JSON.parse(row.shared) as SharedDetails,
  };
}

export class CareersService {
  /** The corporate postings' index, rebuilt when a posting is added, changed or closed. */
  private index: { signature: string; value: RecommendationIndex } | null = null;
  /** The latest look at the index: one at a time, so one rebuild serves every waiting request. */
  private indexing: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: CareersDependencies) {}

  async listJobs(
    session: AuthenticatedSession,
    query: { category: JobCategory; page: number; limit: number; search: string },
  ) {
    const { jobs, total } = await this.deps.postings.list(session.userId, query);
    return { success: true as const, jobs, totalJobCount: total };
  }

  async markRead(session: AuthenticatedSession, jobId: string): Promise<void> {
    if (!(await this.deps.postings.row(jobId))) throw notFound(careerText('jobNotFound'));
    await this.deps.postings.markRead(session.userId, jobId);
  }

  /**
   * The index of corporate postings, rebuilt (without stalling other requests) after a posting is
   * added, changed, closed or reopened; requests during a rebuild wait for the same one. Postings
   * past their closing date are left out when ranking, so a new day needs no rebuild.
   */
  private corporateIndex(): Promise<RecommendationIndex> {
    const next = this.indexing
      .catch(() => undefined)
      .then(async () => {
        const { count, latest } = (await this.deps.db
          .selectFrom('job_postings')
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            eb.fn.max('updated_at').as('latest'),
          ])
          .where('job_category', '=', 'corporate_job')
          .executeTakeFirstOrThrow()) as { count: number; latest: string | null };
        const signature = `${count}:${latest ?? ''}`;
        if (this.index?.signature !== signature)
          this.index = {
            signature,
            value: await RecommendationIndex.build(await this.deps.postings.open('corporate_job')),
          };
        return this.index.value;
      });
    this.indexing = next;
    return next;
  }

  private async parsedResume(userId: string): Promise<ParsedResume | null> {
    const row = await this.deps.db
      .selectFrom('resume_profiles')
      .select('parsed')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.parsed ? (JSON.parse(row.parsed) as ParsedResume) : null;
  }

  private async candidate(userId: string, resume: ParsedResume): Promise<CandidateProfile> {
    const account = await this.deps.db
      .selectFrom('account_info')
      .select(['disability', 'preferred_role'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const disability = account?.disability ?? null;
    return {
      skills: resume.skills,
      titles: resume.experience.map((entry) => entry.title).filter(Boolean),
      years: yearsOfWork(resume, isoDay(this.deps.clock.now())),
      education: resume.education.map((entry) => entry.degree).filter(Boolean),
      disability: isOneOf(DISABILITY_TYPES, disability) ? (disability as DisabilityType) : null,
      preferredRole: account?.preferred_role ?? null,
    };
  }

  /** Corporate postings for this person, best first, each with its reason. */
  async recommended(
    session: AuthenticatedSession,
    { page, limit }: { page: number; limit: number },
  ): Promise<RecommendedJob[]> {
    const resume = await this.parsedResume(session.userId);
    if (!resume) {
      const profile = await this.deps.db
        .selectFrom('resume_profiles')
        .select(['file_id', 'job_id'])
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
      if (!profile?.file_id) throw conflict(careerText('resumeRequired'));
      const job = profile.job_id ? await this.deps.jobs.get(profile.job_id) : null;
      const reading = job?.state === 'queued' || job?.state === 'running';
      throw conflict(careerText(reading ? 'resumeStillReading' : 'resumeNotRead'));
    }
    const index = await this.corporateIndex();
    const ranked = index.rank(
      await this.candidate(session.userId, resume),
      this.reasonTexts(),
      page * limit,
      isoDay(this.deps.clock.now()),
    );
    const pageOf = ranked.slice((page - 1) * limit, page * limit);
    const reads = await this.deps.postings.readIds(
      session.userId,
      pageOf.map((entry) => entry.job.id),
    );
    return pageOf.map((entry) => ({
      ...viewOf(entry.job, reads.has(entry.job.id)),
      // The reason's first letter is a capital even when it starts with "suits…".
      reason: entry.reason.charAt(0).toUpperCase() + entry.reason.slice(1),
      matchedSkills: entry.matchedSkills,
    }));
  }

  /**
   * What the career assistant knows of a person: their resume (if read), account information,
   * and the corporate jobs that match them best, each with its reason and a link.
   */
  async careerContext(userId: string, limit = 5): Promise<CareerContext> {
    const resume = await this.parsedResume(userId);
    const profile = await this.candidate(userId, resume ?? emptyResume());
    const ranked = resume
      ? (await this.corporateIndex()).rank(
          profile,
          this.reasonTexts(),
          limit,
          isoDay(this.deps.clock.now()),
        )
      : [];
    return {
      resume,
      profile,
      matches: ranked.map((entry) => ({
        id: entry.job.id,
        title: entry.job.title,
        company: entry.job.company,
        address: entry.job.address,
        reason: entry.reason.charAt(0).toUpperCase() + entry.reason.slice(1),
        link: entry.job.job_detail_link,
      })),
    };
  }

  private reasonTexts() {
    return {
      skills: (list: string) => careerText('reasonSkills', { list }),
      suits: (disability: string) => careerText('reasonSuits', { disability }),
      experience: (years: string) => careerText('reasonExperience', { years }),
      freshers: () => careerText('reasonFreshers'),
      role: (title: string) => careerText('reasonRole', { title }),
    };
  }

  /** What an application sends the employer, as it would be sent now. */
  private async sharing(
    userId: string,
  ): Promise<{ details: SharedDetails; fileId: string | null }> {
    const user = await this.deps.db
      .selectFrom('users')
      .select(['user_name', 'email', 'phone_number', 'resume_file_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const file = user.resume_file_id
      ? await this.deps.files.describe(user.resume_file_id)
      : undefined;
    return {
      details: {
        name: user.user_name,
        email: user.email ?? '',
        phone: user.phone_number ?? '',
        resume: file?.original_name ?? '',
      },
      fileId: file ? file.id : null,
    };
  }

  async apply(session: AuthenticatedSession, jobId: string, consent: boolean) {
    const job = await this.deps.postings.row(jobId);
    if (!job) throw notFound(careerText('jobNotFound'));
    const today = isoDay(this.deps.clock.now());
    if (job.status !== 'open' || (job.closes_on !== null && job.closes_on < today))
      throw conflict(careerText('jobClosed'));
    const earlier = await this.deps.db
      .selectFrom('job_applications')
      .select('created_at')
      .where('user_id', '=', session.userId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    if (earlier)
      throw conflict(
        careerText('alreadyApplied', {
          date: new Intl.DateTimeFormat(currentLanguage(), DATE).format(
            new Date(earlier.created_at),
          ),
        }),
      );
    const profile = await this.deps.db
      .selectFrom('resume_profiles')
      .select('consented_at')
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!consent && !profile?.consented_at) throw badRequest(careerText('consentRequired'));

    const now = this.deps.clock.now().toISOString();
    const { details, fileId } = await this.sharing(session.userId);
    const application = {
      id: orderedId(),
      user_id: session.userId,
      job_id: jobId,
      shared: JSON.stringify(details),
      created_at: now,
    };
    try {
      await this.deps.db.insertInto('job_applications').values(application).execute();
    } catch {
      // Two clicks at once: the second finds the first's row.
      throw conflict(
        careerText('alreadyApplied', {
          date: new Intl.DateTimeFormat(currentLanguage(), DATE).format(new Date(now)),
        }),
      );
    }
    if (consent && !profile?.consented_at)
      await this.deps.db
        .insertInto('resume_profiles')
        .values({
          user_id: session.userId,
          file_id: null,
          job_id: null,
          parsed: null,
          reviewed: 0,
          consented_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ consented_at: now }))
        .execute();

    const resume = fileId ? await this.deps.files.open(fileId) : null;
    const attachments = [];
    if (resume && fileId) {
      const chunks: Buffer[] = [];
      for await (const chunk of resume) chunks.push(Buffer.from(chunk as Buffer));
      attachments.push({
        filename: details.resume,
        contentType: 'application/pdf',
        content: Buffer.concat(chunks),
      });
    }
    // The employer reads English; the person is told in their own language.
    const [subject, text] = inLanguage('en', () => [
      careerText('employerSubject', { title: job.title, name: details.name }),
      careerText('employerBody', {
        title: job.title,
        name: details.name,
        email: details.email || careerText('notGiven'),
        phone: details.phone || careerText('notGiven'),
      }),
    ]);
    await this.deps.email.sendEmail({ to: job.contact_email, subject, text, attachments });
    await this.deps.notifications.notify(session.userId, {
      kind: 'application-sent',
      title: careerText('appliedTitle', { title: job.title }),
      body: careerText('appliedBody', { company: job.company }),
      link: '/appliedjob',
    });
    const view: Application = {
      id: application.id,
      appliedAt: now,
      job: viewOf(job, true),
      shared: details,
    };
    return {
      success: true as const,
      message: careerText('applied', { title: job.title, company: job.company }),
      application: view,
    };
  }

  /** One of the person's applications; anyone else's is not found. */
  async application(session: AuthenticatedSession, applicationId: string): Promise<Application> {
    const row = await this.applicationRows(session.userId)
      .where('job_applications.id', '=', applicationId)
      .executeTakeFirst();
    if (!row) throw notFound(careerText('applicationNotFound'));
    return applicationOf(row);
  }

  private applicationRows(userId: string) {
    return this.deps.db
      .selectFrom('job_applications')
      .innerJoin('job_postings', 'job_postings.id', 'job_applications.job_id')
      .selectAll('job_postings')
      .select([
        'job_applications.id as application_id',
        'job_applications.shared as shared',
        'job_applications.created_at as applied_at',
      ])
      .where('job_applications.user_id', '=', userId);
  }

  async applications(session: AuthenticatedSession): Promise<ApplicationsReply> {
    const rows = await this.applicationRows(session.userId)
      .orderBy('job_applications.created_at', 'desc')
      .orderBy('job_applications.id', 'desc')
      .execute();
    const profile = await this.deps.db
      .selectFrom('resume_profiles')
      .select('consented_at')
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    return {
      success: true,
      applications: rows.map(applicationOf),
      sharing: (await this.sharing(session.userId)).details,
      consented: Boolean(profile?.consented_at),
    };
  }

  async resume(session: AuthenticatedSession): Promise<ResumeReply> {
    const user = await this.deps.db
      .selectFrom('users')
      .select('resume_file_id')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const readProfile = () =>
      this.deps.db
        .selectFrom('resume_profiles')
        .selectAll()
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
    let profile = await readProfile();
    const file = user.resume_file_id
      ? await this.deps.files.describe(user.resume_file_id)
      : undefined;
    const job = profile?.job_id ? await this.deps.jobs.get(profile.job_id) : null;
    // The reading stores its result before its job is marked succeeded, so a job that had just
    // finished between the two reads would be told as succeeded without it: read it again.
    if (job?.state === 'succeeded' && !profile?.parsed) profile = await readProfile();
    return {
      success: true,
      hasResume: Boolean(file),
      maxUploadMb: Math.round((this.deps.files.limitFor('resume') / 1048576) * 10) / 10,
      fileName: file?.original_name ?? null,
      parsed: profile?.parsed ? (JSON.parse(profile.parsed) as ParsedResume) : null,
      reviewed: profile?.reviewed === 1,
      jobId: job?.id ?? null,
      status: job
        ? { state: job.state, progress: job.progress, stage: job.stage, error: job.error }
        : null,
    };
  }

  /**
   * Reads the person's current resume again (after an upload here or on the profile page): the
   * earlier reading is dropped, the new one starts as a background job.
   */
  async readResume(userId: string, fileId: string): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    // The file first, then its reading: the job keeps its result only for the file still there.
    await this.deps.db
      .insertInto('resume_profiles')
      .values({
        user_id: userId,
        file_id: fileId,
        job_id: null,
        parsed: null,
        reviewed: 0,
        consented_at: null,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          file_id: fileId,
          job_id: null,
          parsed: null,
          reviewed: 0,
          updated_at: now,
        }),
      )
      .execute();
    const input: ResumeJobInput = { userId, fileId, language: currentLanguage() };
    const jobId = await this.deps.jobs.enqueue({
      kind: RESUME_JOB_KIND,
      ownerUserId: userId,
      input,
      language: currentLanguage(),
    });
    await this.deps.db
      .updateTable('resume_profiles')
      .set({ job_id: jobId })
      .where('user_id', '=', userId)
      .where('file_id', '=', fileId)
      .execute();
  }

  /** Stores an uploaded resume as the person's resume and starts reading it. */
  async uploadResume(
    session: AuthenticatedSession,
    upload: FileSource | null,
    replaceResume: (userId: string, source: FileSource) => Promise<string>,
  ): Promise<ResumeReply> {
    if (!upload) throw badRequest(careerText('resumeFileRequired'));
    // Replacing the resume starts its reading (the profile's rule, wherever it is uploaded).
    await replaceResume(session.userId, upload);
    return this.resume(session);
  }

  /** The person's corrections: recommendations use them from now on. */
  async saveResume(
    session: AuthenticatedSession,
    { jobId, resume }: { jobId: string; resume: ParsedResume },
  ): Promise<ResumeReply> {
    const profile = await this.deps.db
      .selectFrom('resume_profiles')
      .select(['file_id', 'job_id', 'parsed'])
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!profile?.file_id || !profile.parsed) throw conflict(careerText('resumeRequired'));
    if (profile.job_id !== jobId) throw conflict(careerText('resumeReplaced'));
    const stored = JSON.parse(profile.parsed) as ParsedResume;
    const result = await this.deps.db
      .updateTable('resume_profiles')
      .set({
        parsed: JSON.stringify(withPeriodDates(resume, stored)),
        reviewed: 1,
        updated_at: this.deps.clock.now().toISOString(),
      })
      .where('user_id', '=', session.userId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    // A new upload between the check and the update.
    if (Number(result.numUpdatedRows) === 0) throw conflict(careerText('resumeReplaced'));
    return this.resume(session);
  }
}
