// Staff sign-in: one answer for a wrong username or password, equal work either way. Every attempt is
// counted before its password is checked (one atomic step per counter), so however many arrive at once,
// at most the limit is ever checked; the limits and their trade-off are in docs/decisions/0011.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { SessionResponse, SessionUser } from '../../contracts/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import type { RateDecision, RateLimiter, RateRule } from './rate-limiter';
import { createSession } from './sessions';
import type { TokenService } from './tokens';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const SIGN_IN_LIMITS = {
  /** Attempts at one username from one address: a guesser is stopped here without locking the owner out. */
  perPair: { max: 5, windowMs: FIFTEEN_MINUTES } satisfies RateRule,
  /** Attempts from one address, whatever the usernames. */
  perAddress: { max: 20, windowMs: FIFTEEN_MINUTES } satisfies RateRule,
  /**
   * Attempts at one username from anywhere: beyond it, only an address with no other attempt at that
   * username in its own window is still checked (the owner elsewhere gets in; each guess costs a new address).
   */
  perUsername: { max: 50, windowMs: 60 * 60 * 1000 } satisfies RateRule,
  /** Attempts of a pair after which each further one is answered more slowly ... */
  slowAfter: 2,
  /** ... by this much per attempt beyond `slowAfter`. */
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
  /** Checks a password against a stored hash; tests count the calls. */
  verify?: typeof verifyPassword;
}

/** Usernames are stored lower-cased; people may type them in any case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

// Unknown usernames are checked against this hash, so they take as long as known ones.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
};

const signInKeys = (name: string, address: string) => ({
  pair: `sign-in:pair:${name}:${address}`,
  address: `sign-in:address:${address}`,
  user: `sign-in:user:${name}`,
});

/** The attempt is counted on every counter; the answer says whether its password may be checked. */
async function countAttempt(limiter: RateLimiter, keys: ReturnType<typeof signInKeys>) {
  const [pair, address, user] = await Promise.all([
    limiter.hit(keys.pair, SIGN_IN_LIMITS.perPair),
    limiter.hit(keys.address, SIGN_IN_LIMITS.perAddress),
    limiter.hit(keys.user, SIGN_IN_LIMITS.perUsername),
  ]);
  const firstFromThisAddress = pair.remaining === SIGN_IN_LIMITS.perPair.max - 1;
  const blocking: RateDecision[] = [pair, address];
  if (!firstFromThisAddress) blocking.push(user);
  const blocked = blocking.filter((decision) => !decision.allowed);
  const attemptsOfPair = SIGN_IN_LIMITS.perPair.max - pair.remaining;
  return {
    retryAfterSeconds: blocked.length ? Math.max(...blocked.map((d) => d.retryAfterSeconds)) : 0,
    attemptsOfPair,
  };
}

export async function signIn(
  { db, tokens, limiter, verify = verifyPassword }: AuthDeps,
  { username, password, address }: { username: string; password: string; address: string },
): Promise<SignInResult> {
  const name = normalizeUsername(username);
  const keys = signInKeys(name, address);
  const { retryAfterSeconds, attemptsOfPair } = await countAttempt(limiter, keys);
  if (retryAfterSeconds > 0) return { outcome: 'throttled', retryAfterSeconds };

  const [user] = await db.select().from(users).where(eq(users.username, name));
  const passwordMatches = await verify(password, user?.passwordHash ?? (await getDummyHash()));

  if (!user || !passwordMatches) {
    const extra = attemptsOfPair - SIGN_IN_LIMITS.slowAfter;
    if (extra > 0) await sleep(extra * SIGN_IN_LIMITS.slowStepMs);
    return { outcome: 'wrong-credentials' };
  }
  // The right password was no guess: its attempt is given back, and the pair starts afresh.
  await Promise.all([limiter.reset(keys.pair), limiter.release(keys.address), limiter.release(keys.user)]);
  if (!user.active) return { outcome: 'inactive' };
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
