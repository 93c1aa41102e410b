// The player's settings row: the speed and the sleep timer (two selects) and the button that
// opens the list of keyboard shortcuts.
import { formatNumber } from '@nclude/shared';
import { m } from '../messages';
import { SPEEDS } from './usePlaybackSpeed';
import { SLEEP_MINUTES, type Sleep } from './useSleepTimer';

export interface PlayerSettingsProps {
  /** The start of the selects' ids (the player's heading id). */
  idBase: string;
  speed: number;
  sleep: Sleep;
  onSpeed: (rate: number) => void;
  onSleep: (value: string) => void;
  onShowShortcuts: () => void;
}

export function PlayerSettings({
  idBase,
  speed,
  sleep,
  onSpeed,
  onSleep,
  onShowShortcuts,
}: PlayerSettingsProps) {
  return (
    <div className="library-player__settings">
      <div className="library-field">
        <label htmlFor={`${idBase}-speed`}>{m('speed')}</label>
        <select
          id={`${idBase}-speed`}
          className="nc-select"
          value={String(speed)}
          aria-keyshortcuts="[ ]"
          onChange={(event) => onSpeed(Number(event.target.value))}
        >
          {SPEEDS.map((rate) => (
            <option key={rate} value={String(rate)}>
              {m('speedValue', { rate: formatNumber(rate) })}
            </option>
          ))}
        </select>
      </div>
      <div className="library-field">
        <label htmlFor={`${idBase}-sleep`}>{m('sleepTimer')}</label>
        <select
          id={`${idBase}-sleep`}
          className="nc-select"
          value={String(sleep)}
          onChange={(event) => onSleep(event.target.value)}
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
        onClick={onShowShortcuts}
      >
        {m('shortcuts')}
      </button>
    </div>
  );
}
