// The browser agent's tools (server/src/agent/tools/) in Debian's Chromium against the fixture
// sites on loopback: every tool, element references, the address guard (allow and deny lists,
// loopback only when allowed), password values kept out of snapshots, questions before booking,
// paying and sending (and nothing posted until the answer is yes), the sign-in of the cookie sites,
// and snapshot sizes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AgentBrowser, openGuardedContext } from '../src/agent/browser';
import { AddressGuard, checkAddress, hostInDomain, type Resolver } from '../src/agent/guard';
import { assessStep, type StepTarget } from '../src/agent/safety';
import { maskSecrets, PASSWORD_MASK } from '../src/agent/snapshot';
import {
  completeUrl,
  cookieSiteOf,
  createAgentTools,
  firstSentences,
  toPlaywrightCookies,
  type ToolTimeouts,
} from '../src/agent/tools';
import type { AgentConfig, AgentTools, PageView, ToolName, ToolOutcome } from '../src/agent/types';
import { fixtureAgentConfig, startAgentSites, type AgentSites } from './agent-sites';
import { launchChromium } from './fixtures/chromium';

jest.setTimeout(60_000);

let sites: AgentSites;
let browser: Browser;
let baseConfig: AgentConfig;
const opened: AgentTools[] = [];

beforeAll(async () => {
  sites = await startAgentSites();
  browser = await launchChromium();
  baseConfig = fixtureAgentConfig(sites, { maxSteps: 25, maxSeconds: 180, answerWaitSeconds: 300 });
});

afterAll(async () => {
  await Promise.all(opened.map((tools) => tools.close()));
  await browser?.close();
  await sites?.close();
});

beforeEach(() => sites.reset());

interface Harness {
  tools: AgentTools;
  /** The person's page, to act on it directly as the person's own typing would. */
  page(): Page;
  context(): BrowserContext;
}

async function harness(
  overrides: Partial<AgentConfig> = {},
  timeouts?: Partial<ToolTimeouts>,
): Promise<Harness> {
  const config = { ...baseConfig, ...overrides };
  let current: BrowserContext | null = null;
  const tools = await createAgentTools({
    config,
    ...(timeouts ? { timeouts } : {}),
    openContext: async () => {
      const guarded = await openGuardedContext(browser, config);
      current = guarded.context;
      return guarded;
    },
  });
  opened.push(tools);
  return { tools, page: () => current!.pages()[0]!, context: () => current! };
}

function run(
  tools: AgentTools,
  name: ToolName,
  args: Record<string, unknown> = {},
  confirmed = false,
): Promise<ToolOutcome> {
  return tools.run({ name, args }, { signal: new AbortController().signal, confirmed });
}

/** The reference of the first element with this role whose name contains `name`. */
function refOf(view: PageView | undefined, role: string, name: string): string {
  for (const line of (view?.snapshot ?? '').split('\n')) {
    const match = new RegExp(`- ${role} "((?:[^"\\\\]|\\\\.)*)".*\\[ref=([a-z0-9]+)\\]`).exec(line);
    if (match && match[1]!.includes(name)) return match[2]!;
  }
  throw new Error(`No ${role} “${name}” in the snapshot:\n${view?.snapshot}`);
}

describe('address guard', () => {
  const names: Record<string, string[]> = {
    'example.org': ['93.184.215.14'],
    'news.example.org': ['93.184.215.15'],
    'notexample.org': ['93.184.215.16'],
    'intranet.test': ['10.1.2.3'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['93.184.215.17', '127.0.0.1'],
  };
  const resolve: Resolver = async (host) => {
    const found = names[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };
  const rules = { allowedDomains: [], deniedDomains: [], allowLocalSites: false };

  test('matches a listed domain and its subdomains only', () => {
    expect(hostInDomain('example.org', 'example.org')).toBe(true);
    expect(hostInDomain('News.Example.org.', 'example.org')).toBe(true);
    expect(hostInDomain('notexample.org', 'example.org')).toBe(false);
    expect(hostInDomain('example.org.evil.test', 'example.org')).toBe(false);
  });

  test('an allow list lets only its hosts through', async () => {
    const allow = { ...rules, allowedDomains: ['example.org'] };
    expect((await checkAddress('https://news.example.org/a', allow, resolve)).allowed).toBe(true);
    const refused = await checkAddress('https://notexample.org/', allow, resolve);
    expect(refused).toEqual({
      allowed: false,
      reason: "I can't open notexample.org: it is not on the list of sites I may use.",
    });
  });

  test('a deny list refuses its hosts and their subdomains', async () => {
    const deny = { ...rules, deniedDomains: ['example.org'] };
    const refused = await checkAddress('http://news.example.org/', deny, resolve);
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.reason).toMatch(/list of sites I must not use/);
    expect((await checkAddress('http://notexample.org/', deny, resolve)).allowed).toBe(true);
  });

  test('loopback and private addresses only with allowLocalSites; link-local never', async () => {
    const local = { ...rules, allowLocalSites: true };
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://intranet.test/',
      'http://[::1]/',
      'http://mixed.test/',
    ]) {
      const verdict = await checkAddress(url, rules, resolve);
      expect(verdict.allowed).toBe(false);
      expect(!verdict.allowed && verdict.reason).toMatch(/I only use public sites/);
      expect((await checkAddress(url, local, resolve)).allowed).toBe(true);
    }
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://metadata.test/']) {
      expect((await checkAddress(url, local, resolve)).allowed).toBe(false);
    }
  });

  test('only http and https; unknown names are refused plainly', async () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'ftp://example.org/']) {
      const verdict = await checkAddress(url, rules, resolve);
      expect(!verdict.allowed && verdict.reason).toMatch(/I only use http and https/);
    }
    const missing = await checkAddress('https://nowhere.test/', rules, resolve);
    expect(!missing.allowed && missing.reason).toBe(
      "I can't open nowhere.test: the site could not be found.",
    );
    expect((await checkAddress('wss://example.org/socket', rules, resolve)).allowed).toBe(true);
  });

  test('DNS answers are cached briefly per guard', async () => {
    let lookups = 0;
    let now = 0;
    const guard = new AddressGuard(
      rules,
      async () => {
        lookups++;
        return ['93.184.215.14'];
      },
      () => now,
    );
    await guard.check('https://example.org/a');
    await guard.check('https://example.org/b');
    expect(lookups).toBe(1);
    now += 60_000;
    await guard.check('https://example.org/c');
    expect(lookups).toBe(2);
  });
});

