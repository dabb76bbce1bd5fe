// Staff sign-in: one answer for a wrong username or password, equal work either way, and failures
// counted per username and per address so guessing is slowed, then refused for a while.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { SessionResponse, SessionUser } from '../../contracts/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import type { RateLimiter, RateRule } from './rate-limiter';
import { createSession } from './sessions';
import type { TokenService } from './tokens';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const SIGN_IN_LIMITS = {
  perUsername: { max: 5, windowMs: FIFTEEN_MINUTES } satisfies RateRule,
  perAddress: { max: 20, windowMs: FIFTEEN_MINUTES } satisfies RateRule,
  /** Wrong answers after which each further one is answered more slowly ... */
  slowAfter: 2,
  /** ... by this much per failure beyond `slowAfter`. */
  slowStepMs: 250,
};

export type SignInResult =
  | { outcome: 'signed-in'; session: SessionResponse }
  | { outcome: 'wrong-credentials' }
  | { outcome: 'inactive' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
}

/** Usernames are stored lower-cased; people may type them in any case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

// Unknown usernames are checked against this hash, so they take as long as known ones.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
};

export async function signIn(
  { db, tokens, limiter }: AuthDeps,
  { username, password, address }: { username: string; password: string; address: string },
): Promise<SignInResult> {
  const name = normalizeUsername(username);
  const userKey = `sign-in:user:${name}`;
  const addressKey = `sign-in:address:${address}`;

  const [userGate, addressGate] = await Promise.all([
    limiter.peek(userKey, SIGN_IN_LIMITS.perUsername),
    limiter.peek(addressKey, SIGN_IN_LIMITS.perAddress),
  ]);
  const blocked = [userGate, addressGate].filter((gate) => !gate.allowed);
  if (blocked.length > 0) {
    return { outcome: 'throttled', retryAfterSeconds: Math.max(...blocked.map((g) => g.retryAfterSeconds)) };
  }

  const [user] = await db.select().from(users).where(eq(users.username, name));
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));

  if (!user || !passwordMatches) {
    const [userCount] = await Promise.all([
      limiter.hit(userKey, SIGN_IN_LIMITS.perUsername),
      limiter.hit(addressKey, SIGN_IN_LIMITS.perAddress),
    ]);
    const failures = SIGN_IN_LIMITS.perUsername.max - userCount.remaining;
    const extra = failures - SIGN_IN_LIMITS.slowAfter;
    if (extra > 0) await sleep(extra * SIGN_IN_LIMITS.slowStepMs);
    return { outcome: 'wrong-credentials' };
  }
  if (!user.active) return { outcome: 'inactive' };

  await limiter.reset(userKey);
  return { outcome: 'signed-in', session: await issueSession({ db, tokens }, user) };
}

export function toSessionUser(user: SessionUser): SessionUser {
  const { id, username, displayName, role, profileComplete, mustChangePassword } = user;
  return { id, username, displayName, role, profileComplete, mustChangePassword };
}

async function issueSession({ db, tokens }: Pick<AuthDeps, 'db' | 'tokens'>, user: SessionUser) {
  const session = await createSession(db, user.id);
  const token = await tokens.sign({ userId: user.id, sessionId: session.id }, session.expiresAt);
  return { token, user: toSessionUser(user) };
}
