import { act, screen, waitFor, within } from '@testing-library/react';
import { clearAnnouncements, clearToasts, REALTIME_EVENTS } from '@nclude/shared';
import {
  announced,
  emitRealtimeEvent,
  installFakeApi,
  renderPage,
  setViewportNarrow,
  signInAs,
  signOut,
  type FakeRequest,
} from '@nclude/shared/testing';
import type { ConversionRequest } from '@nclude/shared/api-schemas';
import RequestsPage, { REFRESH_INTERVAL_MS, pageCount } from './RequestsPage';
import { DOCUMENTS, MEDIA } from '../kinds';
import { captioned, listReply, request, succeeded } from '../testing/fixtures';

const failed = request({
  id: 'req-2',
  fileName: 'locked.pdf',
  tag: null,
  status: { state: 'failed', progress: 0, stage: null, error: 'This PDF is password-protected' },
});

function serve(pages: (call: FakeRequest) => ConversionRequest[], total?: number) {
  return installFakeApi({
    'GET /conversion/documents': (call) => listReply(pages(call), total ?? pages(call).length),
  });
}

const render = () => renderPage('/docaccess', '/docaccess', <RequestsPage kind={DOCUMENTS} />);
const listCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/conversion/documents');

beforeEach(() => {
  setViewportNarrow(false);
  signInAs();
});
afterEach(() => {
  signOut();
  act(() => {
    clearAnnouncements();
    clearToasts();
  });
});

it('counts pages as the spec does', () => {
  expect([0, 1, 5, 6, 12].map((total) => pageCount(total, 5))).toEqual([1, 1, 1, 2, 3]);
});

it('lists the requests in a table on wide screens, with each status as the spec says', async () => {
  const calls = serve(() => [
    request(),
    succeeded({ id: 'req-3', fileName: 'notes.pdf', downloadName: 'notes.html' }),
    failed,
  ]);
  render();
  const table = await screen.findByRole('table', { name: 'Your requests, page 1 of 1' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['File name', 'Tag', 'Created', 'Output format', 'Status', 'Actions']);

  const running = rows[1]!;
  expect(within(running).getByRole('rowheader')).toHaveTextContent('report.pdf');
  expect(running).toHaveTextContent('Work');
  expect(running).toHaveTextContent('In Progress');
  expect(
    within(running).getByRole('progressbar', { name: 'Progress of report.pdf' }),
  ).toHaveAttribute('value', '40');
  expect(running).toHaveTextContent('Reading page 3 of 12');
  expect(
    within(running).getByRole('button', { name: 'Cancel the conversion of report.pdf' }),
  ).toBeInTheDocument();
  expect(within(running).queryByRole('link')).not.toBeInTheDocument();

  const done = rows[2]!;
  expect(done).toHaveTextContent('Success');
  expect(within(done).getByRole('link', { name: 'download notes.html' })).toHaveAttribute(
    'href',
    '/v1/api/conversion/documents/req-1/download',
  );

  const broken = rows[3]!;
  expect(broken).toHaveTextContent('Failed');
  expect(broken).toHaveTextContent('This PDF is password-protected');
  expect(broken).toHaveTextContent('None');
  expect(within(broken).getByRole('button', { name: 'Retry locked.pdf' })).toBeInTheDocument();
  expect(within(broken).getByRole('button', { name: 'Delete locked.pdf' })).toBeInTheDocument();

  expect(listCalls(calls)[0]?.query.get('page')).toBe('1');
  expect(listCalls(calls)[0]?.query.get('limit')).toBe('5');
  expect(listCalls(calls)[0]?.authorization).toBe('Bearer token-123');
});

it('shows cards under 769 px', async () => {
  setViewportNarrow(true);
  serve(() => [request(), failed]);
  render();
  const list = await screen.findByRole('list');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['report.pdf', 'locked.pdf']);
  expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
    'This PDF is password-protected',
  );
});

