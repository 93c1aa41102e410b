// The Media Session API: the book and section on the lock screen and in the system's media
// controls, and their buttons (headset play/pause, previous/next track, seek) driving the player.
// Browsers without it (and jsdom) simply skip this.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Book } from '@nclude/shared/api-schemas';
import type { PlayableSection } from './sections';

export interface MediaSessionOptions {
  book: Book;
  section: PlayableSection | undefined;
  playing: boolean;
  time: number;
  duration: number;
  speed: number;
  onPlay: () => void;
  onPause: () => void;
  onSeekBy: (seconds: number) => void;
  onSeekTo: (seconds: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

const DEFAULT_SKIP_SECONDS = 10;

export function useMediaSession(options: MediaSessionOptions): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  // The buttons, once: they call whatever the latest render handed in.
  useEffect(() => {
    const media = session();
    if (!media) return undefined;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => latest.current.onPlay()],
      ['pause', () => latest.current.onPause()],
      [
        'seekbackward',
        (details) => latest.current.onSeekBy(-(details.seekOffset ?? DEFAULT_SKIP_SECONDS)),
      ],
      [
        'seekforward',
        (details) => latest.current.onSeekBy(details.seekOffset ?? DEFAULT_SKIP_SECONDS),
      ],
      [
        'seekto',
        (details) => {
          if (details.seekTime !== undefined) latest.current.onSeekTo(details.seekTime);
        },
      ],
      ['previoustrack', () => latest.current.onPrevious()],
      ['nexttrack', () => latest.current.onNext()],
    ];
    for (const [action, handler] of handlers) {
      try {
        media.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know: its button is simply not offered.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          media.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, []);

  const { book, section, playing, duration, speed, time } = options;
  useEffect(() => {
    const media = session();
    if (!media || typeof MediaMetadata === 'undefined') return;
    media.metadata = new MediaMetadata({
      title: section?.title ?? book.title,
      artist: book.author,
      album: book.title,
    });
  }, [book, section]);

  useEffect(() => {
    const media = session();
    if (media) media.playbackState = playing ? 'playing' : 'paused';
  }, [playing]);

  // Position for the lock screen's progress bar; whole seconds are enough.
  const second = Math.floor(time);
  useEffect(() => {
    const media = session();
    if (!media?.setPositionState || !(duration > 0)) return;
    try {
      media.setPositionState({
        duration,
        playbackRate: speed,
        position: Math.min(second, duration),
      });
    } catch {
      // A position the browser rejects (duration still unknown) is left out.
    }
  }, [duration, speed, second]);
}
