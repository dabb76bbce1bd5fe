// Sessions in the database: one row per sign-in, so logout and expiry revoke tokens on every server.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../contracts/auth';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { TOKEN_TTL_MS } from './tokens';

export interface ActiveSession {
  sessionId: string;
  user: SessionUser;
}

const sessionUserColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  profileComplete: users.profileComplete,
  mustChangePassword: users.mustChangePassword,
};

/** A new session for the user; it lasts as long as its token unless renewed. */
export async function createSession(db: Db, userId: number, now = new Date()) {
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  await db.insert(sessions).values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { id, expiresAt };
}

/** The session and its user when the session is neither revoked nor expired and the user is active. */
export async function findActiveSession(
  db: Db,
  sessionId: string,
  userId: number,
  now = new Date(),
): Promise<ActiveSession | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.active, true),
      ),
    );
  return row ? { sessionId, user: row } : null;
}

/** However often it is kept alive, a session ends this long after its sign-in (docs/decisions/0011). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * Moves the session's expiry a full token lifetime ahead (the keep-alive), never past its absolute end,
 * and answers the new expiry.
 */
export async function renewSession(db: Db, sessionId: string, now = new Date()): Promise<Date> {
  const wanted = new Date(now.getTime() + TOKEN_TTL_MS);
  const [row] = await db
    .update(sessions)
    .set({
      expiresAt: sql`least(${wanted}::timestamptz, ${sessions.createdAt} + make_interval(secs => ${SESSION_MAX_AGE_MS / 1000}))`,
      lastSeenAt: now,
    })
    .where(eq(sessions.id, sessionId))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt ?? now;
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere but here (after a password change). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
