// Access tokens: HS256 JWTs (jose) naming the user (sub) and the session (sid), valid for 15 minutes.
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_TTL_MS = 15 * 60 * 1000;
const ISSUER = 'meera-consultancy';
const AUDIENCE = 'meera-staff';

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export interface TokenService {
  /** Signs a token for the session that expires at `expiresAt` (the session's own expiry). */
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a genuine, unexpired token; null for anything else (no reason is given out). */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        // Only HS256: `alg: none` and every other algorithm are refused before the signature is checked.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string' || !sessionId) return null;
        return { userId, sessionId };
      } catch {
        return null;
      }
    },
  };
}
