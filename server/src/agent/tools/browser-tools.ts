// The AgentTools of one person's browser: each step run in turn, its refusals and errors turned
// into an outcome, and the page after it attached.
import type { Page } from 'playwright-core';
import { abortable } from '../../abort';
import type { AgentTools, CookieSite, LentCookie, PageView, ToolCall, ToolOutcome } from '../types';
import { dispatch } from './dispatch';
import { describeError, StepRefused } from './errors';
import type { AgentToolsOptions, StepContext } from './options';
import { BrowserSession } from './session';

class BrowserTools implements AgentTools {
  private readonly session: BrowserSession;

  constructor(options: AgentToolsOptions) {
    this.session = new BrowserSession(options);
  }

  /** The person's page, opening a fresh context first when there is none (or it died). */
  ensurePage(): Promise<Page> {
    return this.session.ensurePage();
  }

  run(call: ToolCall, options: { signal: AbortSignal; confirmed: boolean }): Promise<ToolOutcome> {
    if (options.signal.aborted) return Promise.reject(options.signal.reason);
    return this.session.serial(() => abortable(this.step(call, options), options.signal));
  }

  private async step(call: ToolCall, step: StepContext): Promise<ToolOutcome> {
    const session = this.session;
    session.clearNotes();
    session.guarded?.refusals.clear();
    let outcome: ToolOutcome;
    try {
      outcome = await dispatch(session, call, step);
    } catch (error) {
      if (step.signal.aborted) throw step.signal.reason;
      const text =
        error instanceof StepRefused
          ? error.message
          : describeError(error, typeof call.args.ref === 'string' ? call.args.ref : 'The page');
      outcome = { ok: false, text };
    }
    if (session.notes.length > 0) outcome.text = `${outcome.text} ${session.notes.join(' ')}`;
    const page = session.currentPage;
    if (!outcome.view && page && !page.isClosed()) {
      try {
        outcome.view = await session.snapshot(step.signal);
      } catch {
        if (step.signal.aborted) throw step.signal.reason;
        // The page could not be read (it crashed or is mid-navigation): the outcome stands alone.
      }
    }
    return outcome;
  }

  view(): Promise<PageView> {
    return this.session.serial(() => this.session.snapshot());
  }

  screenshot(): Promise<Buffer | null> {
    return this.session.serial(async () => {
      const page = this.session.currentPage;
      if (!page || page.isClosed() || page.url() === 'about:blank') return null;
      return page.screenshot({
        type: 'jpeg',
        quality: 60,
        timeout: this.session.timeouts.actionMs,
      });
    });
  }

  lendCookies(site: CookieSite, cookies: LentCookie[]): Promise<void> {
    return this.session.serial(() => this.session.lendCookies(site, cookies));
  }

  hasSignIn(site: CookieSite): Promise<boolean> {
    return this.session.serial(() => this.session.signedIn(site));
  }

  close(): Promise<void> {
    return this.session.close();
  }
}

/** One person's browser tools, with their context opened (so a browser that cannot start says so now). */
export async function createAgentTools(options: AgentToolsOptions): Promise<AgentTools> {
  const tools = new BrowserTools(options);
  await tools.ensurePage();
  return tools;
}
