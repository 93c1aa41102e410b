import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLanguage, clearAnnouncements, clearToasts, sessionStore } from '@nclude/shared';
import {
  installFakeApi,
  renderPage as renderAt,
  type FakeHandler,
  type FakeRequest,
} from '@nclude/shared/testing';
import type { AdminNewsSource } from '@nclude/shared/api-schemas';
import NewsSourcesPage from './NewsSourcesPage';
import { formatMoment } from '../newsSources';
import { adminLoginReply, newsSource } from '../testing/fixtures';

function renderPage() {
  return renderAt('/adminNews', '/adminNews', <NewsSourcesPage refreshMs={30} />).user;
}

function signInAsAdmin() {
  sessionStore.signIn({
    token: 'admin-token',
    userId: 'admin-1',
    role: 'admin',
    scope: null,
    userName: 'Portal Admin',
  });
}

const FAILING = newsSource({
  id: 'source-2',
  name: 'Samachar Today',
  url: 'https://samachar.example.in/rss',
  language: 'hin',
  categories: [],
  intervalMinutes: 60,
  fromConfig: true,
  articleCount: 7,
  state: 'failing',
  lastPolledAt: '2026-01-05T11:00:00.000Z',
  lastError: 'The feed answered 503 Service Unavailable.',
  failures: 3,
  nextPollAt: '2026-01-05T13:00:00.000Z',
});
const PAUSED = newsSource({
  id: 'source-3',
  name: 'Local Bulletin',
  url: 'http://127.0.0.1:4000/feed.json',
  local: true,
  paused: true,
  articleCount: 1,
  lastPolledAt: null,
  lastSuccessAt: null,
  nextPollAt: null,
});
const POLLING = newsSource({
  id: 'source-4',
  name: 'Tech Wire',
  state: 'polling',
  articleCount: 0,
});

const politeRegion = () => document.querySelector('[data-nc-live="polite"]') as HTMLElement;
const listHeading = () => screen.getByRole('heading', { level: 2, name: 'Sources' });
const listCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/admin/news/sources');
const writes = (calls: FakeRequest[]) => calls.filter((call) => call.method !== 'GET');
const sourceItem = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;
const addForm = () => within(screen.getByRole('form', { name: 'Add a source' }));
const field = (name: RegExp) => addForm().getByRole('textbox', { name });
const SUMMARY = { selector: 'p' };

/** A fake of the admin news API whose list the test can change between calls. */
function newsApi(
  initial: AdminNewsSource[],
  extra: Record<string, FakeHandler> = {},
  localAllowed = false,
) {
  const state = { sources: initial };
  const calls = installFakeApi({
    'GET /admin/news/sources': () => ({
      body: { sources: state.sources, localAllowed },
    }),
    ...extra,
  });
  return { calls, state };
}

beforeEach(() => {
  sessionStore.signOut();
});

afterEach(() => {
  act(() => {
    clearToasts();
    clearAnnouncements();
  });
});

describe('NewsSourcesPage, locked', () => {
  it('asks for the administrator sign-in, then opens the tool with focus on the list', async () => {
    const { calls } = newsApi([newsSource()], { '/auth/adminLogin': () => adminLoginReply() });
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'News sources' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Administrator sign-in' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText('Administrator email address'), 'admin@nclude.local');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Check Access' }));

    await waitFor(() => expect(listHeading()).toHaveFocus());
    expect(politeRegion()).toHaveTextContent('Access granted. The news sources tool is open.');
    expect(await sourceItem('Daily Herald')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.authorization).toBe('Bearer admin-token');
  });
});

