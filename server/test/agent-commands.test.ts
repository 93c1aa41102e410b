// The command language without a browser: how messages are cut into commands and understood, how
// an element is found by its name in a snapshot, and how the planner goes through the commands,
// stops at a failure, and answers what it did or what it did not understand.
import {
  COMMANDS_HELP,
  addressOf,
  commandPlanner,
  findElement,
  matchScore,
  parseCommand,
  parseCommands,
  snapshotElements,
  splitCommands,
} from '../src/agent/commands';
import type { PageView, PlannerTurn, ToolCall, ToolOutcome } from '../src/agent/types';

const SHOP = `- generic [active] [ref=e1]:
  - heading "Corner Shop" [level=1] [ref=e2]
  - navigation [ref=e3]:
    - link "Home" [ref=e4] [cursor=pointer]:
      - /url: /
    - link "Cart (2)" [ref=e5] [cursor=pointer]:
      - /url: /cart
    - link "Add to cart: Tea" [ref=e6] [cursor=pointer]:
      - /url: /add/tea
  - searchbox "Search products" [ref=e7]
  - textbox "Full name" [ref=e8]
  - textbox "Delivery address" [ref=e9]
  - combobox "Delivery time" [ref=e10]:
    - option "Morning" [selected]
    - option "Evening"
  - button "Cart" [ref=e11]
  - button "Place order" [ref=e12]
  - checkbox "Gift wrap" [ref=e13]
  - generic [ref=e14] [cursor=pointer]: Show offers
  - paragraph [ref=e15]: Fresh tea and "quoted \\"words\\"" here`;

const view = (snapshot = SHOP): PageView => ({
  url: 'http://127.0.0.1:9/shop',
  title: 'Corner Shop',
  snapshot,
  tokens: Math.ceil(snapshot.length / 4),
});

describe('cutting a message into commands', () => {
  it('splits on new lines, ";", "then" and a verb after "and" or a full stop', () => {
    expect(
      splitCommands(
        'Open example.org then click Cart; type tea into search\nread this page and go back. Scroll down',
      ),
    ).toEqual([
      'Open example.org',
      'click Cart',
      'type tea into search',
      'read this page',
      'go back',
      'Scroll down',
    ]);
  });

  it('keeps quoted text whole and does not split inside words or plain "and"', () => {
    expect(
      splitCommands('type "tea then coffee; milk" into search, then search for salt and pepper'),
    ).toEqual(['type "tea then coffee; milk" into search', 'search for salt and pepper']);
    expect(splitCommands('open athens.example.org')).toEqual(['open athens.example.org']);
  });

  it('joins "press enter" to the typing before it', () => {
    expect(parseCommands('type tea into search and press Enter')).toEqual([
      {
        text: 'type tea into search and press enter',
        command: { kind: 'type', text: 'tea', field: 'search', submit: true },
      },
    ]);
    expect(parseCommands('type tea into search\npress enter').map((part) => part.command)).toEqual([
      { kind: 'type', text: 'tea', field: 'search', submit: true },
    ]);
  });
});

describe('understanding one command', () => {
  it.each([
    ['open example.org', { kind: 'open', target: 'example.org' }],
    ['Go to https://example.org/a?b=1', { kind: 'open', target: 'https://example.org/a?b=1' }],
    ['please visit the news site.', { kind: 'open', target: 'the news site' }],
    ['search for accessible taxis', { kind: 'search', query: 'accessible taxis' }],
    ['Search the web for "ramp access"', { kind: 'search', query: 'ramp access' }],
    ['look up metro timings', { kind: 'search', query: 'metro timings' }],
    ['click Cart', { kind: 'click', target: 'Cart', roles: [] }],
    [
      'click on the Place order button',
      { kind: 'click', target: 'Place order', roles: ['button'] },
    ],
    ['tap the Home link', { kind: 'click', target: 'Home', roles: ['link'] }],
    ['press "Show offers"', { kind: 'click', target: 'Show offers', roles: [] }],
    ['type Asha into Full name', { kind: 'type', text: 'Asha', field: 'Full name', submit: false }],
    [
      'enter 12 Lake Road in the delivery address field',
      { kind: 'type', text: '12 Lake Road', field: 'delivery address', submit: false },
    ],
    [
      'type "in and into" into search',
      { kind: 'type', text: 'in and into', field: 'search', submit: false },
    ],
    ['fill Full name with Ravi', { kind: 'type', text: 'Ravi', field: 'Full name', submit: false }],
    ['type hello', { kind: 'type', text: 'hello', field: null, submit: false }],
    [
      'select Evening in Delivery time',
      { kind: 'select', option: 'Evening', field: 'Delivery time' },
    ],
    [
      'choose Evening from the delivery time list',
      { kind: 'select', option: 'Evening', field: 'delivery time' },
    ],
    ['select Evening', { kind: 'select', option: 'Evening', field: null }],
    ['scroll down', { kind: 'scroll', direction: 'down' }],
    ['Scroll UP', { kind: 'scroll', direction: 'up' }],
    ['scroll', { kind: 'scroll', direction: 'down' }],
    ['go back', { kind: 'back' }],
    ['read this page', { kind: 'read' }],
    ['Read the page.', { kind: 'read' }],
    ['read', { kind: 'read' }],
    ['summarise', { kind: 'summarise' }],
    ['Summarize this page', { kind: 'summarise' }],
    ['wait', { kind: 'wait', seconds: null }],
    ['wait 5 seconds', { kind: 'wait', seconds: 5 }],
    ['wait for a change', { kind: 'wait', seconds: null }],
  ])('%s', (text, command) => {
    expect(parseCommand(text)).toEqual(command);
  });

  it('does not guess at words that are not a command', () => {
    expect(parseCommand('book me a doctor for tomorrow')).toBeNull();
    expect(parseCommand('')).toBeNull();
    expect(parseCommand('hello there')).toBeNull();
  });
});

