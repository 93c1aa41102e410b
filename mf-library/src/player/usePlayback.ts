// The player's playback state and what drives it: the section loaded and how far in, playing or
// not, moving by section, chapter and seconds, Resume, the audio element's events (moving on when
// a section ends, a new token when the old one expired), with the place saved, the speed, the
// sleep timer and the Media Session wired in.
import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { announce, errorMessage, isApiError } from '@nclude/shared';
import type { Book, BookProgress, Chapter } from '@nclude/shared/api-schemas';
import { sectionAudioUrl, sectionText } from '../libraryApi';
import { m } from '../messages';
import {
  firstOfChapter,
  flattenSections,
  neighbour,
  sectionAt,
  type PlayableSection,
} from './sections';
import { useMediaSession } from './useMediaSession';
import { usePlaybackSpeed } from './usePlaybackSpeed';
import { useProgressSave } from './useProgressSave';
import { useSleepTimer } from './useSleepTimer';

/** The server's and the browser's clocks may disagree by this much about the token's expiry. */
const EXPIRY_MARGIN_MS = 60_000;

/** "Now playing: section, chapter", the chapter left out when the section bears its name. */
export function nowPlaying(section: { title: string; chapterTitle: string }): string {
  return section.title === section.chapterTitle
    ? m('nowPlayingChapter', { title: section.title })
    : m('nowPlaying', { section: section.title, chapter: section.chapterTitle });
}

export interface PlaybackOptions {
  book: Book;
  chapters: readonly Chapter[];
  progress: BookProgress | null;
  audioToken: string;
  expiresAt: string;
  onRenewToken: () => void;
}

/** What to do once a newly chosen section's audio is known to the element. */
interface Pending {
  offset: number;
  autoplay: boolean;
}

export function usePlayback({
  book,
  chapters,
  progress,
  audioToken,
  expiresAt,
  onRenewToken,
}: PlaybackOptions) {
  const sections = useMemo(() => flattenSections(chapters), [chapters]);
  const audioRef = useRef<HTMLAudioElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);

  const [index, setIndex] = useState(() => sections[0]?.index ?? 0);
  const [chapter, setChapter] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(NaN);
  const { speed, changeSpeed, stepSpeed } = usePlaybackSpeed(audioRef);
  const [resumeUsed, setResumeUsed] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const section = sectionAt(sections, index);
  const duration = Number.isFinite(mediaDuration) ? mediaDuration : (section?.durationSeconds ?? 0);

  // Refs for the handlers that outlive a render (timers, media events, the Media Session).
  const indexRef = useRef(index);
  const pending = useRef<Pending | null>(null);
  /** Set from a section's end until the next section starts: a second "ended" is ignored. */
  const advancing = useRef(false);
  const renewing = useRef(false);

  const audioUrl = section ? sectionAudioUrl(book.bookAwsName, section.index, audioToken) : '';

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

  const { save, saveFailure } = useProgressSave(book.bookAwsName, audioRef, indexRef, playing);
  const { sleep, sleepRef, stopSleep, chooseSleep, sleepText } = useSleepTimer(audioRef);

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

  const onDurationChange = (event: SyntheticEvent<HTMLAudioElement>) =>
    setMediaDuration(event.currentTarget.duration);
  const onTimeUpdate = (event: SyntheticEvent<HTMLAudioElement>) =>
    setTime(event.currentTarget.currentTime);

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

  return {
    sections,
    section,
    index,
    chapter,
    playing,
    time,
    duration,
    ended,
    failure,
    saveFailure,
    audioRef,
    playButtonRef,
    audioUrl,
    audioEvents: {
      onPlay,
      onPause,
      onEnded,
      onError,
      onLoadedMetadata,
      onDurationChange,
      onTimeUpdate,
    },
    toggle,
    skip,
    seekTo,
    moveSection,
    moveChapter,
    playSection,
    resumeUsed,
    resume,
    speed,
    changeSpeed,
    stepSpeed,
    sleep,
    chooseSleep,
    sleepText,
  };
}

/** Plays from where the player stands. A refusal needs no word here: a broken source raises the
 * element's error event (handled above), and a play cut short by a new section is what was asked. */
function play(audio: HTMLMediaElement): Promise<void> {
  return audio.play().catch(() => undefined);
}
