import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardSchema } from '../../contracts/admin-dashboard';
import { blogs, clients, contactMessages } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn, type StaffUser } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const DAY = 24 * 60 * 60 * 1000;
let emma: StaffUser;

const dashboardAs = async (username: string) => {
  const res = await ctx.app.inject({
    url: '/api/admin/dashboard',
    headers: bearer(await injectSignIn(ctx.app, username)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSchema.parse(res.json());
};

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  emma = await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
  await createStaff(db, { username: 'newbie', role: 'EMPLOYEE', profileComplete: false });

  const open = await insertCareer({ title: 'Payroll Executive' });
  await insertCareer({ title: 'On hold job', status: 'ON_HOLD' });
  await insertCareer({ title: 'Closed job', status: 'CLOSED' });
  const applicant = (email: string, daysAgo: number, statusCode = 'APPLIED') =>
    insertApplication(db, {
      careerId: open.id,
      fullName: email.split('@')[0] ?? 'x',
      email,
      statusCode,
      appliedAt: new Date(Date.now() - daysAgo * DAY),
    });
  await applicant('new@example.com', 1);
  await applicant('screened@example.com', 2, 'PROFILE_SCREENED');
  await applicant('old@example.com', 20);
  await db.insert(contactMessages).values([
    { name: 'Unanswered', email: 'u@example.com', message: 'Please call me back.' },
    { name: 'Answered', email: 'a@example.com', message: 'Thanks!', handledAt: new Date() },
  ]);
  await db.insert(clients).values({ name: 'Lakeside' });
  await db.insert(blogs).values([
    { title: 'Mine', slug: 'mine', authorId: emma.id },
    { title: 'Live', slug: 'live', status: 'PUBLISHED', publishedAt: new Date() },
  ]);
});

describe('GET /api/admin/dashboard', () => {
  it('gives admins every figure: hiring, the office and blogs', async () => {
    const dashboard = await dashboardAs('adam');
    expect(dashboard.role).toBe('ADMIN');
    expect(dashboard.hiring).toMatchObject({ openCareers: 1, onHoldCareers: 1, waitingInApplied: 2 });
    expect(dashboard.hiring?.thisWeek.total).toBe(2);
    expect(dashboard.hiring?.thisWeek.byStatus.slice(0, 2)).toEqual([
      { statusCode: 'APPLIED', label: 'Applied', count: 1 },
      { statusCode: 'PROFILE_SCREENED', label: 'Profile Screened', count: 1 },
    ]);
    expect(dashboard.hiring?.recentApplications.map((a) => a.name)).toEqual(['new', 'screened', 'old']);
    expect(dashboard.hiring?.recentApplications[0]).toMatchObject({
      careerTitle: 'Payroll Executive',
      statusLabel: 'Applied',
    });
    expect(dashboard.office).toEqual({
      newContactMessages: 1,
      activeEmployees: 4,
      profilesIncomplete: 1,
      clients: 1,
    });
    expect(dashboard.blogs).toEqual({ drafts: 1, published: 1, myDrafts: 0 });
  });

  it('gives recruiters the hiring figures but not the office’s', async () => {
    const dashboard = await dashboardAs('rita');
    expect(dashboard.hiring?.openCareers).toBe(1);
    expect(dashboard.office).toBeUndefined();
  });

  it('gives employees their blog figures only', async () => {
    const dashboard = await dashboardAs('emma');
    expect(dashboard).toEqual({ role: 'EMPLOYEE', blogs: { drafts: 1, published: 1, myDrafts: 1 } });
  });

  it('refuses anonymous callers', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
