import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_EVENTS } from '@nclude/shared';
import {
  emitRealtimeEvent,
  installFakeApi,
  renderPage,
  signInAs,
  signOut,
  type FakeReply,
} from '@nclude/shared/testing';
import type { TranscriptReply } from '@nclude/shared/api-schemas';
import TranscriptPage, { cueAt, USER_SCROLL_PAUSE_MS } from './TranscriptPage';
import { captioned, request, transcriptReply } from '../testing/fixtures';

const TRANSCRIPT = '/conversion/media/media-1/transcript';

// jsdom has media elements but cannot load or play them: load, play and pause are stubbed here,
// in the test only.
let play: jest.SpyInstance;
let load: jest.SpyInstance;
beforeEach(() => {
  signInAs();
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const render = () =>
  renderPage('/avaccess/transcript/:requestId', '/avaccess/transcript/media-1', <TranscriptPage />);
const serve = (reply: () => FakeReply) => installFakeApi({ [`GET ${TRANSCRIPT}`]: reply });
const ok =
  (changes: Partial<TranscriptReply> = {}) =>
  () => ({ body: transcriptReply(changes) });
const player = () => document.querySelector('video, audio') as HTMLMediaElement;
const cue = (name: string | RegExp) => screen.getByRole('button', { name });

it('finds the cue playing at a time, none between cues', () => {
  const { cues } = transcriptReply();
  expect([0, 0.5, 4, 9.2, 30, 65, 70].map((time) => cueAt(cues, time))).toEqual([
    -1, 0, 1, 1, -1, 2, -1,
  ]);
});

it('shows a video with its captions track, who made them, the download and the transcript', async () => {
  serve(ok({ engineNote: 'Its captions are rough: check names and numbers.' }));
  render();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Transcript of lecture.mp4' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Previous Requests' })).toHaveAttribute(
    'href',
    '/avaccess',
  );
  const video = player();
  expect(video.tagName).toBe('VIDEO');
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('src', '/v1/api/conversion/media/media-1/media?token=first');
  const track = video.querySelector('track');
  expect(track).toHaveAttribute('kind', 'captions');
  expect(track).toHaveAttribute('src', '/v1/api/conversion/media/media-1/captions?token=first');
  expect(track).toHaveAttribute('srclang', 'en');
  expect(track).toHaveAttribute('label', 'English');
  expect(track).toHaveAttribute('default');
  expect(
    screen.getByText(
      'Captions made by pocketsphinx (US English). Its captions are rough: check names and numbers.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'download lecture.vtt' })).toBeInTheDocument();

  const list = screen.getByRole('list', { name: 'Transcript' });
  expect(list).toHaveAttribute('lang', 'en');
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    '0:00 Good morning, everyone.',
    '0:04 Today we look at how light bends in water.',
    '1:05 That is all for today.',
  ]);
});

it('plays audio in an audio player', async () => {
  serve(ok({ mediaKind: 'audio', request: captioned({ fileName: 'talk.mp3', language: 'hi' }) }));
  render();
  await screen.findByRole('heading', { name: 'Transcript of talk.mp3' });
  expect(player().tagName).toBe('AUDIO');
  expect(player().querySelector('track')).toHaveAttribute('srclang', 'hi');
  expect(player().querySelector('track')).toHaveAttribute('label', 'Hindi');
});

it('plays from a cue chosen, keeping focus on it, and marks the cue playing now', async () => {
  serve(ok());
  const { user } = render();
  await screen.findByRole('list', { name: 'Transcript' });
  const last = cue('1:05 That is all for today.');
  await user.click(last);
  expect(player().currentTime).toBe(65);
  expect(play).toHaveBeenCalledTimes(1);
  expect(last).toHaveFocus();
  expect(last).toHaveAttribute('aria-current', 'true');

  // Playback moves on: the mark follows the player's time, and focus stays where it was.
  act(() => {
    player().currentTime = 5;
    fireEvent(player(), new Event('timeupdate'));
  });
  expect(cue(/^0:04 Today/)).toHaveAttribute('aria-current', 'true');
  expect(last).not.toHaveAttribute('aria-current');
  expect(last).toHaveFocus();

  act(() => {
    player().currentTime = 30;
    fireEvent(player(), new Event('timeupdate'));
  });
  expect(
    screen.getByRole('list', { name: 'Transcript' }).querySelector('[aria-current]'),
  ).toBeNull();
});

