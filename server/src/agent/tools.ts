// The tools of one person's browser: what a planner may do on the web (types.ts, ToolName), each
// step taken in the person's own isolated Chromium context and answered with what happened and the
// page after it. The rules that must not depend on the planner live here: element references only
// from the latest snapshot, no typing into password fields, a question before a step that would
// pay, book, order or send, and the person's own sign-in before the five cookie sites.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Cookie, Dialog, Locator, Page, Request } from 'playwright-core';
import { AGENT_SITE_SIGN_IN, AGENT_COOKIE_SITES } from '@nclude/shared/api-schemas';
import { abortable, sleep } from '../abort';
import { hostInDomain, normaliseHost, type AddressGuard, type RefusalLog } from './guard';
import { assessStep, describeTarget } from './safety';
import {
  maskSecrets,
  pageFunction,
  secretValues,
  SECRET_FIELDS,
  takeSnapshot,
  type SnapshotElement,
} from './snapshot';
import type {
  AgentConfig,
  AgentTools,
  CookieSite,
  LentCookie,
  PageView,
  ToolCall,
  ToolOutcome,
} from './types';

export interface ToolTimeouts {
  /** One action on an element (click, type, select) and one snapshot. */
  actionMs: number;
  /** Opening a page until it has loaded. */
  navigationMs: number;
}

export const DEFAULT_TIMEOUTS: ToolTimeouts = { actionMs: 10_000, navigationMs: 15_000 };

/** A browser context whose every request passes the address guard, with its refusals. */
export interface GuardedContext {
  context: BrowserContext;
  guard: AddressGuard;
  refusals: RefusalLog;
}

export interface AgentToolsOptions {
  config: AgentConfig;
  /** Opens a fresh guarded context: at first, and again when the old one died (a browser crash). */
  openContext: () => Promise<GuardedContext>;
  /** Called once when the tools are closed. */
  onClose?: () => void;
  timeouts?: Partial<ToolTimeouts>;
}

/** Main text handed to a planner from read_page (a few thousand characters). */
export const READ_MAX_CHARS = 6_000;
const SUMMARY_MAX_CHARS = 600;
const TEXT_MAX = 5_000;
const QUERY_MAX = 500;
const WAIT_DEFAULT_SECONDS = 5;
const WAIT_MAX_SECONDS = 10;
const REF = /^(f\d+)?e\d+$/;

const require = createRequire(import.meta.url);
let readabilitySource: string | null = null;
/** Mozilla's Readability, read once from node_modules and run inside the page. */
function readability(): string {
  readabilitySource ??= readFileSync(
    require.resolve('@mozilla/readability/Readability.js'),
    'utf8',
  );
  return readabilitySource;
}

/** Thrown for a request a tool refuses; its message is the outcome's text. */
class StepRefused extends Error {}

