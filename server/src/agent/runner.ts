// The task runner: asks the planner for a step, takes it with the person's tools, and feeds the
// outcome back, until the planner answers. The rules the model cannot change live here: the step
// and time budgets (time spent waiting for the person's answer is not counted), the person's
// confirmation before a step that pays, books, orders or sends, their own sign-in when a site
// needs it, and Stop, which ends the task at once. Screenshots follow the steps that change the
// page; everything the runner says is plain words for the person.
import type { FastifyBaseLogger } from 'fastify';
import { AGENT_SITE_SIGN_IN } from '@nclude/shared/api-schemas';
import { abortable } from '../abort';
import { LlmRefusedError, LlmUnavailableError } from '../assistant';
import type {
  AgentChannel,
  AgentConfig,
  AgentTools,
  EarlierTask,
  PageView,
  Planner,
  ToolCall,
  ToolOutcome,
} from './types';

export interface TaskOptions {
  task: string;
  /** A continuation's earlier tasks and answers, oldest first. */
  earlier?: EarlierTask[];
  tools: AgentTools;
  planner: Planner;
  channel: AgentChannel;
  config: Pick<AgentConfig, 'maxSteps' | 'maxSeconds'>;
  /** Aborted by Stop (or the socket closing): the task ends at once. */
  signal: AbortSignal;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface TaskResult {
  outcome: 'done' | 'stopped' | 'budget' | 'failed';
  /** Steps counted against the budget (tools taken, and model replies that could not be used). */
  steps: number;
  /** Working time (waits for the person's answers not counted). */
  ms: number;
  /** The last words said to the person. */
  answer: string;
}

/** Replies in a row that could not be used before the model is given up on. */
const REJECTED_IN_A_ROW_MAX = 3;
/** Steps listed when a task ends early (the latest ones). */
const SUMMARY_STEPS = 5;
/** Steps after which the page the person sees has changed. */
const PAGE_CHANGING: ReadonlySet<ToolCall['name']> = new Set([
  'open_url',
  'search_web',
  'click',
  'go_back',
]);

class BudgetSpent extends Error {
  constructor() {
    super('the task’s working time ran out');
    this.name = 'BudgetSpent';
  }
}

/**
 * Working time, paused while the person is asked: when it runs out its signal aborts whatever
 * runs (a tool, a model request), so a slow step cannot overrun the budget.
 */
class WorkClock {
  private readonly controller = new AbortController();
  private usedMs = 0;
  private since: number | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly limitMs: number) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get elapsedMs(): number {
    return this.usedMs + (this.since === null ? 0 : performance.now() - this.since);
  }

  start(): void {
    if (this.since !== null || this.controller.signal.aborted) return;
    this.since = performance.now();
    const left = Math.max(0, this.limitMs - this.usedMs);
    this.timer = setTimeout(() => this.controller.abort(new BudgetSpent()), left);
    this.timer.unref();
  }

