// Ids that sort in the order they were made, for lists whose rows can share a timestamp (the
// test clock stands still; fast clients create several in one millisecond).
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A UUID-shaped id that sorts in the order they were made (milliseconds, then a counter,
 * then randomness): a list's tie-break when two share a timestamp.
 */
export function orderedId(): string {
  const ms = Date.now();
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  const hex =
    ms.toString(16).padStart(12, '0') +
    (sequence & 0xffff).toString(16).padStart(4, '0') +
    randomBytes(8).toString('hex');
  return [0, 8, 12, 16, 20].map((start, i, all) => hex.slice(start, all[i + 1] ?? 32)).join('-');
}
