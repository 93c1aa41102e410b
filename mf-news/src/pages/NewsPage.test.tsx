import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAnnouncements, cutAtWord, useLocation, type NewsLanguage } from '@nclude/shared';
import {
  announced,
  installFakeApi,
  renderPage,
  setViewportNarrow,
  signInAs,
  signOut,
  type FakeHandler,
  type FakeRequest,
} from '@nclude/shared/testing';
import NewsPage from './NewsPage';
import { articlesReply, detail, LONG_TITLE, SOURCES } from '../testing/fixtures';

/** The address the page is at, for the tests to read. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const address = () => screen.getByTestId('address').textContent;

function renderNews(url = '/news') {
  return renderPage(
    '/news',
    url,
    <>
      <NewsPage />
      <Address />
    </>,
  );
}

/** `total` articles, 10 a page, in the language asked for. */
function serve(total = 23, overrides: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /news/sources': () => ({ body: SOURCES }),
    'GET /news/articles': (call) => ({
      body: articlesReply(
        total,
        Number(call.query.get('page') ?? '1'),
        (call.query.get('lang') ?? 'eng') as NewsLanguage,
      ),
    }),
    ...overrides,
  });
}

const listCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/news/articles');
const lastListQuery = (calls: FakeRequest[]) =>
  Object.fromEntries(listCalls(calls).at(-1)?.query ?? []);

const articleList = () => screen.getByRole('list');
/** The list's summary (the live region says the same). */
const SUMMARY = { selector: '.news-summary' };
/** An error shown on the page (the kit's FormError; the live regions hold an alert role too). */
const ERROR = { selector: '.nc-form-error' };
/** The read-aloud state in words (also said through the live region). */
const STATUS = { selector: '.news-read-aloud__status' };
const select = (name: string) => screen.getByRole('combobox', { name });

beforeEach(() => {
  setViewportNarrow(false);
  signInAs();
});
afterEach(() => {
  signOut();
  act(() => clearAnnouncements());
});

it('has one heading, "Accessible News", and labelled filters', async () => {
  serve();
  renderNews();
  expect(screen.getByRole('heading', { level: 1, name: 'Accessible News' })).toBeInTheDocument();
  const filters = screen.getByRole('search', { name: 'Filter articles' });
  expect(within(filters).getByRole('combobox', { name: 'Language' })).toHaveValue('eng');
  expect(within(filters).getByRole('combobox', { name: /^Source/ })).toHaveValue('');
  expect(within(filters).getByRole('searchbox', { name: /^Search articles/ })).toHaveValue('');
  expect(within(filters).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  await screen.findByText('Showing 1–10 of 23 articles', SUMMARY);
});

it('lists the articles as links: titles cut at 75 characters, named by the whole title', async () => {
  const calls = serve(23);
  renderNews();
  expect(await screen.findByText('Showing 1–10 of 23 articles', SUMMARY)).toBeInTheDocument();
  expect(announced()).toContain('Showing 1–10 of 23 articles');
  expect(lastListQuery(calls)).toEqual({ page: '1', lang: 'eng' });

  const items = within(articleList()).getAllByRole('listitem');
  expect(items).toHaveLength(10);
  const first = within(items[0]!).getByRole('link');
  const shown = cutAtWord(LONG_TITLE, 75);
  expect(shown.length).toBeLessThanOrEqual(76);
  expect(shown.endsWith('…')).toBe(true);
  expect(first).toHaveTextContent(shown);
  // The whole title is the name, and it begins with the words on screen (WCAG 2.5.3).
  expect(first).toHaveAccessibleName(LONG_TITLE);
  expect(LONG_TITLE.startsWith(shown.slice(0, -1))).toBe(true);
  expect(first).toHaveAttribute('lang', 'en');
  expect(first).toHaveAttribute('href', '/news?lang=eng&article=a1');

  // A short title is its own name.
  const second = within(items[1]!).getByRole('link');
  expect(second).toHaveAccessibleName('Headline number 2');
  expect(second).not.toHaveAttribute('aria-label');

  // Unread in words, not by colour alone; article 2 is read.
  expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
  expect(within(items[1]!).queryByText('Unread')).not.toBeInTheDocument();

  // Body cut at 100 at a word boundary, source, date (short month, 12-hour clock), authors, image.
  const body = within(items[0]!).getByText(/^Body of article 1\./);
  expect(body.textContent!.length).toBeLessThanOrEqual(101);
  expect(body.textContent!.endsWith('…')).toBe(true);
  const facts = items[0]!.querySelector('.news-facts')!;
  expect(facts).toHaveTextContent('Daily Planet');
  expect(facts).toHaveTextContent(/Nov 2025, \d{1,2}:\d{2} (am|pm)/i);
  expect(facts).toHaveTextContent('By Asha Rao and Vikram Singh');
  expect(within(items[0]!).getByRole('img')).toHaveAccessibleName(
    'Farmers in a green field under dark clouds',
  );
  expect(within(items[0]!).getByRole('img')).toHaveAttribute(
    'src',
    '/v1/api/news/images/a1?token=img',
  );
  expect(within(items[1]!).queryByRole('img')).not.toBeInTheDocument();
});

it('offers categories only for a chosen source in English, applies on Search, from page 1', async () => {
  const calls = serve(23);
  const { user } = renderNews('/news?lang=eng&page=3');
  await screen.findByText('Showing 21–23 of 23 articles', SUMMARY);
  expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();

  await user.selectOptions(select('Source'), ['Daily Planet']);
  const category = select('Category');
  expect(
    within(category)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'India', 'World', 'Sport']);
  await user.selectOptions(category, ['World']);
  // Another source has other categories: the choice is reset.
  await user.selectOptions(select('Source'), ['Morning Post']);
  expect(select('Category')).toHaveValue('');
  await user.selectOptions(select('Category'), ['Business']);

  // Nothing is applied while the person chooses (WCAG 3.2.2).
  expect(listCalls(calls)).toHaveLength(1);
  expect(address()).toBe('?lang=eng&page=3');

  // Another language has other sources, and no categories.
  await user.selectOptions(select('Language'), ['hin']);
  const source = select('Source');
  expect(source).toHaveValue('');
  expect(
    within(source)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Dainik Samachar']);
  await user.selectOptions(source, ['Dainik Samachar']);
  expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(address()).toBe('?lang=hin&source=Dainik+Samachar'));
  await waitFor(() =>
    expect(lastListQuery(calls)).toEqual({ page: '1', lang: 'hin', source: 'Dainik Samachar' }),
  );
  await screen.findByText('Showing 1–10 of 23 articles', SUMMARY);
  expect(announced()).toContain('Showing 1–10 of 23 articles');
  expect(within(articleList()).getAllByRole('link')[0]).toHaveAttribute('lang', 'hi');
});

