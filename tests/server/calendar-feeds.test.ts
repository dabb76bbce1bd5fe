// A staff member's private calendar feed (docs/decisions/0057): made on their profile, its address told once,
// read by a calendar with no sign-in (only their booked interviews, cancelled ones marked so), and a reset
// ends the old address at once.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { MY_CALENDAR_FEED_PATH } from '../../contracts/api-paths';
import { calendarFeedStatusSchema } from '../../contracts/calendar-feed';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { insertInterview } from '../support/server/scorecard-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const context = setupTestApp();
const HOUR = 60 * 60 * 1000;

async function interviewer() {
  const { db } = await getTestDatabase();
  const ivan = await createStaff(db, { username: 'ivan', role: 'EMPLOYEE', displayName: 'Ivan Iyer' });
  const other = await createStaff(db, { username: 'olga', role: 'RECRUITER', displayName: 'Olga Ortiz' });
  const career = await insertCareer({ title: 'Payroll Executive' });
  const application = await insertApplication(db, { careerId: career.id, fullName: 'Priya Sharma' });
  const at = (hours: number) => new Date(Date.now() + hours * HOUR);
  const applicationId = application.id;
  await insertInterview(db, { applicationId, interviewerIds: [ivan.id], state: 'booked', startsAt: at(48) });
  await insertInterview(db, {
    applicationId,
    interviewerIds: [ivan.id],
    state: 'cancelled',
    startsAt: at(72),
  });
  await insertInterview(db, { applicationId, interviewerIds: [ivan.id], state: 'proposed', startsAt: null });
  await insertInterview(db, { applicationId, interviewerIds: [other.id], state: 'booked', startsAt: at(96) });
  return { headers: bearer(await injectSignIn(context.app, 'ivan')) };
}

const pathOf = (url: string | null) => new URL(url ?? '').pathname;

describe('the calendar feed', () => {
  it('is made on request, its address told once, and opens with no sign-in', async () => {
    const { headers } = await interviewer();
    const before = await context.app.inject({ url: MY_CALENDAR_FEED_PATH, headers });
    expect(before.json()).toEqual({ exists: false, createdAt: null, url: null });

    const made = await context.app.inject({ method: 'POST', url: MY_CALENDAR_FEED_PATH, headers });
    expect(made.statusCode).toBe(201);
    const status = calendarFeedStatusSchema.parse(made.json());
    expect(status.url).toMatch(/^http.+\/api\/calendar\/[\w-]{43}\.ics$/);
    const later = calendarFeedStatusSchema.parse(
      (await context.app.inject({ url: MY_CALENDAR_FEED_PATH, headers })).json(),
    );
    expect(later).toMatchObject({ exists: true, url: null });

    const feed = await context.app.inject({ url: pathOf(status.url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((e) => [e.getFirstPropertyValue('summary'), e.getFirstPropertyValue('status')]);
    // Ivan's booked and cancelled interviews; not the one still being chosen, not Olga's.
    expect(events).toEqual([
      ['Interview: Priya Sharma (Payroll Executive)', 'CONFIRMED'],
      ['Interview: Priya Sharma (Payroll Executive)', 'CANCELLED'],
    ]);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Asia/Kolkata',
    ]);
  });

  it('reset: the old address stops at once and the new one works', async () => {
    const { headers } = await interviewer();
    const first = calendarFeedStatusSchema.parse(
      (await context.app.inject({ method: 'POST', url: MY_CALENDAR_FEED_PATH, headers })).json(),
    );
    const second = calendarFeedStatusSchema.parse(
      (await context.app.inject({ method: 'POST', url: MY_CALENDAR_FEED_PATH, headers })).json(),
    );
    expect(second.url).not.toBe(first.url);
    const old = await context.app.inject({ url: pathOf(first.url) });
    expect(old.statusCode).toBe(404);
    expect(old.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(old.body).toMatch(/no such calendar/i);
    expect((await context.app.inject({ url: pathOf(second.url) })).statusCode).toBe(200);
  });

  it('an address that is not a feed key is refused, saying what one looks like', async () => {
    const res = await context.app.inject({ url: '/api/calendar/short.ics' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toMatch(/43-character key/);
    const unknown = await context.app.inject({ url: `/api/calendar/${'a'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
  });

  it('the feed link is for signed-in staff only', async () => {
    expect((await context.app.inject({ url: MY_CALENDAR_FEED_PATH })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'POST', url: MY_CALENDAR_FEED_PATH })).statusCode).toBe(401);
  });
});
