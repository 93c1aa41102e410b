// The upload form for audio and video (/avaccess/new): ConvertPage given the media kind.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAnnouncements, LiveRegions, MemoryRouter, Route, Routes } from '@nclude/shared';
import { installFakeApi, signInAs, signOut, type FakeReply } from '@nclude/shared/testing';
import ConvertPage from './ConvertPage';
import UploadingPage from './UploadingPage';
import { MEDIA } from '../kinds';
import { captioned, listReply, mediaOptionsReply } from '../testing/fixtures';

function renderForm() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <MemoryRouter initialEntries={['/avaccess/new']}>
      <LiveRegions />
      <Routes>
        <Route path="/avaccess/new" element={<ConvertPage kind={MEDIA} />} />
        <Route path="/avaccess/uploading" element={<UploadingPage kind={MEDIA} />} />
        <Route path="/avaccess" element={<h1>Previous media requests page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

function serve(options: FakeReply = mediaOptionsReply(), more = {}) {
  return installFakeApi({
    'GET /conversion/media': () => listReply([captioned()], 1, ['Physics', 'Podcasts']),
    'GET /conversion/media/options': () => options,
    ...more,
  });
}

const fileInput = () => screen.getByLabelText('Audio or video file (required)') as HTMLInputElement;
const convertButton = () => screen.getByRole('button', { name: 'Convert' });
const audio = (name: string, bytes = 16, type = 'audio/mpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => signInAs());
afterEach(() => {
  signOut();
  act(() => clearAnnouncements());
});

it('says it is loading what the server can caption, then shows the form', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  installFakeApi({
    'GET /conversion/media': () => listReply([]),
    'GET /conversion/media/options': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
  });
  renderForm();
  expect(screen.getByRole('heading', { level: 1, name: 'Convert Media' })).toBeInTheDocument();
  expect(
    screen.getByText('Loading what this server can caption…').closest('[role="status"]'),
  ).not.toBeNull();
  expect(screen.queryByRole('button', { name: 'Convert' })).not.toBeInTheDocument();
  await act(async () => answer(mediaOptionsReply()));
  expect(await screen.findByLabelText('Audio or video file (required)')).toBeInTheDocument();
});

it('offers the server’s languages and the caption formats, TXT first, with the spec hint', async () => {
  serve(mediaOptionsReply({ languages: ['en', 'hi'] }));
  renderForm();
  await screen.findByLabelText('Audio or video file (required)');
  const language = await screen.findByRole('combobox', { name: 'Spoken language' });
  expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'English',
    'Hindi',
  ]);
  expect(language).toHaveValue('en');
  const format = screen.getByRole('combobox', { name: 'Output format' });
  expect([...format.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'TXT',
    'WebVTT',
    'SRT',
  ]);
  expect(format).toHaveValue('txt');
  expect(fileInput()).toHaveAccessibleDescription(
    expect.stringContaining(
      'Supported Input Formats: mp3, wav, aac, flac, ogg, wma, m4a, midi, mp4, avi, mov, wmv, mkv, flv. Max file size limit - 200 MB. Recordings up to 3 hours.',
    ),
  );
  expect(fileInput().accept.split(',')).toEqual(
    expect.arrayContaining(['.mp3', '.midi', '.flv', 'audio/*', 'video/*']),
  );
});

it('shows a single language preselected', async () => {
  serve();
  renderForm();
  const language = await screen.findByRole('combobox', { name: 'Spoken language' });
  expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['English']);
  expect(language).toHaveValue('en');
});

it('describes the captions, their formats and the engine in the dialog', async () => {
  serve();
  const user = renderForm();
  await screen.findByLabelText('Audio or video file (required)');
  await user.click(screen.getByRole('button', { name: 'click here' }));
  const dialog = screen.getByRole('dialog', { name: 'About captions' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]),
  ).toEqual(['TXT', 'WebVTT', 'SRT']);
  expect(dialog).toHaveTextContent(
    'The captions are made by pocketsphinx (US English). Its captions are rough: check names and numbers.',
  );
  expect(dialog).toHaveTextContent('When the captions are ready you get a notification');
});

