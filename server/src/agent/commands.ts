// The command language: the planner when no language model is configured. The person's message is
// cut into commands ("open …", "search for …", "click …", "type … into …", "read this page"…), each
// becomes one step, and the element a command names is found in the latest snapshot by its
// accessible name. Everything is understood before anything is done: a message with a part that
// is not a command does nothing and says what was understood, with the list of commands.
import { AGENT_SITE_SIGN_IN } from '@nclude/shared/api-schemas';
import type { PageView, Planner, PlannerStep, PlannerTurn, ToolCall, ToolOutcome } from './types';

/** The list of commands, for answers that did not understand and for the page's introduction. */
export const COMMANDS_HELP = [
  'Without a language model I follow plain commands. Give one, or several joined by “then”, “;” or new lines:',
  '- open <address or site>, e.g. “open wikipedia.org” (or “go to …”)',
  '- search for <words>',
  '- click <the words of a link or button>',
  '- type <text> into <field>, e.g. “type Asha into Full name” (add “and press enter” to send it)',
  '- select <option> in <field>',
  '- scroll down, scroll up',
  '- go back',
  '- read this page',
  '- summarise',
  '- wait',
  'Before anything that pays, books, orders or sends a message, I ask you first.',
].join('\n');

export type Command =
  | { kind: 'open'; target: string }
  | { kind: 'search'; query: string }
  | { kind: 'click'; target: string; roles: string[] }
  | { kind: 'type'; text: string; field: string | null; submit: boolean }
  | { kind: 'select'; option: string; field: string | null }
  | { kind: 'scroll'; direction: 'up' | 'down' }
  | { kind: 'back' }
  | { kind: 'read' }
  | { kind: 'summarise' }
  | { kind: 'wait'; seconds: number | null };

export interface ParsedPart {
  /** The words as the person wrote them (trimmed). */
  text: string;
  /** null when the words are not a command. */
  command: Command | null;
}

/** Longest reading put in an answer; the page keeps the rest. */
const ANSWER_READING_MAX_CHARS = 6_000;

const VERBS =
  'open|go to|goto|visit|navigate to|browse to|search|look up|google|find|click|tap|press|push|follow|type|enter|write|fill|select|choose|pick|scroll|go back|back|read|summari[sz]e|sum up|wait';

/** Cuts a message into command texts: lines, ";", "then", and "and"/"," or ". " before a verb. */
export function splitCommands(message: string): string[] {
  // Quoted text is kept whole (a quote may hold "then" or ";" the person means to type); it and
  // "press enter" stand in as private-use characters while the message is cut.
  const quoted: string[] = [];
  const masked = message.replace(/"[^"\n]*"|“[^”\n]*”/g, (quote) => {
    quoted.push(quote);
    return `\uE000${quoted.length - 1}\uE000`;
  });
  const enterKey =
    /\s*,?\s*(?:and\s+)?(?:then\s+)?(?:press|hit)\s+(?:the\s+)?(?:enter|return)(?:\s+key)?\b/gi;
  const pieces = masked
    .replace(enterKey, ' \uE001')
    .split(
      new RegExp(
        `\\n|;|\\s*,?\\s*\\b(?:and\\s+)?then\\b\\s*|\\s*(?:,|\\band\\b|\\.(?=\\s))\\s*(?=(?:${VERBS})\\b)`,
        'i',
      ),
    );
  return pieces
    .map((piece) =>
      piece
        .replace(/\uE000(\d+)\uE000/g, (_, index: string) => quoted[Number(index)] ?? '')
        .replace(/\uE001/g, 'and press enter')
        .trim(),
    )
    .filter((piece) => piece !== '' && !/^(?:and|,|\.)$/i.test(piece));
}

const unquote = (text: string): string => {
  const trimmed = text.trim();
  const match = /^(?:"([^"]*)"|“([^”]*)”|'([^']*)')$/.exec(trimmed);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : trimmed;
};

/** Leading "the", trailing "field"/"box": what a person adds around a field's name. */
const fieldName = (text: string): string =>
  unquote(
    text
      .trim()
      .replace(/^(?:the|a|an)\s+/i, '')
      .replace(/\s+(?:field|box|textbox|text box|input|dropdown|drop-down|menu|list)$/i, ''),
  );

const ROLE_WORDS: Record<string, string[]> = {
  button: ['button'],
  link: ['link'],
  tab: ['tab'],
  checkbox: ['checkbox'],
  'check box': ['checkbox'],
  radio: ['radio'],
  'radio button': ['radio'],
  option: ['option', 'radio'],
  'menu item': ['menuitem'],
};