  pause(): void {
    if (this.since === null) return;
    this.usedMs += performance.now() - this.since;
    this.since = null;
    clearTimeout(this.timer);
  }
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function whatWasDone(steps: { outcome: ToolOutcome }[]): string {
  const done = steps.filter((step) => step.outcome.ok).map((step) => step.outcome.text);
  if (done.length === 0) return 'Nothing was done yet.';
  const shown = done.slice(-SUMMARY_STEPS);
  const earlier = done.length - shown.length;
  return `What I did${earlier > 0 ? ` (the last ${shown.length} of ${done.length} steps)` : ''}: ${shown.join(' ')}`;
}

/** What the person is told while a step runs: only for the slower, page-changing ones. */
function progress(call: ToolCall): string | null {
  if (call.name === 'open_url' && typeof call.args.url === 'string')
    return `Opening ${hostOf(call.args.url)}…`;
  if (call.name === 'search_web' && typeof call.args.query === 'string')
    return `Searching for “${call.args.query}”…`;
  return null;
}

/** What the log may hold of a step: never typed text (it may be a password) or whole addresses. */
function loggable(call: ToolCall): Record<string, unknown> {
  const details: Record<string, unknown> = { tool: call.name };
  if (typeof call.args.ref === 'string') details.ref = call.args.ref;
  if (typeof call.args.url === 'string') details.host = hostOf(call.args.url);
  return details;
}

export async function runTask(options: TaskOptions): Promise<TaskResult> {
  const { task, tools, planner, channel, config, signal, log } = options;
  const earlier = options.earlier ?? [];
  const clock = new WorkClock(config.maxSeconds * 1000);
  // Everything working on the task stops on Stop or when its time runs out.
  const working = AbortSignal.any([signal, clock.signal]);
  const steps: { call: ToolCall; outcome: ToolOutcome }[] = [];
  let counted = 0;
  let rejectedInARow = 0;
  let view: PageView | null = null;
  let answer = '';

  const finish = (outcome: TaskResult['outcome'], text: string): TaskResult => {
    clock.pause();
    answer = text;
    channel.say(text);
    const result = { outcome, steps: counted, ms: Math.round(clock.elapsedMs), answer };
    log.info({ outcome, steps: counted, ms: result.ms, mode: planner.mode }, 'agent task ended');
    return result;
  };

  /** Waits for the person with the clock paused; Stop still ends the wait. */
  const askPerson = async <T>(question: () => Promise<T>): Promise<T> => {
    clock.pause();
    try {
      return await abortable(question(), signal);
    } finally {
      clock.start();
    }
  };

  const sendScreenshot = async (after: PageView | null) => {
    try {
      const shot = await abortable(tools.screenshot(), working);
      if (!shot) return;
      const page = after ?? (await abortable(tools.view(), working));
      channel.image(
        `data:image/jpeg;base64,${shot.toString('base64')}`,
        `Screenshot of “${page.title || 'an untitled page'}” at ${hostOf(page.url)}`,
      );
    } catch (error) {
      if (working.aborted) throw error;
      log.warn({ err: error }, 'the agent could not take a screenshot');
    }
  };

  const runStep = (call: ToolCall, confirmed: boolean) =>
    abortable(tools.run(call, { signal: working, confirmed }), working);

  clock.start();
  try {
    try {
      view = await abortable(tools.view(), working);
      if (view.url === '' || view.url === 'about:blank') view = null;
    } catch (error) {
      if (working.aborted) throw error;
      // Nothing open yet, or a page that cannot be read: the planner starts without one.
      view = null;
    }
    for (;;) {
      const step = await abortable(
        planner.next({ task, earlier, steps: [...steps], view, signal: working }),
        working,
      );
      if (step.kind === 'answer') return finish('done', step.text);
      if (counted >= config.maxSteps)
        return finish(
          'budget',
          `I stopped: this task reached its limit of ${plural(config.maxSteps, 'step')} before it was finished. ${whatWasDone(steps)}`,
        );
      counted++;
      if (step.kind === 'invalid') {
        rejectedInARow++;
        log.warn({ problem: step.problem }, 'the agent model sent a reply that cannot be used');
        if (rejectedInARow >= REJECTED_IN_A_ROW_MAX)
          return finish(
            'failed',
            `The language model kept sending steps I cannot take (${step.problem}), so I stopped. ${whatWasDone(steps)}`,
          );
        continue;
      }
      rejectedInARow = 0;
      const { call } = step;
      const note = progress(call);
      if (note) channel.say(note);
      const started = performance.now();
      let outcome = await runStep(call, false);

      if (outcome.needsSignIn) {
        const site = outcome.needsSignIn;
        const label = AGENT_SITE_SIGN_IN[site].label;
        const lent = await askPerson(() => channel.signIn(site, signal));
        if (!lent)
          return finish(
            'failed',
            `This needs you to be signed in to ${label}, and I did not get your sign-in. Sign in to ${label} in this browser and ask me again. ${whatWasDone(steps)}`,
          );
        outcome = await runStep(call, false);
        if (outcome.needsSignIn)
          return finish(
            'failed',
            `${label} still asks for a sign-in, so I cannot go on. Sign in to ${label} in this browser and ask me again. ${whatWasDone(steps)}`,
          );
      }

      if (outcome.needsConfirmation) {
        const { question } = outcome.needsConfirmation;
        const approved = await askPerson(() => channel.confirm(question, signal));
        outcome = approved
          ? await runStep(call, true)
          : {
              ok: false,
              text: `The person said no to “${question}”, so that step was not taken. Do not try it again.`,
              view: outcome.view,
            };
      }

      steps.push({ call, outcome });
      log.info(
        { ...loggable(call), ok: outcome.ok, ms: Math.round(performance.now() - started) },
        'agent step',
      );
      if (outcome.view) view = outcome.view;
      else {
        try {
          view = await abortable(tools.view(), working);
        } catch (error) {
          if (working.aborted) throw error;
        }
      }
      if (outcome.ok && PAGE_CHANGING.has(call.name)) await sendScreenshot(outcome.view ?? view);
    }
  } catch (error) {
    if (signal.aborted) return finish('stopped', 'Stopped.');
    if (clock.signal.aborted)
      return finish(
        'budget',
        `I stopped: this task used its ${plural(config.maxSeconds, 'second')} of working time before it was finished. ${whatWasDone(steps)}`,
      );
    if (error instanceof LlmUnavailableError)
      return finish(
        'failed',
        `The language model is not available right now (${error.message}). Please try again in a little while. ${whatWasDone(steps)}`,
      );
    if (error instanceof LlmRefusedError)
      return finish(
        'failed',
        `The language model could not take this request (${error.message}). ${whatWasDone(steps)}`,
      );
    log.error({ err: error }, 'an agent task failed');
    // The error itself is for the log: it may quote the page or the browser's internals.
    return finish(
      'failed',
      `Something went wrong in the browser, so I stopped. Please try again. ${whatWasDone(steps)}`,
    );
  }
}