function clip(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} second${value === 1 ? '' : 's'}`;
}

function stringArg(call: ToolCall, name: string, max: number): string {
  const value = call.args[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new StepRefused(`${call.name} needs “${name}”: ${describeArg(name)}.`);
  }
  if (value.length > max) {
    throw new StepRefused(`“${name}” is too long for ${call.name} (at most ${max} characters).`);
  }
  return value;
}

function describeArg(name: string): string {
  switch (name) {
    case 'url':
      return 'the address to open';
    case 'query':
      return 'the words to search for';
    case 'ref':
      return 'an element reference from the page, like e12';
    case 'text':
      return 'the text to type';
    case 'option':
      return 'the choice to pick';
    default:
      return 'a value';
  }
}

/** The address as typed, with https:// added when no scheme was given ("example.org/news"). */
export function completeUrl(raw: string): string {
  const trimmed = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  if (/^(javascript|data|file|about|blob|mailto|tel|chrome|view-source|vbscript):/i.test(trimmed)) {
    return trimmed;
  }
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** The cookie site a host belongs to (linkedin.com and its subdomains…), if any. */
export function cookieSiteOf(host: string): CookieSite | null {
  for (const site of AGENT_COOKIE_SITES) {
    if (AGENT_SITE_SIGN_IN[site].domains.some((domain) => hostInDomain(host, domain))) return site;
  }
  return null;
}

type PlaywrightCookie = Parameters<BrowserContext['addCookies']>[0][number];

/**
 * The extension's cookies as Playwright adds them, only those of `site`'s domains; expired and
 * malformed ones are dropped. SameSite=None needs Secure in Chromium, so an insecure "no
 * restriction" cookie is kept as Lax.
 */
export function toPlaywrightCookies(
  site: CookieSite,
  cookies: readonly LentCookie[],
  nowSeconds = Date.now() / 1000,
): PlaywrightCookie[] {
  const domains = AGENT_SITE_SIGN_IN[site].domains;
  const converted: PlaywrightCookie[] = [];
  for (const cookie of cookies) {
    if (typeof cookie !== 'object' || cookie === null) continue;
    const { name, value, domain } = cookie;
    if (typeof name !== 'string' || typeof value !== 'string' || typeof domain !== 'string')
      continue;
    if (name === '' || /[\s;=,]/.test(name) || /[;\r\n]/.test(value)) continue;
    const bare = domain.replace(/^\./, '');
    if (bare === '' || !domains.some((allowed) => hostInDomain(bare, allowed))) continue;
    const expires = typeof cookie.expirationDate === 'number' ? cookie.expirationDate : -1;
    if (expires !== -1 && expires <= nowSeconds) continue;
    const secure = cookie.secure === true;
    const sameSite =
      cookie.sameSite === 'strict'
        ? 'Strict'
        : cookie.sameSite === 'no_restriction' && secure
          ? 'None'
          : 'Lax';
    converted.push({
      name,
      value,
      domain: domain.toLowerCase(),
      path: typeof cookie.path === 'string' && cookie.path.startsWith('/') ? cookie.path : '/',
      expires,
      httpOnly: cookie.httpOnly === true,
      secure,
      sameSite,
    });
  }
  return converted;
}

/**
 * Runs in the page after Readability's source: the article's text with its paragraphs, or the
 * body's visible text when Readability finds no article.
 */
const EXTRACT_MAIN_TEXT = String.raw`
  const flat = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const blocks = (root) => {
    const parts = [];
    root.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, pre, blockquote, td, th, dt, dd, figcaption')
      .forEach((node) => {
        if (node.querySelector('p, li, h1, h2, h3, h4, h5, h6, blockquote, pre')) return;
        const text = flat(node.textContent);
        if (text) parts.push(text);
      });
    return parts.join('\n\n');
  };
  let title = document.title;
  let text = '';
  try {
    const article = new Readability(document.cloneNode(true)).parse();
    if (article) {
      title = flat(article.title) || title;
      const parsed = new DOMParser().parseFromString(article.content || '', 'text/html');
      text = blocks(parsed.body) || flat(article.textContent);
    }
  } catch (error) {
    // Readability gave up on this page: the visible text below is used.
  }
  if (text.length < 200) {
    const visible = ((document.body && document.body.innerText) || '')
      .replace(/[ \t]+/g, ' ').replace(/\n\s*\n+/g, '\n\n').trim();
    if (visible.length > text.length) text = visible;
  }
  return { title: flat(title), text };
