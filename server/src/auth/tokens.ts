// Session tokens: JWTs (HS256, signed with jose) carrying `sub` (user id) and `sid` (session row id).
// A valid signature is not enough: every request also checks the session row (see SessionService.authenticate),
// which is what makes logout and single-session revocation immediate.
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const ALGORITHM = 'HS256';
// Importing the HMAC key once per secret keeps it off every request's path.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

function keyFor(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(await keyFor(secret));
}

/** The claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export async function verifyToken(
  token: string,
  secret: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    // Only HS256 is accepted: never "none" or an algorithm an attacker picks.
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
    });
    const { sub, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { sub, sid, iat, exp };
  } catch {
    return null;
  }
}
