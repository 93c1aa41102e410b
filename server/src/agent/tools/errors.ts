// What went wrong in a step, in plain words: the refusal a tool throws on purpose, and Playwright's
// and the network's errors turned into sentences for the person.
import { clip } from './words';

/** Thrown for a request a tool refuses; its message is the outcome's text. */
export class StepRefused extends Error {}

/** A Playwright or network error in plain words. */
export function describeError(error: unknown, subject: string): string {
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

export function navigationProblem(message: string, host: string): string {
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
