// However often a session is kept alive, it ends 12 hours after its sign-in (docs/decisions/0011).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '../../../contracts/auth';
import { sessions } from '../../../server/db/schema';
import { SESSION_MAX_AGE_MS } from '../../../server/services/sessions';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
const keepAlive = (token: string) =>
  ctx.app.inject({ url: '/employee/auth/current-user', headers: bearer(token) });

/** Moves the one session's sign-in this far into the past. */
async function signedInAgo(ms: number) {
  const { db } = await getTestDatabase();
  await db.update(sessions).set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` });
}

describe('the keep-alive', () => {
  it('renews a session for 15 minutes, but never past 12 hours after sign-in', async () => {
    expect(SESSION_MAX_AGE_MS).toBe(12 * 60 * 60 * 1000);
    await createStaff((await getTestDatabase()).db, { username: 'asha', role: 'ADMIN' });
    const token = await injectSignIn(ctx.app, 'asha');
    await signedInAgo(SESSION_MAX_AGE_MS - 60_000);

    const renewed = await keepAlive(token);
    expect(renewed.statusCode).toBe(200);
    const { token: next } = sessionResponseSchema.parse(renewed.json());
    const [row] = await (await getTestDatabase()).db.select().from(sessions);
    const left = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(left).toBeLessThanOrEqual(60_000);
    expect(left).toBeGreaterThan(0);
    // The renewed token carries the same end.
    const exp = JSON.parse(Buffer.from(next.split('.')[1] ?? '', 'base64url').toString()).exp as number;
    expect(exp * 1000).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('ends a session at its 12 hours even though it was kept alive until then', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'asha', role: 'ADMIN' });
    const token = await injectSignIn(ctx.app, 'asha');
    // Renewed a while ago for 15 minutes, signed in more than 12 hours ago.
    await signedInAgo(SESSION_MAX_AGE_MS + 1000);
    expect((await keepAlive(token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
  });
});
