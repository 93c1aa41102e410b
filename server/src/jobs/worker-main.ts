// `pnpm worker`: runs background jobs taken from BullMQ on REDIS_URL, with the same configuration
// (environment) as the API. Start as many as the machine allows; each runs JOB_CONCURRENCY jobs.
import { closeOnSignals, configOrExit } from '../process';
import { startWorker } from './worker';

async function main(): Promise<void> {
  const config = configOrExit();
  if (!config.redisUrl) {
    console.error(
      'Configuration error: pnpm worker needs REDIS_URL. Without it the API runs jobs itself.',
    );
    process.exit(1);
  }
  closeOnSignals(await startWorker(config));
  console.log(
    `Nclude worker running ${config.jobConcurrency} jobs at once from queue "${config.jobQueue}" on ${new URL(config.redisUrl).host}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