it('pages with the "Page [n] of N" dropdown', async () => {
  const calls = serve(
    (call) => [
      request({ id: `p${call.query.get('page')}`, fileName: `page${call.query.get('page')}.pdf` }),
    ],
    12,
  );
  const { user } = render();
  const pageSelect = await screen.findByRole('combobox', { name: 'Page' });
  expect(pageSelect).toHaveAccessibleDescription('of 3');
  await user.selectOptions(pageSelect, '2');
  expect(await screen.findByText('page2.pdf')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)?.query.get('page')).toBe('2');
});

it('searches all the requests on the server and says how many matched', async () => {
  const calls = serve((call) => (call.query.get('search') ? [failed] : [request(), failed]));
  const { user } = render();
  await screen.findByText('report.pdf');
  const search = screen.getByRole('searchbox', { name: 'Search your requests' });
  expect(search).toHaveAttribute('placeholder', 'Search document name or tags...');
  await user.type(search, 'LOCKED');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(screen.queryByText('report.pdf')).not.toBeInTheDocument());
  expect(listCalls(calls).at(-1)?.query.get('search')).toBe('LOCKED');
  expect(listCalls(calls).at(-1)?.query.get('page')).toBe('1');
  expect(announced()).toContain('Requests matching “LOCKED”: 1.');
});

it('follows job events live and announces a finished conversion politely', async () => {
  let done = false;
  serve(() => [done ? succeeded() : request()]);
  render();
  await screen.findByText('In Progress');
  await act(async () => {
    emitRealtimeEvent(REALTIME_EVENTS.job, {
      jobId: 'job-1',
      kind: 'document-conversion',
      state: 'running',
      progress: 80,
      stage: 'Writing the HTML',
      error: null,
    });
  });
  expect(screen.getByRole('progressbar', { name: 'Progress of report.pdf' })).toHaveAttribute(
    'value',
    '80',
  );
  expect(screen.getByText('Writing the HTML')).toBeInTheDocument();
  done = true;
  await act(async () => {
    emitRealtimeEvent(REALTIME_EVENTS.job, {
      jobId: 'job-1',
      kind: 'document-conversion',
      state: 'succeeded',
      progress: 100,
      stage: null,
      error: null,
    });
  });
  expect(await screen.findByRole('link', { name: 'download report.html' })).toBeInTheDocument();
  expect(document.querySelector('[data-nc-live="polite"]')).toHaveTextContent(
    'report.pdf is ready',
  );
});

it('refreshes every 30 seconds', async () => {
  jest.useFakeTimers();
  try {
    const calls = serve(() => [request()]);
    render();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(listCalls(calls)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    });
    expect(listCalls(calls)).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

it('asks before deleting, then deletes', async () => {
  const calls = installFakeApi({
    'GET /conversion/documents': () => listReply([failed]),
    'DELETE /conversion/documents/req-2': () => ({ body: { success: true, message: 'Deleted' } }),
  });
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Delete locked.pdf' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete locked.pdf?' });
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete locked.pdf' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
    '/conversion/documents/req-2',
  ]);
  expect(announced()).toContain('locked.pdf was deleted.');
});

it('retries a failed conversion and says a failure of that', async () => {
  const calls = installFakeApi({
    'GET /conversion/documents': () => listReply([failed]),
    'POST /conversion/documents/req-2/retry': () => ({
      status: 409,
      body: { success: false, message: 'This request is already running' },
    }),
  });
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Retry locked.pdf' }));
  expect(
    await screen.findByText('That did not work. This request is already running'),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.path === '/conversion/documents/req-2/retry')).toBe(true);
});

