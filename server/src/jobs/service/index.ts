// The job runtime (`app.jobs`): the jobs table is the record of every job, whichever process
// runs it. A runner claims a due queued job with a lease (an owner id and an expiry it renews
// while the handler runs); every later write of that run is conditional on still holding the
// lease, so a job cancelled or taken over meanwhile is never overwritten by a late finisher, and a
// job whose runner died (kill -9, power loss) is noticed when its lease runs out and queued again.
// Embedded mode polls the table; queue mode (BullMQ, REDIS_URL) hands each queued job to Redis
// and the processes that run jobs claim it by id when BullMQ delivers it.
// database-job-service.ts is the public class; store.ts the table; runner.ts, leases.ts,
// retries.ts and sweeps.ts the runtime; events.ts the realtime push.
export { DatabaseJobService } from './database-job-service';
export type { JobQueue, JobRow, JobServiceOptions } from './options';
export { jobEvent, toRecord } from './records';
export { JOBS_SWEEP } from './sweeps';
