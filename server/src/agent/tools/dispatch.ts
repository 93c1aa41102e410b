// The tool table: a planner's tool call checked (names and arguments) and handed to the tool that
// runs it.
import type { ToolCall, ToolOutcome } from '../types';
import { click, selectChoice, typeText } from './elements';
import { StepRefused } from './errors';
import { goBack, openUrl } from './navigate';
import type { StepContext } from './options';
import { readPage, scroll, waitForChange } from './reading';
import type { BrowserSession } from './session';
import { clip } from './words';

const TEXT_MAX = 5_000;
const QUERY_MAX = 500;
const WAIT_DEFAULT_SECONDS = 5;
const WAIT_MAX_SECONDS = 10;

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

/** Runs one tool call in the session; a call that cannot be run throws StepRefused. */
export function dispatch(
  session: BrowserSession,
  call: ToolCall,
  step: StepContext,
): Promise<ToolOutcome> {
  switch (call.name) {
    case 'open_url':
      return openUrl(session, stringArg(call, 'url', 2_000), step, false);
    case 'search_web': {
      const query = stringArg(call, 'query', QUERY_MAX).trim();
      const url = session.options.config.searchUrl.replace('{query}', encodeURIComponent(query));
      return openUrl(session, url, step, true);
    }
    case 'click':
      return click(session, stringArg(call, 'ref', 20).trim(), step);
    case 'type': {
      const submit = call.args.submit === true;
      const text = call.args.text;
      if (typeof text !== 'string') throw new StepRefused('type needs “text”: the text to type.');
      if (text.length > TEXT_MAX) {
        throw new StepRefused(`The text is too long to type (at most ${TEXT_MAX} characters).`);
      }
      return typeText(session, stringArg(call, 'ref', 20).trim(), text, submit, step);
    }
    case 'select':
      return selectChoice(
        session,
        stringArg(call, 'ref', 20).trim(),
        stringArg(call, 'option', 500),
        step,
      );
    case 'scroll': {
      const direction = call.args.direction;
      if (direction !== 'up' && direction !== 'down') {
        throw new StepRefused('scroll needs “direction”: up or down.');
      }
      return scroll(session, direction, step);
    }
    case 'go_back':
      return goBack(session, step);
    case 'read_page':
      return readPage(session, step, false);
    case 'summarise':
      return readPage(session, step, true);
    case 'wait_for_change': {
      const raw = call.args.seconds;
      const wanted = typeof raw === 'number' && Number.isFinite(raw) ? raw : WAIT_DEFAULT_SECONDS;
      return waitForChange(session, Math.min(Math.max(wanted, 1), WAIT_MAX_SECONDS), step);
    }
    default:
      throw new StepRefused(
        `There is no tool called “${clip(String((call as ToolCall).name), 40)}”.`,
      );
  }
}