it('downloads a result with the bearer token under its new name', async () => {
  const createObjectURL = jest.fn(() => 'blob:result');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  try {
    const calls = installFakeApi({
      'GET /conversion/documents': () => listReply([succeeded()]),
      'GET /conversion/documents/req-1/download': () => ({
        body: '<html></html>',
        contentType: 'text/html',
      }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('link', { name: 'download report.html' }));
    await waitFor(() => expect(clicked).toEqual(['report.html']));
    const download = calls.find((call) => call.path === '/conversion/documents/req-1/download');
    expect(download?.authorization).toBe('Bearer token-123');
  } finally {
    click.mockRestore();
  }
});

it('says why the list could not be loaded and offers Retry', async () => {
  installFakeApi({
    'GET /conversion/documents': () => ({
      status: 500,
      body: { success: false, message: 'Database unavailable' },
    }),
  });
  render();
  expect(
    await screen.findByText('Your requests could not be loaded. Database unavailable'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('marks the request a notification linked to, by a note and not by colour alone', async () => {
  serve(() => [succeeded(), request({ id: 'req-2', fileName: 'other.pdf', jobId: 'job-2' })]);
  renderPage('/docaccess', '/docaccess?request=req-1', <RequestsPage kind={DOCUMENTS} />);
  const row = (await screen.findByText('report.pdf')).closest('tr') as HTMLElement;
  expect(row).toHaveAttribute('aria-current', 'true');
  expect(row).toHaveTextContent('(from your notification)');
  const other = screen.getByText('other.pdf').closest('tr') as HTMLElement;
  expect(other).not.toHaveAttribute('aria-current');
});

describe('for audio and video (/avaccess)', () => {
  const renderMedia = (url = '/avaccess') =>
    renderPage('/avaccess', url, <RequestsPage kind={MEDIA} />);
  const talk = request({
    id: 'media-2',
    fileName: 'talk.mp3',
    tag: null,
    outputFormat: 'txt',
    language: 'en',
    jobId: 'job-m2',
    status: { state: 'running', progress: 10, stage: 'Listening: 1 of 9 minutes', error: null },
  });

  it('lists the media requests with their caption formats and a transcript for finished ones', async () => {
    const calls = installFakeApi({
      'GET /conversion/media': () =>
        listReply([
          captioned(),
          talk,
          captioned({
            id: 'media-3',
            fileName: 'song.wav',
            outputFormat: 'srt',
            downloadName: 'song.srt',
            url: '/v1/api/conversion/media/media-3/download',
          }),
        ]),
    });
    renderMedia();
    const table = await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search your requests' })).toHaveAttribute(
      'placeholder',
      'Search media name or tags...',
    );
    expect(screen.getByRole('link', { name: 'Caption a new audio or video file' })).toHaveAttribute(
      'href',
      '/avaccess/new',
    );
    const [, lecture, running, song] = within(table).getAllByRole('row');
    expect(lecture).toHaveTextContent('WebVTT');
    expect(running).toHaveTextContent('TXT');
    expect(song).toHaveTextContent('SRT');
    const transcript = within(lecture!).getByRole('link', {
      name: 'Open the transcript of lecture.mp4',
    });
    expect(transcript).toHaveTextContent('Transcript');
    expect(transcript).toHaveAttribute('href', '/avaccess/transcript/media-1');
    expect(within(lecture!).getByRole('link', { name: 'download lecture.vtt' })).toHaveAttribute(
      'href',
      '/v1/api/conversion/media/media-1/download',
    );
    expect(within(running!).queryByRole('link')).not.toBeInTheDocument();
    expect(calls.every((call) => call.path === '/conversion/media')).toBe(true);
  });

  it('says when there are no media requests, and cancels on the media collection', async () => {
    let requests = [talk];
    const calls = installFakeApi({
      'GET /conversion/media': () => listReply(requests),
      'POST /conversion/media/media-2/cancel': () => {
        requests = [];
        return { body: { success: true, message: 'Cancelled', document: talk } };
      },
    });
    const { user } = renderMedia();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel the conversion of talk.mp3' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel conversion' }),
    );
    expect(await screen.findByText('You have no audio or video requests yet.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /conversion/media/media-2/cancel',
    );
  });

  it('marks the request a notification linked to, in cards too', async () => {
    setViewportNarrow(true);
    installFakeApi({ 'GET /conversion/media': () => listReply([talk, captioned()]) });
    renderMedia('/avaccess?request=media-1');
    const card = (await screen.findByRole('heading', { name: /lecture\.mp4/ })).closest('li');
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(card).toHaveTextContent('(from your notification)');
    expect(
      within(card as HTMLElement).getByRole('link', { name: 'Open the transcript of lecture.mp4' }),
    ).toBeInTheDocument();
  });
});