describe('safety questions', () => {
  const button = (name: string, extra: Partial<StepTarget> = {}): StepTarget => ({
    name,
    tag: 'button',
    type: 'submit',
    role: '',
    submits: true,
    link: false,
    formText: '',
    fields: [],
    submitLabels: [],
    messageField: false,
    ...extra,
  });
  const click = { action: 'click' } as const;

  test('paying, ordering, booking and sending are asked about', () => {
    expect(assessStep(click, button('Pay ₹450'), 'shop.test')).toEqual({
      kind: 'payment',
      question: 'Shall I press “Pay ₹450” on shop.test? This would make a payment.',
    });
    expect(assessStep(click, button('Place order'), 'shop.test')?.kind).toBe('order');
    expect(assessStep(click, button('Buy now'), 'shop.test')?.kind).toBe('order');
    expect(assessStep(click, button('Proceed to payment'), 'shop.test')?.kind).toBe('payment');
    expect(assessStep(click, button('Confirm booking'), 'clinic.test')?.question).toBe(
      'Shall I press “Confirm booking” on clinic.test? This would confirm a booking.',
    );
    expect(assessStep(click, button('Book now'), 'cabs.test')?.kind).toBe('booking');
    expect(assessStep(click, button('Reserve'), 'hotel.test')?.kind).toBe('booking');
    expect(assessStep(click, button('Send message'), 'mail.test')?.kind).toBe('message');
    expect(assessStep(click, button('Post'), 'social.test')?.kind).toBe('message');
    expect(assessStep(click, button('Transfer money'), 'bank.test')?.kind).toBe('payment');
    expect(assessStep(click, button('Donate'), 'charity.test')?.kind).toBe('payment');
  });

  test('Hindi labels are understood', () => {
    expect(assessStep(click, button('भुगतान करें'), 'shop.test')?.kind).toBe('payment');
    expect(assessStep(click, button('अभी बुक करें'), 'clinic.test')?.kind).toBe('booking');
    expect(assessStep(click, button('ऑर्डर करें'), 'food.test')?.kind).toBe('order');
    expect(assessStep(click, button('भेजें'), 'mail.test')?.kind).toBe('message');
    expect(assessStep(click, button('खोजें'), 'search.test')).toBeNull();
  });

  test('a generic submit button is judged by its form', () => {
    const card = button('Continue', { fields: ['Card number cc-number card', 'CVV cc-csc cvv'] });
    expect(assessStep(click, card, 'shop.test')?.kind).toBe('payment');
    const booking = button('Submit', { formText: 'Book an appointment' });
    expect(assessStep(click, booking, 'clinic.test')?.kind).toBe('booking');
    expect(assessStep(click, button('Submit', { formText: 'Newsletter' }), 'x.test')).toBeNull();
  });

  test('searching, moving on and links to a cart are not asked about', () => {
    expect(assessStep(click, button('Search'), 'find.test')).toBeNull();
    expect(
      assessStep(click, button('Next', { fields: ['Card number cc-number'] }), 'x.test'),
    ).toBeNull();
    expect(assessStep(click, button('Add to cart'), 'shop.test')).toBeNull();
    const cartLink = button('Cart (2)', { tag: 'a', type: '', submits: false, link: true });
    expect(assessStep(click, cartLink, 'shop.test')).toBeNull();
    const checkoutLink = button('Go to checkout', {
      tag: 'a',
      type: '',
      submits: false,
      link: true,
    });
    expect(assessStep(click, checkoutLink, 'shop.test')).toBeNull();
  });

  test('typing with submit is judged by what Enter would do', () => {
    const search = button('Search the web', { tag: 'input', submitLabels: ['Search'] });
    expect(
      assessStep({ action: 'type', text: 'trains', submit: true }, search, 'find.test'),
    ).toBeNull();
    const chat = button('Message', { tag: 'textarea', submits: false, messageField: true });
    expect(
      assessStep({ action: 'type', text: 'Hello there', submit: true }, chat, 'chat.test')
        ?.question,
    ).toBe(
      'Shall I type “Hello there” into “Message” and submit it on chat.test? This would send a message.',
    );
    expect(
      assessStep({ action: 'type', text: 'Hello', submit: false }, chat, 'chat.test'),
    ).toBeNull();
    const cvv = button('CVV', { tag: 'input', submitLabels: ['Pay ₹450'] });
    expect(assessStep({ action: 'type', text: '123', submit: true }, cvv, 'shop.test')?.kind).toBe(
      'payment',
    );
  });
});

