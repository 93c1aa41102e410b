// The page as a planner sees it: Playwright's accessibility-tree snapshot in "ai" mode (roles, names,
// values and element references such as [ref=e12]), with password values hidden and cut to a size a
// model prompt can carry. Chromium's tree prints a password box's value in clear, so every value of
// a password field is hidden twice over: on the field's own line, and wherever else it appears.
import type { Frame, Page } from 'playwright-core';
import type { PageView } from './types';

export const PASSWORD_MASK = '••••••';
/** Longest name (the quoted part) and longest text of one line before it is shortened. */
const NAME_MAX = 120;
const TEXT_MAX = 200;
const URL_MAX = 100;
const SNAPSHOT_TIMEOUT_MS = 10_000;
/** Secrets shorter than this are hidden on their field's line only: masking every "ab" in a page would garble it. */
const SECRET_MIN_REPLACE = 3;

/** A snapshot line's element: what a tool needs to describe it and to know it still exists. */
export interface SnapshotElement {
  role: string;
  name: string;
}

export interface Snapshot {
  view: PageView;
  /** Every element reference of the latest snapshot, with its role and name. */
  elements: Map<string, SnapshotElement>;
}

/**
 * A function that runs in the page, written as JavaScript source: the server is type-checked
 * without the DOM library, and Playwright sends a function's source text to the page either way.
 * With `element` first it suits `locator.evaluate`; without, `page.evaluate`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page function's own parameters
export function pageFunction<F extends (...args: any[]) => unknown>(
  params: string[],
  body: string,
): F {
  return new Function(...params, body) as F;
}

const SECRET_VALUES = pageFunction<(selector: string) => string[]>(
  ['selector'],
  `return Array.from(document.querySelectorAll(selector))
     .map((input) => input.value)
     .filter((value) => typeof value === 'string' && value !== '');`,
);

const MATCHES = pageFunction<(element: unknown, selector: string) => boolean>(
  ['element', 'selector'],
  'return element.matches(selector);',
);

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Fields whose value is a password. A selector rather than a function: functions built from strings
 * inside the page would be refused by a page's content security policy.
 */
export const SECRET_FIELDS =
  'input[type=password i], input[autocomplete*=current-password i], input[autocomplete*=new-password i]';

/** The values of every password field in every frame of the page. */
export async function secretValues(page: Page): Promise<string[]> {
  const values = new Set<string>();
  const fromFrame = async (frame: Frame) => {
    try {
      const found = await frame.evaluate(SECRET_VALUES, SECRET_FIELDS);
      for (const value of found) values.add(value);
    } catch {
      // A frame that navigated away or was detached meanwhile has nothing left to hide.
    }
  };
  await Promise.all(page.frames().map(fromFrame));
  return [...values];
}

interface Line {
  indent: string;
  body: string;
  depth: number;
  /** Top and bottom of the element's box relative to the viewport, when the line has one. */
  top: number | null;
  bottom: number | null;
  ref: string | null;
}

const QUOTED = /^"(?:[^"\\]|\\.)*"/;

