// The reader's place in the book, saved to the server every few seconds while playing, when the
// caller says (on pause, at a section's end) and when the page is left while playing.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { errorMessage } from '@nclude/shared';
import { saveProgress } from '../libraryApi';

/** How often the place in the book is saved while playing (issue #11: every few seconds). */
export const PROGRESS_SAVE_MS = 5_000;

/** `save` and, while saves fail, why (shown until one works again). */
export function useProgressSave(
  bookAwsName: string,
  audioRef: RefObject<HTMLAudioElement | null>,
  indexRef: RefObject<number>,
  playing: boolean,
) {
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const lastSaved = useRef<{ index: number; offset: number } | null>(null);
  const saveFailed = useRef(false);

  /** Saves where the reader is (skipped when nothing moved since the last save). */
  const save = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const place = { index: indexRef.current, offset: Math.floor(audio.currentTime * 10) / 10 };
    const last = lastSaved.current;
    if (last && last.index === place.index && last.offset === place.offset) return;
    lastSaved.current = place;
    saveProgress(bookAwsName, { index: place.index, offsetSeconds: place.offset }).then(
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
  }, [bookAwsName, audioRef, indexRef]);

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
    [audioRef, save],
  );

  return { save, saveFailure };
}