it('seeks from the keyboard too', async () => {
  serve(ok());
  const { user } = render();
  await screen.findByRole('list', { name: 'Transcript' });
  cue(/^0:04 Today/).focus();
  await user.keyboard('{Enter}');
  expect(player().currentTime).toBe(4);
  expect(cue(/^0:04 Today/)).toHaveAttribute('aria-current', 'true');
});

it('says when a recording has no speech', async () => {
  serve(ok({ cues: [] }));
  render();
  expect(await screen.findByText('No speech was found in this recording.')).toBeInTheDocument();
});

it('says a request has no transcript yet with its status, and shows it once its job ends', async () => {
  let done = false;
  const running = request({ id: 'media-1', fileName: 'lecture.mp4', jobId: 'job-m1' });
  installFakeApi({
    [`GET ${TRANSCRIPT}`]: () =>
      done
        ? { body: transcriptReply() }
        : { status: 409, body: { success: false, message: 'The captions are not ready yet' } },
    'GET /conversion/media/media-1': () => ({
      body: { success: true, message: '', document: running },
    }),
  });
  render();
  expect(
    await screen.findByText(
      'There is no transcript of lecture.mp4 yet. Status: In Progress, 40% done.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('This page shows it as soon as the captions are made.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Previous Requests' })).toBeInTheDocument();

  done = true;
  await act(async () => {
    emitRealtimeEvent(REALTIME_EVENTS.job, {
      jobId: 'job-m1',
      kind: 'media-captions',
      state: 'succeeded',
      progress: 100,
      stage: null,
      error: null,
    });
  });
  expect(await screen.findByRole('list', { name: 'Transcript' })).toBeInTheDocument();
});

it('says why a failed request has no transcript', async () => {
  installFakeApi({
    [`GET ${TRANSCRIPT}`]: () => ({
      status: 409,
      body: { success: false, message: 'The captions are not ready yet' },
    }),
    'GET /conversion/media/media-1': () => ({
      body: {
        success: true,
        message: '',
        document: request({
          id: 'media-1',
          fileName: 'lecture.mp4',
          status: { state: 'failed', progress: 0, stage: null, error: 'No sound track' },
        }),
      },
    }),
  });
  render();
  expect(
    await screen.findByText(
      'There is no transcript of lecture.mp4 yet. Status: Failed: No sound track.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('This page shows it as soon as the captions are made.')).toBeNull();
});

it('gives the server’s word for a request that does not exist, without a pointless Retry', async () => {
  serve(() => ({ status: 404, body: { success: false, message: 'This request does not exist' } }));
  render();
  expect(
    await screen.findByText('This request does not exist', {
      selector: '[role="alert"].nc-form-error',
    }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Transcript' })).toBeInTheDocument();
});

it('says why the transcript could not be loaded and offers Retry', async () => {
  let fail = true;
  serve(() =>
    fail
      ? { status: 500, body: { success: false, message: 'Database unavailable' } }
      : { body: transcriptReply() },
  );
  const { user } = render();
  expect(
    await screen.findByText('The transcript could not be loaded. Database unavailable'),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Transcript' })).toBeInTheDocument();
});

it('fetches new addresses when they expired and carries on where the player was', async () => {
  let calls = 0;
  serve(() => {
    calls += 1;
    return calls === 1
      ? { body: transcriptReply({ expiresAt: new Date(Date.now() - 1000).toISOString() }) }
      : {
          body: transcriptReply({
            mediaUrl: '/v1/api/conversion/media/media-1/media?token=second',
            captionsUrl: '/v1/api/conversion/media/media-1/captions?token=second',
          }),
        };
  });
  render();
  await screen.findByRole('list', { name: 'Transcript' });
  act(() => {
    player().currentTime = 42;
    fireEvent.error(player());
  });
  await waitFor(() =>
    expect(player()).toHaveAttribute('src', '/v1/api/conversion/media/media-1/media?token=second'),
  );
  expect(player().querySelector('track')).toHaveAttribute(
    'src',
    '/v1/api/conversion/media/media-1/captions?token=second',
  );
  // The new source starts at 0; once it has loaded the player goes back to where it was.
  player().currentTime = 0;
  act(() => {
    fireEvent(player(), new Event('loadedmetadata'));
  });
  expect(player().currentTime).toBe(42);
  expect(screen.queryByText('The recording could not be played.')).not.toBeInTheDocument();
});

it('says a recording that fails before its addresses expire could not be played, with Retry', async () => {
  let calls = 0;
  serve(() => {
    calls += 1;
    return { body: transcriptReply() };
  });
  const { user } = render();
  await screen.findByRole('list', { name: 'Transcript' });
  act(() => {
    fireEvent.error(player());
  });
  expect(
    screen.getByText('The recording could not be played.', {
      selector: '[role="alert"].nc-form-error',
    }),
  ).toBeInTheDocument();
  expect(calls).toBe(1);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(calls).toBe(2);
  // The same addresses again: the player is asked to load them anew.
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(screen.queryByText('The recording could not be played.')).not.toBeInTheDocument();
});

it('does not fetch again and again when the new addresses fail too', async () => {
  let calls = 0;
  serve(() => {
    calls += 1;
    return {
      body: transcriptReply({
        mediaUrl: `/v1/api/conversion/media/media-1/media?token=${calls}`,
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    };
  });
  render();
  await screen.findByRole('list', { name: 'Transcript' });
  act(() => {
    fireEvent.error(player());
  });
  await waitFor(() =>
    expect(player()).toHaveAttribute('src', '/v1/api/conversion/media/media-1/media?token=2'),
  );
  act(() => {
    fireEvent.error(player());
  });
  expect(
    screen.getByText('The recording could not be played.', {
      selector: '[role="alert"].nc-form-error',
    }),
  ).toBeInTheDocument();
  expect(calls).toBe(2);
  expect(load).not.toHaveBeenCalled();
});

describe('following playback in a transcript that scrolls', () => {
  // jsdom lays nothing out: the list is given the sizes of a scrolling box, 100 px tall with
  // 50 px lines, and a scrollTo that records where it was asked to go.
  async function scrollingList() {
    serve(ok());
    const view = render();
    const list = await screen.findByRole('list', { name: 'Transcript' });
    const scrolls: number[] = [];
    Object.defineProperties(list, {
      scrollHeight: { value: 150 },
      clientHeight: { value: 100 },
      scrollTo: {
        value: ({ top }: ScrollToOptions) => {
          scrolls.push(top ?? 0);
          list.scrollTop = top ?? 0;
        },
      },
    });
    [...list.children].forEach((item, index) =>
      Object.defineProperties(item, {
        offsetTop: { value: index * 50 },
        offsetHeight: { value: 50 },
      }),
    );
    const playTo = (time: number) =>
      act(() => {
        player().currentTime = time;
        fireEvent(player(), new Event('timeupdate'));
      });
    return { ...view, list, scrolls, playTo };
  }

  it('brings the cue playing now into view while nobody is in the list', async () => {
    const { scrolls, playTo } = await scrollingList();
    playTo(1);
    expect(scrolls).toEqual([]); // the first line is in view already
    playTo(66);
    expect(scrolls).toHaveLength(1);
    expect(scrolls[0]).toBeGreaterThan(0);
  });

  it('leaves the list alone while focus is in it', async () => {
    const { scrolls, playTo } = await scrollingList();
    cue('0:00 Good morning, everyone.').focus();
    playTo(66);
    expect(scrolls).toEqual([]);
  });

  it('leaves the list alone for a while after the user scrolled it', async () => {
    const { list, scrolls, playTo } = await scrollingList();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    fireEvent.wheel(list);
    playTo(66);
    expect(scrolls).toEqual([]);
    now.mockReturnValue(1_000_000 + USER_SCROLL_PAUSE_MS + 1);
    playTo(5);
    playTo(66);
    expect(scrolls).toHaveLength(1);
  });
});