`;

const DROP_TARGET = pageFunction<(element: unknown) => void>(
  ['element'],
  `const owner = element.closest('a, area, form'); if (owner) owner.removeAttribute('target');`,
);

const DESCRIBE_FIELD = pageFunction<
  (element: unknown, selector: string) => { secret: boolean; type: string; editable: boolean }
>(
  ['node', 'selector'],
  String.raw`
  const labels = node.labels ? Array.from(node.labels).map((l) => l.textContent || '').join(' ') : '';
  const label = [node.getAttribute('aria-label') || '', labels, node.name || '', node.id || '', node.placeholder || ''].join(' ');
  const type = (node.getAttribute('type') || '').toLowerCase();
  const notText = ['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file', 'hidden', 'range', 'color'];
  return {
    secret: node.matches(selector) || /password|passcode|पासवर्ड/i.test(label),
    type,
    editable: !!node.isContentEditable || node.tagName === 'TEXTAREA' ||
      (node.tagName === 'INPUT' && !notText.includes(node.type)),
  };`,
);

const SELECT_CHOICES = pageFunction<
  (element: unknown) => { label: string; value: string; disabled: boolean }[] | null
>(
  ['node'],
  `if (node.tagName !== 'SELECT') return null;
   return Array.from(node.options).map((o) => ({ label: o.label.trim(), value: o.value, disabled: o.disabled }));`,
);

const SCROLL_POSITION = pageFunction<() => { y: number; max: number }>(
  [],
  `return { y: Math.round(window.scrollY),
            max: Math.max(0, document.documentElement.scrollHeight - window.innerHeight) };`,
);

const FINGERPRINT = pageFunction<() => string>(
  [],
  "return location.href + '\\n' + document.title + '\\n' + ((document.body && document.body.innerText) || '');",
);

/** Cuts text at a paragraph or sentence end near `max`. */
function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const paragraph = cut.lastIndexOf('\n\n');
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('। '));
  const end = paragraph > max * 0.6 ? paragraph : sentence > max * 0.6 ? sentence + 1 : max;
  return `${cut.slice(0, end).trimEnd()}\n\n(The text continues; this is the first part.)`;
}

/** The first sentences of the main text (a planner with a model writes its own summaries). */
export function firstSentences(text: string, maxChars = SUMMARY_MAX_CHARS): string {
  const paragraphs = text
    .split(/\n+/)
    .map((part) => part.trim())
    // Headings, bylines and menu words are not the story.
    .filter((part) => part.length >= 60 || /[.!?।]$/.test(part));
  const sentences: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.split(/(?<=[.!?।])\s+/)) {
      if (length + sentence.length > maxChars && sentences.length > 0) return sentences.join(' ');
      sentences.push(sentence);
      length += sentence.length + 1;
      if (sentences.length >= 4) return sentences.join(' ');
    }
  }
  return sentences.length > 0 ? clip(sentences.join(' '), maxChars) : clip(text, maxChars);
}

/** A Playwright or network error in plain words. */
function describeError(error: unknown, subject: string): string {
  const message = error instanceof Error ? error.message : String(error);
  // Playwright colours parts of its messages for terminals: the escape codes are dropped.
  const first = (message.split('\n')[0] ?? '').replace(
    new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
    '',
  );
  if (
    /Timeout \d+ms exceeded/i.test(first) ||
    (error instanceof Error && error.name === 'TimeoutError')
  ) {
    return `${subject} did not respond in time (it may be hidden, covered or still loading).`;
  }
  if (
    /Target page, context or browser has been closed|Target closed|has been closed/i.test(first)
  ) {
    return 'The browser tab closed unexpectedly; I will open a fresh one on the next step.';
  }
  if (/not an <input>|not an HTMLInputElement|Element is not an/i.test(first)) {
    return `${subject} is not a field I can type into.`;
  }
  if (/Malformed value/i.test(first)) {
    return `${subject} expects its value in a set form (a date as YYYY-MM-DD, a time as HH:MM).`;
  }
  if (/not editable|readonly|disabled/i.test(first)) {
    return `${subject} cannot be changed right now (it is read-only or disabled).`;
  }
  return `That did not work: ${clip(first.replace(/^[a-zA-Z.]+: /, ''), 200)}`;
}

function navigationProblem(message: string, host: string): string {
  if (/ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED/.test(message)) {
    return `I couldn't open ${host}: the site could not be found.`;
  }
  if (/ERR_CONNECTION_REFUSED/.test(message))
    return `I couldn't open ${host}: the site refused the connection.`;
  if (/ERR_CERT|ERR_SSL/.test(message))
    return `I couldn't open ${host}: its secure connection is not valid.`;
  if (
    /ERR_INTERNET_DISCONNECTED|ERR_NETWORK|ERR_ADDRESS_UNREACHABLE|ERR_CONNECTION/.test(message)
  ) {
    return `I couldn't open ${host}: the site could not be reached.`;
  }
  if (/ERR_ABORTED/.test(message))
    return `${host} did not show a page there (it may be a download, which I don't take).`;
  return `I couldn't open ${host}: ${clip((message.split('\n')[0] ?? '').replace(/^[a-zA-Z.]+: /, ''), 160)}`;
}

