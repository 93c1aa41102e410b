import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PART_MAX,
  pickVoice,
  splitForSpeech,
  useReadAloud,
  type ReadAloudRequest,
  type Speech,
} from './readAloud';

/** A voice as the browser lists it. */
function voice(lang: string, changes: Partial<SpeechSynthesisVoice> = {}): SpeechSynthesisVoice {
  return {
    lang,
    name: `${lang} voice`,
    default: false,
    localService: true,
    voiceURI: lang,
    ...changes,
  };
}

class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/** A speech synthesis that records what it is asked to do; `setVoices` lists voices late. */
function fakeSpeech(initial: SpeechSynthesisVoice[]) {
  const events = new EventTarget();
  let voices = initial;
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    getVoices: () => voices,
    speak: jest.fn((utterance: FakeUtterance) => {
      spoken.push(utterance);
    }),
    cancel: jest.fn(),
    pause: jest.fn(),
    resume: jest.fn(),
    addEventListener: (type: string, listener: () => void) =>
      events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) =>
      events.removeEventListener(type, listener),
  };
  const speech = {
    synthesis: synthesis as unknown as Speech['synthesis'],
    createUtterance: (text: string) =>
      new FakeUtterance(text) as unknown as SpeechSynthesisUtterance,
  };
  const setVoices = (next: SpeechSynthesisVoice[]) => {
    voices = next;
    events.dispatchEvent(new Event('voiceschanged'));
  };
  return { speech, synthesis, spoken, setVoices };
}

/** The hook with plain buttons and its state in words. */
function Harness({ speech, request }: { speech: Speech | null; request: ReadAloudRequest }) {
  const { state, listen, pause, resume, stop, audioProps } = useReadAloud({
    speech,
    voiceWaitMs: 50,
    speechStartMs: 100,
  });
  const detail =
    state.kind === 'reading' || state.kind === 'paused'
      ? `:${state.via}`
      : state.kind === 'failed'
        ? `:${state.problem}`
        : '';
  return (
    <>
      <output data-testid="state">{`${state.kind}${detail}`}</output>
      <button onClick={() => listen(request)}>listen</button>
      <button onClick={pause}>pause</button>
      <button onClick={resume}>resume</button>
      <button onClick={stop}>stop</button>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio {...audioProps} />
    </>
  );
}

const ENGLISH: ReadAloudRequest = {
  parts: ['Rains arrive early', 'The monsoon reached Kerala. Farmers were glad.'],
  language: 'eng',
  audioUrl: '/v1/api/news/articles/a1/audio?token=t',
};
const HINDI: ReadAloudRequest = {
  parts: ['बारिश जल्दी आई', 'मानसून केरल पहुँचा। किसान खुश हैं।'],
  language: 'hin',
  audioUrl: '/v1/api/news/articles/a2/audio?token=t',
};

const state = () => screen.getByTestId('state').textContent;

/** The synthesiser begins the first part, as a browser does once it has the utterances. */
async function startSpeaking(spoken: FakeUtterance[]) {
  await waitFor(() => expect(spoken.length).toBeGreaterThan(0));
  expect(state()).toBe('preparing');
  act(() => spoken[0]!.onstart?.());
  expect(state()).toBe('reading:speech');
}
const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }));

let play: jest.SpyInstance;
let pauseAudio: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pauseAudio = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('splitForSpeech', () => {
  it('keeps short sentences together and ends Hindi sentences at the danda', () => {
    expect(splitForSpeech('One.  Two!\nThree?')).toEqual(['One. Two! Three?']);
    const hindi = `${'क'.repeat(150)}। ${'ख'.repeat(150)}।`;
    expect(splitForSpeech(hindi)).toEqual([`${'क'.repeat(150)}।`, `${'ख'.repeat(150)}।`]);
  });

  it('cuts a long sentence at word boundaries, no part longer than the limit', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const parts = splitForSpeech(words);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(PART_MAX);
    expect(parts.join(' ')).toBe(words);
  });

  it('gives nothing for blank text', () => {
    expect(splitForSpeech('  \n ')).toEqual([]);
  });
});

