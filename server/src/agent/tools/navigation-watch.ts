// Watches the main frame while a press or a submit happens, so a step waits for the page it
// starts (and not for one that never comes: a 204 or a download).
import type { Page, Request } from 'playwright-core';
import { sleep } from '../../abort';

/** Watches the main frame while a press or a submit happens, to wait for a page it starts. */
export class NavigationWatch {
  private request: Request | null = null;
  private finishedAt = 0;
  private arrived = false;
  private readonly onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === this.page.mainFrame()) {
      this.request = request;
      this.arrived = false;
      this.finishedAt = 0;
    }
  };
  private readonly onDone = () => {
    if (this.request) this.arrived = true;
  };
  private readonly onFailed = (request: Request) => {
    if (request === this.request) this.arrived = true;
  };
  private readonly onFinished = (request: Request) => {
    if (request === this.request) this.finishedAt = Date.now();
  };

  constructor(private readonly page: Page) {
    page.on('request', this.onRequest);
    page.on('domcontentloaded', this.onDone);
    page.on('requestfailed', this.onFailed);
    page.on('requestfinished', this.onFinished);
  }

  /** Waits for a navigation the step started (if any) to load; true when there was one. */
  async settle(timeoutMs: number, signal: AbortSignal): Promise<boolean> {
    try {
      // Scripts get a moment to react to the press (and to start a navigation).
      await sleep(300, signal);
      if (!this.request) return false;
      const until = Date.now() + timeoutMs;
      while (!this.arrived && Date.now() < until) {
        // An answer without a page (204, a download) never arrives: stop waiting soon after it.
        if (this.finishedAt && Date.now() - this.finishedAt > 2_000) break;
        await sleep(100, signal);
      }
      await this.page
        .waitForLoadState('load', { timeout: Math.max(500, until - Date.now()) })
        .catch(() => undefined);
      return true;
    } finally {
      this.page.off('request', this.onRequest);
      this.page.off('domcontentloaded', this.onDone);
      this.page.off('requestfailed', this.onFailed);
      this.page.off('requestfinished', this.onFinished);
    }
  }
}
