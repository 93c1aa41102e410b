import { act, fireEvent, screen, within } from '@testing-library/react';
import { announced, installFakeApi, renderPage, signInAs, signOut } from '@nclude/shared/testing';
import type { ListenReply } from '@nclude/shared/api-schemas';
import PlayPage from '../pages/PlayPage';
import { listenReply, sectionTextReply } from '../testing/fixtures';
import { PROGRESS_SAVE_MS } from './AudioPlayer';
import { shortcutFor } from './shortcuts';

// jsdom has media elements but cannot load or play them: play, pause and load are stubbed here,
// in the test only, and play/pause send the events a browser would.
let play: jest.SpyInstance;
let pause: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  signInAs({ scope: 'library' });
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function serve(changes: Partial<ListenReply> = {}, extra = {}) {
  return installFakeApi({
    'GET /library/listen/the-river-song': () => ({ body: listenReply(changes) }),
    'GET /library/section/text/the-river-song/0': () => ({ body: sectionTextReply(0) }),
    'GET /library/section/text/the-river-song/1': () => ({ body: sectionTextReply(1) }),
    'GET /library/section/text/the-river-song/2': () => ({ body: sectionTextReply(2) }),
    'PUT /library/progress/the-river-song': () => ({ body: { success: true } }),
    ...extra,
  });
}

const render = () =>
  renderPage(
    '/play/:mainCategory/:category/:bookName',
    '/play/books/Stories/the-river-song',
    <PlayPage />,
  );
const audio = () => document.querySelector('audio') as HTMLAudioElement;
const button = (name: string | RegExp) =>
  within(screen.getByRole('region', { name: 'Audio player' })).getByRole('button', { name });
function setDuration(seconds: number) {
  Object.defineProperty(audio(), 'duration', { configurable: true, value: seconds });
  fireEvent(audio(), new Event('loadedmetadata'));
}

it('shows the book, the notices, the player and the chapter table', async () => {
  serve();
  render();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'The River Song' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Asha Rao')).toBeInTheDocument();
  expect(
    screen.getByText(
      'This audiobook is made available only for people with print disabilities, for their personal use.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('© 2026 Nclude. For personal use.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute(
    'href',
    '/category/en/books/Stories',
  );
  expect(audio()).toHaveAttribute('src', '/v1/api/library/section/play/the-river-song/0?token=tok');
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Action', 'Type', 'Title']);
  expect(within(table).getByRole('button', { name: 'Play The valley' })).toBeInTheDocument();
  // No progress yet: no Resume.
  expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
});

it('plays and pauses, saving the place on pause', async () => {
  const calls = serve();
  const { user } = render();
  await screen.findByRole('heading', { level: 1 });
  await user.click(button('Play'));
  expect(play).toHaveBeenCalledTimes(1);
  expect(button('Pause')).toBeInTheDocument();
  audio().currentTime = 42.5;
  await user.click(button('Pause'));
  expect(pause).toHaveBeenCalledTimes(1);
  expect(button('Play')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([
    {
      method: 'PUT',
      path: '/library/progress/the-river-song',
      body: { index: 0, offsetSeconds: 42.5 },
    },
  ]);
});

it('saves the place every few seconds while playing', async () => {
  jest.useFakeTimers();
  const calls = serve();
  render();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10);
  });
  await screen.findByRole('heading', { level: 1 });
  act(() => {
    button('Play').click();
  });
  audio().currentTime = 3;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PROGRESS_SAVE_MS);
  });
  audio().currentTime = 8;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PROGRESS_SAVE_MS);
  });
  expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    { index: 0, offsetSeconds: 3 },
    { index: 0, offsetSeconds: 8 },
  ]);
});