/** Splits a line's body into its head (role, name, attributes) and the text after the colon. */
function splitLine(body: string): {
  role: string;
  name: string | null;
  head: string;
  value: string | null;
} {
  const role = /^[^\s:"[]+/.exec(body)?.[0] ?? '';
  let i = role.length;
  let name: string | null = null;
  for (;;) {
    while (body[i] === ' ') i++;
    const rest = body.slice(i);
    const quoted = QUOTED.exec(rest);
    if (quoted && name === null) {
      name = quoted[0];
      i += quoted[0].length;
      continue;
    }
    if (rest.startsWith('[')) {
      const close = rest.indexOf(']');
      if (close < 0) break;
      i += close + 1;
      continue;
    }
    break;
  }
  const head = body.slice(0, i).trimEnd();
  const tail = body.slice(i);
  const value = tail.startsWith(':') ? tail.slice(1).trim() : null;
  return { role, name, head, value: value === '' ? null : value };
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

function shortenQuoted(quoted: string, max: number): string {
  if (quoted.length <= max + 2) return quoted;
  // Never end inside an escape sequence.
  return `"${shorten(quoted.slice(1, -1), max).replace(/\\…$/, '…')}"`;
}

function unquote(quoted: string | null): string {
  if (!quoted) return '';
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

/**
 * Reads the raw snapshot into lines: boxes and cursor hints dropped (they cost tokens and tell a
 * planner nothing), long names, texts and addresses shortened.
 */
function readLines(raw: string, elements: Map<string, SnapshotElement>): Line[] {
  const lines: Line[] = [];
  for (const text of raw.split('\n')) {
    if (text.trim() === '') continue;
    const match = /^(\s*)- (.*)$/.exec(text);
    if (!match) {
      // A continuation of a block scalar: kept as it is, shortened.
      const last = lines[lines.length - 1];
      lines.push({
        indent: /^\s*/.exec(text)?.[0] ?? '',
        body: shorten(text.trim(), TEXT_MAX),
        depth: (last?.depth ?? 0) + 1,
        top: null,
        bottom: null,
        ref: null,
      });
      continue;
    }
    const indent = match[1]!;
    let body = match[2]!;
    let top: number | null = null;
    let bottom: number | null = null;
    const box = /\s*\[box=(-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)\]/.exec(body);
    if (box) {
      top = Number(box[2]);
      bottom = top + Number(box[4]);
      body = body.replace(box[0], '');
    }
    body = body.replace(/ \[cursor=pointer\]/g, '');
    const ref = /\[ref=([a-z0-9]+)\]/.exec(body)?.[1] ?? null;
    const parts = splitLine(body);
    if (ref) elements.set(ref, { role: parts.role, name: unquote(parts.name) });
    let head = parts.head;
    if (parts.name) head = head.replace(parts.name, shortenQuoted(parts.name, NAME_MAX));
    let rebuilt = head;
    if (parts.value !== null) {
      const max = parts.role === '/url' ? URL_MAX : TEXT_MAX;
      rebuilt += `: ${shorten(parts.value, max)}`;
    } else if (body.trimEnd().endsWith(':')) rebuilt += ':';
    lines.push({ indent, body: rebuilt, depth: indent.length / 2, top, bottom, ref });
  }
  return lines;
}

function render(lines: Line[]): string {
  return lines.map((line) => `${line.indent}- ${line.body}`).join('\n');
}

/**
 * Cuts the lines to `maxChars`: from the top of the page, or — when the page is scrolled — from the
 * first element at the top of the viewport, keeping the chain of its ancestors for structure. A
 * last line says that the page continues and how to see the rest.
 */
function cutLines(lines: Line[], maxChars: number): string {
  const whole = render(lines);
  if (whole.length <= maxChars) return whole;

  // Lines without a box (text, addresses) sit where the line before them does.
  let lastTop = Number.NEGATIVE_INFINITY;
  const tops = lines.map((line) => (line.top === null ? lastTop : (lastTop = line.top)));
  let start = tops.findIndex((top) => top >= -20);
  if (start < 0) start = 0;

  const kept: string[] = [];
  let used = 0;
  const footerRoom = 140;
  if (start > 0) {
    const note = `- note: the page continues above (${start} lines); scroll up to see them.`;
    kept.push(note);
    used += note.length + 1;
    const ancestors: Line[] = [];
    let depth = lines[start]!.depth;
    for (let i = start - 1; i >= 0 && depth > 0; i--) {
      const line = lines[i]!;
      if (line.depth < depth) {
        ancestors.unshift(line);
        depth = line.depth;
      }
    }
    for (const line of ancestors) {
      const text = `${line.indent}- ${line.body}`;
      kept.push(text);
      used += text.length + 1;
    }
  }
  let index = start;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const text = `${line.indent}- ${line.body}`;
    if (used + text.length + 1 > maxChars - footerRoom) break;
    kept.push(text);
    used += text.length + 1;
  }
  const rest = lines.length - index;
  if (rest > 0) {
    kept.push(
      `- note: the page continues below (${rest} more lines); scroll down, or use read_page for its main text.`,
    );
  }
  return kept.join('\n').slice(0, Math.max(maxChars, 0));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces every occurrence of each secret (also as the snapshot quotes it) with the mask. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < SECRET_MIN_REPLACE) continue;
    forms.add(secret);
    const quoted = JSON.stringify(secret).slice(1, -1);
    if (quoted !== secret) forms.add(quoted);
  }
  // Longest first, so a secret containing another is hidden whole.
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    masked = masked.replace(new RegExp(escapeRegExp(form), 'g'), PASSWORD_MASK);
  }
  return masked;
}

/** Hides the value on the line of every password field (whatever its length). */
async function maskSecretFieldLines(page: Page, lines: Line[]): Promise<void> {
  for (const line of lines) {
    if (!line.ref || !/^textbox\b/.test(line.body)) continue;
    const parts = splitLine(line.body);
    if (parts.value === null) continue;
    let secret = true;
    try {
      secret = await page.getByRef(line.ref).evaluate(MATCHES, SECRET_FIELDS, {
        timeout: 2_000,
      });
    } catch {
      // The field could not be asked (it went away meanwhile): its value is hidden to be safe.
    }
    if (secret) line.body = `${parts.head}: ${PASSWORD_MASK}`;
  }
}

/** The page now, as a snapshot with its element references. */
export async function takeSnapshot(
  page: Page,
  maxChars: number,
  signal?: AbortSignal,
): Promise<Snapshot> {
  const elements = new Map<string, SnapshotElement>();
  const url = page.url();
  const title = await page.title().catch(() => '');
  if (url === 'about:blank') {
    return { view: { url, title, snapshot: '', tokens: 0 }, elements };
  }
  const secrets = await secretValues(page);
  const raw = await page.ariaSnapshot({
    mode: 'ai',
    boxes: true,
    timeout: SNAPSHOT_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  const lines = readLines(maskSecrets(raw, secrets), elements);
  if (secrets.length > 0) await maskSecretFieldLines(page, lines);
  // Names cut by shortening could no longer match a whole secret: masked again after the cut.
  const snapshot = maskSecrets(cutLines(lines, maxChars), secrets);
  return {
    view: { url, title: maskSecrets(title, secrets), snapshot, tokens: estimateTokens(snapshot) },
    elements,
  };
}

/** The page now, as a planner sees it. */
export async function takeView(page: Page, maxChars: number): Promise<PageView> {
  return (await takeSnapshot(page, maxChars)).view;
}