describe('NewsSourcesPage, the list', () => {
  beforeEach(signInAsAdmin);

  it('shows each source with its state in words, its facts and its last error', async () => {
    newsApi([newsSource(), FAILING, PAUSED]);
    renderPage();
    expect(await screen.findByText('3 sources.', SUMMARY)).toBeInTheDocument();

    const idle = within(await sourceItem('Daily Herald'));
    expect(idle.getByText('Idle')).toBeInTheDocument();
    expect(idle.getByText('https://herald.example.com/feed.xml')).toBeInTheDocument();
    expect(idle.getByText('English')).toBeInTheDocument();
    expect(idle.getByText('National, Sports')).toBeInTheDocument();
    expect(idle.getByText('Every 30 minutes')).toBeInTheDocument();
    expect(idle.getByText('42')).toBeInTheDocument();
    expect(idle.getAllByText(formatMoment('2026-01-05T10:00:00.000Z', ''))).toHaveLength(2);
    expect(idle.getByText(formatMoment('2026-01-05T10:30:00.000Z', ''))).toBeInTheDocument();
    expect(idle.queryByText(/^Last error/)).not.toBeInTheDocument();
    expect(idle.queryByText('From configuration')).not.toBeInTheDocument();
    expect(idle.getByRole('button', { name: 'Pause Daily Herald' })).toBeInTheDocument();
    expect(idle.getByRole('button', { name: 'Poll now Daily Herald' })).toBeInTheDocument();
    expect(idle.getByRole('button', { name: 'Change Daily Herald' })).toBeInTheDocument();
    expect(idle.getByRole('button', { name: 'Delete Daily Herald' })).toBeInTheDocument();

    const failing = within(await sourceItem('Samachar Today'));
    expect(failing.getByText('Failing')).toBeInTheDocument();
    expect(
      failing.getByText('Last error: The feed answered 503 Service Unavailable.'),
    ).toBeInTheDocument();
    expect(failing.getByText('Hindi')).toBeInTheDocument();
    expect(failing.getByText('None')).toBeInTheDocument();
    expect(failing.getByText('From configuration')).toBeInTheDocument();
    const failures = failing.getByText('Failures in a row').nextElementSibling;
    expect(failures).toHaveTextContent('3');

    const paused = within(await sourceItem('Local Bulletin'));
    expect(paused.getByText('Paused')).toBeInTheDocument();
    expect(paused.getByText('Local source (development and tests)')).toBeInTheDocument();
    expect(paused.getAllByText('Never')).toHaveLength(2);
    expect(paused.getByText('None while paused')).toBeInTheDocument();
    expect(paused.getByRole('button', { name: 'Resume Local Bulletin' })).toBeInTheDocument();

    const nav = within(screen.getByRole('navigation', { name: 'Administration pages' }));
    expect(nav.getByRole('link', { name: 'News sources' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Library books' })).toHaveAttribute(
      'href',
      '/adminLibrary',
    );
  });

  it('says when there is no source yet', async () => {
    newsApi([]);
    renderPage();
    expect(await screen.findByText('There are no news sources yet.', SUMMARY)).toBeInTheDocument();
  });

  it('refreshes while a source is polled, says how the poll ended, then stops', async () => {
    const { calls, state } = newsApi([POLLING, newsSource()]);
    renderPage();
    const item = within(await sourceItem('Tech Wire'));
    expect(item.getByText('Polling')).toBeInTheDocument();

    state.sources = [{ ...POLLING, state: 'idle', articleCount: 12 }, newsSource()];
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent('The poll of “Tech Wire” is done. Articles: 12.'),
    );
    expect(item.getByText('Idle')).toBeInTheDocument();
    const polls = listCalls(calls).length;
    // Nothing is being polled any more: no more refreshing.
    await new Promise((done) => setTimeout(done, 120));
    expect(listCalls(calls)).toHaveLength(polls);
  });

  it('says when a poll has failed, with the error', async () => {
    const { state } = newsApi([POLLING]);
    renderPage();
    await sourceItem('Tech Wire');
    state.sources = [
      { ...POLLING, state: 'failing', lastError: 'Not a feed: the page is HTML.', failures: 1 },
    ];
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent(
        'The poll of “Tech Wire” failed: Not a feed: the page is HTML.',
      ),
    );
    expect(screen.getByText('Last error: Not a feed: the page is HTML.')).toBeInTheDocument();
  });

  it('pauses and resumes a source, focus staying on the button', async () => {
    const { calls, state } = newsApi([newsSource()], {
      'PATCH /admin/news/sources/source-1': (request) => {
        const paused = request.body.paused === true;
        const source = { ...state.sources[0]!, paused, nextPollAt: paused ? null : '' };
        state.sources = [source];
        return {
          body: {
            success: true,
            message: paused ? 'Daily Herald is paused.' : 'Daily Herald is polled again.',
            source,
          },
        };
      },
    });
    const user = renderPage();
    const item = within(await sourceItem('Daily Herald'));
    await user.click(item.getByRole('button', { name: 'Pause Daily Herald' }));
    const resume = await item.findByRole('button', { name: 'Resume Daily Herald' });
    expect(resume).toHaveFocus();
    expect(item.getByText('Paused')).toBeInTheDocument();
    expect(politeRegion()).toHaveTextContent('Daily Herald is paused.');

    await user.click(resume);
    expect(await item.findByRole('button', { name: 'Pause Daily Herald' })).toHaveFocus();
    expect(writes(calls).map((call) => call.body)).toEqual([{ paused: true }, { paused: false }]);
    expect(writes(calls)[0]?.authorization).toBe('Bearer admin-token');
  });

  it('asks for a poll now and follows it', async () => {
    const { calls, state } = newsApi([newsSource()], {
      'POST /admin/news/sources/source-1/poll': () => {
        state.sources = [newsSource({ state: 'polling' })];
        return {
          status: 202,
          body: { success: true, message: 'Daily Herald is being polled.' },
        };
      },
    });
    const user = renderPage();
    const item = within(await sourceItem('Daily Herald'));
    await user.click(item.getByRole('button', { name: 'Poll now Daily Herald' }));
    expect(await item.findByText('Polling')).toBeInTheDocument();
    expect(politeRegion()).toHaveTextContent('Daily Herald is being polled.');
    expect(item.getByRole('button', { name: 'Poll now Daily Herald' })).toHaveFocus();

    state.sources = [newsSource({ articleCount: 50 })];
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent('The poll of “Daily Herald” is done. Articles: 50.'),
    );
    expect(writes(calls)).toHaveLength(1);
  });

  it('shows a refused action at its source', async () => {
    newsApi([newsSource()], {
      'POST /admin/news/sources/source-1/poll': () => ({
        status: 404,
        body: { success: false, message: 'There is no such source.' },
      }),
    });
    const user = renderPage();
    const item = within(await sourceItem('Daily Herald'));
    await user.click(item.getByRole('button', { name: 'Poll now Daily Herald' }));
    expect(await item.findByRole('alert')).toHaveTextContent(
      'Daily Herald: There is no such source.',
    );
  });

  it('deletes a source and its articles only once confirmed', async () => {
    const { calls, state } = newsApi([newsSource()], {
      'DELETE /admin/news/sources/source-1': () => {
        state.sources = [];
        return {
          body: { success: true, message: 'Daily Herald is removed, with its 42 articles.' },
        };
      },
    });
    const user = renderPage();
    const item = within(await sourceItem('Daily Herald'));
    await user.click(item.getByRole('button', { name: 'Delete Daily Herald' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Delete “Daily Herald”?' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'The source is removed with its 42 articles, and readers no longer see them. This cannot be undone.',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Delete Daily Herald' })).toHaveFocus();
    expect(writes(calls)).toHaveLength(0);

    await user.click(item.getByRole('button', { name: 'Delete Daily Herald' }));
    dialog = within(screen.getByRole('dialog', { name: 'Delete “Daily Herald”?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete source' }));
    await screen.findByText('There are no news sources yet.', SUMMARY);
    expect(listHeading()).toHaveFocus();
    expect(politeRegion()).toHaveTextContent('Daily Herald is removed, with its 42 articles.');
    expect(writes(calls).map((call) => call.method)).toEqual(['DELETE']);
  });

  it('says a source with one or no article goes with it', async () => {
    newsApi([PAUSED, newsSource({ id: 'source-5', name: 'Empty Feed', articleCount: 0 })]);
    const user = renderPage();
    await user.click(
      within(await sourceItem('Local Bulletin')).getByRole('button', {
        name: 'Delete Local Bulletin',
      }),
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      expect.stringContaining('with its 1 article,'),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await sourceItem('Empty Feed')).getByRole('button', { name: 'Delete Empty Feed' }),
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      expect.stringContaining('It has no articles.'),
    );
  });

  it('changes the categories and interval, sending only what changed', async () => {
    const { calls, state } = newsApi([newsSource()], {
      'PATCH /admin/news/sources/source-1': (request) => {
        const source = { ...state.sources[0]!, ...request.body } as AdminNewsSource;
        state.sources = [source];
        return { body: { success: true, message: 'Daily Herald is changed.', source } };
      },
    });
    const user = renderPage();
    const item = within(await sourceItem('Daily Herald'));
    await user.click(item.getByRole('button', { name: 'Change Daily Herald' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change “Daily Herald”' }));
    const categories = dialog.getByRole('textbox', { name: 'Categories' });
    expect(categories).toHaveFocus();
    expect(categories).toHaveValue('National, Sports');
    const interval = dialog.getByRole('textbox', { name: 'Interval in minutes' });
    await user.clear(interval);
    await user.type(interval, '2');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(interval).toHaveFocus();
    expect(interval).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of minutes from 5 to 1440.'),
    );
    expect(writes(calls)).toHaveLength(0);

    await user.type(interval, '0');
    await user.type(categories, ', Business');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await item.findByText('Every 20 minutes')).toBeInTheDocument();
    expect(item.getByText('National, Sports, Business')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Change Daily Herald' })).toHaveFocus();
    expect(writes(calls).map((call) => call.body)).toEqual([
      { categories: ['National', 'Sports', 'Business'], intervalMinutes: 20 },
    ]);
  });
});

