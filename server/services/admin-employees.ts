// Employees and their staff accounts: the list an admin searches, adding a person (account with a one-time
// password they must replace at first sign-in, profile left for them to complete), role changes, and
// switching access off and on again.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ilike, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Page, PagingQuery } from '../../contracts/admin-common';
import type {
  Employee,
  EmployeeCreate,
  EmployeeCreated,
  EmployeeRow,
  EmployeeUpdate,
} from '../../contracts/admin-employees';
import type { Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import { employees, sessions, users } from '../db/schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import { containsPattern, isUniqueViolation, pageWindow } from './admin-paging';
import { hashPassword } from './passwords';

export interface EmployeeListFilter extends PagingQuery {
  role?: Role | undefined;
  state?: 'active' | 'inactive' | undefined;
}

const rowColumns = {
  id: employees.id,
  username: users.username,
  fullName: employees.fullName,
  email: employees.email,
  role: users.role,
  department: employees.department,
  designation: employees.designation,
  active: sql<boolean>`coalesce(${users.active}, false)`,
  profileComplete: sql<boolean>`coalesce(${users.profileComplete}, false)`,
};

export async function listEmployees(db: Db, filter: EmployeeListFilter): Promise<Page<EmployeeRow>> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const match = or(
      ilike(employees.fullName, pattern),
      ilike(employees.email, pattern),
      ilike(users.username, pattern),
      ilike(employees.designation, pattern),
      ilike(employees.department, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.state === 'active') conditions.push(eq(users.active, true));
  if (filter.state === 'inactive') conditions.push(sql`coalesce(${users.active}, false) = false`);
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(employees)
      .leftJoin(users, eq(users.id, employees.userId))
      .where(where)
      .orderBy(asc(sql`lower(${employees.fullName})`), asc(employees.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(employees)
      .leftJoin(users, eq(users.id, employees.userId))
      .where(where),
  ]);
  return { items: rows, total: Number(total?.total ?? 0), page: filter.page, pageSize: filter.pageSize };
}

const unknownEmployee = (id: number) => new NotFoundError(`There is no employee with id ${id}.`);

export async function getEmployee(db: Db, id: number): Promise<Employee> {
  const [row] = await db
    .select({
      ...rowColumns,
      phone: employees.phone,
      office: employees.office,
      createdAt: employees.createdAt,
      lastSeenAt: sql<
        string | null
      >`(select ${max(sessions.lastSeenAt)} from ${sessions} where ${sessions.userId} = ${employees.userId})`,
    })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, id));
  if (!row) throw unknownEmployee(id);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
  };
}

// No 0/O, 1/l/I: the password is read off a screen and typed in.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Four groups of four (about 93 bits), e.g. "Hq7v-2mKx-…": long, random and easy to pass on. */
export function oneTimePassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

const USERNAME_TAKEN = 'This username is taken. Please choose another.';
const EMAIL_TAKEN = 'This e-mail address is already used by another member of staff.';

async function assertFree(db: Db, input: Pick<EmployeeCreate, 'username' | 'email'>) {
  const fields: Record<string, string> = {};
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, input.username));
  if (user) fields.username = USERNAME_TAKEN;
  const [person] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, input.email.toLowerCase()));
  if (person) fields.email = EMAIL_TAKEN;
  if (Object.keys(fields).length) throw new ConflictError(Object.values(fields).join(' '), fields);
}

/** The account and the employee row in one transaction; the person completes the profile at first sign-in. */
export async function createEmployee(db: Db, input: EmployeeCreate): Promise<EmployeeCreated> {
  await assertFree(db, input);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          displayName: input.fullName,
          role: input.role,
          passwordHash,
          profileComplete: false,
          // The admin saw this password: until the person sets their own, only their own account opens.
          mustChangePassword: true,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('the account was not stored');
      const [person] = await tx
        .insert(employees)
        .values({
          userId: user.id,
          fullName: input.fullName,
          email: input.email,
          department: input.department,
          designation: input.designation,
        })
        .returning({ id: employees.id });
      if (!person) throw new Error('the employee was not stored');
      return person.id;
    });
  } catch (error) {
    // Someone else took the name or address a moment ago.
    if (isUniqueViolation(error, 'users_username_key')) {
      throw new ConflictError(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    }
    if (isUniqueViolation(error, 'employees_email_key')) {
      throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    throw error;
  }
  return { employee: await getEmployee(db, id), oneTimePassword: password };
}

/** The employee's account id; refuses people without an account and the admin's own account. */
async function accountOf(db: Db, id: number, actorId: number, ownMessage: string): Promise<number> {
  const [row] = await db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, id));
  if (!row) throw unknownEmployee(id);
  if (row.userId === null) throw new ConflictError('This employee has no staff account.');
  if (row.userId === actorId) throw new ConflictError(ownMessage);
  return row.userId;
}

/** Ends every session of the account at once (on every server: sessions live in the database). */
async function revokeAllSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function updateEmployee(
  db: Db,
  id: number,
  update: EmployeeUpdate,
  actorId: number,
): Promise<Employee> {
  const [row] = await db
    .select({ userId: employees.userId, role: users.role })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, id));
  if (!row) throw unknownEmployee(id);
  const roleChanges = row.userId !== null && row.role !== update.role;
  if (roleChanges && row.userId === actorId) {
    const message = 'You cannot change your own role. Please ask another admin.';
    throw new ConflictError(message, { role: message });
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(employees)
      .set({ department: update.department, designation: update.designation, updatedAt: now })
      .where(eq(employees.id, id));
    if (roleChanges && row.userId !== null) {
      await tx.update(users).set({ role: update.role, updatedAt: now }).where(eq(users.id, row.userId));
      // The person signs in again and gets the pages of the new role.
      await revokeAllSessions(tx as unknown as Db, row.userId);
    }
  });
  return getEmployee(db, id);
}

/** Switching an account off ends its sessions at once; sign-in is refused until it is switched on. */
export async function setEmployeeActive(db: Db, id: number, active: boolean, actorId: number) {
  const userId = await accountOf(db, id, actorId, 'You cannot switch off your own account.');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, userId));
    if (!active) await revokeAllSessions(tx as unknown as Db, userId);
  });
  return getEmployee(db, id);
}

/** A new one-time password for someone locked out, to be replaced at their next sign-in; their sessions end. */
export async function resetEmployeePassword(db: Db, id: number, actorId: number): Promise<EmployeeCreated> {
  const userId = await accountOf(
    db,
    id,
    actorId,
    'Change your own password on your profile page (it asks for the current one).',
  );
  const password = oneTimePassword();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeAllSessions(db, userId);
  return { employee: await getEmployee(db, id), oneTimePassword: password };
}