/** One command's words (no "then" inside) as a command, or null. */
export function parseCommand(words: string): Command | null {
  const text = words
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/^(?:please|now|and|also|next|first|finally)\s+/i, '')
    .replace(/\s+please$/i, '')
    .trim();
  if (text === '') return null;
  let match: RegExpExecArray | null;

  if (
    /^(?:go|navigate|move)\s+back(?:\s+a\s+page|\s+one\s+page)?$|^back$|^previous page$/i.test(text)
  )
    return { kind: 'back' };

  if (
    (match = /^scroll(?:\s+the\s+page)?(?:\s+(up|down))?(?:\s+a\s+(?:bit|little|page))?$/i.exec(
      text,
    ))
  )
    return { kind: 'scroll', direction: match[1]?.toLowerCase() === 'up' ? 'up' : 'down' };
  if ((match = /^page\s+(up|down)$/i.exec(text)))
    return { kind: 'scroll', direction: match[1]!.toLowerCase() === 'up' ? 'up' : 'down' };

  if (
    /^(?:read|read out|read aloud)(?:\s+(?:this|the|that|current)\s+page|\s+page|\s+it|\s+(?:this|that|it)\s+(?:to me|out|aloud)|\s+the\s+(?:article|text|story))?(?:\s+to\s+me)?$/i.test(
      text,
    ) ||
    /^what does (?:this|the) page say$/i.test(text)
  )
    return { kind: 'read' };

  if (
    /^(?:summari[sz]e|sum up|give me a summary|give a summary|summary)(?:\s+(?:of\s+)?(?:this|the|that|current)\s+(?:page|article)|\s+it)?$/i.test(
      text,
    )
  )
    return { kind: 'summarise' };

  if (
    (match =
      /^wait(?:\s+for\s+(?:a\s+)?(?:change|the page|it|a bit|a moment))?(?:\s+(?:for\s+)?(\d{1,3})\s*(?:s|secs?|seconds?))?(?:\s+(?:for\s+)?(?:a\s+)?(?:change|the page|it))?$/i.exec(
        text,
      ))
  )
    return { kind: 'wait', seconds: match[1] ? Number(match[1]) : null };

  if ((match = /^(?:open|go to|goto|visit|navigate to|browse to|load|show me)\s+(.+)$/i.exec(text)))
    return { kind: 'open', target: unquote(match[1]!) };

  if (
    (match =
      /^(?:search(?:\s+(?:the\s+web|online|the\s+internet|google|the\s+net))?(?:\s+for)?|look\s+up|look\s+for|google|find)\s+(.+)$/i.exec(
        text,
      ))
  )
    return { kind: 'search', query: unquote(match[1]!) };

  const submit = /\s+and\s+press\s+enter$/i.test(text);
  const body = text.replace(/\s+and\s+press\s+enter$/i, '');
  if ((match = /^(?:fill(?:\s+in|\s+out)?|set)\s+(.+?)\s+(?:with|to)\s+(.+)$/i.exec(body)))
    return { kind: 'type', text: unquote(match[2]!), field: fieldName(match[1]!), submit };
  // A quoted text is taken whole, whatever words it holds.
  if (
    (match =
      /^(?:type|enter|write|put|input)\s+("[^"]*"|“[^”]*”)(?:\s+(?:into|in|on)\s+(.+))?$/i.exec(
        body,
      ))
  )
    return {
      kind: 'type',
      text: unquote(match[1]!),
      field: match[2] ? fieldName(match[2]) : null,
      submit,
    };
  if ((match = /^(?:type|enter|write|put|input)\s+(.+)\s+into\s+(.+)$/i.exec(body)))
    return { kind: 'type', text: unquote(match[1]!), field: fieldName(match[2]!), submit };
  if ((match = /^(?:type|enter|write|put|input)\s+(.+)\s+(?:in|on)\s+(.+)$/i.exec(body)))
    return { kind: 'type', text: unquote(match[1]!), field: fieldName(match[2]!), submit };
  if ((match = /^(?:type|write|input|enter)\s+(.+)$/i.exec(body)))
    return { kind: 'type', text: unquote(match[1]!), field: null, submit };

  if ((match = /^(?:select|choose|pick)\s+(.+?)\s+(?:in|from|for|on|as)\s+(.+)$/i.exec(text)))
    return { kind: 'select', option: unquote(match[1]!), field: fieldName(match[2]!) };
  if ((match = /^select\s+(.+)$/i.exec(text)))
    return { kind: 'select', option: unquote(match[1]!), field: null };

  if (
    (match = /^(?:click|tap|press|push|follow|choose|pick|hit|activate)(?:\s+on)?\s+(.+)$/i.exec(
      text,
    ))
  ) {
    let target = match[1]!.trim().replace(/^(?:the|a|an)\s+/i, '');
    let roles: string[] = [];
    const roleMatch =
      /\s+(button|link|tab|check box|checkbox|radio button|radio|option|menu item)$/i.exec(target);
    if (roleMatch && roleMatch.index > 0) {
      roles = ROLE_WORDS[roleMatch[1]!.toLowerCase()] ?? [];
      target = target.slice(0, roleMatch.index);
    }
    return { kind: 'click', target: unquote(target), roles };
  }
  return null;
}

