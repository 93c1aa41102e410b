// The sleep timer: playing stops after 15 to 60 minutes, or at the end of the section (which the
// player's "ended" handler reads from sleepRef), with the time left for the status line.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { announce, formatNumber } from '@nclude/shared';
import { m } from '../messages';

export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
export type Sleep = 'off' | 'end' | (typeof SLEEP_MINUTES)[number];

export function useSleepTimer(audioRef: RefObject<HTMLAudioElement | null>) {
  const [sleep, setSleep] = useState<Sleep>('off');
  const [sleepDeadline, setSleepDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // For the handlers that outlive a render (media events).
  const sleepRef = useRef<Sleep>(sleep);
  useLayoutEffect(() => {
    sleepRef.current = sleep;
  });

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
  }, [audioRef, sleepDeadline]);

  const sleepText =
    sleep === 'end'
      ? m('sleepAtEnd')
      : sleepDeadline !== null
        ? sleepDeadline - now < 60_000
          ? m('sleepInUnderMinute')
          : m('sleepIn', { minutes: formatNumber(Math.ceil((sleepDeadline - now) / 60_000)) })
        : null;

  return { sleep, sleepRef, stopSleep, chooseSleep, sleepText };
}
