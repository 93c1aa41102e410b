// The audiobook player of the play page (spec 02 §2, §4, §8, and issue #11 §3): a native <audio>
// element with its own controls — Play/Pause, Resume (hidden after use), previous and next
// section (also as floating buttons) and chapter, back and forward 10 s and 30 s, a seek slider
// spoken in minutes and seconds, speed 0.5×–3×, a sleep timer and keyboard shortcuts (listed in a
// dialog) — plus the Media Session API for lock screens and headset buttons. When a section ends
// the next one plays (guarded against a double trigger); after the last one, or when the server
// answers 404, "No more sections or pages to play". The place in the book is saved every few
// seconds while playing and on pause.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import {
  announce,
  errorMessage,
  formatNumber,
  FormError,
  isApiError,
  readItem,
  writeItem,
} from '@nclude/shared';
import type { Book, Chapter, BookProgress } from '@nclude/shared/api-schemas';
import { saveProgress, sectionAudioUrl, sectionText } from '../libraryApi';
import { clockTime, spokenTime } from '../labels';
import { m } from '../messages';
import { ChapterTable } from './ChapterTable';
import { SectionText } from './SectionText';
import { ShortcutHelp } from './ShortcutHelp';
import {
  firstOfChapter,
  flattenSections,
  neighbour,
  sectionAt,
  type PlayableSection,
} from './sections';
import { ariaKeys, shortcutFor, type ShortcutAction } from './shortcuts';
import { useMediaSession } from './useMediaSession';

/** How often the place in the book is saved while playing (issue #11: every few seconds). */

/** "Now playing: section, chapter", the chapter left out when the section bears its name. */
function nowPlaying(section: { title: string; chapterTitle: string }): string {
  return section.title === section.chapterTitle
    ? m('nowPlayingChapter', { title: section.title })
    : m('nowPlaying', { section: section.title, chapter: section.chapterTitle });
}
export const PROGRESS_SAVE_MS = 5_000;
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
type Sleep = 'off' | 'end' | (typeof SLEEP_MINUTES)[number];
/** The server's and the browser's clocks may disagree by this much about the token's expiry. */
const EXPIRY_MARGIN_MS = 60_000;
const SPEED_KEY = 'libraryPlaybackRate';

function storedSpeed(): number {
  const stored = Number(readItem(SPEED_KEY));
  return (SPEEDS as readonly number[]).includes(stored) ? stored : 1;
}

export interface AudioPlayerProps {
  book: Book;
  chapters: readonly Chapter[];
  progress: BookProgress | null;
  audioToken: string;
  expiresAt: string;
  /** Fetches a new audio token (the old one expired); the player carries on where it was. */
  onRenewToken: () => void;
}

/** What to do once a newly chosen section's audio is known to the element. */
interface Pending {
  offset: number;
  autoplay: boolean;
}