/** The whole message, part by part. */
export function parseCommands(message: string): ParsedPart[] {
  const parts: ParsedPart[] = [];
  for (const text of splitCommands(message)) {
    // "press enter" on its own line belongs to the typing before it.
    if (/^and press enter$|^(?:press|hit) enter$|^submit(?: it)?$/i.test(text)) {
      const before = parts.at(-1)?.command;
      if (before?.kind === 'type') {
        before.submit = true;
        continue;
      }
    }
    parts.push({ text, command: parseCommand(text) });
  }
  return parts;
}

/** One element of a snapshot that has a reference. */
export interface SnapshotElement {
  role: string;
  name: string;
  ref: string;
  /** The options listed under a combobox or listbox. */
  options: string[];
}

const LINE = /^(\s*)- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]*\])*)(?::\s*(.*))?$/i;

/** The referenced elements of an ariaSnapshot({mode: 'ai'}) tree, in page order. */
export function snapshotElements(snapshot: string): SnapshotElement[] {
  const elements: SnapshotElement[] = [];
  const open: { depth: number; element: SnapshotElement }[] = [];
  for (const line of snapshot.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length;
    while (open.length > 0 && open.at(-1)!.depth >= depth) open.pop();
    const role = match[2]!.toLowerCase();
    const quotedName = match[3] === undefined ? null : match[3].replace(/\\(.)/g, '$1');
    const ref = /\[ref=([^\]\s]+)\]/.exec(match[4] ?? '')?.[1];
    const inline = (match[5] ?? '').trim();
    if (role === 'option') {
      const owner = open.findLast(({ element }) => ['combobox', 'listbox'].includes(element.role));
      if (owner && quotedName) owner.element.options.push(quotedName);
    }
    if (!ref) continue;
    const element: SnapshotElement = {
      role,
      // An element without a name is known by its text ("- generic [ref=e4] [cursor=pointer]: Buy").
      name: quotedName ?? (inline.startsWith('/') ? '' : inline),
      ref,
      options: [],
    };
    elements.push(element);
    open.push({ depth, element });
  }
  return elements;
}

const normal = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[“”"'’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * How well a name matches the words: 5 exact, 4 starts with them, 3 contains them (whole words
 * both), 2 has every word, 1 contains them inside a word ("check" in "Checkout"), 0 not at all.
 * Whole words first, so "Item 5" is not taken for "Item 50".
 */
export function matchScore(name: string, words: string): number {
  const n = normal(name);
  const w = normal(words);
  if (w === '' || n === '') return 0;
  if (n === w) return 5;
  if (n.startsWith(`${w} `)) return 4;
  if (` ${n} `.includes(` ${w} `)) return 3;
  const have = new Set(n.split(' '));
  if (w.split(' ').every((word) => have.has(word))) return 2;
  return n.includes(w) ? 1 : 0;
}

const CLICKABLE = ['link', 'button', 'menuitem', 'tab', 'checkbox', 'radio', 'switch', 'option'];
const FIELDS = ['textbox', 'searchbox', 'combobox', 'spinbutton'];
const CHOOSERS = ['combobox', 'listbox'];

/** The element whose name best matches: best score, then a preferred role, then page order. */
export function findElement(
  elements: SnapshotElement[],
  words: string,
  preferred: string[],
  allowed: string[] | null = null,
): SnapshotElement | null {
  let best: { element: SnapshotElement; score: number; preferred: boolean } | null = null;
  for (const element of elements) {
    if (allowed && !allowed.includes(element.role)) continue;
    const score = matchScore(element.name, words);
    if (score === 0) continue;
    const isPreferred = preferred.includes(element.role);
    if (!best || score > best.score || (score === best.score && isPreferred && !best.preferred))
      best = { element, score, preferred: isPreferred };
  }
  return best?.element ?? null;
}