/** Watches the main frame while a press or a submit happens, to wait for a page it starts. */
class NavigationWatch {
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

interface StepContext {
  signal: AbortSignal;
  confirmed: boolean;
}

class BrowserTools implements AgentTools {
  private guarded: GuardedContext | null = null;
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
  private notes: string[] = [];
  private popup: Promise<string | null> | null = null;
  private readonly timeouts: ToolTimeouts;

  constructor(private readonly options: AgentToolsOptions) {
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  }

  /** Runs one piece of work at a time: steps, views and cookie changes never interleave. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
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
    const old = this.guarded;
    this.guarded = null;
    this.page = null;
    await old?.context.close().catch(() => undefined);
    const guarded = await this.options.openContext();
    const { context } = guarded;
    context.on('close', () => {
      if (this.guarded === guarded) {
        this.guarded = null;
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
    this.guarded = guarded;
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
      if (type === 'alert' && message) this.notes.push(`The page showed a message: “${message}”.`);
      void dialog.accept().catch(() => undefined);
    } else {
      if (message) this.notes.push(`The page asked “${message}”; I answered no.`);
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

  run(call: ToolCall, options: { signal: AbortSignal; confirmed: boolean }): Promise<ToolOutcome> {
    if (options.signal.aborted) return Promise.reject(options.signal.reason);
    return this.serial(() => abortable(this.step(call, options), options.signal));
  }

  private async step(call: ToolCall, step: StepContext): Promise<ToolOutcome> {
    this.notes = [];
    this.guarded?.refusals.clear();
    let outcome: ToolOutcome;
    try {
      outcome = await this.dispatch(call, step);
    } catch (error) {
      if (step.signal.aborted) throw step.signal.reason;
      const text =
        error instanceof StepRefused
          ? error.message
          : describeError(error, typeof call.args.ref === 'string' ? call.args.ref : 'The page');
      outcome = { ok: false, text };
    }
    if (this.notes.length > 0) outcome.text = `${outcome.text} ${this.notes.join(' ')}`;
    if (!outcome.view && this.page && !this.page.isClosed()) {
      try {
        outcome.view = await this.snapshot(step.signal);
      } catch {
        if (step.signal.aborted) throw step.signal.reason;
        // The page could not be read (it crashed or is mid-navigation): the outcome stands alone.
      }
    }
    return outcome;
  }

  private dispatch(call: ToolCall, step: StepContext): Promise<ToolOutcome> {
    switch (call.name) {
      case 'open_url':
        return this.openUrl(stringArg(call, 'url', 2_000), step, false);
      case 'search_web': {
        const query = stringArg(call, 'query', QUERY_MAX).trim();
        const url = this.options.config.searchUrl.replace('{query}', encodeURIComponent(query));
        return this.openUrl(url, step, true);
      }
      case 'click':
        return this.click(stringArg(call, 'ref', 20).trim(), step);
      case 'type': {
        const submit = call.args.submit === true;
        const text = call.args.text;
        if (typeof text !== 'string') throw new StepRefused('type needs “text”: the text to type.');
        if (text.length > TEXT_MAX) {
          throw new StepRefused(`The text is too long to type (at most ${TEXT_MAX} characters).`);
        }
        return this.type(stringArg(call, 'ref', 20).trim(), text, submit, step);
      }
      case 'select':
        return this.select(stringArg(call, 'ref', 20).trim(), stringArg(call, 'option', 500), step);
      case 'scroll': {
        const direction = call.args.direction;
        if (direction !== 'up' && direction !== 'down') {
          throw new StepRefused('scroll needs “direction”: up or down.');
        }
        return this.scroll(direction, step);
      }
      case 'go_back':
        return this.goBack(step);
      case 'read_page':
        return this.readPage(step, false);
      case 'summarise':
        return this.readPage(step, true);
      case 'wait_for_change': {
        const raw = call.args.seconds;
        const wanted = typeof raw === 'number' && Number.isFinite(raw) ? raw : WAIT_DEFAULT_SECONDS;
        return this.waitForChange(Math.min(Math.max(wanted, 1), WAIT_MAX_SECONDS), step);
      }
      default:
        throw new StepRefused(
          `There is no tool called “${clip(String((call as ToolCall).name), 40)}”.`,
        );
    }
  }

  private async snapshot(signal?: AbortSignal): Promise<PageView> {
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

  private host(page: Page): string {
    try {
      return new URL(page.url()).host || 'this page';
    } catch {
      return 'this page';
    }
  }

  private async openUrl(raw: string, step: StepContext, search: boolean): Promise<ToolOutcome> {
    const address = completeUrl(raw);
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new StepRefused(`“${clip(raw)}” is not a web address I can open.`);
    }
    const host = normaliseHost(url.hostname);
    const page = await this.ensurePage();
    const { guard, refusals } = this.guarded!;
    // The lists first (no DNS): a site the person may not use is not worth a sign-in.
    const listed = guard.checkLists(url.href);
    if (!listed.allowed) return { ok: false, text: listed.reason };
    const site = url.protocol === 'http:' || url.protocol === 'https:' ? cookieSiteOf(host) : null;
    if (site && !(await this.signedIn(site))) {
      return {
        ok: false,
        text: `${AGENT_SITE_SIGN_IN[site].label} needs your own sign-in first: I use the sign-in of your browser for it.`,
        needsSignIn: site,
      };
    }
    // Checked before Chromium is asked, so a refused address is never requested at all.
    const verdict = await guard.check(url.href);
    if (!verdict.allowed) return { ok: false, text: verdict.reason };
    refusals.clear();
    const started = Date.now();
    let response;
    for (let attempt = 0; ; attempt++) {
      try {
        response = await page.goto(url.href, {
          waitUntil: 'commit',
          timeout: this.timeouts.navigationMs,
          signal: step.signal,
        });
        break;
      } catch (error) {
        if (step.signal.aborted) throw step.signal.reason;
        const refused = refusals.lastNavigation();
        if (refused) return { ok: false, text: refused };
        const message = error instanceof Error ? error.message : String(error);
        // The error page of an earlier refused or failed load can still be arriving: once more.
        if (attempt === 0 && /interrupted by another navigation/i.test(message)) {
          await page.waitForLoadState('load', { timeout: 2_000 }).catch(() => undefined);
          continue;
        }
        if (/Timeout \d+ms exceeded/i.test(message)) {
          return {
            ok: false,
            text: `${host} did not answer within ${seconds(this.timeouts.navigationMs)}.`,
          };
        }
        return { ok: false, text: navigationProblem(message, host) };
      }
    }
    const left = Math.max(500, this.timeouts.navigationMs - (Date.now() - started));
    let loaded = true;
    await page.waitForLoadState('load', { timeout: left }).catch(() => {
      loaded = false;
    });
    if (step.signal.aborted) throw step.signal.reason;
    const view = await this.snapshot(step.signal);
    const title = view.title || host;
    const status = response?.status() ?? 200;
    if (status >= 400) {
      return {
        ok: false,
        text: `${host} answered with an error (${status}): “${clip(title)}”.`,
        view,
      };
    }
    const what = search ? `Searched: “${clip(title)}”.` : `Opened “${clip(title)}”.`;
    const tail = loaded
      ? ''
      : ` The page was still loading after ${seconds(this.timeouts.navigationMs)}; this is what has appeared so far.`;
    return { ok: true, text: `${what}${tail}`, view };
  }

  /** The element behind a reference of the latest snapshot, or a clear refusal. */
  private async locate(
    ref: string,
  ): Promise<{ locator: Locator; element: SnapshotElement; page: Page }> {
    if (!REF.test(ref)) {
      throw new StepRefused(
        `“${clip(ref, 20)}” is not an element reference; use one like e12 from the page.`,
      );
    }
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

  private named(ref: string, element: SnapshotElement): string {
    return element.name ? `“${clip(element.name, 60)}”` : `${element.role || 'element'} ${ref}`;
  }

  private async click(ref: string, step: StepContext): Promise<ToolOutcome> {
    const { locator, element, page } = await this.locate(ref);
    const target = await describeTarget(locator, this.timeouts.actionMs);
    if (!target.name && element.name) target.name = element.name;
    const risk = assessStep({ action: 'click' }, target, this.host(page));
    if (risk && !step.confirmed)
      return { ok: false, text: risk.question, needsConfirmation: { question: risk.question } };
    // A link meant for a new window opens in the person's one tab.
    await locator
      .evaluate(DROP_TARGET, undefined, { timeout: this.timeouts.actionMs })
      .catch(() => undefined);
    this.popup = null;
    const watch = new NavigationWatch(page);
    await locator.click({ timeout: this.timeouts.actionMs, signal: step.signal });
    const navigated = await watch.settle(this.timeouts.navigationMs, step.signal);
    const opened = await this.followPopup(step);
    if (opened) return opened;
    const refused = this.guarded?.refusals.lastNavigation();
    const name = this.named(ref, element);
    if (refused) return { ok: false, text: `Pressed ${name}, but ${lowerFirst(refused)}` };
    const title = await page.title().catch(() => '');
    return {
      ok: true,
      text: navigated
        ? `Pressed ${name}; now on “${clip(title || this.host(page))}”.`
        : `Pressed ${name}.`,
    };
  }

  /** A window the step opened: its address is opened in the person's tab instead. */
  private async followPopup(step: StepContext): Promise<ToolOutcome | null> {
    const popup = this.popup;
    this.popup = null;
    if (!popup) return null;
    const url = await popup;
    if (!url) return null;
    const outcome = await this.openUrl(url, step, false);
    outcome.text = `The page opened a new window; I opened it here instead. ${outcome.text}`;
    return outcome;
  }

  private async type(
    ref: string,
    text: string,
    submit: boolean,
    step: StepContext,
  ): Promise<ToolOutcome> {
    const { locator, element, page } = await this.locate(ref);
    const field = await locator.evaluate(DESCRIBE_FIELD, SECRET_FIELDS, {
      timeout: this.timeouts.actionMs,
    });
    if (field.secret) {
      throw new StepRefused(
        "I don't type passwords. Sign in to the site in your own browser and I can use that sign-in.",
      );
    }
    const name = this.named(ref, element);
    if (!field.editable) {
      const what =
        field.type === 'checkbox' || field.type === 'radio'
          ? `a ${field.type}: use click on it`
          : `not a field I can type into`;
      throw new StepRefused(`${name} (${ref}) is ${what}.`);
    }
    if (submit) {
      const target = await describeTarget(locator, this.timeouts.actionMs);
      if (!target.name && element.name) target.name = element.name;
      const risk = assessStep({ action: 'type', text, submit }, target, this.host(page));
      if (risk && !step.confirmed)
        return { ok: false, text: risk.question, needsConfirmation: { question: risk.question } };
    }
    await locator.fill(text, { timeout: this.timeouts.actionMs, signal: step.signal });
    const shown = `Typed “${clip(text, 60)}” into ${name}`;
    if (!submit) return { ok: true, text: `${shown}.` };
    this.popup = null;
    const watch = new NavigationWatch(page);
    await locator.press('Enter', { timeout: this.timeouts.actionMs, signal: step.signal });
    const navigated = await watch.settle(this.timeouts.navigationMs, step.signal);
    const opened = await this.followPopup(step);
    if (opened) return opened;
    const refused = this.guarded?.refusals.lastNavigation();
    if (refused)
      return { ok: false, text: `${shown} and submitted it, but ${lowerFirst(refused)}` };
    const title = await page.title().catch(() => '');
    return {
      ok: true,
      text: navigated
        ? `${shown} and submitted it; now on “${clip(title || this.host(page))}”.`
        : `${shown} and submitted it.`,
    };
  }

  private async select(ref: string, option: string, step: StepContext): Promise<ToolOutcome> {
    const { locator, element, page } = await this.locate(ref);
    const choices = await locator.evaluate(SELECT_CHOICES, undefined, {
      timeout: this.timeouts.actionMs,
    });
    const name = this.named(ref, element);
    if (!choices) {
      const hint = ['radio', 'checkbox', 'option', 'menuitem', 'tab', 'combobox'].includes(
        element.role,
      )
        ? ' Use click on it (and then on the choice).'
        : '';
      throw new StepRefused(`${name} (${ref}) is not a list of choices.${hint}`);
    }
    const wanted = option.trim().toLowerCase();
    const enabled = choices.filter((choice) => !choice.disabled);
    const found =
      enabled.find((choice) => choice.label === option.trim()) ??
      enabled.find((choice) => choice.label.toLowerCase() === wanted) ??
      enabled.find((choice) => choice.value.toLowerCase() === wanted) ??
      (() => {
        const partial = enabled.filter((choice) => choice.label.toLowerCase().includes(wanted));
        return partial.length === 1 ? partial[0] : undefined;
      })();
    if (!found) {
      const list = enabled
        .map((choice) => choice.label || choice.value)
        .filter(Boolean)
        .slice(0, 15);
      throw new StepRefused(
        `There is no choice “${clip(option, 60)}” in ${name}. The choices are: ${list.join(', ')}${enabled.length > 15 ? ', …' : ''}.`,
      );
    }
    const target = await describeTarget(locator, this.timeouts.actionMs);
    if (!target.name && element.name) target.name = element.name;
    const risk = assessStep({ action: 'select', option: found.label }, target, this.host(page));
    if (risk && !step.confirmed)
      return { ok: false, text: risk.question, needsConfirmation: { question: risk.question } };
    const watch = new NavigationWatch(page);
    await locator.selectOption(
      { value: found.value },
      { timeout: this.timeouts.actionMs, signal: step.signal },
    );
    await watch.settle(this.timeouts.navigationMs, step.signal);
    return { ok: true, text: `Chose “${clip(found.label || found.value, 60)}” in ${name}.` };
  }

  private async scroll(direction: 'up' | 'down', step: StepContext): Promise<ToolOutcome> {
    const page = await this.ensurePage();
    const position = () => page.evaluate(SCROLL_POSITION);
    const before = await position();
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, (direction === 'down' ? 1 : -1) * Math.round(viewport.height * 0.8));
    await sleep(300, step.signal);
    const after = await position();
    if (
      after.y === before.y &&
      (direction === 'down' ? before.y >= before.max - 1 : before.y <= 0)
    ) {
      return {
        ok: true,
        text:
          direction === 'down'
            ? 'Already at the bottom of the page.'
            : 'Already at the top of the page.',
      };
    }
    return { ok: true, text: `Scrolled ${direction}.` };
  }