it('skips back and forward, changes speed, and speaks the slider in minutes and seconds', async () => {
  serve();
  const { user } = render();
  await screen.findByRole('heading', { level: 1 });
  setDuration(200);
  audio().currentTime = 65;
  await user.click(button('Forward 30 seconds'));
  expect(audio().currentTime).toBe(95);
  await user.click(button('Back 10 seconds'));
  expect(audio().currentTime).toBe(85);
  await user.click(button('Back 30 seconds'));
  await user.click(button('Back 30 seconds'));
  await user.click(button('Back 30 seconds'));
  expect(audio().currentTime).toBe(0);
  await user.click(button('Forward 10 seconds'));
  const slider = screen.getByRole('slider', { name: 'Position in section' });
  expect(slider).toHaveAttribute('aria-valuetext', '10 seconds of 3 minutes 20 seconds');
  fireEvent.change(slider, { target: { value: '61' } });
  expect(audio().currentTime).toBe(61);
  expect(slider).toHaveAttribute('aria-valuetext', '1 minute 1 second of 3 minutes 20 seconds');

  const speed = screen.getByRole('combobox', { name: 'Speed' });
  expect(
    within(speed)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×', '2.5×', '3×']);
  await user.selectOptions(speed, '1.5');
  expect(audio().playbackRate).toBe(1.5);
  expect(localStorage.getItem('libraryPlaybackRate')).toBe('1.5');
});

it('has keyboard shortcuts inside the player, listed in a help dialog', async () => {
  serve();
  const { user } = render();
  await screen.findByRole('heading', { level: 1 });
  setDuration(200);
  button('Play').focus();
  await user.keyboard('k');
  expect(play).toHaveBeenCalledTimes(1);
  await user.keyboard('l');
  expect(audio().currentTime).toBe(10);
  await user.keyboard('{Shift>}L{/Shift}');
  expect(audio().currentTime).toBe(40);
  await user.keyboard('j');
  expect(audio().currentTime).toBe(30);
  await user.keyboard(']');
  expect(audio().playbackRate).toBe(1.25);
  expect(announced()).toContain('Speed 1.25×');
  await user.keyboard('n');
  expect(audio()).toHaveAttribute('src', '/v1/api/library/section/play/the-river-song/1?token=tok');
  expect(button('Pause')).toHaveAttribute('aria-keyshortcuts', 'k');

  await user.keyboard('?');
  const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(within(help).getByRole('cell', { name: 'Play or pause' })).toBeInTheDocument();
  expect(within(help).getByRole('cell', { name: 'Shift + L' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Keys with Ctrl, Alt or Meta, and keys typed in a select, are left alone.
  const select = document.createElement('select');
  const base = {
    key: 'k',
    code: 'KeyK',
    shiftKey: false,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
  };
  expect(shortcutFor({ ...base, target: null })).toBe('toggle');
  expect(shortcutFor({ ...base, altKey: true, target: null })).toBeNull();
  expect(shortcutFor({ ...base, ctrlKey: true, target: null })).toBeNull();
  expect(shortcutFor({ ...base, target: select })).toBeNull();
  // Hindi InScript layout: the physical K key.
  expect(shortcutFor({ ...base, key: 'र', target: null })).toBe('toggle');
});

it('moves between sections and chapters', async () => {
  serve();
  const { user } = render();
  await screen.findByRole('heading', { level: 1 });
  await user.click(button('Next chapter'));
  expect(audio()).toHaveAttribute('src', '/v1/api/library/section/play/the-river-song/2?token=tok');
  await user.click(button('Previous section'));
  expect(audio().getAttribute('src')).toMatch(/\/1\?token=tok$/);
  await user.click(
    within(screen.getByRole('table')).getByRole('button', { name: 'Play The spring' }),
  );
  expect(audio().getAttribute('src')).toMatch(/\/0\?token=tok$/);
  expect(play).toHaveBeenCalled();
  const row = within(screen.getByRole('table'))
    .getByRole('button', { name: 'Play The spring' })
    .closest('tr');
  expect(row).toHaveAttribute('aria-current', 'true');
  expect(row).toHaveTextContent('Playing now');
});

it('plays the next section when one ends, once however often the end is reported', async () => {
  serve();
  const { user } = render();
  await screen.findByRole('heading', { level: 1 });
  await user.click(button('Play'));
  play.mockClear();
  act(() => {
    fireEvent(audio(), new Event('ended'));
    fireEvent(audio(), new Event('ended'));
  });
  expect(audio().getAttribute('src')).toMatch(/\/1\?token=tok$/);
  expect(play).toHaveBeenCalledTimes(1);
  expect(announced()).toContain('Now playing: The valley, Chapter 1');
  // The next section's text replaces the last one's.
  expect(await screen.findByText('It grows in the hills.')).toBeInTheDocument();
});

it('says "No more sections or pages to play" after the last section', async () => {
  serve();
  const { user } = render();
  await screen.findByRole('heading', { level: 1 });
  await user.click(button('Next chapter'));
  act(() => {
    fireEvent(audio(), new Event('ended'));
  });
  expect(screen.getByText('No more sections or pages to play')).toBeInTheDocument();
});

it('says "No more sections or pages to play" when the server answers 404', async () => {
  serve(
    {},
    {
      'GET /library/section/text/the-river-song/0': () => ({
        status: 404,
        body: { message: 'No such section' },
      }),
    },
  );
  render();
  await screen.findByRole('heading', { level: 1 });
  act(() => {
    fireEvent(audio(), new Event('error'));
  });
  expect(await screen.findByText('No more sections or pages to play')).toBeInTheDocument();
});

it('shows other audio failures as "Error:" with the message', async () => {
  serve(
    {},
    {
      'GET /library/section/text/the-river-song/0': () => ({
        status: 500,
        body: { message: 'Storage is offline' },
      }),
    },
  );
  render();
  await screen.findByRole('heading', { level: 1 });
  act(() => {
    fireEvent(audio(), new Event('error'));
  });
  const message = await screen.findByText(/Storage is offline/, { selector: '[role="alert"]' });
  expect(message).toHaveTextContent('Error: Storage is offline');
});

it('resumes at the saved place, and the Resume button goes away', async () => {
  serve({ progress: { index: 1, offsetSeconds: 75, updatedAt: '2026-11-20T10:00:00.000Z' } });
  const { user } = render();
  await screen.findByRole('heading', { level: 1 });
  const resume = button('Resume');
  expect(resume).toHaveAccessibleDescription('From The valley at 1:15');
  await user.click(resume);
  expect(audio().getAttribute('src')).toMatch(/\/1\?token=tok$/);
  setDuration(200);
  expect(audio().currentTime).toBe(75);
  expect(play).toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  expect(button('Pause')).toHaveFocus();
});

it('pauses when the sleep timer runs out', async () => {
  jest.useFakeTimers();
  serve();
  render();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10);
  });
  await screen.findByRole('heading', { level: 1 });
  act(() => button('Play').click());
  fireEvent.change(screen.getByRole('combobox', { name: 'Sleep timer' }), {
    target: { value: '15' },
  });
  expect(screen.getByText('Playback stops in 15 min.')).toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(14 * 60_000);
  });
  expect(pause).not.toHaveBeenCalled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000);
  });
  expect(pause).toHaveBeenCalledTimes(1);
  expect(announced()).toContain('Sleep timer: playback paused.');
  expect(screen.getByRole('combobox', { name: 'Sleep timer' })).toHaveValue('off');
});