export function AudioPlayer({
  book,
  chapters,
  progress,
  audioToken,
  expiresAt,
  onRenewToken,
}: AudioPlayerProps) {
  const headingId = useId();
  const statusId = useId();
  const resumeHintId = useId();
  const sections = useMemo(() => flattenSections(chapters), [chapters]);
  const audioRef = useRef<HTMLAudioElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);

  const [index, setIndex] = useState(() => sections[0]?.index ?? 0);
  const [chapter, setChapter] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(NaN);
  const [speed, setSpeed] = useState(storedSpeed);
  const [resumeUsed, setResumeUsed] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [sleep, setSleep] = useState<Sleep>('off');
  const [sleepDeadline, setSleepDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [helpOpen, setHelpOpen] = useState(false);

  const section = sectionAt(sections, index);
  const duration = Number.isFinite(mediaDuration) ? mediaDuration : (section?.durationSeconds ?? 0);

  // Refs for the handlers that outlive a render (timers, media events, the Media Session).
  const indexRef = useRef(index);
  const pending = useRef<Pending | null>(null);
  /** Set from a section's end until the next section starts: a second "ended" is ignored. */
  const advancing = useRef(false);
  const renewing = useRef(false);
  const lastSaved = useRef<{ index: number; offset: number } | null>(null);
  const saveFailed = useRef(false);
  const sleepRef = useRef<Sleep>(sleep);
  useLayoutEffect(() => {
    sleepRef.current = sleep;
  });

  const audioUrl = section ? sectionAudioUrl(book.bookAwsName, section.index, audioToken) : '';

  /** Saves where the reader is (skipped when nothing moved since the last save). */
  const save = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const place = { index: indexRef.current, offset: Math.floor(audio.currentTime * 10) / 10 };
    const last = lastSaved.current;
    if (last && last.index === place.index && last.offset === place.offset) return;
    lastSaved.current = place;
    saveProgress(book.bookAwsName, { index: place.index, offsetSeconds: place.offset }).then(
      () => {
        // Only a failure shown before needs clearing: a save is otherwise silent.
        if (saveFailed.current) setSaveFailure(null);
        saveFailed.current = false;
      },
      (error: unknown) => {
        lastSaved.current = null;
        saveFailed.current = true;
        setSaveFailure(errorMessage(error));
      },
    );
  }, [book.bookAwsName]);

  /** Loads section `target` into the player; `autoplay` plays it once it is set. */
  const select = useCallback((target: PlayableSection, next: Pending) => {
    const audio = audioRef.current;
    setEnded(null);
    setFailure(null);
    setChapter(target.chapter);
    if (target.index === indexRef.current && audio) {
      // The same section: no new source, so no loadedmetadata; move and play now.
      audio.currentTime = next.offset;
      setTime(next.offset);
      if (next.autoplay) void play(audio);
      return;
    }
    pending.current = next;
    indexRef.current = target.index;
    setIndex(target.index);
    setTime(next.offset);
    setMediaDuration(NaN);
  }, []);

  // A new source: play it if asked (the element loads it; play() waits for it).
  useEffect(() => {
    const audio = audioRef.current;
    const next = pending.current;
    if (!audio || !next) return;
    audio.load();
    if (next.autoplay) void play(audio);
  }, [audioUrl]);

  const onLoadedMetadata = () => {
    const audio = audioRef.current;
    if (!audio) return;
    renewing.current = false;
    audio.playbackRate = speed;
    audio.defaultPlaybackRate = speed;
    setMediaDuration(audio.duration);
    const next = pending.current;
    pending.current = null;
    if (next && next.offset > 0) {
      audio.currentTime = next.offset;
      setTime(next.offset);
    }
  };

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      setEnded(null);
      setChapter((current) => current ?? sectionAt(sections, indexRef.current)?.chapter ?? 0);
      void play(audio);
    } else audio.pause();
  }, [sections]);

  const skip = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : duration;
    const target = Math.min(Math.max(0, audio.currentTime + seconds), Math.max(0, end));
    audio.currentTime = target;
    setTime(target);
  };

  const seekTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setTime(seconds);
  };

  const wasPlaying = () => Boolean(audioRef.current && !audioRef.current.paused);

  const moveSection = (step: 1 | -1) => {
    const target = neighbour(sections, indexRef.current, step);
    if (!target) {
      if (step === 1) setEnded(m('noMoreSections'));
      return;
    }
    select(target, { offset: 0, autoplay: wasPlaying() });
  };

  const moveChapter = (step: 1 | -1) => {
    // Spec 02 §4: previous and next chapter move the current chapter by one, from 0 if unset.
    const from = chapter ?? 0;
    const target = firstOfChapter(sections, from + step);
    if (!target) {
      if (step === 1) setEnded(m('noMoreSections'));
      return;
    }
    select(target, { offset: 0, autoplay: wasPlaying() });
  };

  const playSection = useCallback(
    (sectionIndex: number) => {
      const target = sectionAt(sections, sectionIndex);
      if (target) select(target, { offset: 0, autoplay: true });
    },
    [sections, select],
  );

  const resume = () => {
    if (!progress) return;
    const target = sectionAt(sections, progress.index) ?? sections[0];
    if (!target) return;
    setResumeUsed(true);
    // The Resume button goes away: focus moves to Play/Pause, next to where it was.
    playButtonRef.current?.focus();
    select(target, {
      offset: target.index === progress.index ? progress.offsetSeconds : 0,
      autoplay: true,
    });
  };

  const changeSpeed = useCallback((rate: number, say = false) => {
    setSpeed(rate);
    writeItem(SPEED_KEY, String(rate));
    const audio = audioRef.current;
    if (audio) {
      audio.playbackRate = rate;
      audio.defaultPlaybackRate = rate;
    }
    if (say) announce(m('speedChanged', { rate: formatNumber(rate) }));
  }, []);

  const stepSpeed = (step: 1 | -1) => {
    const position = (SPEEDS as readonly number[]).indexOf(speed);
    const next = SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, position + step))];
    if (next !== undefined && next !== speed) changeSpeed(next, true);
  };

  // Media events.
  const onPlay = () => {
    advancing.current = false;
    setPlaying(true);
  };
  const onPause = () => {
    setPlaying(false);
    save();
  };

  const onEnded = () => {
    // Guard: one end moves on once, however many times the event comes before the next section
    // starts playing.
    if (advancing.current) return;
    advancing.current = true;
    setPlaying(false);
    save();
    if (sleepRef.current === 'end') {
      advancing.current = false;
      stopSleep();
      announce(m('sleepStopped'));
      return;
    }
    const next = neighbour(sections, indexRef.current, 1);
    if (!next) {
      advancing.current = false;
      setEnded(m('noMoreSections'));
      return;
    }
    select(next, { offset: 0, autoplay: true });
    announce(nowPlaying(next));
  };

  const onError = () => {
    const audio = audioRef.current;
    if (!audio || !audio.getAttribute('src')) return;
    advancing.current = false;
    // An expired token: a new one, and on from the same place.
    if (Date.now() >= Date.parse(expiresAt) - EXPIRY_MARGIN_MS && !renewing.current) {
      renewing.current = true;
      pending.current = { offset: audio.currentTime, autoplay: playing };
      onRenewToken();
      return;
    }
    // The element does not say why; the section's text call gets the server's answer.
    const failed = indexRef.current;
    sectionText(book.bookAwsName, failed).then(
      () => setFailure(m('audioFailed')),
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) setEnded(m('noMoreSections'));
        else setFailure(errorMessage(error));
      },
    );
  };

  // Saves every few seconds while playing; on pause through onPause.
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(save, PROGRESS_SAVE_MS);
    return () => clearInterval(timer);
  }, [playing, save]);

  // Leaving the page while playing keeps the place too.
  useEffect(
    () => () => {
      const audio = audioRef.current;
      if (audio && !audio.paused) save();
    },
    [save],
  );

  // Sleep timer.
  const stopSleep = () => {
    setSleep('off');
    setSleepDeadline(null);
  };
  const chooseSleep = (value: string) => {
    const minutes = Number(value);
    if (value === 'end') {
      setSleep('end');
      setSleepDeadline(null);
    } else if ((SLEEP_MINUTES as readonly number[]).includes(minutes)) {
      setSleep(minutes as Sleep);
      setSleepDeadline(Date.now() + minutes * 60_000);
      setNow(Date.now());
    } else stopSleep();
  };
  useEffect(() => {
    if (sleepDeadline === null) return undefined;
    const stop = setTimeout(
      () => {
        audioRef.current?.pause();
        setSleep('off');
        setSleepDeadline(null);
        announce(m('sleepStopped'));
      },
      Math.max(0, sleepDeadline - Date.now()),
    );
    // The minutes left, kept up to date for the status line.
    const tick = setInterval(() => setNow(Date.now()), 15_000);
    return () => {
      clearTimeout(stop);
      clearInterval(tick);
    };
  }, [sleepDeadline]);

  const sleepText =
    sleep === 'end'
      ? m('sleepAtEnd')
      : sleepDeadline !== null
        ? sleepDeadline - now < 60_000
          ? m('sleepInUnderMinute')
          : m('sleepIn', { minutes: formatNumber(Math.ceil((sleepDeadline - now) / 60_000)) })
        : null;

  const run = (action: ShortcutAction) => {
    const actions: Record<ShortcutAction, () => void> = {
      toggle,
      back10: () => skip(-10),
      back30: () => skip(-30),
      forward10: () => skip(10),
      forward30: () => skip(30),
      previousSection: () => moveSection(-1),
      nextSection: () => moveSection(1),
      previousChapter: () => moveChapter(-1),
      nextChapter: () => moveChapter(1),
      slower: () => stepSpeed(-1),
      faster: () => stepSpeed(1),
      help: () => setHelpOpen(true),
    };
    actions[action]();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = shortcutFor(event);
    if (!action) return;
    event.preventDefault();
    run(action);
  };

  useMediaSession({
    book,
    section,
    playing,
    time,
    duration,
    speed,
    onPlay: () => audioRef.current && void play(audioRef.current),
    onPause: () => audioRef.current?.pause(),
    onSeekBy: skip,
    onSeekTo: seekTo,
    onPrevious: () => moveSection(-1),
    onNext: () => moveSection(1),
  });

  const atFirst = !neighbour(sections, index, -1);
  const positionText = m('positionText', {
    time: spokenTime(time),
    total: spokenTime(duration),
  });

  return (
    <>
      {/* The shortcuts' keys come from the focused control inside and bubble here, so they act
          only while focus is in the player (see shortcuts.ts). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section aria-labelledby={headingId} className="library-player" onKeyDown={onKeyDown}>
        <h2 id={headingId}>{m('player')}</h2>
        {/* Speech with its text: the section's text below is the alternative a captions track
            would give, with the sentence being read marked. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio
          ref={audioRef}
          preload="metadata"
          src={audioUrl || undefined}
          onPlay={onPlay}
          onPause={onPause}
          onEnded={onEnded}
          onError={onError}
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={(event) => setMediaDuration(event.currentTarget.duration)}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        />
        <p id={statusId} className="library-player__now">
          {chapter === null && !playing ? m('notStarted') : section ? nowPlaying(section) : null}
        </p>
        {progress && !resumeUsed && (
          <p className="library-player__resume">
            <button
              type="button"
              className="nc-button nc-button--primary"
              aria-describedby={resumeHintId}
              onClick={resume}
            >
              {m('resume')}
            </button>{' '}
            <span id={resumeHintId}>
              {m('resumeHint', {
                section: sectionAt(sections, progress.index)?.title ?? '',
                time: clockTime(progress.offsetSeconds),
              })}
            </span>
          </p>
        )}
        <div className="library-player__controls">
          <Control
            action="previousChapter"
            label={m('previousChapter')}
            onClick={() => moveChapter(-1)}
          />
          <Control
            action="previousSection"
            label={m('previousSection')}
            onClick={() => moveSection(-1)}
          />
          <Control action="back30" label={m('back30')} onClick={() => skip(-30)} />
          <Control action="back10" label={m('back10')} onClick={() => skip(-10)} />
          <button
            ref={playButtonRef}
            type="button"
            className="nc-button nc-button--primary library-control library-control--main"
            aria-keyshortcuts={ariaKeys('toggle')}
            aria-describedby={statusId}
            onClick={toggle}
          >
            {playing ? m('pause') : m('play')}
          </button>
          <Control action="forward10" label={m('forward10')} onClick={() => skip(10)} />
          <Control action="forward30" label={m('forward30')} onClick={() => skip(30)} />
          <Control action="nextSection" label={m('nextSection')} onClick={() => moveSection(1)} />
          <Control action="nextChapter" label={m('nextChapter')} onClick={() => moveChapter(1)} />
        </div>
        <div className="library-player__seek">
          <label htmlFor={`${headingId}-seek`}>{m('position')}</label>
          <input
            id={`${headingId}-seek`}
            type="range"
            min={0}
            max={Math.max(1, Math.ceil(duration))}
            step={1}
            value={Math.min(Math.floor(time), Math.max(1, Math.ceil(duration)))}
            aria-valuetext={positionText}
            onChange={(event) => seekTo(Number(event.target.value))}
          />
          <span aria-hidden="true" className="library-player__time">
            {clockTime(time)} / {clockTime(duration)}
          </span>
        </div>
        <div className="library-player__settings">
          <div className="library-field">
            <label htmlFor={`${headingId}-speed`}>{m('speed')}</label>
            <select
              id={`${headingId}-speed`}
              className="nc-select"
              value={String(speed)}
              aria-keyshortcuts="[ ]"
              onChange={(event) => changeSpeed(Number(event.target.value))}
            >
              {SPEEDS.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {m('speedValue', { rate: formatNumber(rate) })}
                </option>
              ))}
            </select>
          </div>
          <div className="library-field">
            <label htmlFor={`${headingId}-sleep`}>{m('sleepTimer')}</label>
            <select
              id={`${headingId}-sleep`}
              className="nc-select"
              value={String(sleep)}
              onChange={(event) => chooseSleep(event.target.value)}
            >
              <option value="off">{m('sleepOff')}</option>
              {SLEEP_MINUTES.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {m('sleepMinutes', { minutes: formatNumber(minutes) })}
                </option>
              ))}
              <option value="end">{m('sleepEndOfSection')}</option>
            </select>
          </div>
          <button
            type="button"
            className="nc-button nc-button--secondary library-control"
            aria-haspopup="dialog"
            aria-keyshortcuts="Shift+?"
            onClick={() => setHelpOpen(true)}
          >
            {m('shortcuts')}
          </button>
        </div>
        {sleepText && <p className="library-player__sleep">{sleepText}</p>}
        <div role="status" className="library-player__end">
          {ended}
        </div>
        <FormError>{failure}</FormError>
        {saveFailure && (
          <p className="library-hint">{m('progressNotSaved', { reason: saveFailure })}</p>
        )}
      </section>

      {/* The spec's floating previous/next section buttons: a pointer convenience that stays in
          reach while the reader scrolls the chapters or the text. The same buttons are in the
          player above for keyboards and screen readers, so these are hidden from them. */}
      <div className="library-floating" aria-hidden="true">
        <button
          type="button"
          tabIndex={-1}
          className="nc-button nc-button--primary"
          disabled={atFirst}
          onClick={() => moveSection(-1)}
        >
          {m('previousSection')}
        </button>
        <button
          type="button"
          tabIndex={-1}
          className="nc-button nc-button--primary"
          onClick={() => moveSection(1)}
        >
          {m('nextSection')}
        </button>
      </div>

      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} />

      <ChapterTable
        title={book.title}
        language={book.language}
        chapters={chapters}
        current={index}
        onPlay={playSection}
      />
      <SectionText
        bookAwsName={book.bookAwsName}
        index={index}
        language={book.language}
        time={time}
      />
    </>
  );
}

/** One of the player's buttons, with its shortcut for assistive technology. */
function Control({
  action,
  label,
  onClick,
}: {
  action: ShortcutAction;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="nc-button nc-button--secondary library-control"
      aria-keyshortcuts={ariaKeys(action)}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** Plays from where the player stands. A refusal needs no word here: a broken source raises the
 * element's error event (handled above), and a play cut short by a new section is what was asked. */
function play(audio: HTMLMediaElement): Promise<void> {
  return audio.play().catch(() => undefined);
}
