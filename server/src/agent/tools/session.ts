// One person's tab and its context: opened (again after a crash), one piece of work at a time,
// dialogs and new windows handled, the latest snapshot's element references, the lent cookies.
import type { Cookie, Dialog, Locator, Page } from 'playwright-core';
import { AGENT_SITE_SIGN_IN } from '@nclude/shared/api-schemas';
import { takeSnapshot, type SnapshotElement } from '../snapshot';
import type { CookieSite, LentCookie, PageView } from '../types';
import { checkRef } from './checks';
import { toPlaywrightCookies, type PlaywrightCookie } from './cookies';
import { StepRefused } from './errors';
import {
  DEFAULT_TIMEOUTS,
  type AgentToolsOptions,
  type GuardedContext,
  type ToolTimeouts,
} from './options';
import { clip } from './words';

export class BrowserSession {
  private current: GuardedContext | null = null;
  private page: Page | null = null;
  private opening: Promise<Page> | null = null;
  private elements = new Map<string, SnapshotElement>();
  /**
   * Counts documents loaded in the tab. References are numbered per document (e3 on one page is
   * another element on the next), so a reference is only used in the document of its snapshot.
   */
  private documents = 0;
  private snapshotDocument = -1;
  /** Cookies lent by the person, kept to restore them into a fresh context after a crash. */
  private readonly lent = new Map<CookieSite, PlaywrightCookie[]>();
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private noted: string[] = [];
  private popup: Promise<string | null> | null = null;
  readonly timeouts: ToolTimeouts;

  constructor(readonly options: AgentToolsOptions) {
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  }

  /** The guarded context of the tab, while one is open. */
  get guarded(): GuardedContext | null {
    return this.current;
  }

  /** The tab as it is (null before the first step, or after it died). */
  get currentPage(): Page | null {
    return this.page;
  }

  /** What the page said during the step (its alerts and questions), for the outcome's text. */
  get notes(): readonly string[] {
    return this.noted;
  }

  clearNotes(): void {
    this.noted = [];
  }

  /** Runs one piece of work at a time: steps, views and cookie changes never interleave. */
  serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The person's page, opening a fresh context first when there is none (or it died). */
  async ensurePage(): Promise<Page> {
    if (this.closed) throw new StepRefused('This browser was closed.');
    if (this.page && !this.page.isClosed()) return this.page;
    this.opening ??= this.openPage().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private async openPage(): Promise<Page> {
    const old = this.current;
    this.current = null;
    this.page = null;
    await old?.context.close().catch(() => undefined);
    const guarded = await this.options.openContext();
    const { context } = guarded;
    context.on('close', () => {
      if (this.current === guarded) {
        this.current = null;
        this.page = null;
      }
    });
    for (const cookies of this.lent.values()) await context.addCookies(cookies);
    const page = await context.newPage();
    page.on('crash', () => {
      if (this.page === page) this.page = null;
      void page.close().catch(() => undefined);
    });
    page.on('dialog', (dialog: Dialog) => this.onDialog(dialog));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.documents++;
    });
    context.on('page', (other) => {
      if (other !== this.page) this.popup = this.adoptPopup(other);
    });
    this.current = guarded;
    this.page = page;
    if (this.closed) {
      await context.close().catch(() => undefined);
      throw new StepRefused('This browser was closed.');
    }
    return page;
  }

  /** Alerts are acknowledged; questions ("Are you sure?") answered no; leaving a page allowed. */
  private onDialog(dialog: Dialog): void {
    const type = dialog.type();
    const message = clip(dialog.message(), 160);
    if (type === 'beforeunload' || type === 'alert') {
      if (type === 'alert' && message) this.noted.push(`The page showed a message: “${message}”.`);
      void dialog.accept().catch(() => undefined);
    } else {
      if (message) this.noted.push(`The page asked “${message}”; I answered no.`);
      void dialog.dismiss().catch(() => undefined);
    }
  }

  /** A new window the page opened: closed, its address kept to open in the person's one tab. */
  private async adoptPopup(other: Page): Promise<string | null> {
    try {
      await other
        .waitForURL((url) => url.href !== 'about:blank', { timeout: 3_000, waitUntil: 'commit' })
        .catch(() => undefined);
      const url = other.url();
      return /^https?:/.test(url) ? url : null;
    } finally {
      await other.close().catch(() => undefined);
    }
  }

  /** Forgets a window opened earlier: a step about to press something watches for its own. */
  forgetPopup(): void {
    this.popup = null;
  }

  /** The address of the window the step opened (if any), forgotten once taken. */
  takePopup(): Promise<string | null> | null {
    const popup = this.popup;
    this.popup = null;
    return popup;
  }

  async snapshot(signal?: AbortSignal): Promise<PageView> {
    const page = await this.ensurePage();
    // Noted before the snapshot: a navigation during it leaves the references marked stale.
    const shownDocument = this.documents;
    let taken;
    try {
      taken = await takeSnapshot(page, this.options.config.snapshotMaxChars, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      // The document changed under the snapshot (a navigation): once more, after it has loaded.
      await page
        .waitForLoadState('domcontentloaded', { timeout: this.timeouts.actionMs })
        .catch(() => undefined);
      taken = await takeSnapshot(page, this.options.config.snapshotMaxChars, signal);
    }
    this.elements = taken.elements;
    this.snapshotDocument = shownDocument;
    return taken.view;
  }

  host(page: Page): string {
    try {
      return new URL(page.url()).host || 'this page';
    } catch {
      return 'this page';
    }
  }

  /** The element behind a reference of the latest snapshot, or a clear refusal. */
  async locate(ref: string): Promise<{ locator: Locator; element: SnapshotElement; page: Page }> {
    checkRef(ref);
    const page = await this.ensurePage();
    if (this.snapshotDocument !== this.documents) {
      const title = clip((await page.title().catch(() => '')) || this.host(page));
      throw new StepRefused(
        `The page changed since I last looked (it is now “${title}”), so ${ref} may mean something else; I did not use it. Here is the page now.`,
      );
    }
    const element = this.elements.get(ref);
    if (!element) throw new StepRefused(`There is no element ${ref} on this page now.`);
    const locator = page.getByRef(ref);
    if ((await locator.count()) === 0) {
      throw new StepRefused(`There is no element ${ref} on this page now.`);
    }
    return { locator, element, page };
  }

  named(ref: string, element: SnapshotElement): string {
    return element.name ? `“${clip(element.name, 60)}”` : `${element.role || 'element'} ${ref}`;
  }

  /** Keeps the person's cookies of `site` (for a fresh context too) and adds them to this one. */
  async lendCookies(site: CookieSite, cookies: LentCookie[]): Promise<void> {
    const converted = toPlaywrightCookies(site, Array.isArray(cookies) ? cookies : []);
    this.lent.set(site, converted);
    if (converted.length === 0) return;
    await this.ensurePage();
    await this.current!.context.addCookies(converted);
  }

  async signedIn(site: CookieSite): Promise<boolean> {
    const { domains, cookie } = AGENT_SITE_SIGN_IN[site];
    await this.ensurePage();
    const cookies: Cookie[] = await this.current!.context.cookies(
      domains.map((domain) => `https://${domain}/`),
    );
    const now = Date.now() / 1000;
    return cookies.some(
      (c) => c.name === cookie && c.value !== '' && (c.expires === -1 || c.expires > now),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.lent.clear();
    const guarded = this.current;
    this.current = null;
    this.page = null;
    await guarded?.context.close().catch(() => undefined);
    this.options.onClose?.();
  }
}
