// Read aloud (issue #12, beyond the spec): the browser's speech synthesis with a voice of the
// text's language, or, where the browser has none (or no speech synthesis at all), the server's
// recording of the same text played in an <audio> element. One state for both ways, so the same
// Listen / Pause / Resume / Stop buttons drive either. Used by the article and the headlines.
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { apiUrl, type NewsLanguage } from '@nclude/shared';

/** The parts of the Web Speech API this module uses; tests pass a fake. */
export interface Speech {
  synthesis: Pick<
    SpeechSynthesis,
    | 'getVoices'
    | 'speak'
    | 'cancel'
    | 'pause'
    | 'resume'
    | 'addEventListener'
    | 'removeEventListener'
  >;
  createUtterance: (text: string) => SpeechSynthesisUtterance;
}

/** The browser's speech synthesis, or null where there is none (jsdom, some embedded browsers). */
export function browserSpeech(): Speech | null {
  if (typeof window === 'undefined') return null;
  const synthesis = window.speechSynthesis as SpeechSynthesis | undefined;
  if (!synthesis || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return { synthesis, createUtterance: (text) => new window.SpeechSynthesisUtterance(text) };
}

/** What to read: the text in parts, its language, and the server's recording of it. */
export interface ReadAloudRequest {
  parts: readonly string[];
  language: NewsLanguage;
  /** The recording's address (signed; the API's path or a full URL), or null when there is none. */
  audioUrl: string | null;
}

export type ReadAloudVia = 'speech' | 'audio';
export type ReadAloudProblem = 'noVoice' | 'speech' | 'audio';

export type ReadAloudState =
  | { kind: 'idle' }
  /** Waiting for the browser's voices, for its speech or for the server's recording to start. */
  | { kind: 'preparing' }
  | { kind: 'reading'; via: ReadAloudVia }
  | { kind: 'paused'; via: ReadAloudVia }
  | { kind: 'stopped' }
  | { kind: 'finished' }
  | { kind: 'failed'; problem: ReadAloudProblem };

export function isActive(state: ReadAloudState): boolean {
  return state.kind === 'preparing' || state.kind === 'reading' || state.kind === 'paused';
}

/** How long to wait for a browser that loads its voices after the page (Chrome does). */
export const VOICE_WAIT_MS = 1500;

const LANGUAGE_PREFIX: Readonly<Record<NewsLanguage, string>> = { eng: 'en', hin: 'hi' };

/**
 * The best voice for `language` among `voices`, or null. Voices on the device come first: Chrome's
 * network voices need a connection and stop after about 15 seconds of speech. Then the browser's
 * default, then an Indian variant (the portal's readers are in India).
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: NewsLanguage,
): SpeechSynthesisVoice | null {
  const prefix = LANGUAGE_PREFIX[language];
  let best: SpeechSynthesisVoice | null = null;
  let bestScore = -1;
  for (const voice of voices) {
    // Android writes en_US.
    const lang = voice.lang.replace('_', '-').toLowerCase();
    if (lang !== prefix && !lang.startsWith(`${prefix}-`)) continue;
    const score =
      (voice.localService ? 4 : 0) + (voice.default ? 2 : 0) + (lang === `${prefix}-in` ? 1 : 0);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The voice for `language`, waiting up to `waitMs` for the first voiceschanged when the browser
 * has not listed any yet. A browser lists its voices all at once, so a list without the language
 * means there is no such voice.
 */
export function findVoice(
  synthesis: Speech['synthesis'],
  language: NewsLanguage,
  waitMs: number,
): Promise<SpeechSynthesisVoice | null> {
  const voices = synthesis.getVoices();
  if (voices.length > 0) return Promise.resolve(pickVoice(voices, language));
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synthesis.removeEventListener('voiceschanged', done);
      resolve(pickVoice(synthesis.getVoices(), language));
    };
    const timer = setTimeout(done, waitMs);
    synthesis.addEventListener('voiceschanged', done);
  });
}

