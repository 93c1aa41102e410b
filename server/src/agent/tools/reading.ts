// The tools that look at the page without acting on it: scroll, read_page and summarise (the
// main text, passwords masked) and wait_for_change.
import { abortable, sleep } from '../../abort';
import { maskSecrets, secretValues } from '../snapshot';
import type { ToolOutcome } from '../types';
import type { StepContext } from './options';
import { EXTRACT_MAIN_TEXT, FINGERPRINT, readability, SCROLL_POSITION } from './page-scripts';
import type { BrowserSession } from './session';
import { capText, clip, firstSentences, READ_MAX_CHARS, seconds } from './words';

export async function scroll(
  session: BrowserSession,
  direction: 'up' | 'down',
  step: StepContext,
): Promise<ToolOutcome> {
  const page = await session.ensurePage();
  const position = () => page.evaluate(SCROLL_POSITION);
  const before = await position();
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, (direction === 'down' ? 1 : -1) * Math.round(viewport.height * 0.8));
  await sleep(300, step.signal);
  const after = await position();
  if (after.y === before.y && (direction === 'down' ? before.y >= before.max - 1 : before.y <= 0)) {
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

export async function readPage(
  session: BrowserSession,
  step: StepContext,
  summarise: boolean,
): Promise<ToolOutcome> {
  const page = await session.ensurePage();
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
    return { ok: false, text: `“${clip(title || session.host(page))}” has no text to read.` };
  const reading = { title, text };
  if (summarise) {
    return { ok: true, text: `“${clip(title, 100)}”: ${firstSentences(read.text)}`, reading };
  }
  const words = text.split(/\s+/).filter(Boolean).length;
  return { ok: true, text: `Read “${clip(title, 100)}” (${words} words).`, reading };
}

export async function waitForChange(
  session: BrowserSession,
  waitSeconds: number,
  step: StepContext,
): Promise<ToolOutcome> {
  const page = await session.ensurePage();
  const fingerprint = () => page.evaluate(FINGERPRINT).catch(() => null);
  const before = await fingerprint();
  const started = Date.now();
  const until = started + waitSeconds * 1000;
  while (Date.now() < until) {
    await sleep(Math.min(500, until - Date.now()), step.signal);
    const now = await fingerprint();
    if (now !== before) {
      await page
        .waitForLoadState('load', { timeout: session.timeouts.actionMs })
        .catch(() => undefined);
      return {
        ok: true,
        text: `The page changed after ${seconds(Math.round((Date.now() - started) / 100) * 100)}.`,
      };
    }
  }
  return { ok: true, text: `Nothing changed on the page in ${seconds(waitSeconds * 1000)}.` };
}