  private async goBack(step: StepContext): Promise<ToolOutcome> {
    const page = await this.ensurePage();
    const response = await page
      .goBack({ waitUntil: 'load', timeout: this.timeouts.navigationMs, signal: step.signal })
      .catch((error: unknown) => {
        if (step.signal.aborted) throw error;
        return undefined;
      });
    if (response === null) return { ok: false, text: 'There is no earlier page to go back to.' };
    const title = await page.title().catch(() => '');
    return { ok: true, text: `Went back to “${clip(title || this.host(page))}”.` };
  }

  private async readPage(step: StepContext, summarise: boolean): Promise<ToolOutcome> {
    const page = await this.ensurePage();
    if (page.url() === 'about:blank') return { ok: false, text: 'No page is open yet.' };
    const script = `(() => {\n${readability()}\n;${EXTRACT_MAIN_TEXT}\n})()`;
    const read = (await abortable(page.evaluate(script), step.signal)) as {
      title: string;
      text: string;
    };
    const secrets = await secretValues(page);
    const title = maskSecrets(read.title, secrets);
    const text = capText(maskSecrets(read.text, secrets), READ_MAX_CHARS);
    if (text.trim() === '')
      return { ok: false, text: `“${clip(title || this.host(page))}” has no text to read.` };
    const reading = { title, text };
    if (summarise) {
      return { ok: true, text: `“${clip(title, 100)}”: ${firstSentences(read.text)}`, reading };
    }
    const words = text.split(/\s+/).filter(Boolean).length;
    return { ok: true, text: `Read “${clip(title, 100)}” (${words} words).`, reading };
  }

