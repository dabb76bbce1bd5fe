// The signed-in person's own profile (their employees row) and password.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PasswordChange, Profile, profileUpdateSchema } from '../../contracts/auth';
import type { Db } from '../db/client';
import { employees, users } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

type ProfileData = z.output<typeof profileUpdateSchema>;

const EMAIL_TAKEN = 'This e-mail address is already used by another member of staff.';

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      username: users.username,
      role: users.role,
      displayName: users.displayName,
      profileComplete: users.profileComplete,
      fullName: employees.fullName,
      email: employees.email,
      phone: employees.phone,
      designation: employees.designation,
      office: employees.office,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError('Your account no longer exists.');
  return {
    username: row.username,
    role: row.role,
    fullName: row.fullName ?? row.displayName,
    email: row.email,
    phone: row.phone,
    designation: row.designation,
    office: row.office,
    profileComplete: row.profileComplete,
  };
}

/** Saves every field, so the profile is complete afterwards; the display name follows the full name. */
export async function updateProfile(db: Db, userId: number, data: ProfileData): Promise<Profile> {
  const [taken] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(sql`lower(${employees.email})`, data.email.toLowerCase()),
        ne(sql`coalesce(${employees.userId}, -1)`, userId),
      ),
    );
  if (taken) throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });

  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const fields = { ...data, updatedAt: now };
      const updated = await tx
        .update(employees)
        .set(fields)
        .where(eq(employees.userId, userId))
        .returning({ id: employees.id });
      if (updated.length === 0) await tx.insert(employees).values({ ...fields, userId });
      await tx
        .update(users)
        .set({ displayName: data.fullName, profileComplete: true, updatedAt: now })
        .where(eq(users.id, userId));
    });
  } catch (error) {
    // Two people saving the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
  return getProfile(db, userId);
}

/**
 * Needs the current password; afterwards every other session of the person is signed out. A one-time
 * password is replaced by this, so the whole staff area opens again.
 */
export async function changePassword(
  db: Db,
  { userId, sessionId }: { userId: number; sessionId: string },
  { currentPassword, newPassword }: PasswordChange,
) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    // 400, not 401: a mistyped current password must not look like an ended session to the app.
    const message = 'The current password is not correct.';
    throw new InvalidInputError(message, { currentPassword: message });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeOtherSessions(db, userId, sessionId);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
