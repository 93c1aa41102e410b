// The player's buttons: the row of controls (chapter, section, back and forward, Play/Pause, each
// with its shortcut for assistive technology) and the floating previous/next section buttons.
import type { RefObject } from 'react';
import { m } from '../messages';
import { ariaKeys, type ShortcutAction } from './shortcuts';

export interface PlayerControlsProps {
  playing: boolean;
  /** The status line ("Now playing …") that describes Play/Pause. */
  statusId: string;
  playButtonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onSkip: (seconds: number) => void;
  onMoveSection: (step: 1 | -1) => void;
  onMoveChapter: (step: 1 | -1) => void;
}

export function PlayerControls({
  playing,
  statusId,
  playButtonRef,
  onToggle,
  onSkip,
  onMoveSection,
  onMoveChapter,
}: PlayerControlsProps) {
  return (
    <div className="library-player__controls">
      <Control
        action="previousChapter"
        label={m('previousChapter')}
        onClick={() => onMoveChapter(-1)}
      />
      <Control
        action="previousSection"
        label={m('previousSection')}
        onClick={() => onMoveSection(-1)}
      />
      <Control action="back30" label={m('back30')} onClick={() => onSkip(-30)} />
      <Control action="back10" label={m('back10')} onClick={() => onSkip(-10)} />
      <button
        ref={playButtonRef}
        type="button"
        className="nc-button nc-button--primary library-control library-control--main"
        aria-keyshortcuts={ariaKeys('toggle')}
        aria-describedby={statusId}
        onClick={onToggle}
      >
        {playing ? m('pause') : m('play')}
      </button>
      <Control action="forward10" label={m('forward10')} onClick={() => onSkip(10)} />
      <Control action="forward30" label={m('forward30')} onClick={() => onSkip(30)} />
      <Control action="nextSection" label={m('nextSection')} onClick={() => onMoveSection(1)} />
      <Control action="nextChapter" label={m('nextChapter')} onClick={() => onMoveChapter(1)} />
    </div>
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

/**
 * The spec's floating previous/next section buttons: a pointer convenience that stays in reach
 * while the reader scrolls the chapters or the text. The same buttons are in the player above for
 * keyboards and screen readers, so these are hidden from them.
 */
export function FloatingSectionButtons({
  atFirst,
  onMoveSection,
}: {
  atFirst: boolean;
  onMoveSection: (step: 1 | -1) => void;
}) {
  return (
    <div className="library-floating" aria-hidden="true">
      <button
        type="button"
        tabIndex={-1}
        className="nc-button nc-button--primary"
        disabled={atFirst}
        onClick={() => onMoveSection(-1)}
      >
        {m('previousSection')}
      </button>
      <button
        type="button"
        tabIndex={-1}
        className="nc-button nc-button--primary"
        onClick={() => onMoveSection(1)}
      >
        {m('nextSection')}
      </button>
    </div>
  );
}
