// The browser agent's parts and how they meet: the browser a person's tasks run in (tools), what
// decides the next step (a planner: the language model, or the command language without one), and
// the task runner that keeps the budgets and the safety rules between them. The websocket
// (/ws/chat/{userId}) only carries words, pictures and answers between the person and the runner.

import type { AgentCookieSite } from '@nclude/shared/api-schemas';

/** The sites whose sign-in the person lends through the companion extension (spec §8, §9). */
export type CookieSite = AgentCookieSite;

export interface AgentConfig {
  /** Debian's Chromium unless configured. */
  chromiumPath: string;
  /** Steps (tool calls) a task may take before it is ended. */
  maxSteps: number;
  /** Working time a task may take (waits for the person's answers are not counted). */
  maxSeconds: number;
  /** Longest wait for the person's answer (a confirmation, a sign-in) before the task ends. */
  answerWaitSeconds: number;
  /** The search page, with `{query}` where the words go. */
  searchUrl: string;
  /** When not empty, the only hosts (and their subdomains) the agent may open. */
  allowedDomains: string[];
  /** Hosts (and their subdomains) the agent never opens. */
  deniedDomains: string[];
  /** Loopback and private addresses may be opened (development and tests only). */
  allowLocalSites: boolean;
  /** Largest snapshot passed to a planner, in characters (about four to a token). */
  snapshotMaxChars: number;
}

/** A cookie as the extension reads it (chrome.cookies.Cookie, the fields the agent uses). */
export interface LentCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: 'no_restriction' | 'lax' | 'strict' | 'unspecified';
  expirationDate?: number;
}

export type ToolName =
  | 'open_url'
  | 'search_web'
  | 'click'
  | 'type'
  | 'select'
  | 'scroll'
  | 'go_back'
  | 'read_page'
  | 'summarise'
  | 'wait_for_change';

/**
 * One step. Arguments by tool: open_url {url}; search_web {query}; click {ref}; type {ref, text,
 * submit?: boolean}; select {ref, option}; scroll {direction: 'up' | 'down'}; go_back {};
 * read_page {}; summarise {}; wait_for_change {seconds?}. `ref` is a reference from the latest
 * snapshot ("e12").
 */
export interface ToolCall {
  name: ToolName;
  args: Record<string, unknown>;
}

/** The page as a planner sees it: an accessibility-tree snapshot with element references. */
export interface PageView {
  url: string;
  title: string;
  /** YAML-like tree from Playwright's ariaSnapshot({mode: 'ai'}), passwords hidden, cut to size. */
  snapshot: string;
  /** Estimated tokens of `snapshot` (characters / 4, rounded up). */
  tokens: number;
}

export interface ToolOutcome {
  ok: boolean;
  /** What happened, for the person and the planner ("Opened “Shop – Cart”.", or why not). */
  text: string;
  /** The page after the step, when there is one. */
  view?: PageView;
  /** Main text read from the page (read_page, summarise). */
  reading?: { title: string; text: string };
  /** The step was not taken: it would submit a payment, booking, order or message. */
  needsConfirmation?: { question: string };
  /** The step was not taken: the site needs the person's own sign-in first. */
  needsSignIn?: CookieSite;
}

/** The browser of one person: one isolated context, one page, their lent cookies in memory. */
export interface AgentTools {
  run(call: ToolCall, options: { signal: AbortSignal; confirmed: boolean }): Promise<ToolOutcome>;
  view(): Promise<PageView>;
  /** A JPEG of the visible page, or null when nothing is open. */
  screenshot(): Promise<Buffer | null>;
  lendCookies(site: CookieSite, cookies: LentCookie[]): Promise<void>;
  hasSignIn(site: CookieSite): Promise<boolean>;
  close(): Promise<void>;
}

/** What a planner decides next. */
export type PlannerStep =
  | { kind: 'tool'; call: ToolCall }
  /** The task is done (or cannot be done): the words for the person. */
  | { kind: 'answer'; text: string }
  /**
   * The model's reply could not be used (an unknown tool, arguments that are not JSON): counted
   * as a step; the planner tells the model what was wrong when it is asked next.
   */
  | { kind: 'invalid'; problem: string };

/** A task of the same conversation that came before, with the answer the person was given. */
export interface EarlierTask {
  task: string;
  answer: string;
}

export interface PlannerTurn {
  /** The person's message now. */
  task: string;
  /** A continuation's earlier tasks and answers, oldest first (empty for a new task). */
  earlier: EarlierTask[];
  /** Steps taken so far in this task, with their outcomes. */
  steps: { call: ToolCall; outcome: ToolOutcome }[];
  /** The page now (null before anything is open). */
  view: PageView | null;
  signal: AbortSignal;
}

export interface Planner {
  mode: 'model' | 'commands';
  next(turn: PlannerTurn): Promise<PlannerStep>;
}

/** How the runner talks to the person (the websocket, or a test). */
export interface AgentChannel {
  status(status: 'processing' | 'ready'): void;
  say(text: string): void;
  image(src: string, alt: string): void;
  /** A link the person opens in a new tab (spec: button messages). */
  button(text: string, buttonText: string, buttonLink: string): void;
  /** Asks yes or no; resolves false on "no", on the wait running out, or when stopped. */
  confirm(question: string, signal: AbortSignal): Promise<boolean>;
  /** Asks the page for the site's cookies; resolves true once lent, false when the wait ends. */
  signIn(site: CookieSite, signal: AbortSignal): Promise<boolean>;
}