const KNOWN_SITES: Record<string, string> = {
  wikipedia: 'https://www.wikipedia.org/',
  youtube: 'https://www.youtube.com/',
  gmail: 'https://mail.google.com/',
  google: 'https://www.google.com/',
  amazon: 'https://www.amazon.in/',
  flipkart: 'https://www.flipkart.com/',
  github: 'https://github.com/',
  ...Object.fromEntries(
    Object.entries(AGENT_SITE_SIGN_IN).map(([site, { domains }]) => [
      site,
      `https://${domains[0]}/`,
    ]),
  ),
};

/** An address from what the person wrote, or null when it does not look like one. */
export function addressOf(target: string): string | null {
  const text = target.trim().replace(/[.,]+$/, '');
  if (/^https?:\/\/\S+$/i.test(text)) return text;
  const hostLike =
    /^((?:localhost|\d{1,3}(?:\.\d{1,3}){3}|(?:[a-z0-9-]+\.)+[a-z]{2,})(?::\d{1,5})?)(\/\S*)?$/i.exec(
      text,
    );
  if (hostLike) {
    const local = /^(?:localhost|\d{1,3}(?:\.\d{1,3}){3})/i.test(hostLike[1]!);
    return `${local ? 'http' : 'https'}://${text}`;
  }
  const site = normal(
    text.replace(/^(?:the\s+)?/i, '').replace(/\s+(?:website|site|page|app)$/i, ''),
  );
  return KNOWN_SITES[site.replace(/\s+/g, '')] ?? null;
}

const clip = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;

/** The step for one command on the page as it is now, or the reason it cannot be taken. */
export function resolveCommand(
  command: Command,
  view: PageView | null,
): { call: ToolCall } | { problem: string } {
  const elements = view ? snapshotElements(view.snapshot) : [];
  const noPage = 'Nothing is open yet: start with “open …” or “search for …”.';
  switch (command.kind) {
    case 'open': {
      const address = addressOf(command.target);
      if (address) return { call: { name: 'open_url', args: { url: address } } };
      // "open the cart" on a page with a Cart link means that link; anything else is searched.
      const target = command.target.replace(/^(?:the|a|an|my)\s+/i, '');
      const link = findElement(elements, target, ['link', 'button'], ['link', 'button', 'tab']);
      if (link) return { call: { name: 'click', args: { ref: link.ref } } };
      return { call: { name: 'search_web', args: { query: command.target } } };
    }
    case 'search':
      return { call: { name: 'search_web', args: { query: command.query } } };
    case 'click': {
      if (!view) return { problem: noPage };
      const preferred = command.roles.length > 0 ? command.roles : ['link', 'button'];
      const element =
        findElement(elements, command.target, preferred, [...CLICKABLE, ...FIELDS]) ??
        findElement(elements, command.target, preferred);
      if (!element)
        return {
          problem: `I could not find “${command.target}” to click on “${view.title}”.`,
        };
      return { call: { name: 'click', args: { ref: element.ref } } };
    }
    case 'type': {
      if (!view) return { problem: noPage };
      const element = command.field
        ? findElement(elements, command.field, ['textbox', 'searchbox'], FIELDS)
        : (elements.find((element) => element.role === 'searchbox') ??
          elements.find((element) => element.role === 'textbox') ??
          null);
      if (!element)
        return {
          problem: command.field
            ? `I could not find a field “${command.field}” on “${view.title}”.`
            : `I could not find a field to type into on “${view.title}”.`,
        };
      // "set Time to 10:30" on a drop-down list means choosing that option.
      if (element.role === 'combobox' && element.options.length > 0)
        return resolveCommand({ kind: 'select', option: command.text, field: element.name }, view);
      return {
        call: {
          name: 'type',
          args: {
            ref: element.ref,
            text: command.text,
            ...(command.submit ? { submit: true } : {}),
          },
        },
      };
    }
    case 'select': {
      if (!view) return { problem: noPage };
      const choosers = elements.filter((element) => CHOOSERS.includes(element.role));
      const element = command.field
        ? findElement(choosers, command.field, CHOOSERS)
        : (choosers.find((chooser) =>
            chooser.options.some((option) => matchScore(option, command.option) > 0),
          ) ?? null);
      if (!element)
        return {
          problem: command.field
            ? `I could not find a list “${command.field}” on “${view.title}”.`
            : `I could not find a list offering “${command.option}” on “${view.title}”.`,
        };
      // The option as the page spells it, when one matches; the tool reports any other.
      let option = command.option;
      let bestScore = 0;
      for (const offered of element.options) {
        const score = matchScore(offered, command.option);
        if (score > bestScore) {
          bestScore = score;
          option = offered;
        }
      }
      return { call: { name: 'select', args: { ref: element.ref, option } } };
    }
    case 'scroll':
      if (!view) return { problem: noPage };
      return { call: { name: 'scroll', args: { direction: command.direction } } };
    case 'back':
      return { call: { name: 'go_back', args: {} } };
    case 'read':
      if (!view) return { problem: noPage };
      return { call: { name: 'read_page', args: {} } };
    case 'summarise':
      if (!view) return { problem: noPage };
      return { call: { name: 'summarise', args: {} } };
    case 'wait':
      return {
        call: {
          name: 'wait_for_change',
          args: command.seconds === null ? {} : { seconds: command.seconds },
        },
      };
  }
}