it('says captions are unavailable, and keeps the button disabled with that reason', async () => {
  const calls = serve(
    mediaOptionsReply({
      available: false,
      reason: 'ffmpeg is not installed on this server.',
      engine: null,
      engineNote: null,
      languages: [],
    }),
  );
  const user = renderForm();
  const status = await screen.findByText(
    'Captions are not available on this server. ffmpeg is not installed on this server.',
  );
  expect(status).toHaveAttribute('role', 'status');
  await user.upload(fileInput(), audio('talk.mp3'));
  expect(convertButton()).toHaveAttribute('aria-disabled', 'true');
  expect(convertButton()).toHaveAccessibleDescription(
    'Captions are not available on this server. ffmpeg is not installed on this server.',
  );
  await user.click(convertButton());
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

it('refuses a MIDI file on the field at once, saying why', async () => {
  serve();
  const user = renderForm();
  await user.upload(
    await screen.findByLabelText('Audio or video file (required)'),
    audio('song.mid', 16, 'audio/midi'),
  );
  expect(fileInput()).toHaveAccessibleDescription(
    expect.stringContaining(
      'song.mid is a MIDI file: it holds musical notes, not recorded sound, so there is no speech to caption.',
    ),
  );
  expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
});

it('refuses a file over the server’s size limit on the field at once', async () => {
  serve(mediaOptionsReply({ maxUploadMb: 1 }));
  const user = renderForm();
  await user.upload(
    await screen.findByLabelText('Audio or video file (required)'),
    audio('long.wav', 1024 * 1024 + 1, 'audio/wav'),
  );
  expect(fileInput()).toHaveAccessibleDescription(
    expect.stringContaining(
      'long.wav is 1.1 MB, more than the limit of 1 MB. Choose a smaller file.',
    ),
  );
  await user.upload(fileInput(), audio('short.wav', 1024 * 1024, 'audio/wav'));
  expect(fileInput()).not.toHaveAccessibleDescription(expect.stringContaining('more than'));
});

it('needs only a file, then uploads it as `audio` with its fields and shows the processing page', async () => {
  const calls = serve(mediaOptionsReply({ languages: ['en', 'hi', 'te'] }), {
    'POST /conversion/media': () => ({
      body: { success: true, message: 'Accepted', document: captioned() },
    }),
  });
  const user = renderForm();
  await screen.findByLabelText('Audio or video file (required)');
  expect(convertButton()).toHaveAttribute('aria-disabled', 'true');
  expect(convertButton()).toHaveAccessibleDescription(
    'Please fill out all required fields to enable the button.',
  );
  await user.upload(fileInput(), audio('talk.mp3'));
  expect(convertButton()).not.toHaveAttribute('aria-disabled');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Spoken language' }), 'hi');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Output format' }), 'srt');
  await user.type(screen.getByRole('combobox', { name: 'Tag (optional)' }), 'Podcasts');
  await user.click(convertButton());

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Processing Your Uploaded File' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'We are making captions of talk.mp3. A notification with a download link will be sent to you when they are ready.',
    ),
  ).toBeInTheDocument();
  const upload = calls.find((call) => call.method === 'POST');
  expect(upload?.path).toBe('/conversion/media');
  expect(upload?.body).toEqual({
    output_format: 'srt',
    language: 'hi',
    tag: 'Podcasts',
    audio: expect.any(File),
  });
  expect((upload?.body.audio as File).name).toBe('talk.mp3');

  await user.click(screen.getByRole('button', { name: 'Ok, Got it' }));
  expect(screen.getByRole('heading', { name: 'Previous media requests page' })).toBeInTheDocument();
});

it('sends the defaults, TXT in English, when nothing else is chosen', async () => {
  const calls = serve(mediaOptionsReply(), {
    'POST /conversion/media': () => ({
      body: { success: true, message: 'Accepted', document: captioned() },
    }),
  });
  const user = renderForm();
  await user.upload(
    await screen.findByLabelText('Audio or video file (required)'),
    audio('talk.mp3'),
  );
  await user.click(convertButton());
  await screen.findByRole('heading', { level: 1, name: 'Processing Your Uploaded File' });
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    output_format: 'txt',
    language: 'en',
    audio: expect.any(File),
  });
});

it('stays on the form and says why an upload failed', async () => {
  serve(mediaOptionsReply(), {
    'POST /conversion/media': () => ({
      status: 400,
      body: { success: false, message: 'This file has no sound track' },
    }),
  });
  const user = renderForm();
  await user.upload(
    await screen.findByLabelText('Audio or video file (required)'),
    audio('silent.mp4', 16, 'video/mp4'),
  );
  await user.click(convertButton());
  expect(
    await screen.findByText('silent.mp4 was not uploaded. This file has no sound track', {
      selector: '[role="alert"].nc-form-error',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('Chosen file: silent.mp4')).toBeInTheDocument();
});

it('says why the options could not be loaded and tries again on Retry', async () => {
  let fail = true;
  serve(mediaOptionsReply(), {
    'GET /conversion/media/options': () =>
      fail
        ? { status: 503, body: { success: false, message: 'The server is busy' } }
        : mediaOptionsReply(),
  });
  const user = renderForm();
  expect(
    await screen.findByText('The caption settings could not be loaded. The server is busy'),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(fileInput()).toBeInTheDocument());
});
