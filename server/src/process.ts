// What every server entry (the API, `pnpm worker`) does around the app: read the configuration
// or say plainly what is wrong with it, and close cleanly on SIGINT/SIGTERM.
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';

/** The configuration from the environment; a bad variable ends the process with its message. */
export function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Closes the app on SIGINT/SIGTERM (running jobs are aborted and queued again for later). A
 * listening node first says it is stopping for SHUTDOWN_DELAY_SECONDS, serving as usual, so a
 * load balancer that checks /readyz takes it out before it closes.
 */
/** A process that can be closed: the API (a Fastify app) or a worker. */
export interface ClosableProcess {
  config: Config;
  log: FastifyBaseLogger;
  close(): Promise<unknown>;
  /** The API's: from now on `/readyz` says the node is stopping. */
  stopServing?(): void;
  server?: { listening: boolean };
}

export function closeOnSignals(app: ClosableProcess): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.stopServing?.();
    const delayMs = app.server?.listening ? app.config.shutdownDelaySeconds * 1000 : 0;
    app.log.info(`${signal} received, closing${delayMs > 0 ? ` in ${delayMs / 1000} s` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // A stuck connection must not keep the process alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