/** How long the synthesiser may take to start speaking before the recording is used instead. */
export const SPEECH_START_MS = 3000;

/** Longest part given to the synthesiser at once: long utterances stall or get cut in Chrome. */
export const PART_MAX = 200;

/**
 * `text` in sentences of at most `max` characters (longer sentences at word boundaries), so Pause
 * and Stop act at once and no engine is handed more than it reads reliably. The Devanagari danda
 * ends Hindi sentences.
 */
export function splitForSpeech(text: string, max = PART_MAX): string[] {
  const parts: string[] = [];
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?।॥])\s+/u);
  let current = '';
  const flush = () => {
    if (current !== '') parts.push(current);
    current = '';
  };
  for (const sentence of sentences) {
    if (sentence === '') continue;
    if (current !== '' && current.length + 1 + sentence.length <= max) {
      current = `${current} ${sentence}`;
      continue;
    }
    flush();
    if (sentence.length <= max) {
      current = sentence;
      continue;
    }
    let line = '';
    for (const word of sentence.split(' ')) {
      if (line !== '' && line.length + 1 + word.length > max) {
        parts.push(line);
        line = '';
      }
      line = line === '' ? word : `${line} ${word}`;
    }
    current = line;
  }
  flush();
  return parts;
}

export interface ReadAloudOptions {
  /** The speech synthesis to use; the browser's by default, null for none. */
  speech?: Speech | null;
  voiceWaitMs?: number;
  /** How long speech may take to start before the recording is played instead. */
  speechStartMs?: number;
}

/** Props for the <audio> element the recording plays in. */
export interface ReadAloudAudioProps {
  ref: (element: HTMLAudioElement | null) => void;
  preload: 'none';
  onPlaying: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onEnded: (event: SyntheticEvent<HTMLAudioElement>) => void;
  onError: (event: SyntheticEvent<HTMLAudioElement>) => void;
}

export interface ReadAloud {
  state: ReadAloudState;
  listen: (request: ReadAloudRequest) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  audioProps: ReadAloudAudioProps;
}

