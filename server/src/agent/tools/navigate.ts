// The tools that move the tab to another page: open_url and search_web (after the address
// checks), go_back, and the window a step opened, followed in the person's one tab.
import { normaliseHost } from '../guard';
import type { ToolOutcome } from '../types';
import { parseAddress, refuseAddress } from './checks';
import { navigationProblem } from './errors';
import type { StepContext } from './options';
import type { BrowserSession } from './session';
import { clip, seconds } from './words';

export async function openUrl(
  session: BrowserSession,
  raw: string,
  step: StepContext,
  search: boolean,
): Promise<ToolOutcome> {
  const url = parseAddress(raw);
  const host = normaliseHost(url.hostname);
  const page = await session.ensurePage();
  const { guard, refusals } = session.guarded!;
  const refusal = await refuseAddress(url, host, guard, (site) => session.signedIn(site));
  if (refusal) return refusal;
  refusals.clear();
  const { navigationMs } = session.timeouts;
  const started = Date.now();
  let response;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await page.goto(url.href, {
        waitUntil: 'commit',
        timeout: navigationMs,
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
          text: `${host} did not answer within ${seconds(navigationMs)}.`,
        };
      }
      return { ok: false, text: navigationProblem(message, host) };
    }
  }
  const left = Math.max(500, navigationMs - (Date.now() - started));
  let loaded = true;
  await page.waitForLoadState('load', { timeout: left }).catch(() => {
    loaded = false;
  });
  if (step.signal.aborted) throw step.signal.reason;
  const view = await session.snapshot(step.signal);
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
    : ` The page was still loading after ${seconds(navigationMs)}; this is what has appeared so far.`;
  return { ok: true, text: `${what}${tail}`, view };
}

/** A window the step opened: its address is opened in the person's tab instead. */
export async function followPopup(
  session: BrowserSession,
  step: StepContext,
): Promise<ToolOutcome | null> {
  const popup = session.takePopup();
  if (!popup) return null;
  const url = await popup;
  if (!url) return null;
  const outcome = await openUrl(session, url, step, false);
  outcome.text = `The page opened a new window; I opened it here instead. ${outcome.text}`;
  return outcome;
}

export async function goBack(session: BrowserSession, step: StepContext): Promise<ToolOutcome> {
  const page = await session.ensurePage();
  const response = await page
    .goBack({ waitUntil: 'load', timeout: session.timeouts.navigationMs, signal: step.signal })
    .catch((error: unknown) => {
      if (step.signal.aborted) throw error;
      return undefined;
    });
  if (response === null) return { ok: false, text: 'There is no earlier page to go back to.' };
  const title = await page.title().catch(() => '');
  return { ok: true, text: `Went back to “${clip(title || session.host(page))}”.` };
}
