import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type EmployeeCreateInput,
  employeeCreatedSchema,
  employeePageSchema,
  employeeSchema,
} from '../../contracts/admin-employees';
import { employees, users } from '../../server/db/schema';
import { bearer, createStaff, injectSignIn, type StaffUser } from '../support/server/auth';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const BASE = '/api/admin/employees';
let adminUser: StaffUser;
let admin: Record<string, string>;
let recruiter: Record<string, string>;

const newPerson: EmployeeCreateInput = {
  fullName: 'Kavya Iyer',
  email: 'Kavya.Iyer@Example.com',
  username: 'Kavya.Iyer',
  role: 'RECRUITER',
  department: 'Talent Acquisition',
  designation: '',
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = admin, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const employeeIdOf = async (userId: number) => {
  const { db } = await getTestDatabase();
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.userId, userId));
  if (!row) throw new Error('no employee row');
  return row.id;
};

async function userNamed(username: string) {
  const { db } = await getTestDatabase();
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no ${username}`);
  return user;
}

beforeEach(async () => {
  const { db } = await getTestDatabase();
  adminUser = await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Rao' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
});

describe('who may manage employees', () => {
  it('answers admins only: 401 without a token, 403 for recruiters, and nothing changes', async () => {
    const rita = await employeeIdOf((await userNamed('rita')).id);
    const attempts = [
      ['GET', BASE],
      ['GET', `${BASE}/${rita}`],
      ['POST', BASE, newPerson],
      ['PUT', `${BASE}/${rita}`, { role: 'ADMIN' }],
      ['POST', `${BASE}/${rita}/deactivate`],
      ['POST', `${BASE}/${rita}/activate`],
      ['POST', `${BASE}/${rita}/reset-password`],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, recruiter, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const { db } = await getTestDatabase();
    expect(await db.select({ role: users.role, active: users.active }).from(users).orderBy(users.id)).toEqual(
      [
        { role: 'ADMIN', active: true },
        { role: 'RECRUITER', active: true },
      ],
    );
  });
});

describe('adding an employee', () => {
  it('makes the one-time password truly one-time: only the own account opens until it is replaced', async () => {
    const { oneTimePassword } = employeeCreatedSchema.parse(
      (await call('POST', BASE, admin, newPerson)).json(),
    );
    const kavya = bearer(await injectSignIn(ctx.app, 'kavya.iyer', oneTimePassword));
    const get = (url: string) => ctx.app.inject({ url, headers: kavya });

    // Their own profile, the keep-alive: open. Everything else their role allows: refused, saying why.
    expect((await get('/api/profile')).statusCode).toBe(200);
    expect((await get('/employee/auth/current-user')).json().user.mustChangePassword).toBe(true);
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/careers',
      '/api/recruiter/job-management/careers/recent',
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe(
        'You signed in with a one-time password. Please set a password of your own on your profile page first.',
      );
    }

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: kavya,
      payload: { currentPassword: oneTimePassword, newPassword: 'Kavya-Own-Pass-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await userNamed('kavya.iyer')).mustChangePassword).toBe(false);
    expect((await get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await get('/employee/auth/current-user')).json().user.mustChangePassword).toBe(false);
    // The one-time password is gone for good.
    await expect(injectSignIn(ctx.app, 'kavya.iyer', oneTimePassword)).rejects.toThrow();
  });

  it('creates an account with a one-time password that signs in to an incomplete profile', async () => {
    const res = await call('POST', BASE, admin, newPerson);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { employee, oneTimePassword } = employeeCreatedSchema.parse(res.json());
    expect(employee).toMatchObject({
      username: 'kavya.iyer',
      fullName: 'Kavya Iyer',
      email: 'Kavya.Iyer@Example.com',
      role: 'RECRUITER',
      department: 'Talent Acquisition',
      designation: null,
      active: true,
      profileComplete: false,
      lastSeenAt: null,
    });
    expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);

    // The password is kept only as a hash, and it works once given to the person.
    const { db } = await getTestDatabase();
    const [stored] = await db.select().from(users).where(eq(users.username, 'kavya.iyer'));
    expect(stored?.passwordHash).not.toContain(oneTimePassword);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/auth/authenticate',
      payload: { username: 'Kavya.Iyer', password: oneTimePassword },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      role: 'RECRUITER',
      profileComplete: false,
      mustChangePassword: true,
    });

    // The password is never shown again.
    const view = await call('GET', `${BASE}/${employee.id}`);
    expect(view.body).not.toContain(oneTimePassword);
    expect(employeeSchema.parse(view.json()).lastSeenAt).not.toBeNull();
  });

  it('refuses a taken username or e-mail on their fields', async () => {
    const res = await call('POST', BASE, admin, {
      ...newPerson,
      username: 'ADAM',
      email: 'adam@example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({
      username: 'This username is taken. Please choose another.',
      email: 'This e-mail address is already used by another member of staff.',
    });
  });

  it('answers every invalid field with its own message and stores nothing', async () => {
    const res = await call('POST', BASE, admin, {
      fullName: '<script>',
      email: 'not-an-email',
      username: '1abc',
      role: 'ROOT',
      department: 'x'.repeat(61),
      designation: 'Line one\nline two',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      fullName: 'Please use letters, spaces, apostrophes, dots or hyphens only.',
      email: 'Please enter a valid e-mail address, like name@example.com.',
      username: 'Start with a letter; then use letters, digits, dots, hyphens or underscores.',
      role: 'Please choose a role.',
      department: 'Please keep the department under 60 characters.',
      designation: 'The designation must be on one line.',
    });
    const { db } = await getTestDatabase();
    expect(await db.select().from(users)).toHaveLength(2);
  });
});

describe('the list', () => {
  it('searches, filters by role and state, and pages on the server', async () => {
    await call('POST', BASE, admin, newPerson);
    await call('POST', BASE, admin, {
      ...newPerson,
      fullName: 'Zara Khan',
      email: 'zara@example.com',
      username: 'zara',
      role: 'EMPLOYEE',
      department: 'Marketing',
    });
    const names = async (query: string) =>
      employeePageSchema.parse((await call('GET', `${BASE}?${query}`)).json()).items.map((e) => e.fullName);
    expect(await names('')).toEqual(['Adam Admin', 'Kavya Iyer', 'Rita Rao', 'Zara Khan']);
    expect(await names('q=talent')).toEqual(['Kavya Iyer']);
    expect(await names('q=ZARA@')).toEqual(['Zara Khan']);
    expect(await names('role=RECRUITER')).toEqual(['Kavya Iyer', 'Rita Rao']);
    const page = employeePageSchema.parse((await call('GET', `${BASE}?pageSize=3&page=2`)).json());
    expect(page).toMatchObject({ total: 4, page: 2 });
    expect(page.items.map((e) => e.fullName)).toEqual(['Zara Khan']);
    expect((await call('GET', `${BASE}?role=BOSS`)).json().error.fields).toEqual({
      role: 'Filter by ADMIN, RECRUITER or EMPLOYEE.',
    });
  });
});

describe('changing and switching off an account', () => {
  it('deactivating ends their sessions at once and blocks sign-in; activating lets them back', async () => {
    const rita = await userNamed('rita');
    const id = await employeeIdOf(rita.id);
    expect((await ctx.app.inject({ url: '/api/profile', headers: recruiter })).statusCode).toBe(200);

    const res = await call('POST', `${BASE}/${id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await ctx.app.inject({ url: '/api/profile', headers: recruiter })).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/auth/authenticate',
      payload: { username: 'rita', password: 'Correct-Horse-2026' },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('GET', `${BASE}?state=inactive`)).json().items.map((e: { fullName: string }) => e.fullName),
    ).toEqual(['Rita Rao']);

    await call('POST', `${BASE}/${id}/activate`);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/auth/authenticate',
          payload: { username: 'rita', password: 'Correct-Horse-2026' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses to switch off or demote the admin’s own account', async () => {
    const id = await employeeIdOf(adminUser.id);
    const off = await call('POST', `${BASE}/${id}/deactivate`);
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe('You cannot switch off your own account.');
    const demote = await call('PUT', `${BASE}/${id}`, admin, {
      role: 'EMPLOYEE',
      department: '',
      designation: '',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.fields).toEqual({
      role: 'You cannot change your own role. Please ask another admin.',
    });
    expect((await call('GET', BASE)).statusCode).toBe(200);
  });

  it('changes a role (their sessions end, so they return with the new pages) and job details', async () => {
    const rita = await userNamed('rita');
    const id = await employeeIdOf(rita.id);
    const res = await call('PUT', `${BASE}/${id}`, admin, {
      role: 'EMPLOYEE',
      department: 'Marketing',
      designation: 'Content Writer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'EMPLOYEE',
      department: 'Marketing',
      designation: 'Content Writer',
    });
    expect((await ctx.app.inject({ url: '/api/profile', headers: recruiter })).statusCode).toBe(401);
    expect((await call('PUT', `${BASE}/${id}`, admin, { role: 'KING' })).json().error.fields).toEqual({
      role: 'Please choose a role.',
    });
    expect((await call('GET', `${BASE}/999999`)).statusCode).toBe(404);
  });

  it('resets a forgotten password: a new one-time password, old one and sessions gone', async () => {
    const rita = await userNamed('rita');
    const id = await employeeIdOf(rita.id);
    const res = await call('POST', `${BASE}/${id}/reset-password`);
    expect(res.statusCode).toBe(200);
    const { oneTimePassword } = employeeCreatedSchema.parse(res.json());
    expect((await ctx.app.inject({ url: '/api/profile', headers: recruiter })).statusCode).toBe(401);
    await expect(injectSignIn(ctx.app, 'rita')).rejects.toThrow();
    const again = bearer(await injectSignIn(ctx.app, 'rita', oneTimePassword));
    // The new one is one-time too.
    expect((await userNamed('rita')).mustChangePassword).toBe(true);
    expect((await ctx.app.inject({ url: '/api/admin/careers', headers: again })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/profile', headers: again })).statusCode).toBe(200);
  });
});
