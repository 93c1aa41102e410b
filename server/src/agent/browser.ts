// The agent's Chromium: one process for everyone, started on first use and started again after it
// crashed, with one isolated browser context per person (their own cookies, storage and page). A
// context takes no downloads, grants no permissions and runs no service workers (a worker's
// requests could slip past the address guard), and every request it makes passes the guard.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium-flags';
import { AddressGuard, installGuard, RefusalLog, type Resolver } from './guard';
import {
  createAgentTools,
  DEFAULT_TIMEOUTS,
  type GuardedContext,
  type ToolTimeouts,
} from './tools';
import type { AgentConfig, AgentTools } from './types';

/** A person's context: isolated, no downloads, permissions or service workers, every request guarded. */
export async function openGuardedContext(
  browser: Browser,
  config: AgentConfig,
  timeouts: ToolTimeouts = DEFAULT_TIMEOUTS,
  resolver?: Resolver,
): Promise<GuardedContext> {
  const context = await browser.newContext({
    acceptDownloads: false,
    serviceWorkers: 'block',
    permissions: [],
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  context.setDefaultTimeout(timeouts.actionMs);
  context.setDefaultNavigationTimeout(timeouts.navigationMs);
  const refusals = new RefusalLog();
  const guard = new AddressGuard(config, resolver);
  await installGuard(context, guard, refusals);
  return { context, guard, refusals };
}

export interface AgentBrowserOptions {
  timeouts?: Partial<ToolTimeouts>;
  /** DNS for the address guard (tests point test names at loopback). */
  resolver?: Resolver;
}

/** Where the browser's starts and crashes are noted (pino's shape; never given cookies or pages). */
export interface AgentBrowserLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export class AgentBrowser {
  private browser: Promise<Browser> | null = null;
  private readonly sessions = new Map<string, Promise<AgentTools>>();
  private readonly timeouts: ToolTimeouts;

  constructor(
    private readonly config: AgentConfig,
    private readonly log?: AgentBrowserLog,
    private readonly options: AgentBrowserOptions = {},
  ) {
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  }

  /** The running browser, launched now if there is none (or the last one crashed). */
  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launching = chromium
      .launch({ executablePath: this.config.chromiumPath, args: CHROMIUM_ARGS, timeout: 30_000 })
      .then((browser) => {
        this.log?.info({ version: browser.version() }, 'agent browser started');
        browser.on('disconnected', () => {
          if (this.browser !== launching) return;
          this.browser = null;
          this.log?.warn({}, 'agent browser stopped unexpectedly; it starts again on next use');
        });
        return browser;
      })
      .catch((error: unknown) => {
        if (this.browser === launching) this.browser = null;
        const detail =
          error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        throw new Error(
          `The agent's browser (${this.config.chromiumPath}) could not start: ${detail}`,
          {
            cause: error,
          },
        );
      });
    this.browser = launching;
    return launching;
  }

  private async openContext(): Promise<GuardedContext> {
    return openGuardedContext(
      await this.launch(),
      this.config,
      this.timeouts,
      this.options.resolver,
    );
  }

  /** The person's browser tools: their one context, opened on first use and reused after. */
  open(userId: string): Promise<AgentTools> {
    const existing = this.sessions.get(userId);
    if (existing) return existing;
    const session: Promise<AgentTools> = createAgentTools({
      config: this.config,
      timeouts: this.timeouts,
      openContext: () => this.openContext(),
      onClose: () => {
        if (this.sessions.get(userId) === session) this.sessions.delete(userId);
      },
    });
    this.sessions.set(userId, session);
    session.catch(() => {
      if (this.sessions.get(userId) === session) this.sessions.delete(userId);
    });
    return session;
  }

  /** Closes the person's context (their lent cookies go with it). */
  async close(userId: string): Promise<void> {
    const session = this.sessions.get(userId);
    this.sessions.delete(userId);
    const tools = await session?.catch(() => null);
    await tools?.close();
  }

  /** Closes every context and the browser (server shutdown). */
  async closeAll(): Promise<void> {
    const sessions = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.all(sessions.map(async (session) => (await session.catch(() => null))?.close()));
    const browser = this.browser;
    // Cleared first, so the close below is not reported as a crash.
    this.browser = null;
    const running = await browser?.catch(() => null);
    await running?.close().catch(() => undefined);
  }
}