export function useReadAloud({
  speech: given,
  voiceWaitMs = VOICE_WAIT_MS,
  speechStartMs = SPEECH_START_MS,
}: ReadAloudOptions = {}): ReadAloud {
  const [speech] = useState<Speech | null>(() => (given === undefined ? browserSpeech() : given));
  const [state, setState] = useState<ReadAloudState>({ kind: 'idle' });
  /** Each Listen is a run; events of an earlier run (cancelled speech, an old recording) are ignored. */
  const run = useRef(0);
  /** How the current run reads, once it has started. */
  const via = useRef<ReadAloudVia | null>(null);
  // Chrome lets an utterance nobody references be collected before its end event fires.
  const utterances = useRef<SpeechSynthesisUtterance[]>([]);
  const audio = useRef<HTMLAudioElement | null>(null);

  /** Silences whatever this hook is reading; the caller says what state follows. */
  const halt = useCallback(() => {
    if (via.current === 'speech') speech?.synthesis.cancel();
    if (via.current === 'audio') audio.current?.pause();
    via.current = null;
    utterances.current = [];
  }, [speech]);

  const fail = useCallback(
    (problem: ReadAloudProblem) => {
      halt();
      run.current += 1;
      setState({ kind: 'failed', problem });
    },
    [halt],
  );

  const play = useCallback(
    (current: number, address: string) => {
      const element = audio.current;
      if (!element) {
        fail('audio');
        return;
      }
      via.current = 'audio';
      // Setting the address starts from the beginning, also when it is the same recording again.
      element.src = apiUrl(address);
      element.play().catch((error: unknown) => {
        // AbortError: paused or stopped before it started, which is what the person asked for.
        if (current !== run.current || (error instanceof Error && error.name === 'AbortError'))
          return;
        fail('audio');
      });
    },
    [fail],
  );

  const speak = useCallback(
    (
      current: number,
      engine: Speech,
      voice: SpeechSynthesisVoice,
      parts: string[],
      fallback: string | null,
    ) => {
      // Also anything another page left queued; Chrome stays paused through a cancel, so a
      // reading stopped while paused would otherwise never start.
      engine.synthesis.cancel();
      engine.synthesis.resume();
      via.current = 'speech';
      let started = false;
      /** False once the recording took over: this speech's late events mean nothing. */
      let live = true;
      const mine = () => live && current === run.current;
      utterances.current = parts.map((text, index) => {
        const utterance = engine.createUtterance(text);
        utterance.voice = voice;
        utterance.lang = voice.lang;
        utterance.onstart = () => {
          if (!mine() || started) return;
          started = true;
          setState({ kind: 'reading', via: 'speech' });
        };
        utterance.onerror = (event) => {
          // Cancelling (Stop, a new Listen) ends the queued parts with these "errors".
          if (!mine() || event.error === 'interrupted' || event.error === 'canceled') return;
          fail('speech');
        };
        if (index === parts.length - 1)
          utterance.onend = () => {
            if (!mine()) return;
            via.current = null;
            utterances.current = [];
            setState({ kind: 'finished' });
          };
        return utterance;
      });
      for (const utterance of utterances.current) engine.synthesis.speak(utterance);
      // A browser can list voices and still say nothing (Linux without a speech service): speech
      // that has not started in time gives way to the recording.
      setTimeout(() => {
        if (!mine() || started) return;
        live = false;
        engine.synthesis.cancel();
        utterances.current = [];
        if (fallback) play(current, fallback);
        else fail('speech');
      }, speechStartMs);
    },
    [fail, play, speechStartMs],
  );

  const listen = useCallback(
    (request: ReadAloudRequest) => {
      halt();
      run.current += 1;
      const current = run.current;
      setState({ kind: 'preparing' });
      const parts = request.parts.flatMap((part) => splitForSpeech(part));
      void (async () => {
        const voice =
          speech && parts.length > 0
            ? await findVoice(speech.synthesis, request.language, voiceWaitMs)
            : null;
        if (current !== run.current) return;
        if (speech && voice) speak(current, speech, voice, parts, request.audioUrl);
        else if (request.audioUrl) play(current, request.audioUrl);
        else fail('noVoice');
      })();
    },
    [halt, speech, voiceWaitMs, speak, play, fail],
  );

  const pause = useCallback(() => {
    const how = via.current;
    if (how === null) return;
    if (how === 'speech') speech?.synthesis.pause();
    else audio.current?.pause();
    setState({ kind: 'paused', via: how });
  }, [speech]);

  const resume = useCallback(() => {
    const how = via.current;
    if (how === null) return;
    if (how === 'speech') {
      speech?.synthesis.resume();
    } else {
      const current = run.current;
      audio.current?.play().catch((error: unknown) => {
        if (current !== run.current || (error instanceof Error && error.name === 'AbortError'))
          return;
        fail('audio');
      });
    }
    setState({ kind: 'reading', via: how });
  }, [speech, fail]);

  const stop = useCallback(() => {
    halt();
    run.current += 1;
    setState({ kind: 'stopped' });
  }, [halt]);

  // Leaving the view (another article, the list) silences it.
  useEffect(
    () => () => {
      run.current += 1;
      halt();
    },
    [halt],
  );

  const audioRef = useCallback((element: HTMLAudioElement | null) => {
    audio.current = element;
  }, []);
  const audioProps: ReadAloudAudioProps = {
    ref: audioRef,
    preload: 'none',
    onPlaying: () => {
      if (via.current === 'audio') setState({ kind: 'reading', via: 'audio' });
    },
    onEnded: () => {
      if (via.current !== 'audio') return;
      via.current = null;
      setState({ kind: 'finished' });
    },
    onError: () => {
      if (via.current === 'audio') fail('audio');
    },
  };

  return { state, listen, pause, resume, stop, audioProps };
}
