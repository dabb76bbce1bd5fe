// Staff accounts and sign-in for server tests: createStaff() writes a user (and their employees row),
// injectSignIn() goes through the real POST /auth/authenticate, bearer() makes the header.
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../contracts/roles';
import type { Db } from '../../../server/db/client';
import { employees, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/passwords';

export const STAFF_PASSWORD = 'Correct-Horse-2026';

export interface StaffOptions {
  username: string;
  role: Role;
  /** @default STAFF_PASSWORD */
  password?: string;
  /** A complete profile also gets phone, designation and office. @default true */
  profileComplete?: boolean;
  /** @default true */
  active?: boolean;
  /** Signed in with a one-time password an admin was shown, not yet replaced. @default false */
  mustChangePassword?: boolean;
  /** @default the username, capitalised */
  displayName?: string;
}

export type StaffUser = typeof users.$inferSelect;

/**
 * scrypt's cost for the accounts written here: signing in still runs the server's real verification
 * (it reads the cost from the hash), at a sixteenth of the production cost's CPU. At the production cost
 * hashing and verifying these passwords was a large share of the server tests' CPU
 * (docs/testing.md#smaller-measures; tests/server/passwords.test.ts checks the production cost).
 */
const FIXTURE_COST = 1024;
const fixtureHashes = new Map<string, Promise<string>>();

/** One hash per password for the worker: a fresh salt per account proves nothing a fixture needs. */
function fixtureHash(password: string): Promise<string> {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = hashPassword(password, FIXTURE_COST);
    fixtureHashes.set(password, hash);
  }
  return hash;
}

export async function createStaff(db: Db, options: StaffOptions): Promise<StaffUser> {
  const {
    username,
    role,
    password = STAFF_PASSWORD,
    profileComplete = true,
    active = true,
    mustChangePassword = false,
    displayName = username.charAt(0).toUpperCase() + username.slice(1),
  } = options;
  const [user] = await db
    .insert(users)
    .values({
      username: username.toLowerCase(),
      displayName,
      role,
      passwordHash: await fixtureHash(password),
      profileComplete,
      active,
      mustChangePassword,
    })
    .returning();
  if (!user) throw new Error(`could not create ${username}`);
  await db.insert(employees).values({
    userId: user.id,
    fullName: displayName,
    email: `${user.username}@example.com`,
    ...(profileComplete
      ? { phone: '+91 98765 43210', designation: 'Consultant', office: 'india' as const }
      : {}),
  });
  return user;
}

/** Signs in through the API and answers the token; fails the test with the server's answer otherwise. */
export async function injectSignIn(
  app: FastifyInstance,
  username: string,
  password = STAFF_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/authenticate',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