describe('NewsSourcesPage, adding a source', () => {
  beforeEach(signInAsAdmin);

  const ADDED = newsSource({
    id: 'source-9',
    name: 'City Times',
    url: 'https://city.example.com/atom.xml',
    categories: ['City', 'Weather'],
    intervalMinutes: 15,
    state: 'polling',
    articleCount: 0,
    lastPolledAt: null,
    lastSuccessAt: null,
  });

  async function fillIn(user: ReturnType<typeof renderPage>) {
    await user.type(field(/^Name/), 'City Times');
    await user.type(field(/^Feed address/), 'https://city.example.com/atom.xml');
    await user.selectOptions(addForm().getByRole('combobox', { name: /^Language/ }), 'English');
    await user.type(field(/^Categories/), 'City, Weather, city');
    const interval = field(/^Interval in minutes/);
    await user.clear(interval);
    await user.type(interval, '15');
  }

  it('adds the source, then lists it while its first poll runs', async () => {
    const { calls, state } = newsApi([newsSource()], {
      'POST /admin/news/sources': () => {
        state.sources = [...state.sources, ADDED];
        return {
          status: 201,
          body: {
            success: true,
            message: 'City Times is added. Its first poll has started.',
            source: ADDED,
          },
        };
      },
    });
    const user = renderPage();
    await sourceItem('Daily Herald');
    // This server does not allow local sources: no such choice.
    expect(addForm().queryByRole('checkbox')).not.toBeInTheDocument();
    expect(field(/^Interval in minutes/)).toHaveValue('30');
    expect(field(/^Categories/)).toHaveAccessibleDescription(
      expect.stringContaining('Separate them with commas'),
    );
    await fillIn(user);
    await user.click(addForm().getByRole('button', { name: 'Add source' }));

    expect(await sourceItem('City Times')).toBeInTheDocument();
    expect(politeRegion()).toHaveTextContent('City Times is added. Its first poll has started.');
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/admin/news/sources',
        body: {
          name: 'City Times',
          url: 'https://city.example.com/atom.xml',
          language: 'eng',
          categories: ['City', 'Weather'],
          intervalMinutes: 15,
        },
      },
    ]);
    expect(writes(calls)[0]?.authorization).toBe('Bearer admin-token');
    // Empty again for the next source.
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Interval in minutes/)).toHaveValue('30');
  });

  it('offers the local mark where the server allows it, and sends it', async () => {
    const { calls } = newsApi(
      [],
      {
        'POST /admin/news/sources': () => ({
          status: 201,
          body: { success: true, message: 'Added.', source: ADDED },
        }),
        'POST /admin/news/test': () => ({
          body: {
            success: true,
            message: 'The feed can be read.',
            format: 'JSON Feed',
            title: null,
            itemCount: 0,
            titles: [],
          },
        }),
      },
      true,
    );
    const user = renderPage();
    await screen.findByText('There are no news sources yet.', SUMMARY);
    const local = addForm().getByRole('checkbox', { name: 'Local source (development and tests)' });
    expect(local).toHaveAccessibleDescription(expect.stringContaining('private network'));
    await fillIn(user);
    await user.click(local);
    await user.click(addForm().getByRole('button', { name: 'Test feed' }));
    expect(await screen.findByText('The feed has no title.')).toBeInTheDocument();
    expect(screen.getByText('Items: 0.')).toBeInTheDocument();
    await user.click(addForm().getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls).map((call) => call.body)).toEqual([
      { url: 'https://city.example.com/atom.xml', local: true },
      expect.objectContaining({ name: 'City Times', local: true }),
    ]);
  });

  it('ties each problem to its field before sending anything', async () => {
    const { calls } = newsApi([]);
    const user = renderPage();
    await screen.findByText('There are no news sources yet.', SUMMARY);
    await user.clear(field(/^Interval in minutes/));
    await user.type(field(/^Interval in minutes/), '3');
    await user.click(addForm().getByRole('button', { name: 'Add source' }));

    expect(field(/^Name/)).toHaveFocus();
    const summary = within(
      screen
        .getByText('Please correct the following before continuing:')
        .closest('.nc-error-summary') as HTMLElement,
    );
    expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name: Enter the source’s name.',
      'Feed address: Enter the feed’s address.',
      'Language: Choose the language of the feed’s articles.',
      'Interval in minutes: Enter a whole number of minutes from 5 to 1440.',
    ]);
    expect(field(/^Name/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the source’s name.'),
    );
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(addForm().getByRole('combobox', { name: /^Language/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose the language of the feed’s articles.'),
    );
    await user.click(summary.getByRole('link', { name: /^Feed address/ }));
    expect(field(/^Feed address/)).toHaveFocus();
    await user.type(field(/^Feed address/), 'feeds.example.com');
    await user.click(addForm().getByRole('button', { name: 'Add source' }));
    expect(field(/^Feed address/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a web address starting with https:// or http://.'),
    );
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows a name that exists at the name field (409)', async () => {
    newsApi([newsSource()], {
      'POST /admin/news/sources': () => ({
        status: 409,
        body: { success: false, message: 'A source named “Daily Herald” exists already.' },
      }),
    });
    const user = renderPage();
    await sourceItem('Daily Herald');
    await fillIn(user);
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Daily Herald');
    // The address is the listed source's too: the name is the first thing the server checks.
    await user.clear(field(/^Feed address/));
    await user.type(field(/^Feed address/), 'https://herald.example.com/feed.xml');
    await user.click(addForm().getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
    expect(field(/^Name/)).toHaveAccessibleDescription(
      expect.stringContaining('A source named “Daily Herald” exists already.'),
    );
    expect(
      screen.getByRole('link', { name: 'Name: A source named “Daily Herald” exists already.' }),
    ).toBeInTheDocument();
    expect(field(/^Feed address/)).not.toHaveAttribute('aria-invalid');
    // What was typed stays, to be corrected.
    expect(field(/^Feed address/)).toHaveValue('https://herald.example.com/feed.xml');
  });

  it('shows an address that exists, or is refused, at the address field', async () => {
    let reply = {
      status: 409,
      body: { success: false, message: 'Another source reads this feed already.' },
    };
    newsApi([newsSource()], { 'POST /admin/news/sources': () => reply });
    const user = renderPage();
    await sourceItem('Daily Herald');
    await fillIn(user);
    const url = field(/^Feed address/);
    await user.clear(url);
    await user.type(url, 'https://herald.example.com/feed.xml');
    await user.click(addForm().getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('Another source reads this feed already.'),
    );

    reply = {
      status: 400,
      body: { success: false, message: 'The host resolves to a private address (10.1.2.3).' },
    };
    await user.clear(url);
    await user.type(url, 'https://intranet.example.com/feed');
    field(/^Name/).focus();
    await user.click(addForm().getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('The host resolves to a private address (10.1.2.3).'),
    );
  });

  it('says above the form why a source could not be added for another reason', async () => {
    newsApi([], { 'POST /admin/news/sources': () => ({ status: 0, body: null }) });
    const user = renderPage();
    await screen.findByText('There are no news sources yet.', SUMMARY);
    await fillIn(user);
    await user.click(addForm().getByRole('button', { name: 'Add source' }));
    expect(await addForm().findByText(/^The source was not added: /)).toBeInTheDocument();
  });

  it('tests a feed without adding it and shows what it gives', async () => {
    const { calls } = newsApi([], {
      'POST /admin/news/test': () => ({
        body: {
          success: true,
          message: 'The feed can be read.',
          format: 'Atom',
          title: 'City Times: latest',
          itemCount: 25,
          titles: ['Rain expected on Friday', 'New bus routes open', 'Rain expected on Friday'],
        },
      }),
    });
    const user = renderPage();
    await screen.findByText('There are no news sources yet.', SUMMARY);
    await user.click(addForm().getByRole('button', { name: 'Test feed' }));
    expect(field(/^Feed address/)).toHaveFocus();
    expect(field(/^Feed address/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the feed’s address.'),
    );
    expect(writes(calls)).toHaveLength(0);

    await user.type(field(/^Feed address/), ' https://city.example.com/atom.xml ');
    await user.click(addForm().getByRole('button', { name: 'Test feed' }));
    const result = await screen.findByRole('heading', {
      level: 3,
      name: 'Test of https://city.example.com/atom.xml',
    });
    const status = within(result.closest('[role="status"]') as HTMLElement);
    expect(status.getByText('The feed can be read.')).toBeInTheDocument();
    expect(status.getByText('Format: Atom.')).toBeInTheDocument();
    expect(status.getByText('Feed title: City Times: latest.')).toBeInTheDocument();
    expect(status.getByText('Items: 25.')).toBeInTheDocument();
    expect(
      status.getByRole('list', { name: 'The first titles' }).querySelectorAll('li'),
    ).toHaveLength(3);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/admin/news/test',
        body: { url: 'https://city.example.com/atom.xml' },
      },
    ]);

    // The result belongs to the address it was found with.
    await user.type(field(/^Feed address/), '2');
    expect(screen.queryByRole('heading', { name: /^Test of/ })).not.toBeInTheDocument();
  });

  it('shows a feed test’s failure at the address field', async () => {
    newsApi([], {
      'POST /admin/news/test': () => ({
        status: 400,
        body: { success: false, message: 'This is not an RSS, Atom or JSON feed.' },
      }),
    });
    const user = renderPage();
    await screen.findByText('There are no news sources yet.', SUMMARY);
    await user.type(field(/^Feed address/), 'https://city.example.com/');
    await user.click(addForm().getByRole('button', { name: 'Test feed' }));
    await waitFor(() =>
      expect(field(/^Feed address/)).toHaveAccessibleDescription(
        expect.stringContaining('This is not an RSS, Atom or JSON feed.'),
      ),
    );
    expect(field(/^Feed address/)).toHaveFocus();
    expect(politeRegion()).toHaveTextContent(
      'The feed test failed: This is not an RSS, Atom or JSON feed.',
    );
    expect(screen.queryByRole('heading', { name: /^Test of/ })).not.toBeInTheDocument();
  });
});

describe('NewsSourcesPage, in Hindi and Telugu', () => {
  beforeEach(signInAsAdmin);
  afterEach(() => act(() => activateLanguage('en')));

  it.each([
    [
      'hi',
      'समाचार स्रोत',
      'स्रोत जोड़ें',
      'फ़ीड जाँचें',
      'पिछली त्रुटि: The feed answered 503 Service Unavailable.',
    ],
    [
      'te',
      'వార్తా మూలాలు',
      'మూలాన్ని జోడించండి',
      'ఫీడ్‌ను పరీక్షించండి',
      'చివరి లోపం: The feed answered 503 Service Unavailable.',
    ],
  ] as const)('shows the page in %s', async (language, heading, add, testFeed, lastError) => {
    await act(() => activateLanguage(language));
    newsApi([FAILING]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: add })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: testFeed })).toBeInTheDocument();
    expect(await screen.findByText(lastError)).toBeInTheDocument();
  });
});