it('searches with the category, pages with the filters kept, and focuses the list heading', async () => {
  const calls = serve(23);
  const { user } = renderNews('/news?lang=eng&source=Daily+Planet&category=India');
  await screen.findByText('Showing 1–10 of 23 articles', SUMMARY);
  expect(select('Category')).toHaveValue('India');

  await user.type(screen.getByRole('searchbox', { name: /^Search articles/ }), '  rain ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(address()).toBe('?lang=eng&source=Daily+Planet&category=India&q=rain'),
  );
  await waitFor(() =>
    expect(lastListQuery(calls)).toEqual({
      page: '1',
      lang: 'eng',
      source: 'Daily Planet',
      category: 'India',
      search: 'rain',
    }),
  );

  await screen.findByText('Showing 1–10 of 23 articles', SUMMARY);
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Articles' })).toHaveFocus();
  expect(await screen.findByText('Showing 11–20 of 23 articles', SUMMARY)).toBeInTheDocument();
  expect(address()).toBe('?lang=eng&source=Daily+Planet&category=India&q=rain&page=2');
  expect(lastListQuery(calls)).toMatchObject({ page: '2', category: 'India', search: 'rain' });
  expect(announced()).toContain('Showing 11–20 of 23 articles');
});

it('searches again when Search is pressed with the same filters', async () => {
  const calls = serve(23);
  const { user } = renderNews();
  await screen.findByText('Showing 1–10 of 23 articles', SUMMARY);
  act(() => clearAnnouncements());
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  await waitFor(() => expect(announced()).toContain('Showing 1–10 of 23 articles'));
  expect(address()).toBe('');
});

it('shows the state of a shared or reloaded address', async () => {
  const calls = serve(23);
  renderNews('/news?lang=hin&source=Dainik+Samachar&q=baarish&page=2');
  await screen.findByText('Showing 11–20 of 23 articles', SUMMARY);
  expect(lastListQuery(calls)).toEqual({
    page: '2',
    lang: 'hin',
    source: 'Dainik Samachar',
    search: 'baarish',
  });
  expect(select('Language')).toHaveValue('hin');
  await waitFor(() => expect(select('Source')).toHaveValue('Dainik Samachar'));
  expect(screen.getByRole('searchbox', { name: /^Search articles/ })).toHaveValue('baarish');
  expect(select('Page')).toHaveValue('2');
});

