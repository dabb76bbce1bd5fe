import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileSchema } from '../../contracts/auth';
import { employees, users } from '../../server/db/schema';
import { bearer, createStaff, injectSignIn, STAFF_PASSWORD } from '../support/server/auth';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const db = async () => (await getTestDatabase()).db;

const complete = {
  fullName: 'Arjun Varma',
  email: 'arjun.varma@example.com',
  phone: '+91 98480 22338',
  designation: 'Digital Marketing Executive',
  office: 'india',
};

async function newEmployee() {
  const user = await createStaff(await db(), {
    username: 'arjun',
    role: 'EMPLOYEE',
    profileComplete: false,
    displayName: 'Arjun',
  });
  return { user, token: await injectSignIn(ctx.app, 'arjun') };
}

const saveProfile = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });
const changePassword = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/profile/password', headers: bearer(token), payload });

describe('GET /api/profile', () => {
  it('answers the signed-in person’s own profile, with missing fields as null', async () => {
    const { token } = await newEmployee();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toEqual({
      username: 'arjun',
      role: 'EMPLOYEE',
      fullName: 'Arjun',
      email: 'arjun@example.com',
      phone: null,
      designation: null,
      office: null,
      profileComplete: false,
    });
  });

  it('needs a signed-in person', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('saves a complete profile and marks the account complete, on the server and in the next sign-in', async () => {
    const { user, token } = await newEmployee();
    const res = await saveProfile(token, { ...complete, phone: '+91 (98480) 22-338' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...complete, profileComplete: true });

    const [row] = await (await db()).select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ profileComplete: true, displayName: 'Arjun Varma' });
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/employee/auth/current-user',
      headers: bearer(token),
    });
    expect(current.json().user).toMatchObject({ profileComplete: true, displayName: 'Arjun Varma' });
  });

  it('creates the employees row for an account that has none', async () => {
    const { user, token } = await newEmployee();
    await (await db()).delete(employees);
    expect((await saveProfile(token, complete)).statusCode).toBe(200);
    const rows = await (await db()).select().from(employees).where(eq(employees.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ designation: complete.designation, office: 'india' });
  });

  it('refuses missing or invalid fields with a message for each, changing nothing', async () => {
    const { user, token } = await newEmployee();
    const res = await saveProfile(token, { fullName: 'A', email: 'nope', phone: '12345', office: 'mars' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'designation',
      'email',
      'fullName',
      'office',
      'phone',
    ]);
    expect(res.json().error.fields.phone).toMatch(/\+91/);
    const [row] = await (await db()).select().from(users).where(eq(users.id, user.id));
    expect(row?.profileComplete).toBe(false);
  });

  it('refuses an e-mail address another member of staff uses, with 409', async () => {
    await createStaff(await db(), { username: 'meena', role: 'ADMIN' });
    const { token } = await newEmployee();
    const res = await saveProfile(token, { ...complete, email: 'MEENA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toMatch(/already used/);
  });
});

describe('POST /api/profile/password', () => {
  it('needs the current password, and refuses a wrong one without ending the session', async () => {
    const { token } = await newEmployee();
    const res = await changePassword(token, {
      currentPassword: 'wrong-one',
      newPassword: 'A-brand-new-secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ currentPassword: 'The current password is not correct.' });
    expect(await injectSignIn(ctx.app, 'arjun')).toBeTruthy();
  });

  it('refuses a short new password or one equal to the current', async () => {
    const { token } = await newEmployee();
    const short = await changePassword(token, { currentPassword: STAFF_PASSWORD, newPassword: 'short' });
    expect(short.json().error.fields.newPassword).toBe('Please use at least 10 characters.');
    const same = await changePassword(token, {
      currentPassword: STAFF_PASSWORD,
      newPassword: STAFF_PASSWORD,
    });
    expect(same.json().error.fields.newPassword).toMatch(/differ/);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { token } = await newEmployee();
    const elsewhere = await injectSignIn(ctx.app, 'arjun');
    const res = await changePassword(token, {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'A-brand-new-secret',
    });
    expect(res.statusCode).toBe(204);

    const check = (t: string) =>
      ctx.app.inject({ method: 'GET', url: '/employee/auth/current-user', headers: bearer(t) });
    expect((await check(token)).statusCode).toBe(200);
    expect((await check(elsewhere)).statusCode).toBe(401);
    await expect(injectSignIn(ctx.app, 'arjun')).rejects.toThrow(/401/);
    expect(await injectSignIn(ctx.app, 'arjun', 'A-brand-new-secret')).toBeTruthy();
  });
});
