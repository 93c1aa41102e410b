// The playback speed (0.5× to 3×): remembered for the next visit, set on the audio element, and
// stepped by the [ and ] shortcuts, which say the new speed.
import { useCallback, useState, type RefObject } from 'react';
import { announce, formatNumber, readItem, writeItem } from '@nclude/shared';
import { m } from '../messages';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
const SPEED_KEY = 'libraryPlaybackRate';

function storedSpeed(): number {
  const stored = Number(readItem(SPEED_KEY));
  return (SPEEDS as readonly number[]).includes(stored) ? stored : 1;
}

export function usePlaybackSpeed(audioRef: RefObject<HTMLAudioElement | null>) {
  const [speed, setSpeed] = useState(storedSpeed);

  const changeSpeed = useCallback(
    (rate: number, say = false) => {
      setSpeed(rate);
      writeItem(SPEED_KEY, String(rate));
      const audio = audioRef.current;
      if (audio) {
        audio.playbackRate = rate;
        audio.defaultPlaybackRate = rate;
      }
      if (say) announce(m('speedChanged', { rate: formatNumber(rate) }));
    },
    [audioRef],
  );

  const stepSpeed = (step: 1 | -1) => {
    const position = (SPEEDS as readonly number[]).indexOf(speed);
    const next = SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, position + step))];
    if (next !== undefined && next !== speed) changeSpeed(next, true);
  };

  return { speed, changeSpeed, stepSpeed };
}
