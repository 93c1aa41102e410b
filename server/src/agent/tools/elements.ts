// The tools that act on an element of the latest snapshot: click, type (and submit) and select,
// each asking first when the step would pay, book, order or send.
import type { ToolOutcome } from '../types';
import { SECRET_FIELDS } from '../snapshot';
import { checkTypable, confirmationFirst } from './checks';
import { StepRefused } from './errors';
import { followPopup } from './navigate';
import { NavigationWatch } from './navigation-watch';
import type { StepContext } from './options';
import { DESCRIBE_FIELD, DROP_TARGET, SELECT_CHOICES } from './page-scripts';
import type { BrowserSession } from './session';
import { clip, lowerFirst } from './words';

export async function click(
  session: BrowserSession,
  ref: string,
  step: StepContext,
): Promise<ToolOutcome> {
  const { timeouts } = session;
  const { locator, element, page } = await session.locate(ref);
  const question = await confirmationFirst(
    locator,
    element,
    { action: 'click' },
    () => session.host(page),
    step,
    timeouts.actionMs,
  );
  if (question) return question;
  // A link meant for a new window opens in the person's one tab.
  await locator
    .evaluate(DROP_TARGET, undefined, { timeout: timeouts.actionMs })
    .catch(() => undefined);
  session.forgetPopup();
  const watch = new NavigationWatch(page);
  await locator.click({ timeout: timeouts.actionMs, signal: step.signal });
  const navigated = await watch.settle(timeouts.navigationMs, step.signal);
  const opened = await followPopup(session, step);
  if (opened) return opened;
  const refused = session.guarded?.refusals.lastNavigation();
  const name = session.named(ref, element);
  if (refused) return { ok: false, text: `Pressed ${name}, but ${lowerFirst(refused)}` };
  const title = await page.title().catch(() => '');
  return {
    ok: true,
    text: navigated
      ? `Pressed ${name}; now on “${clip(title || session.host(page))}”.`
      : `Pressed ${name}.`,
  };
}

export async function typeText(
  session: BrowserSession,
  ref: string,
  text: string,
  submit: boolean,
  step: StepContext,
): Promise<ToolOutcome> {
  const { timeouts } = session;
  const { locator, element, page } = await session.locate(ref);
  const field = await locator.evaluate(DESCRIBE_FIELD, SECRET_FIELDS, {
    timeout: timeouts.actionMs,
  });
  const name = session.named(ref, element);
  checkTypable(field, name, ref);
  if (submit) {
    const question = await confirmationFirst(
      locator,
      element,
      { action: 'type', text, submit },
      () => session.host(page),
      step,
      timeouts.actionMs,
    );
    if (question) return question;
  }
  await locator.fill(text, { timeout: timeouts.actionMs, signal: step.signal });
  const shown = `Typed “${clip(text, 60)}” into ${name}`;
  if (!submit) return { ok: true, text: `${shown}.` };
  session.forgetPopup();
  const watch = new NavigationWatch(page);
  await locator.press('Enter', { timeout: timeouts.actionMs, signal: step.signal });
  const navigated = await watch.settle(timeouts.navigationMs, step.signal);
  const opened = await followPopup(session, step);
  if (opened) return opened;
  const refused = session.guarded?.refusals.lastNavigation();
  if (refused) return { ok: false, text: `${shown} and submitted it, but ${lowerFirst(refused)}` };
  const title = await page.title().catch(() => '');
  return {
    ok: true,
    text: navigated
      ? `${shown} and submitted it; now on “${clip(title || session.host(page))}”.`
      : `${shown} and submitted it.`,
  };
}

export async function selectChoice(
  session: BrowserSession,
  ref: string,
  option: string,
  step: StepContext,
): Promise<ToolOutcome> {
  const { timeouts } = session;
  const { locator, element, page } = await session.locate(ref);
  const choices = await locator.evaluate(SELECT_CHOICES, undefined, {
    timeout: timeouts.actionMs,
  });
  const name = session.named(ref, element);
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
  const question = await confirmationFirst(
    locator,
    element,
    { action: 'select', option: found.label },
    () => session.host(page),
    step,
    timeouts.actionMs,
  );
  if (question) return question;
  const watch = new NavigationWatch(page);
  await locator.selectOption(
    { value: found.value },
    { timeout: timeouts.actionMs, signal: step.signal },
  );
  await watch.settle(timeouts.navigationMs, step.signal);
  return { ok: true, text: `Chose “${clip(found.label || found.value, 60)}” in ${name}.` };
}
