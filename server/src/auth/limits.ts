// Shared arithmetic of the progressive limits: instead of locking anyone out, each attempt past a
// free allowance must wait twice as long as the previous one, up to a cap.
import { currentLanguage, spelledAmount } from '../language';

/** Wait after the `attempt`-th attempt past the free ones (0-based): base, 2 base, 4 base… ≤ max. */
export function progressiveDelayMs(pastFree: number, baseMs: number, maxMs: number): number {
  if (pastFree < 0) return 0;
  // 2^31 overflows nothing here, and any exponent past ~40 is far beyond every cap.
  return Math.min(maxMs, baseMs * 2 ** Math.min(pastFree, 40));
}

/**
 * Milliseconds still to wait, or 0: `count` recorded attempts (within the window), of which
 * `free` cost nothing; the last one at `lastMs`.
 */
export function remainingWaitMs(
  count: number,
  free: number,
  lastMs: number | null,
  nowMs: number,
  baseMs: number,
  maxMs: number,
): number {
  if (count < free || lastMs === null) return 0;
  return Math.max(0, lastMs + progressiveDelayMs(count - free, baseMs, maxMs) - nowMs);
}

/**
 * "4 minutes" / "30 seconds" / "23 hours 5 minutes" (in the request's language): the wait shown
 * in a 429 message.
 */
export function describeWait(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    if (minutes <= 60) return spelledAmount(minutes, 'minute');
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (rest === 0) return spelledAmount(hours, 'hour');
    return new Intl.ListFormat(currentLanguage(), { type: 'unit', style: 'narrow' }).format([
      spelledAmount(hours, 'hour'),
      spelledAmount(rest, 'minute'),
    ]);
  }
  return spelledAmount(Math.max(1, Math.ceil(seconds)), 'second');
}
