// The audiobook player of the play page (spec 02 §2, §4, §8, and issue #11 §3): a native <audio>
// element with its own controls — Play/Pause, Resume (hidden after use), previous and next
// section (also as floating buttons) and chapter, back and forward 10 s and 30 s, a seek slider
// spoken in minutes and seconds, speed 0.5×–3×, a sleep timer and keyboard shortcuts (listed in a
// dialog) — plus the Media Session API for lock screens and headset buttons. When a section ends
// the next one plays (guarded against a double trigger); after the last one, or when the server
// answers 404, "No more sections or pages to play". The place in the book is saved every few
// seconds while playing and on pause.
import { useId, useState } from 'react';
import { FormError } from '@nclude/shared';
import type { Book, Chapter, BookProgress } from '@nclude/shared/api-schemas';
import { clockTime, spokenTime } from '../labels';
import { m } from '../messages';
import { ChapterTable } from './ChapterTable';
import { FloatingSectionButtons, PlayerControls } from './PlayerControls';
import { PlayerSettings } from './PlayerSettings';
import { shortcutKeyDown } from './playerKeys';
import { SectionText } from './SectionText';
import { ShortcutHelp } from './ShortcutHelp';
import { neighbour, sectionAt } from './sections';
import { nowPlaying, usePlayback } from './usePlayback';

export { SPEEDS } from './usePlaybackSpeed';
export { PROGRESS_SAVE_MS } from './useProgressSave';
export { SLEEP_MINUTES } from './useSleepTimer';

export interface AudioPlayerProps {
  book: Book;
  chapters: readonly Chapter[];
  progress: BookProgress | null;
  audioToken: string;
  expiresAt: string;
  /** Fetches a new audio token (the old one expired); the player carries on where it was. */
  onRenewToken: () => void;
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
  const {
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
    audioEvents,
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
  } = usePlayback({ book, chapters, progress, audioToken, expiresAt, onRenewToken });
  const [helpOpen, setHelpOpen] = useState(false);

  const onKeyDown = shortcutKeyDown(() => ({
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
  }));

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
          onPlay={audioEvents.onPlay}
          onPause={audioEvents.onPause}
          onEnded={audioEvents.onEnded}
          onError={audioEvents.onError}
          onLoadedMetadata={audioEvents.onLoadedMetadata}
          onDurationChange={audioEvents.onDurationChange}
          onTimeUpdate={audioEvents.onTimeUpdate}
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
        <PlayerControls
          playing={playing}
          statusId={statusId}
          playButtonRef={playButtonRef}
          onToggle={toggle}
          onSkip={skip}
          onMoveSection={moveSection}
          onMoveChapter={moveChapter}
        />
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
        <PlayerSettings
          idBase={headingId}
          speed={speed}
          sleep={sleep}
          onSpeed={changeSpeed}
          onSleep={chooseSleep}
          onShowShortcuts={() => setHelpOpen(true)}
        />
        {sleepText && <p className="library-player__sleep">{sleepText}</p>}
        <div role="status" className="library-player__end">
          {ended}
        </div>
        <FormError>{failure}</FormError>
        {saveFailure && (
          <p className="library-hint">{m('progressNotSaved', { reason: saveFailure })}</p>
        )}
      </section>

      {/* The spec's floating previous/next section buttons (see FloatingSectionButtons). */}
      <FloatingSectionButtons atFirst={atFirst} onMoveSection={moveSection} />

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