describe('finding elements in a snapshot', () => {
  const elements = snapshotElements(SHOP);

  it('reads roles, names, refs and the options of a list', () => {
    expect(elements.find((element) => element.ref === 'e10')).toEqual({
      role: 'combobox',
      name: 'Delivery time',
      ref: 'e10',
      options: ['Morning', 'Evening'],
    });
    expect(elements.find((element) => element.ref === 'e14')?.name).toBe('Show offers');
    expect(elements.find((element) => element.ref === 'e15')?.name).toContain('Fresh tea');
    expect(elements.find((element) => element.ref === 'e5')).toMatchObject({
      role: 'link',
      name: 'Cart (2)',
    });
  });

  it('scores exact, then starts-with, then contains, then every word, then inside a word', () => {
    expect(matchScore('Cart', 'cart')).toBe(5);
    expect(matchScore('Cart (2)', 'cart')).toBe(4);
    expect(matchScore('Add to cart: Tea', 'cart')).toBe(3);
    expect(matchScore('Add to cart: Tea', 'tea cart')).toBe(2);
    expect(matchScore('Go to checkout', 'check')).toBe(1);
    expect(matchScore('Item 50', 'item 5')).toBe(1);
    expect(matchScore('Home', 'cart')).toBe(0);
  });

  it('prefers the better match, then a link or button, then page order', () => {
    expect(findElement(elements, 'cart', ['link', 'button'])?.ref).toBe('e11');
    expect(findElement(elements, 'cart', ['link'])?.ref).toBe('e11');
    expect(findElement(elements, 'cart (2)', ['link', 'button'])?.ref).toBe('e5');
    expect(findElement(elements, 'place', ['link', 'button'])?.ref).toBe('e12');
    expect(findElement(elements, 'nothing like this', ['link'])).toBeNull();
    const items = snapshotElements(
      '- link "Item 50" [ref=e1]\n- link "Item 5 of 9" [ref=e2]\n- link "Item 5" [ref=e3]',
    );
    expect(findElement(items, 'item 5', ['link'])?.ref).toBe('e3');
    expect(findElement(items.slice(0, 2), 'item 5', ['link'])?.ref).toBe('e2');
  });
});

describe('addresses', () => {
  it.each([
    ['example.org', 'https://example.org'],
    ['https://example.org/x', 'https://example.org/x'],
    ['127.0.0.1:8080/shop', 'http://127.0.0.1:8080/shop'],
    ['localhost:3000', 'http://localhost:3000'],
    ['Wikipedia', 'https://www.wikipedia.org/'],
    ['the linkedin website', 'https://www.linkedin.com/'],
    ['the cart', null],
  ])('%s', (target, address) => {
    expect(addressOf(target)).toBe(address);
  });
});