  private async waitForChange(waitSeconds: number, step: StepContext): Promise<ToolOutcome> {
    const page = await this.ensurePage();
    const fingerprint = () => page.evaluate(FINGERPRINT).catch(() => null);
    const before = await fingerprint();
    const started = Date.now();
    const until = started + waitSeconds * 1000;
    while (Date.now() < until) {
      await sleep(Math.min(500, until - Date.now()), step.signal);
      const now = await fingerprint();
      if (now !== before) {
        await page
          .waitForLoadState('load', { timeout: this.timeouts.actionMs })
          .catch(() => undefined);
        return {
          ok: true,
          text: `The page changed after ${seconds(Math.round((Date.now() - started) / 100) * 100)}.`,
        };
      }
    }
    return { ok: true, text: `Nothing changed on the page in ${seconds(waitSeconds * 1000)}.` };
  }

  view(): Promise<PageView> {
    return this.serial(() => this.snapshot());
  }

  screenshot(): Promise<Buffer | null> {
    return this.serial(async () => {
      const page = this.page;
      if (!page || page.isClosed() || page.url() === 'about:blank') return null;
      return page.screenshot({ type: 'jpeg', quality: 60, timeout: this.timeouts.actionMs });
    });
  }

  lendCookies(site: CookieSite, cookies: LentCookie[]): Promise<void> {
    return this.serial(async () => {
      const converted = toPlaywrightCookies(site, Array.isArray(cookies) ? cookies : []);
      this.lent.set(site, converted);
      if (converted.length === 0) return;
      await this.ensurePage();
      await this.guarded!.context.addCookies(converted);
    });
  }

  hasSignIn(site: CookieSite): Promise<boolean> {
    return this.serial(() => this.signedIn(site));
  }

  private async signedIn(site: CookieSite): Promise<boolean> {
    const { domains, cookie } = AGENT_SITE_SIGN_IN[site];
    await this.ensurePage();
    const cookies: Cookie[] = await this.guarded!.context.cookies(
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
    const guarded = this.guarded;
    this.guarded = null;
    this.page = null;
    await guarded?.context.close().catch(() => undefined);
    this.options.onClose?.();
  }
}

function lowerFirst(text: string): string {
  return text.startsWith('I ') || text.startsWith("I'")
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/** One person's browser tools, with their context opened (so a browser that cannot start says so now). */
export async function createAgentTools(options: AgentToolsOptions): Promise<AgentTools> {
  const tools = new BrowserTools(options);
  await tools.ensurePage();
  return tools;
}
