// Careers: postings (imported from feeds on a schedule, or by administrators), recommendations,
// applications, and the resume read by a background job.
import { convertPdf } from '../conversion';
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import type { FileSource } from '../storage/files';
import { FeedScheduler, feedJobHandler } from './feeds';
import { JobPostings } from './postings';
import { resumeJobHandler } from './resume-job';
import { adminJobsRoutes, careersRoutes } from './routes';
import { CareersService } from './service';

export interface CareersNeeds {
  /** Puts an uploaded resume on the person's profile (accounts own the profile). */
  replaceResume(userId: string, source: FileSource): Promise<string>;
}

export function careersFeature(
  platform: Platform,
  needs: CareersNeeds,
): Feature & { careers: CareersService } {
  const { config, db, clock, files, jobs, notifications, delivery, log } = platform;
  const postings = new JobPostings(db, clock);
  const careers = new CareersService({
    db,
    postings,
    files,
    jobs,
    notifications,
    email: delivery.email,
    clock,
  });
  jobs.register(resumeJobHandler({ db, files, notifications, convert: convertPdf }));
  // Feed runs are jobs (any process may run them); the API schedules them.
  jobs.register(feedJobHandler({ postings, feeds: config.jobFeeds, log }));
  const feeds = new FeedScheduler({
    db,
    jobs,
    clock,
    feeds: config.jobFeeds,
    intervalMinutes: config.jobFeedIntervalMinutes,
    log,
  });
  return {
    careers,
    async register(app) {
      await app.register(careersRoutes, {
        prefix: '/v1/api/careers',
        careers,
        files,
        replaceResume: (userId, source) => needs.replaceResume(userId, source),
      });
      await app.register(adminJobsRoutes, {
        prefix: '/v1/api/admin/jobs',
        postings,
        feeds,
        feedIntervalMinutes: config.jobFeedIntervalMinutes,
      });
    },
    start: async () => feeds.start(),
    stop: async () => feeds.stop(),
  };
}
