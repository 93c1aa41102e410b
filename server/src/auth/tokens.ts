// Session tokens: JWTs (HS256, signed with jose) carrying `sub` (user id) and `sid` (session row id).
// A valid signature is not enough: every request also checks the session row (see AuthService),
// which is what makes logout and single-session revocation immediate.
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const ALGORITHM = 'HS256';
const keys = new Map<string, Uint8Array>();

function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(keyFor(secret));
}

/** The claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export async function verifyToken(
  token: string,
  secret: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    // Only HS256 is accepted: never "none" or an algorithm an attacker picks.
    const { payload } = await jwtVerify(token, keyFor(secret), {
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
