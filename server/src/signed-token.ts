// Short-lived signed tokens for addresses that a player fetches by itself: <audio>, <video> and
// <track> cannot send the bearer header, so the address carries a token standing for one user,
// one thing (a captions request, a book) and an expiry. HMAC-SHA-256 with the server's secret;
// nothing is stored, so a token cannot be revoked before it expires: keep lifetimes short.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token was checked to be: its user's id, or why it is refused. */
export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'forged' | 'expired' };

function signature(secret: string, subject: string, userId: string, expiresMs: number): string {
  return createHmac('sha256', secret)
    .update(`${subject}:${userId}:${expiresMs}`)
    .digest('base64url');
}

/**
 * A token for `userId` and `subject` (what it opens, e.g. `captions:media:<requestId>`; a token
 * for one subject never opens another), valid until `expiresMs` (epoch milliseconds).
 */
export function signMediaToken(
  secret: string,
  subject: string,
  userId: string,
  expiresMs: number,
): string {
  return `${encodeURIComponent(userId)}.${expiresMs}.${signature(secret, subject, userId, expiresMs)}`;
}

/**
 * Checks a token against `subject`: its user when genuine and unexpired at `nowMs`. A token
 * that is malformed, altered or for another subject is `forged`; one past its time `expired`
 * (callers answer 410 so the page knows to ask for a new one).
 */
export function checkMediaToken(
  secret: string,
  subject: string,
  token: string,
  nowMs: number,
): TokenCheck {
  const [rawUser, rawExpires, given, extra] = token.split('.');
  let userId = '';
  try {
    userId = decodeURIComponent(rawUser ?? '');
  } catch {
    return { ok: false, reason: 'forged' };
  }
  const expires = Number(rawExpires);
  if (!userId || !Number.isSafeInteger(expires) || !given || extra !== undefined)
    return { ok: false, reason: 'forged' };
  const expected = Buffer.from(signature(secret, subject, userId, expires));
  const sent = Buffer.from(given);
  if (expected.length !== sent.length || !timingSafeEqual(expected, sent))
    return { ok: false, reason: 'forged' };
  if (expires < nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, userId };
}