it('stops at the end of the section with that sleep timer', async () => {
  serve();
  const { user } = render();
  await screen.findByRole('heading', { level: 1 });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sleep timer' }), 'end');
  expect(screen.getByText('Playback stops at the end of this section.')).toBeInTheDocument();
  await user.click(button('Play'));
  act(() => {
    fireEvent(audio(), new Event('ended'));
  });
  expect(audio().getAttribute('src')).toMatch(/\/0\?token=tok$/);
  expect(announced()).toContain('Sleep timer: playback paused.');
});

it('marks the sentence being read', async () => {
  serve();
  render();
  expect(await screen.findByText('It grows in the hills.')).not.toHaveAttribute('aria-current');
  act(() => {
    audio().currentTime = 2.5;
    fireEvent(audio(), new Event('timeupdate'));
  });
  expect(screen.getByText('It grows in the hills.')).toHaveAttribute('aria-current', 'true');
  expect(screen.getByText('The river starts small.')).not.toHaveAttribute('aria-current');
});

it('hands the Media Session its metadata and buttons', async () => {
  const handlers = new Map<string, (details: object) => void>();
  const mediaSession = {
    metadata: null as unknown,
    playbackState: 'none',
    setActionHandler: (action: string, handler: ((details: object) => void) | null) => {
      if (handler) handlers.set(action, handler);
      else handlers.delete(action);
    },
    setPositionState: jest.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: mediaSession });
  (globalThis as Record<string, unknown>).MediaMetadata = class {
    constructor(readonly init: object) {}
  };
  try {
    serve();
    render();
    await screen.findByRole('heading', { level: 1 });
    expect((mediaSession.metadata as { init: object }).init).toEqual({
      title: 'The spring',
      artist: 'Asha Rao',
      album: 'The River Song',
    });
    act(() => handlers.get('play')?.({}));
    expect(play).toHaveBeenCalled();
    expect(mediaSession.playbackState).toBe('playing');
    act(() => handlers.get('nexttrack')?.({}));
    expect(audio().getAttribute('src')).toMatch(/\/1\?token=tok$/);
    expect(await screen.findByText('It grows in the hills.')).toBeInTheDocument();
    expect([...handlers.keys()]).toEqual(
      expect.arrayContaining(['pause', 'seekbackward', 'seekforward', 'seekto', 'previoustrack']),
    );
  } finally {
    delete (navigator as unknown as Record<string, unknown>).mediaSession;
    delete (globalThis as Record<string, unknown>).MediaMetadata;
  }
});