it('ignores what an address cannot mean: a category in Hindi, an unknown language, page 0', async () => {
  const calls = serve(23);
  renderNews('/news?lang=xx&category=India&page=0');
  await screen.findByText('Showing 1–10 of 23 articles', SUMMARY);
  expect(lastListQuery(calls)).toEqual({ page: '1', lang: 'eng' });
});

it('opens an article: focus on its title, marked read; Back returns focus to its link', async () => {
  const calls = serve(23, {
    'GET /news/articles/a13': () => ({ body: { article: detail(13, { markAsRead: false }) } }),
    'PUT /news/articles/a13/read': (call) => ({
      body: { success: true, markAsRead: call.body.read },
    }),
  });
  const { user } = renderNews('/news?lang=eng&source=Daily+Planet&page=2');
  await user.click(await screen.findByRole('link', { name: 'Headline number 13' }));

  const heading = await screen.findByRole('heading', { level: 2, name: 'Headline number 13' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(address()).toBe('?lang=eng&source=Daily+Planet&page=2&article=a13');
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/news/articles/a13/read',
      body: { read: true },
    }),
  );
  expect(screen.getByText('You have read this article.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  // The sanitised body as HTML, the publisher's page as an ordinary link.
  expect(screen.getByText('second').tagName).toBe('STRONG');
  expect(
    screen.getByRole('link', {
      name: 'Read the original article on the publisher’s site (Daily Planet)',
    }),
  ).toHaveAttribute('href', 'https://news.example.org/story/13');
  expect(screen.queryByRole('search')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back' }));
  const link = await screen.findByRole('link', { name: 'Headline number 13' });
  await waitFor(() => expect(link).toHaveFocus());
  expect(address()).toBe('?lang=eng&source=Daily+Planet&page=2');
  expect(lastListQuery(calls)).toEqual({ page: '2', lang: 'eng', source: 'Daily Planet' });
});

it('marks an article unread and read again, keeping focus on the button', async () => {
  const calls = serve(23, {
    'GET /news/articles/a2': () => ({ body: { article: detail(2, { markAsRead: true }) } }),
    'PUT /news/articles/a2/read': (call) => ({
      body: { success: true, markAsRead: call.body.read },
    }),
  });
  const { user } = renderNews('/news?lang=eng&article=a2');
  await screen.findByRole('heading', { level: 2, name: 'Headline number 2' });
  // Already read: nothing to record.
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);

  const button = screen.getByRole('button', { name: 'Mark as unread' });
  await user.click(button);
  await waitFor(() => expect(button).toHaveAccessibleName('Mark as read'));
  expect(calls.at(-1)).toEqual({
    method: 'PUT',
    path: '/news/articles/a2/read',
    body: { read: false },
  });
  expect(screen.getByText('This article is unread.')).toBeInTheDocument();
  expect(announced()).toContain('Marked as unread.');
  expect(button).toHaveFocus();

  await user.click(button);
  await waitFor(() => expect(button).toHaveAccessibleName('Mark as unread'));
  expect(calls.at(-1)?.body).toEqual({ read: true });
});

it('opened from a shared address, leaves focus alone; Back shows the list of its filters', async () => {
  serve(23, {
    'GET /news/articles/a13': () => ({ body: { article: detail(13, { markAsRead: true }) } }),
  });
  const { user } = renderNews('/news?lang=eng&page=2&article=a13');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Headline number 13' });
  expect(heading).not.toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  const link = await screen.findByRole('link', { name: 'Headline number 13' });
  await waitFor(() => expect(link).toHaveFocus());
  expect(address()).toBe('?lang=eng&page=2');
});

it('says why the articles could not be loaded, and retries', async () => {
  let fail = true;
  serve(23, {
    'GET /news/articles': (call) =>
      fail
        ? { status: 503, body: { success: false, message: 'The news service is busy' } }
        : { body: articlesReply(23, Number(call.query.get('page'))) },
  });
  const { user } = renderNews();
  expect(
    await screen.findByText('The articles could not be loaded: The news service is busy', ERROR),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Showing 1–10 of 23 articles', SUMMARY)).toBeInTheDocument();
});

it('says why the sources could not be loaded; the other filters still work', async () => {
  serve(23, {
    'GET /news/sources': () => ({ status: 500, body: { success: false, message: 'Sources down' } }),
  });
  renderNews();
  expect(
    await screen.findByText('The news sources could not be loaded: Sources down', ERROR),
  ).toBeInTheDocument();
  expect(await screen.findByText('Showing 1–10 of 23 articles', SUMMARY)).toBeInTheDocument();
});

it('says why an article could not be opened, with focus on Back', async () => {
  serve(23, {
    'GET /news/articles/a3': () => ({
      status: 404,
      body: { success: false, message: 'Article not found' },
    }),
  });
  const { user } = renderNews();
  await user.click(await screen.findByRole('link', { name: 'Headline number 3' }));
  expect(
    await screen.findByText('The article could not be loaded: Article not found', ERROR),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus());
});

it('says when the article could not be marked read', async () => {
  serve(23, {
    'GET /news/articles/a3': () => ({ body: { article: detail(3, { markAsRead: false }) } }),
    'PUT /news/articles/a3/read': () => ({
      status: 500,
      body: { success: false, message: 'Could not save' },
    }),
  });
  renderNews('/news?lang=eng&article=a3');
  expect(
    await screen.findByText('The article could not be marked as read: Could not save', ERROR),
  ).toBeInTheDocument();
  expect(screen.getByText('This article is unread.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
});

it('says "No articles found" when nothing matches', async () => {
  serve(0);
  renderNews('/news?lang=eng&q=nothing');
  expect(await screen.findByText('No articles found', SUMMARY)).toBeInTheDocument();
  expect(announced()).toContain('No articles found');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Listen to the headlines' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('uses one column under 769 px', async () => {
  setViewportNarrow(true);
  serve(23);
  const { container } = renderNews();
  await screen.findByText('Showing 1–10 of 23 articles', SUMMARY);
  expect(container.querySelector('.news-page')).toHaveClass('news-page--narrow');
});

describe('read aloud without a browser voice (jsdom has no speech synthesis)', () => {
  // jsdom has media elements but cannot play them: play and pause are stubbed here, in the test
  // only, and send the events a browser would.
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const audio = () => document.querySelector('audio')!;

  it("plays the server's recording of the article, with Pause, Resume and Stop", async () => {
    serve(23, {
      'GET /news/articles/a13': () => ({ body: { article: detail(13, { markAsRead: true }) } }),
    });
    const { user } = renderNews('/news?lang=eng&article=a13');
    await screen.findByRole('heading', { level: 2, name: 'Headline number 13' });
    const main = screen.getByRole('button', { name: /^Listen$/ });
    await user.click(main);

    expect(audio()).toHaveAttribute('src', '/v1/api/news/articles/a13/audio?token=au');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Preparing audio…', STATUS)).toBeInTheDocument();
    fireEvent.playing(audio());
    expect(main).toHaveAccessibleName('Pause');
    expect(screen.getByText('Reading aloud', STATUS)).toBeInTheDocument();
    expect(announced()).toContain('Reading aloud');

    await user.click(main);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(main).toHaveAccessibleName('Resume');
    expect(screen.getByText('Paused', STATUS)).toBeInTheDocument();

    await user.click(main);
    expect(play).toHaveBeenCalledTimes(2);
    expect(main).toHaveAccessibleName('Pause');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(pause).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Stopped', STATUS)).toBeInTheDocument();
    expect(main).toHaveAccessibleName('Listen');
    expect(main).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('reads the headlines from the recording of the list, and says when it has finished', async () => {
    serve(23);
    const { user } = renderNews('/news?lang=eng&page=2');
    await screen.findByText('Showing 11–20 of 23 articles', SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Listen to the headlines' }));
    expect(audio()).toHaveAttribute('src', '/v1/api/news/audio/headlines?page=2&token=hl');
    fireEvent.playing(audio());
    fireEvent.ended(audio());
    expect(screen.getByText('Finished reading', STATUS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen to the headlines' })).toBeInTheDocument();
  });

  it('says when the recording cannot be played', async () => {
    serve(23);
    const { user } = renderNews();
    await screen.findByText('Showing 1–10 of 23 articles', SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Listen to the headlines' }));
    fireEvent.error(audio());
    expect(
      screen.getByText('The recording could not be played. Try again later.', ERROR),
    ).toBeInTheDocument();
  });
});
