// The board's remembered view and list sort (docs/decisions/0051): each recruiter's own, validated, kept
// beside the row's other columns without touching them; and the board's answer names the person behind each
// application and when they last moved.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOARD_PREFERENCES_PATH } from '../../contracts/api-paths';
import { careerApplicationsSchema } from '../../contracts/recruiter';
import { people, staffPreferences } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
let rita: Record<string, string>;
let ravi: Record<string, string>;
let ritaId: number;

const read = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: BOARD_PREFERENCES_PATH, headers });
const save = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: BOARD_PREFERENCES_PATH, headers, payload: payload as object });

beforeEach(async () => {
  const { db } = await getTestDatabase();
  ritaId = (await createStaff(db, { username: 'rita', role: 'RECRUITER' })).id;
  await createStaff(db, { username: 'ravi', role: 'RECRUITER' });
  rita = bearer(await injectSignIn(ctx.app, 'rita'));
  ravi = bearer(await injectSignIn(ctx.app, 'ravi'));
});

describe('the board preferences', () => {
  it('start as cards, newest first, and are remembered for the recruiter who chose them only', async () => {
    expect((await read(rita)).json()).toEqual({ boardView: 'cards', boardSort: 'applied:desc' });

    const saved = await save(rita, { boardView: 'list', boardSort: 'name:asc' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ boardView: 'list', boardSort: 'name:asc' });
    expect((await read(rita)).json()).toEqual({ boardView: 'list', boardSort: 'name:asc' });
    // Another recruiter's board is their own.
    expect((await read(ravi)).json()).toEqual({ boardView: 'cards', boardSort: 'applied:desc' });

    // One of the two changes alone; the other stays.
    await save(rita, { boardSort: 'lastMove:desc' });
    expect((await read(rita)).json()).toEqual({ boardView: 'list', boardSort: 'lastMove:desc' });
  });

  it('leave the row’s time zone and digest, set by the notifications, as they were', async () => {
    const { db } = await getTestDatabase();
    await db
      .insert(staffPreferences)
      .values({ userId: ritaId, timeZone: 'Europe/London', digestTime: '07:30' });
    await save(rita, { boardView: 'list' });
    const [row] = await db.select().from(staffPreferences).where(eq(staffPreferences.userId, ritaId));
    expect(row).toMatchObject({ timeZone: 'Europe/London', digestTime: '07:30', boardView: 'list' });
  });

  it('refuse what is not a view or a sort, naming the field, and change nothing', async () => {
    for (const payload of [
      { boardView: 'grid' },
      { boardSort: 'salary:asc' },
      { boardSort: 'name' },
      { boardView: 'list', timeZone: 'Europe/London' },
      {},
    ]) {
      const res = await save(rita, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await save(rita, { boardView: 'grid' })).json().error.fields).toHaveProperty('boardView');
    expect((await read(rita)).json()).toEqual({ boardView: 'cards', boardSort: 'applied:desc' });
  });

  it('are not open to employees, nor to anyone signed out', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
    const emma = bearer(await injectSignIn(ctx.app, 'emma'));
    expect((await read(emma)).statusCode).toBe(403);
    expect((await save(emma, { boardView: 'list' })).statusCode).toBe(403);
    expect((await read({})).statusCode).toBe(401);
  });
});

describe('the board’s applicants', () => {
  it('carry the person behind each application and when they last moved', async () => {
    const { db } = await getTestDatabase();
    const careerId = (await insertCareer({ title: 'Payroll Specialist' })).id;
    const [person] = await db
      .insert(people)
      .values({ fullName: 'Priya Sharma', email: 'priya@example.com', mobile: '+91 98765 43210' })
      .returning();
    const movedAt = new Date(Date.now() - 60_000);
    const moved = await insertApplication(
      db,
      {
        careerId,
        email: 'priya@example.com',
        personId: person?.id,
        statusCode: 'PROFILE_SCREENED',
        appliedAt: new Date(Date.now() - 86_400_000),
      },
      { reachedAt: movedAt },
    );
    const fresh = await insertApplication(db, {
      careerId,
      fullName: 'Arjun Rao',
      email: 'arjun@example.com',
    });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/recruiter/job-management/careers/${careerId}/applications`,
      headers: rita,
    });
    const board = careerApplicationsSchema.parse(res.json());
    const byId = new Map(board.applications.map((a) => [a.id, a]));
    expect(byId.get(moved.id)).toMatchObject({ personId: person?.id, lastMovedAt: movedAt.toISOString() });
    expect(byId.get(fresh.id)).toMatchObject({ personId: null, lastMovedAt: null });
  });
});
