import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

export type Politeness = 'polite' | 'assertive';

interface Announcement {
  /** Changes with every announcement so the same text twice is still read twice. */
  id: number;
  text: string;
  /** When it was said (ms since the epoch). */
  at: number;
}

type Regions = Readonly<Record<Politeness, Announcement | null>>;
type Listener = () => void;

// Announcements are cleared after a while so stale text is not found later by a screen-reader
// user browsing the page.
const CLEAR_AFTER_MS = 10_000;

let regions: Regions = { polite: null, assertive: null };
let nextId = 1;
const listeners = new Set<Listener>();
const clearTimers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

function emit(next: Regions) {
  regions = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Says `message` through the live regions of <LiveRegions/>: 'polite' waits for the screen
 * reader to finish, 'assertive' interrupts (errors that block the user).
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const text = message.trim();
  if (text === '') return;
  const announcement: Announcement = { id: nextId++, text, at: Date.now() };
  emit({ ...regions, [politeness]: announcement });
  const previous = clearTimers[politeness];
  if (previous) clearTimeout(previous);
  clearTimers[politeness] = setTimeout(() => {
    if (regions[politeness]?.id === announcement.id) emit({ ...regions, [politeness]: null });
  }, CLEAR_AFTER_MS);
}

/**
 * Empties both regions (tests, or a page that must not leave a message behind). With
 * `olderThanMs`, only what was said before that long ago: a change of page clears what the
 * previous page said, but keeps a message said together with the move ("You have been logged out").
 */
export function clearAnnouncements({ olderThanMs }: { olderThanMs?: number } = {}): void {
  const cutoff = olderThanMs === undefined ? Infinity : Date.now() - olderThanMs;
  const keep = (announcement: Announcement | null) =>
    announcement && announcement.at > cutoff ? announcement : null;
  const next = { polite: keep(regions.polite), assertive: keep(regions.assertive) };
  if (next.polite === regions.polite && next.assertive === regions.assertive) return;
  emit(next);
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getRegions = () => regions;

/**
 * One polite and one assertive live region, visually hidden. The shell renders this once, at
 * start, so the regions exist before anything is announced (screen readers ignore regions that
 * appear together with their text).
 */
export function LiveRegions() {
  const current = useSyncExternalStore(subscribe, getRegions, getRegions);
  // In <body>, outside #root: a dialog makes #root inert, and announcements must still be heard.
  return createPortal(
    <div className="nc-visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" data-nc-live="polite">
        {current.polite && <span key={current.polite.id}>{current.polite.text}</span>}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-nc-live="assertive">
        {current.assertive && <span key={current.assertive.id}>{current.assertive.text}</span>}
      </div>
    </div>,
    document.body,
  );
}

/** Same as LiveRegions (the name used in the interfaces document). */
export const Announcer = LiveRegions;