/** A command in a few words, for answers ("open example.org", "click “Cart”"). */
export function describeCommand(command: Command): string {
  switch (command.kind) {
    case 'open':
      return `open ${command.target}`;
    case 'search':
      return `search for “${command.query}”`;
    case 'click':
      return `click “${command.target}”`;
    case 'type':
      return `type “${command.text}”${command.field ? ` into “${command.field}”` : ''}${command.submit ? ' and press Enter' : ''}`;
    case 'select':
      return `select “${command.option}”${command.field ? ` in “${command.field}”` : ''}`;
    case 'scroll':
      return `scroll ${command.direction}`;
    case 'back':
      return 'go back';
    case 'read':
      return 'read the page';
    case 'summarise':
      return 'summarise the page';
    case 'wait':
      return command.seconds === null ? 'wait for a change' : `wait ${command.seconds} s`;
  }
}

function doneSoFar(steps: { outcome: ToolOutcome }[]): string {
  const done = steps.filter((step) => step.outcome.ok).map((step) => step.outcome.text);
  return done.length > 0 ? ` Done before that: ${done.join(' ')}` : '';
}

function finalAnswer(steps: { call: ToolCall; outcome: ToolOutcome }[]): string {
  const last = steps.at(-1);
  if (!last) return 'Done.';
  if (last.outcome.reading) {
    const { title, text } = last.outcome.reading;
    const body = clip(text.trim(), ANSWER_READING_MAX_CHARS);
    return title ? `${title}\n\n${body}` : body;
  }
  if (steps.length === 1) return `Done: ${lowerFirst(last.outcome.text)}`;
  return `Done. ${steps.map((step) => step.outcome.text).join(' ')}`;
}

const lowerFirst = (text: string): string =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/**
 * The planner without a model. Each command is one step, so the command to take next is the one
 * after the steps already taken; a step that failed (or was declined) ends the list.
 */
export function commandPlanner(): Planner {
  async function next(turn: PlannerTurn): Promise<PlannerStep> {
    const parts = parseCommands(turn.task);
    const understood = parts.flatMap((part) => (part.command ? [part.command] : []));
    const unknown = parts.filter((part) => !part.command).map((part) => part.text);
    if (parts.length === 0) return { kind: 'answer', text: COMMANDS_HELP };
    if (unknown.length > 0) {
      const got =
        understood.length > 0
          ? `I understood: ${understood.map(describeCommand).join(', then ')}. `
          : '';
      const missed = unknown.map((text) => `“${clip(text, 80)}”`).join(', ');
      return {
        kind: 'answer',
        text: `${got}I did not understand ${missed}, so I have not done anything yet.\n\n${COMMANDS_HELP}`,
      };
    }
    const last = turn.steps.at(-1);
    if (last && !last.outcome.ok)
      return {
        kind: 'answer',
        text: `${last.outcome.text}${doneSoFar(turn.steps.slice(0, -1))}`,
      };
    const command = understood[turn.steps.length];
    if (!command) return { kind: 'answer', text: finalAnswer(turn.steps) };
    const step = resolveCommand(command, turn.view);
    if ('problem' in step)
      return { kind: 'answer', text: `${step.problem}${doneSoFar(turn.steps)}` };
    return { kind: 'tool', call: step.call };
  }
  return { mode: 'commands', next };
}