describe('helpers', () => {
  test('addresses without a scheme get https://', () => {
    expect(completeUrl('example.org/news')).toBe('https://example.org/news');
    expect(completeUrl(' http://example.org ')).toBe('http://example.org');
    expect(completeUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  test('the cookie sites are recognised with their subdomains', () => {
    expect(cookieSiteOf('www.linkedin.com')).toBe('linkedin');
    expect(cookieSiteOf('in.linkedin.com')).toBe('linkedin');
    expect(cookieSiteOf('m.uber.com')).toBe('uber');
    expect(cookieSiteOf('www.1mg.com')).toBe('1mg');
    expect(cookieSiteOf('notlinkedin.com')).toBeNull();
  });

  test("lent cookies keep only the site's domains and become Playwright cookies", () => {
    const now = 1_700_000_000;
    const converted = toPlaywrightCookies(
      'linkedin',
      [
        {
          name: 'li_at',
          value: 'abc',
          domain: '.linkedin.com',
          path: '/',
          secure: true,
          httpOnly: true,
          sameSite: 'no_restriction',
          expirationDate: now + 3600,
        },
        {
          name: 'lang',
          value: 'en',
          domain: 'www.linkedin.com',
          path: '/',
          secure: false,
          httpOnly: false,
          sameSite: 'no_restriction',
        },
        {
          name: 'old',
          value: 'x',
          domain: '.linkedin.com',
          path: '/',
          secure: true,
          httpOnly: false,
          expirationDate: now - 1,
        },
        {
          name: 'track',
          value: 'y',
          domain: '.evil.test',
          path: '/',
          secure: true,
          httpOnly: false,
        },
        {
          name: 'fake',
          value: 'z',
          domain: 'linkedin.com.evil.test',
          path: '/',
          secure: true,
          httpOnly: false,
        },
      ],
      now,
    );
    expect(converted).toEqual([
      {
        name: 'li_at',
        value: 'abc',
        domain: '.linkedin.com',
        path: '/',
        expires: now + 3600,
        httpOnly: true,
        secure: true,
        sameSite: 'None',
      },
      {
        name: 'lang',
        value: 'en',
        domain: 'www.linkedin.com',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ]);
  });

  test('a summary is the first sentences of the main text', () => {
    const text =
      'City News\n\nThe line opened on Saturday. It has eight stations. Each has lifts. Trains run often. More later.';
    expect(firstSentences(text)).toBe(
      'The line opened on Saturday. It has eight stations. Each has lifts. Trains run often.',
    );
  });

  test('secrets are masked wherever they appear, also as the snapshot quotes them', () => {
    expect(maskSecrets('textbox "x": pa"ss1 and "pa\\"ss1"', ['pa"ss1'])).toBe(
      `textbox "x": ${PASSWORD_MASK} and "${PASSWORD_MASK}"`,
    );
  });
});

describe('tools in Chromium', () => {
  test('open_url opens a page and shows its snapshot; search_web uses the search page', async () => {
    const { tools } = await harness();
    const opened = await run(tools, 'open_url', { url: `${sites.url}/news` });
    expect(opened.ok).toBe(true);
    expect(opened.text).toBe('Opened “City News – Today’s headlines”.');
    expect(opened.view?.snapshot).toContain('heading "Today’s headlines" [level=1]');
    expect(opened.view?.tokens).toBe(Math.ceil(opened.view!.snapshot.length / 4));

    const searched = await run(tools, 'search_web', { query: 'clinic appointment' });
    expect(searched.ok).toBe(true);
    expect(searched.view?.url).toBe(`${sites.url}/search?q=clinic%20appointment`);
    expect(searched.view?.snapshot).toContain('Sunrise Clinic – Book an appointment');
    const clicked = await run(tools, 'click', {
      ref: refOf(searched.view, 'link', 'Sunrise Clinic'),
    });
    expect(clicked.ok).toBe(true);
    expect(clicked.text).toBe(
      'Pressed “Sunrise Clinic – Book an appointment”; now on “Sunrise Clinic”.',
    );
    expect(clicked.view?.url).toBe(`${sites.url}/clinic`);
  });

  test('bad arguments, unknown and stale references get clear answers', async () => {
    const { tools, page } = await harness();
    expect((await run(tools, 'open_url', {})).text).toBe(
      'open_url needs “url”: the address to open.',
    );
    expect((await run(tools, 'click', { ref: 'e1' })).text).toBe(
      'There is no element e1 on this page now.',
    );
    const news = await run(tools, 'open_url', { url: `${sites.url}/news` });
    expect((await run(tools, 'click', { ref: 'e99' })).text).toBe(
      'There is no element e99 on this page now.',
    );
    expect((await run(tools, 'click', { ref: 'the button' })).text).toMatch(
      /not an element reference/,
    );
    const link = refOf(news.view, 'link', 'Monsoon');
    // The page moves on by itself (a redirect): references of the old page are not used.
    await page().goto(`${sites.url}/clinic`);
    const stale = await run(tools, 'click', { ref: link });
    expect(stale.ok).toBe(false);
    expect(stale.text).toBe(
      `The page changed since I last looked (it is now “Sunrise Clinic”), so ${link} may mean something else; I did not use it. Here is the page now.`,
    );
    expect(stale.view?.url).toBe(`${sites.url}/clinic`);
    expect(sites.visits.map((visit) => visit.path)).toEqual(['/news', '/clinic']);
    // With the fresh view, its references work again.
    const book = await run(tools, 'click', {
      ref: refOf(stale.view, 'link', 'Book an appointment'),
    });
    expect(book.ok).toBe(true);
    expect((await run(tools, 'scroll', { direction: 'sideways' })).text).toBe(
      'scroll needs “direction”: up or down.',
    );
    const unknown = await tools.run(
      { name: 'format_disk' as ToolName, args: {} },
      { signal: new AbortController().signal, confirmed: false },
    );
    expect(unknown).toMatchObject({ ok: false, text: 'There is no tool called “format_disk”.' });
  });

  test('type with submit searches without a question', async () => {
    const { tools } = await harness();
    const page = await run(tools, 'open_url', { url: `${sites.url}/search` });
    const typed = await run(tools, 'type', {
      ref: refOf(page.view, 'searchbox', 'Search the web'),
      text: 'monsoon',
      submit: true,
    });
    expect(typed.needsConfirmation).toBeUndefined();
    expect(typed.ok).toBe(true);
    expect(typed.text).toBe(
      'Typed “monsoon” into “Search the web” and submitted it; now on “monsoon – Find”.',
    );
    expect(typed.view?.snapshot).toContain('Monsoon expected to arrive early this year');
  });

  test('booking asks first, and nothing is booked until the answer is yes', async () => {
    const { tools } = await harness();
    let step = await run(tools, 'open_url', { url: `${sites.url}/clinic/book` });
    step = await run(tools, 'select', {
      ref: refOf(step.view, 'combobox', 'Doctor'),
      option: 'dr. arjun shah',
    });
    expect(step.text).toBe('Chose “Dr. Arjun Shah (Dermatologist)” in “Doctor”.');
    step = await run(tools, 'select', {
      ref: refOf(step.view, 'combobox', 'Date'),
      option: 'Tuesday 13 May',
    });
    step = await run(tools, 'select', {
      ref: refOf(step.view, 'combobox', 'Time'),
      option: '15:00',
    });
    const wrong = await run(tools, 'select', {
      ref: refOf(step.view, 'combobox', 'Time'),
      option: '09:00',
    });
    expect(wrong.text).toBe(
      'There is no choice “09:00” in “Time”. The choices are: 10:00, 11:30, 15:00, 17:30.',
    );
    step = await run(tools, 'type', {
      ref: refOf(step.view, 'textbox', 'Your name'),
      text: 'Asha Verma',
    });
    expect(step.text).toBe('Typed “Asha Verma” into “Your name”.');
    step = await run(tools, 'click', { ref: refOf(step.view, 'button', 'Review booking') });
    expect(step.needsConfirmation).toBeUndefined();
    expect(step.view?.snapshot).toContain('Review your booking');

    const confirmRef = refOf(step.view, 'button', 'Confirm booking');
    const asked = await run(tools, 'click', { ref: confirmRef });
    expect(asked.ok).toBe(false);
    expect(asked.needsConfirmation?.question).toBe(
      `Shall I press “Confirm booking” on ${new URL(sites.url).host}? This would confirm a booking.`,
    );
    expect(sites.bookings).toEqual([]);
    expect(sites.visits.some((visit) => visit.method === 'POST')).toBe(false);

    const done = await run(tools, 'click', { ref: confirmRef }, true);
    expect(done.ok).toBe(true);
    expect(done.view?.snapshot).toContain('Booking confirmed');
    expect(sites.bookings).toEqual([
      {
        reference: 'SC-1001',
        doctor: 'Dr. Arjun Shah (Dermatologist)',
        date: 'Tuesday 13 May',
        time: '15:00',
        patient: 'Asha Verma',
      },
    ]);
  });

  test('paying asks first; adding to the cart and going to checkout do not', async () => {
    const { tools } = await harness();
    let step = await run(tools, 'open_url', { url: `${sites.url}/shop` });
    step = await run(tools, 'click', { ref: refOf(step.view, 'button', 'Add Basmati rice') });
    expect(step.needsConfirmation).toBeUndefined();
    expect(step.view?.snapshot).toContain('Your cart');
    step = await run(tools, 'click', { ref: refOf(step.view, 'link', 'Go to checkout') });
    expect(step.needsConfirmation).toBeUndefined();
    for (const [label, value] of [
      ['Name on card', 'Asha Verma'],
      ['Delivery address', '12 MG Road, Hyderabad'],
      ['Card number', '4111 1111 1111 1111'],
      ['Expiry', '12/29'],
      ['CVV', '123'],
    ] as const) {
      step = await run(tools, 'type', { ref: refOf(step.view, 'textbox', label), text: value });
      expect(step.ok).toBe(true);
    }
    const payRef = refOf(step.view, 'button', 'Pay');
    const asked = await run(tools, 'click', { ref: payRef });
    expect(asked.needsConfirmation?.question).toBe(
      `Shall I press “Pay ₹150” on ${new URL(sites.url).host}? This would make a payment.`,
    );
    // Enter in the CVV field would submit the payment form too: asked as well.
    const enter = await run(tools, 'type', {
      ref: refOf(step.view, 'textbox', 'CVV'),
      text: '123',
      submit: true,
    });
    expect(enter.needsConfirmation?.question).toMatch(/This would make a payment\.$/);
    expect(sites.orders).toEqual([]);

    const paid = await run(tools, 'click', { ref: payRef }, true);
    expect(paid.ok).toBe(true);
    expect(paid.view?.snapshot).toContain('Thank you for your order');
    expect(sites.orders).toMatchObject([{ total: 150, cardLast4: '1111', name: 'Asha Verma' }]);
  });

  test('sending a message asks first', async () => {
    const { tools } = await harness();
    const page = await run(tools, 'open_url', { url: `${sites.url}/contact` });
    const typedAndSent = await run(tools, 'type', {
      ref: refOf(page.view, 'textbox', 'Message'),
      text: 'Is the ramp at the side entrance open?',
      submit: true,
    });
    expect(typedAndSent.needsConfirmation?.question).toMatch(/This would send a message\.$/);
    const typed = await run(tools, 'type', {
      ref: refOf(page.view, 'textbox', 'Message'),
      text: 'Is the ramp at the side entrance open?',
    });
    expect(typed.ok).toBe(true);
    const send = await run(tools, 'click', { ref: refOf(typed.view, 'button', 'Send message') });
    expect(send.needsConfirmation?.question).toMatch(
      /^Shall I press “Send message”.*This would send a message\.$/,
    );
    expect(sites.messages).toEqual([]);
  });

  test('passwords are never typed and never shown', async () => {
    const { tools, page } = await harness();
    const login = await run(tools, 'open_url', { url: `${sites.url}/login` });
    const refused = await run(tools, 'type', {
      ref: refOf(login.view, 'textbox', 'Password'),
      text: 'hunter2',
    });
    expect(refused).toMatchObject({
      ok: false,
      text: "I don't type passwords. Sign in to the site in your own browser and I can use that sign-in.",
    });
    // The person types it themselves (as in their own browser): the agent must still not see it.
    await page().fill('#email', 'asha@example.org');
    await page().fill('#password', 'S3cret-Passw0rd!');
    const view = await tools.view();
    expect(view.snapshot).not.toContain('S3cret-Passw0rd!');
    expect(view.snapshot).toMatch(new RegExp(`textbox "Password".*: ${PASSWORD_MASK}`));
    expect(view.snapshot).toContain('asha@example.org');
    await page().fill('#password', 'q7');
    const short = await tools.view();
    expect(short.snapshot).toMatch(new RegExp(`textbox "Password".*: ${PASSWORD_MASK}`));
    expect(short.snapshot).not.toMatch(/textbox "Password".*: q7/);
    // The value copied into the page's text is hidden too.
    await page().evaluate(() => {
      const note = (
        globalThis as unknown as {
          document: { body: { insertAdjacentHTML(w: string, h: string): void } };
        }
      ).document.body;
      note.insertAdjacentHTML('beforeend', '<p>Your password is S3cret-Passw0rd!</p>');
    });
    await page().fill('#password', 'S3cret-Passw0rd!');
    const echoed = await tools.view();
    expect(echoed.snapshot).not.toContain('S3cret-Passw0rd!');
    const read = await run(tools, 'read_page');
    expect(JSON.stringify(read)).not.toContain('S3cret-Passw0rd!');
  });

  test('the allow list keeps the browser to its sites, links included', async () => {
    const { tools } = await harness({ allowedDomains: ['127.0.0.1'] });
    const port = new URL(sites.url).port;
    const refused = await run(tools, 'open_url', { url: `http://localhost:${port}/news` });
    expect(refused).toMatchObject({
      ok: false,
      text: "I can't open localhost: it is not on the list of sites I may use.",
    });
    expect(sites.visits).toEqual([]);
    const allowed = await run(tools, 'open_url', { url: `${sites.url}/injection` });
    expect(allowed).toMatchObject({ ok: true, text: 'Opened “Travel deals this week”.' });
    const claim = await run(tools, 'click', {
      ref: refOf(allowed.view, 'link', 'Claim your free ticket'),
    });
    expect(claim.ok).toBe(false);
    expect(claim.text).toBe(
      "Pressed “Claim your free ticket”, but I can't open evil.example: it is not on the list of sites I may use.",
    );
  });

  test('the deny list refuses its hosts', async () => {
    const { tools } = await harness({ deniedDomains: ['localhost'] });
    const port = new URL(sites.url).port;
    const refused = await run(tools, 'open_url', { url: `http://localhost:${port}/news` });
    expect(refused.text).toBe("I can't open localhost: it is on the list of sites I must not use.");
    expect((await run(tools, 'open_url', { url: `${sites.url}/news` })).ok).toBe(true);
  });

  test('loopback is refused unless local sites are allowed', async () => {
    const { tools } = await harness({ allowLocalSites: false });
    const refused = await run(tools, 'open_url', { url: `${sites.url}/news` });
    expect(refused.ok).toBe(false);
    expect(refused.text).toBe(
      "I can't open 127.0.0.1: it is a loopback address (this computer), and I only use public sites.",
    );
    expect(sites.visits).toEqual([]);
  });

  test('requests of a page to refused hosts are stopped', async () => {
    const { tools, page } = await harness({ allowedDomains: ['127.0.0.1'] });
    await run(tools, 'open_url', { url: `${sites.url}/news` });
    const port = new URL(sites.url).port;
    const fetched = await page().evaluate(async (target) => {
      try {
        await fetch(target);
        return 'reached';
      } catch {
        return 'blocked';
      }
    }, `http://localhost:${port}/shop`);
    expect(fetched).toBe('blocked');
    expect(sites.visits.map((visit) => visit.path)).toEqual(['/news']);
  });

  test('the cookie sites need the person’s sign-in, which lent cookies give', async () => {
    const { tools, context } = await harness();
    const before = await run(tools, 'open_url', { url: 'www.linkedin.com/jobs' });
    expect(before).toMatchObject({ ok: false, needsSignIn: 'linkedin' });
    expect(before.text).toBe(
      'LinkedIn needs your own sign-in first: I use the sign-in of your browser for it.',
    );
    expect(context().pages()[0]!.url()).toBe('about:blank');
    expect(await tools.hasSignIn('linkedin')).toBe(false);

    await tools.lendCookies('linkedin', [
      {
        name: 'li_at',
        value: 'AQEDAR-token',
        domain: '.linkedin.com',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'no_restriction',
      },
      {
        name: 'tracker',
        value: 'x',
        domain: '.evil.test',
        path: '/',
        secure: true,
        httpOnly: false,
      },
    ]);
    expect(await tools.hasSignIn('linkedin')).toBe(true);
    expect(await tools.hasSignIn('naukri')).toBe(false);
    const names = (await context().cookies()).map((cookie) => `${cookie.name}@${cookie.domain}`);
    expect(names).toEqual(['li_at@.linkedin.com']);
    // Another person's context has none of them.
    const other = await harness();
    expect(await other.tools.hasSignIn('linkedin')).toBe(false);
    // A site the lists refuse is refused before any sign-in is asked for.
    const denied = await harness({ deniedDomains: ['linkedin.com'] });
    expect(await run(denied.tools, 'open_url', { url: 'https://in.linkedin.com/' })).toMatchObject({
      ok: false,
      text: "I can't open in.linkedin.com: it is on the list of sites I must not use.",
    });
  });

  test('a context that died is replaced, with the lent cookies restored', async () => {
    const { tools, context } = await harness();
    await tools.lendCookies('1mg', [
      {
        name: 'VISITOR-ID',
        value: 'v-1',
        domain: '.1mg.com',
        path: '/',
        secure: true,
        httpOnly: false,
      },
    ]);
    await run(tools, 'open_url', { url: `${sites.url}/news` });
    const dead = context();
    await dead.close();
    const again = await run(tools, 'open_url', { url: `${sites.url}/clinic` });
    expect(again).toMatchObject({ ok: true, text: 'Opened “Sunrise Clinic”.' });
    expect(context()).not.toBe(dead);
    expect(await tools.hasSignIn('1mg')).toBe(true);
  });

  test('scroll moves the part of a long page that is shown', async () => {
    const { tools } = await harness({ snapshotMaxChars: 3_000 });
    const top = await run(tools, 'open_url', { url: `${sites.url}/long` });
    expect(top.view!.snapshot.length).toBeLessThanOrEqual(3_000);
    expect(top.view!.snapshot).toContain('link "Item 1"');
    expect(top.view!.snapshot).toMatch(
      /- note: the page continues below \(\d+ more lines\); scroll down, or use read_page/,
    );
    let step = top;
    for (let i = 0; i < 3; i++) step = await run(tools, 'scroll', { direction: 'down' });
    expect(step.text).toBe('Scrolled down.');
    expect(step.view!.snapshot).toMatch(/^- note: the page continues above/);
    expect(step.view!.snapshot).not.toContain('link "Item 1"');
    const later = /link "Item (\d+)"/.exec(step.view!.snapshot);
    expect(Number(later?.[1])).toBeGreaterThan(40);
    const up = await run(tools, 'scroll', { direction: 'up' });
    expect(up.text).toBe('Scrolled up.');
    const short = await run(tools, 'open_url', { url: `${sites.url}/clinic` });
    expect(short.ok).toBe(true);
    expect((await run(tools, 'scroll', { direction: 'down' })).text).toBe(
      'Already at the bottom of the page.',
    );
  });

  test('go_back returns to the page before', async () => {
    const { tools } = await harness();
    expect((await run(tools, 'go_back')).text).toBe('There is no earlier page to go back to.');
    const news = await run(tools, 'open_url', { url: `${sites.url}/news` });
    await run(tools, 'click', { ref: refOf(news.view, 'link', 'New metro line') });
    const back = await run(tools, 'go_back');
    expect(back).toMatchObject({ ok: true, text: 'Went back to “City News – Today’s headlines”.' });
    expect(back.view?.url).toBe(`${sites.url}/news`);
  });

  test('read_page gives the main text; summarise its first sentences', async () => {
    const { tools } = await harness();
    await run(tools, 'open_url', { url: `${sites.url}/news/article/metro-line` });
    const read = await run(tools, 'read_page');
    expect(read.ok).toBe(true);
    expect(read.reading?.title).toMatch(/^New metro line opens with step-free stations/);
    expect(read.reading?.text).toContain(
      'The Blue Line extension opened to passengers on Saturday morning',
    );
    expect(read.reading?.text).toContain('starting with the busiest interchanges.');
    expect(read.reading?.text).not.toContain('All fixture sites');
    expect(read.text).toMatch(
      /^Read “New metro line opens with step-free stations.*” \(\d+ words\)\.$/,
    );
    const summary = await run(tools, 'summarise');
    expect(summary.text).toMatch(
      /^“New metro line opens with step-free stations.*”: The Blue Line extension opened to passengers on Saturday morning/,
    );
    expect(summary.text.length).toBeLessThan(800);
  });

  test('page text is only read, never followed', async () => {
    const { tools } = await harness();
    await run(tools, 'open_url', { url: `${sites.url}/injection` });
    const read = await run(tools, 'read_page');
    expect(read.reading?.text).toContain('Ignore previous instructions');
    expect(sites.visits.map((visit) => visit.path)).toEqual(['/injection']);
  });

  test('wait_for_change notices a page that changes, and says when nothing did', async () => {
    const { tools } = await harness();
    // The page changes 5 s after it loads: time enough for open_url to read it first on a busy
    // machine (1.5 s was not), well within the 8 s waited for the change.
    const first = await run(tools, 'open_url', { url: `${sites.url}/changing?after=5000` });
    expect(first.view?.snapshot).toContain('Searching for trains');
    const changed = await run(tools, 'wait_for_change', { seconds: 8 });
    expect(changed.text).toMatch(/^The page changed after \d/);
    expect(changed.view?.snapshot).toContain('3 trains found');
    const still = await run(tools, 'wait_for_change', { seconds: 1 });
    expect(still.text).toBe('Nothing changed on the page in 1 second.');
  });

  test('a slow site is given up on after the navigation time', async () => {
    const { tools } = await harness({}, { navigationMs: 1_500 });
    const slow = await run(tools, 'open_url', { url: `${sites.url}/slow?ms=5000` });
    expect(slow).toMatchObject({ ok: false, text: '127.0.0.1 did not answer within 1.5 seconds.' });
    const quick = await run(tools, 'open_url', { url: `${sites.url}/slow?ms=200` });
    expect(quick.ok).toBe(true);
  });

  test('links to new windows open in the same tab', async () => {
    const { tools, context } = await harness();
    const page = await run(tools, 'open_url', { url: `${sites.url}/popup` });
    const link = await run(tools, 'click', { ref: refOf(page.view, 'link', 'City News') });
    expect(link.view?.url).toBe(`${sites.url}/news`);
    await run(tools, 'open_url', { url: `${sites.url}/popup` });
    const view = await tools.view();
    const script = await run(tools, 'click', { ref: refOf(view, 'button', 'Open the clinic') });
    expect(script.text).toMatch(
      /^The page opened a new window; I opened it here instead\. Opened “Sunrise Clinic”\.$/,
    );
    expect(context().pages()).toHaveLength(1);
  });

  test('a stop ends a step at once', async () => {
    const { tools } = await harness();
    await run(tools, 'open_url', { url: `${sites.url}/clinic` });
    const controller = new AbortController();
    const started = Date.now();
    const waiting = tools.run(
      { name: 'wait_for_change', args: { seconds: 10 } },
      { signal: controller.signal, confirmed: false },
    );
    setTimeout(() => controller.abort(new Error('Stopped by the person')), 300);
    await expect(waiting).rejects.toThrow('Stopped by the person');
    // Before the 10 s wait it cut would have ended by itself.
    expect(Date.now() - started).toBeLessThan(10_000);
    const aborted = new AbortController();
    aborted.abort(new Error('already stopped'));
    await expect(
      tools.run({ name: 'read_page', args: {} }, { signal: aborted.signal, confirmed: false }),
    ).rejects.toThrow('already stopped');
    // The tools still work after a stop.
    expect((await run(tools, 'read_page')).ok).toBe(true);
  });

  test('screenshot is a JPEG of the page, or null before any page', async () => {
    const { tools } = await harness();
    expect(await tools.screenshot()).toBeNull();
    await run(tools, 'open_url', { url: `${sites.url}/shop` });
    const shot = await tools.screenshot();
    expect(shot?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  test('snapshots of the fixture pages stay well under 2,000 tokens', async () => {
    const { tools } = await harness();
    const paths = [
      '/search?q=news',
      '/news',
      '/news/article/metro-line',
      '/clinic/book',
      '/shop',
      '/contact',
      '/login',
      '/injection',
    ];
    for (const path of paths) {
      const opened = await run(tools, 'open_url', { url: `${sites.url}${path}` });
      expect(opened.ok).toBe(true);
      // Typical pages fit whole: no cut was needed.
      expect(opened.view!.snapshot).not.toContain('the page continues below');
      expect(opened.view!.tokens).toBeLessThan(2_000);
    }
    const long = await run(tools, 'open_url', { url: `${sites.url}/long` });
    expect(long.view!.tokens).toBeLessThanOrEqual(2_000);
  });
});

describe('AgentBrowser', () => {
  test('one context per person, reused, isolated and closed', async () => {
    const agent = new AgentBrowser({ ...baseConfig });
    try {
      const [asha, again, ravi] = await Promise.all([
        agent.open('asha'),
        agent.open('asha'),
        agent.open('ravi'),
      ]);
      expect(again).toBe(asha);
      expect(ravi).not.toBe(asha);
      await asha.lendCookies('swiggy', [
        {
          name: '_is_logged_in',
          value: '1',
          domain: '.swiggy.com',
          path: '/',
          secure: true,
          httpOnly: false,
        },
      ]);
      expect(await asha.hasSignIn('swiggy')).toBe(true);
      expect(await ravi.hasSignIn('swiggy')).toBe(false);
      const opened = await run(asha, 'open_url', { url: `${sites.url}/news` });
      expect(opened.ok).toBe(true);
      await agent.close('asha');
      const fresh = await agent.open('asha');
      expect(fresh).not.toBe(asha);
      expect(await fresh.hasSignIn('swiggy')).toBe(false);
      await expect(run(asha, 'read_page')).resolves.toMatchObject({
        ok: false,
        text: 'This browser was closed.',
      });
      // Chromium goes away (a crash): the next step starts it again.
      const running = await (agent as unknown as { browser: Promise<Browser> }).browser;
      await running.close();
      const recovered = await run(fresh, 'open_url', { url: `${sites.url}/shop` });
      expect(recovered).toMatchObject({ ok: true, text: 'Opened “Green Leaf Grocers”.' });
    } finally {
      await agent.closeAll();
    }
  });

  test('a browser that cannot start says so', async () => {
    const agent = new AgentBrowser({ ...baseConfig, chromiumPath: '/nonexistent/chromium' });
    await expect(agent.open('asha')).rejects.toThrow(
      /^The agent's browser \(\/nonexistent\/chromium\) could not start/,
    );
    await agent.closeAll();
  });
});
