// Jobs, recommendations, applications and the resume as the server gives them, for these tests.
import type {
  Application,
  ApplicationsReply,
  Job,
  JobsReply,
  RecommendedJob,
  ResumeReply,
  SharedDetails,
} from '@nclude/shared/api-schemas';
import type { FakeReply } from '@nclude/shared/testing';

export function job(changes: Partial<Job> = {}): Job {
  return {
    _id: 'job-1',
    job_category: 'government_job',
    company: 'State Public Service Commission',
    title: 'Junior Assistant',
    address: 'Nampally, Hyderabad',
    logo_url: null,
    jobDetailLink: 'https://jobs.example.org/junior-assistant',
    job_nature: 'Full-time',
    work_experience: 'Freshers',
    required_education: 'Any graduate',
    responsibilities: '- Maintain files and registers\n- Draft letters\n\n- Answer public queries',
    minQualification: 'A degree from a recognised university',
    prefQualification: 'Typing at 30 words a minute',
    aboutJob: 'Office work in the commission’s records section.',
    pwd_details: '4% of posts are reserved for persons with benchmark disabilities.',
    suitableFor: ['Low-vision', 'Locomotor Disability'],
    accommodations: ['Screen reader (NVDA) on office computers', 'Ground-floor desk'],
    postedOn: '2025-11-18',
    closesOn: '2025-12-31',
    source: 'Sample catalogue',
    sample: true,
    markAsRead: false,
    ...changes,
  };
}

/** `count` distinct jobs, numbered from `from`. */
export function jobs(count: number, from = 1, changes: Partial<Job> = {}): Job[] {
  return Array.from({ length: count }, (_, index) =>
    job({ _id: `job-${from + index}`, title: `Job ${from + index}`, ...changes }),
  );
}

export function jobsReply(list: Job[], totalJobCount = list.length): FakeReply {
  const body: JobsReply = { success: true, jobs: list, totalJobCount };
  return { body };
}

export function recommended(changes: Partial<RecommendedJob> = {}): RecommendedJob {
  return {
    ...job({
      _id: 'corp-1',
      job_category: 'corporate_job',
      company: 'Acme Analytics',
      title: 'Data Analyst',
      address: 'Bengaluru',
    }),
    reason: 'Matches your skills: SQL, Excel · suits low vision',
    matchedSkills: ['SQL', 'Excel'],
    ...changes,
  };
}

export const SHARING: SharedDetails = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  resume: 'asha-cv.pdf',
};

export function application(changes: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    appliedAt: '2025-11-20T10:30:00.000Z',
    job: job({ markAsRead: true }),
    shared: SHARING,
    ...changes,
  };
}

export function applicationsReply(changes: Partial<ApplicationsReply> = {}): FakeReply {
  const body: ApplicationsReply = {
    success: true,
    applications: [],
    sharing: SHARING,
    consented: false,
    ...changes,
  };
  return { body };
}

export function resumeReply(changes: Partial<ResumeReply> = {}): FakeReply {
  const body: ResumeReply = {
    success: true,
    hasResume: true,
    maxUploadMb: 5,
    fileName: 'asha-cv.pdf',
    parsed: null,
    reviewed: true,
    jobId: 'parse-1',
    status: { state: 'succeeded', progress: 100, stage: null, error: null },
    ...changes,
  };
  return { body };
}

export function failure(status: number, message: string): FakeReply {
  return { status, body: { success: false, message } };
}