describe('pickVoice', () => {
  it('takes a voice of the language, on the device first, then the default, then Indian', () => {
    const remote = voice('en-US', { localService: false, default: true });
    const us = voice('en-US');
    const india = voice('en-IN');
    expect(pickVoice([remote, us, india], 'eng')).toBe(india);
    expect(pickVoice([remote, us], 'eng')).toBe(us);
    expect(pickVoice([voice('hi_IN'), us], 'hin')?.lang).toBe('hi_IN');
    expect(pickVoice([us, voice('fr-FR')], 'hin')).toBeNull();
  });
});

describe('useReadAloud', () => {
  it('speaks with a voice of the language, in parts, with Pause, Resume and the end', async () => {
    const user = userEvent.setup();
    const { speech, synthesis, spoken } = fakeSpeech([voice('hi-IN'), voice('en-GB')]);
    render(<Harness speech={speech} request={ENGLISH} />);
    await press(user, 'listen');
    await startSpeaking(spoken);
    expect(spoken.map((utterance) => utterance.text)).toEqual([
      'Rains arrive early',
      'The monsoon reached Kerala. Farmers were glad.',
    ]);
    expect(spoken.every((utterance) => utterance.voice?.lang === 'en-GB')).toBe(true);
    expect(spoken[0]!.lang).toBe('en-GB');
    expect(play).not.toHaveBeenCalled();

    await press(user, 'pause');
    expect(synthesis.pause).toHaveBeenCalledTimes(1);
    expect(state()).toBe('paused:speech');
    const resumes = synthesis.resume.mock.calls.length;
    await press(user, 'resume');
    expect(synthesis.resume).toHaveBeenCalledTimes(resumes + 1);
    expect(state()).toBe('reading:speech');

    // Only the last part's end is the end.
    act(() => spoken[0]!.onend?.());
    expect(state()).toBe('reading:speech');
    act(() => spoken[1]!.onend?.());
    expect(state()).toBe('finished');
  });

  it('stops with cancel, and the cancelled parts’ "errors" are not failures', async () => {
    const user = userEvent.setup();
    const { speech, synthesis, spoken } = fakeSpeech([voice('en-IN')]);
    render(<Harness speech={speech} request={ENGLISH} />);
    await press(user, 'listen');
    await startSpeaking(spoken);
    const cancels = synthesis.cancel.mock.calls.length;
    await press(user, 'stop');
    expect(synthesis.cancel.mock.calls.length).toBe(cancels + 1);
    expect(state()).toBe('stopped');
    act(() => spoken[1]!.onerror?.({ error: 'interrupted' }));
    act(() => spoken[1]!.onend?.());
    expect(state()).toBe('stopped');
  });

  it('says when the synthesis fails', async () => {
    const user = userEvent.setup();
    const { speech, spoken } = fakeSpeech([voice('en-IN')]);
    render(<Harness speech={speech} request={ENGLISH} />);
    await press(user, 'listen');
    await startSpeaking(spoken);
    act(() => spoken[0]!.onerror?.({ error: 'synthesis-failed' }));
    expect(state()).toBe('failed:speech');
  });

  it('waits for voices the browser lists late', async () => {
    const user = userEvent.setup();
    const { speech, spoken, setVoices } = fakeSpeech([]);
    render(<Harness speech={speech} request={HINDI} />);
    await press(user, 'listen');
    expect(state()).toBe('preparing');
    act(() => setVoices([voice('en-US'), voice('hi-IN')]));
    await startSpeaking(spoken);
    expect(spoken[0]!.voice?.lang).toBe('hi-IN');
    expect(spoken.map((utterance) => utterance.text)).toEqual([
      'बारिश जल्दी आई',
      'मानसून केरल पहुँचा। किसान खुश हैं।',
    ]);
  });

  it('plays the recording when the browser lists a voice but never starts speaking', async () => {
    const user = userEvent.setup();
    const { speech, synthesis, spoken } = fakeSpeech([voice('en-IN')]);
    render(<Harness speech={speech} request={ENGLISH} />);
    await press(user, 'listen');
    await waitFor(() => expect(spoken.length).toBe(2));
    const cancels = synthesis.cancel.mock.calls.length;
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(synthesis.cancel.mock.calls.length).toBe(cancels + 1);
    expect(document.querySelector('audio')).toHaveAttribute(
      'src',
      '/v1/api/news/articles/a1/audio?token=t',
    );
    // A late start of the cancelled speech changes nothing.
    act(() => spoken[0]!.onstart?.());
    expect(state()).toBe('preparing');
    fireEvent.playing(document.querySelector('audio')!);
    expect(state()).toBe('reading:audio');
  });

  it('fails as speech when it never starts and there is no recording', async () => {
    const user = userEvent.setup();
    const { speech } = fakeSpeech([voice('en-IN')]);
    render(<Harness speech={speech} request={{ ...ENGLISH, audioUrl: null }} />);
    await press(user, 'listen');
    await waitFor(() => expect(state()).toBe('failed:speech'));
  });

  it("plays the server's recording when there is no voice for the language", async () => {
    const user = userEvent.setup();
    const { speech, synthesis } = fakeSpeech([voice('en-IN')]);
    render(<Harness speech={speech} request={HINDI} />);
    await press(user, 'listen');
    const audio = document.querySelector('audio')!;
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(audio).toHaveAttribute('src', '/v1/api/news/articles/a2/audio?token=t');
    expect(synthesis.speak).not.toHaveBeenCalled();
    expect(state()).toBe('preparing');
    fireEvent.playing(audio);
    expect(state()).toBe('reading:audio');

    await press(user, 'pause');
    expect(pauseAudio).toHaveBeenCalledTimes(1);
    expect(synthesis.pause).not.toHaveBeenCalled();
    expect(state()).toBe('paused:audio');
    await press(user, 'resume');
    expect(play).toHaveBeenCalledTimes(2);
    fireEvent.ended(audio);
    expect(state()).toBe('finished');
  });

  it('plays the recording when the browser never lists a voice', async () => {
    const user = userEvent.setup();
    const { speech } = fakeSpeech([]);
    render(<Harness speech={speech} request={ENGLISH} />);
    await press(user, 'listen');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(document.querySelector('audio')).toHaveAttribute(
      'src',
      '/v1/api/news/articles/a1/audio?token=t',
    );
  });

  it('plays the recording without speech synthesis, and fails clearly with neither', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness speech={null} request={ENGLISH} />);
    await press(user, 'listen');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    unmount();

    render(<Harness speech={null} request={{ ...ENGLISH, audioUrl: null }} />);
    await press(user, 'listen');
    await waitFor(() => expect(state()).toBe('failed:noVoice'));
  });

  it('says when the recording cannot start', async () => {
    play.mockRejectedValue(Object.assign(new Error('no source'), { name: 'NotSupportedError' }));
    const user = userEvent.setup();
    render(<Harness speech={null} request={ENGLISH} />);
    await press(user, 'listen');
    await waitFor(() => expect(state()).toBe('failed:audio'));
  });

  it('falls silent when it goes away', async () => {
    const user = userEvent.setup();
    const { speech, synthesis, spoken } = fakeSpeech([voice('en-IN')]);
    const { unmount } = render(<Harness speech={speech} request={ENGLISH} />);
    await press(user, 'listen');
    await startSpeaking(spoken);
    const cancels = synthesis.cancel.mock.calls.length;
    unmount();
    expect(synthesis.cancel.mock.calls.length).toBe(cancels + 1);
  });
});