describe('the command planner', () => {
  const planner = commandPlanner();
  const turn = (
    task: string,
    steps: { call: ToolCall; outcome: ToolOutcome }[] = [],
    page: PageView | null = view(),
  ): PlannerTurn => ({
    task,
    earlier: [],
    steps,
    view: page,
    signal: new AbortController().signal,
  });
  const ok = (text: string): ToolOutcome => ({ ok: true, text });

  it('has the commands mode', () => {
    expect(planner.mode).toBe('commands');
  });

  it('takes the commands in order, one step each, and reports the result', async () => {
    const task = 'open 127.0.0.1:9/shop then click cart (2); read this page';
    expect(await planner.next(turn(task, [], null))).toEqual({
      kind: 'tool',
      call: { name: 'open_url', args: { url: 'http://127.0.0.1:9/shop' } },
    });
    const opened = {
      call: { name: 'open_url', args: {} } as ToolCall,
      outcome: ok('Opened “Corner Shop”.'),
    };
    expect(await planner.next(turn(task, [opened]))).toEqual({
      kind: 'tool',
      call: { name: 'click', args: { ref: 'e5' } },
    });
    const clicked = {
      call: { name: 'click', args: { ref: 'e5' } } as ToolCall,
      outcome: ok('Clicked “Cart (2)”.'),
    };
    expect(await planner.next(turn(task, [opened, clicked]))).toEqual({
      kind: 'tool',
      call: { name: 'read_page', args: {} },
    });
    const read = {
      call: { name: 'read_page', args: {} } as ToolCall,
      outcome: {
        ok: true,
        text: 'Read the page.',
        reading: { title: 'Your cart', text: 'Tea, 2 packets.' },
      },
    };
    expect(await planner.next(turn(task, [opened, clicked, read]))).toEqual({
      kind: 'answer',
      text: 'Your cart\n\nTea, 2 packets.',
    });
  });

  it('answers "Done: …" after a single step', async () => {
    const opened = {
      call: { name: 'open_url', args: {} } as ToolCall,
      outcome: ok('Opened “Corner Shop”.'),
    };
    expect(await planner.next(turn('open example.org', [opened]))).toEqual({
      kind: 'answer',
      text: 'Done: opened “Corner Shop”.',
    });
  });

  it('finds fields, lists and options by their names', async () => {
    expect(await planner.next(turn('type Asha into full name'))).toEqual({
      kind: 'tool',
      call: { name: 'type', args: { ref: 'e8', text: 'Asha' } },
    });
    expect(await planner.next(turn('type tea into search and press enter'))).toEqual({
      kind: 'tool',
      call: { name: 'type', args: { ref: 'e7', text: 'tea', submit: true } },
    });
    expect(await planner.next(turn('type tea'))).toEqual({
      kind: 'tool',
      call: { name: 'type', args: { ref: 'e7', text: 'tea' } },
    });
    expect(await planner.next(turn('select evening in delivery time'))).toEqual({
      kind: 'tool',
      call: { name: 'select', args: { ref: 'e10', option: 'Evening' } },
    });
    expect(await planner.next(turn('select evening'))).toEqual({
      kind: 'tool',
      call: { name: 'select', args: { ref: 'e10', option: 'Evening' } },
    });
    expect(await planner.next(turn('set delivery time to evening'))).toEqual({
      kind: 'tool',
      call: { name: 'select', args: { ref: 'e10', option: 'Evening' } },
    });
  });

  it('opens a link of the page by its name, and searches for anything else', async () => {
    expect(await planner.next(turn('go to the cart'))).toEqual({
      kind: 'tool',
      call: { name: 'click', args: { ref: 'e11' } },
    });
    expect(await planner.next(turn('open the railway timetable'))).toEqual({
      kind: 'tool',
      call: { name: 'search_web', args: { query: 'the railway timetable' } },
    });
  });

  it('does nothing with a message it does not fully understand, and lists the commands', async () => {
    const step = await planner.next(turn('open example.org then make me a sandwich'));
    expect(step.kind).toBe('answer');
    const text = step.kind === 'answer' ? step.text : '';
    expect(text).toContain('I understood: open example.org.');
    expect(text).toContain('I did not understand “make me a sandwich”');
    expect(text).toContain(COMMANDS_HELP);
    expect(await planner.next(turn('   '))).toEqual({ kind: 'answer', text: COMMANDS_HELP });
  });

  it('says what it could not find, and what was done before', async () => {
    const opened = {
      call: { name: 'open_url', args: {} } as ToolCall,
      outcome: ok('Opened “Corner Shop”.'),
    };
    const step = await planner.next(turn('open example.org then click Checkout now', [opened]));
    expect(step).toEqual({
      kind: 'answer',
      text: 'I could not find “Checkout now” to click on “Corner Shop”. Done before that: Opened “Corner Shop”.',
    });
    expect(await planner.next(turn('click Cart', [], null))).toMatchObject({
      kind: 'answer',
      text: expect.stringContaining('Nothing is open yet'),
    });
  });

  it('stops at a step that failed or was declined', async () => {
    const declined = {
      call: { name: 'click', args: { ref: 'e12' } } as ToolCall,
      outcome: { ok: false, text: 'The person said no to “Place the order?”.' },
    };
    expect(await planner.next(turn('click place order then read the page', [declined]))).toEqual({
      kind: 'answer',
      text: 'The person said no to “Place the order?”.',
    });
  });

  it('takes only the newest message of a continuation, not the earlier tasks', async () => {
    const continued = {
      ...turn('click Cart'),
      earlier: [{ task: 'open https://a.example', answer: 'Done. Opened a.example.' }],
    };
    const step = await planner.next(continued);
    expect(step).toEqual(await planner.next(turn('click Cart')));
    expect(step).toMatchObject({ kind: 'tool', call: { name: 'click' } });
  });

  it('lists every command in its help', () => {
    for (const word of [
      'open',
      'search for',
      'click',
      'type',
      'select',
      'scroll',
      'go back',
      'read this page',
      'summarise',
      'wait',
    ])
      expect(COMMANDS_HELP).toContain(word);
  });
});
