// The daily digest (docs/decisions/0050): at each member's own local time (Hyderabad and Manchester, London's
// clocks moving on 28 March 2027), once a day however many rounds run at once, listing what arrived since the
// last one for the careers followed with "digest", and nothing for anyone else. The rounds are run with a
// clock of the test's own; every date is after today's, so the app's own minute tick never claims them.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FollowDelivery } from '../../contracts/staff-notifications';
import { careerFollows, outgoingMails, staffPreferences } from '../../server/db/schema';
import { digestDue, sendDueDigests } from '../../server/services/applicant-digests';
import { insertApplication } from '../support/server/application-fixtures';
import { createStaff } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { buildTestApp, closeTestApp, setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const db = async () => (await getTestDatabase()).db;

const round = async (at: string) =>
  sendDueDigests({ db: await db(), mail: ctx.app.mail, publicUrl: ctx.config.publicUrl }, new Date(at));

const digests = async () =>
  (await db())
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.kind, 'applicant-digest'))
    .orderBy(outgoingMails.id);
const recipients = async () => (await digests()).map((mail) => mail.toAddress);

let careerId: number;
let jobId: string;

beforeEach(async () => {
  const career = await insertCareer({ title: 'Payroll Executive', location: 'Hyderabad, India' });
  careerId = career.id;
  jobId = career.jobId;
});

interface MemberOptions {
  timeZone: string;
  digestTime?: string;
  /** Their last digest: the local day it counted for, and when it went. */
  last: { on: string; at: string };
  delivery?: FollowDelivery | null;
}

async function member(
  username: string,
  { timeZone, digestTime = '09:00', last, delivery = 'digest' }: MemberOptions,
) {
  const database = await db();
  const { id } = await createStaff(database, { username, role: 'RECRUITER' });
  await database.insert(staffPreferences).values({
    userId: id,
    timeZone,
    digestTime,
    lastDigestOn: last.on,
    lastDigestAt: new Date(last.at),
  });
  if (delivery) await database.insert(careerFollows).values({ userId: id, careerId, delivery });
  return id;
}

const applicant = async (fullName: string, appliedAt: string, city = 'Pune') =>
  insertApplication(await db(), {
    careerId,
    fullName,
    city,
    email: `${fullName.split(' ')[0]?.toLowerCase()}@example.com`,
    appliedAt: new Date(appliedAt),
  });

describe('the daily digest', () => {
  it('goes at 09:00 in Hyderabad and at 09:00 in Manchester (summer time), listing only what is new', async () => {
    await member('kiran', {
      timeZone: 'Asia/Kolkata',
      last: { on: '2027-03-28', at: '2027-03-28T03:30:00Z' },
    });
    await member('lucy', {
      timeZone: 'Europe/London',
      last: { on: '2027-03-28', at: '2027-03-28T08:00:00Z' },
    });
    await applicant('Old Entry', '2027-03-28T02:00:00Z');
    await applicant('Asha Verma', '2027-03-28T12:00:00Z');

    await round('2027-03-29T03:29:00Z'); // 08:59 in Hyderabad
    expect(await recipients()).toEqual([]);
    expect(await round('2027-03-29T03:30:00Z')).toEqual({ claimed: 1, sent: 1 }); // 09:00 IST
    expect(await recipients()).toEqual(['kiran@example.com']);
    await round('2027-03-29T07:59:00Z'); // 08:59 BST
    expect(await recipients()).toEqual(['kiran@example.com']);
    await round('2027-03-29T08:00:00Z'); // 09:00 BST, an hour before 09:00 GMT
    expect(await recipients()).toEqual(['kiran@example.com', 'lucy@example.com']);
    await round('2027-03-29T12:00:00Z');
    expect(await recipients()).toHaveLength(2);

    const [toKiran, toLucy] = await digests();
    expect(toKiran?.subject).toBe('1 new application for the careers you follow');
    expect(toKiran?.textBody).toContain(
      [
        'Since Sun, 28 Mar 2027, 09:00 GMT+5:30, 1 new application arrived for the careers you follow with a daily digest.',
        '',
        `Payroll Executive (${jobId}), Hyderabad, India: 1 new`,
        '- Asha Verma (Pune), applied Sun, 28 Mar 2027, 17:30 GMT+5:30',
        `Board: ${ctx.config.publicUrl}/admin/RecruiterJobManagement/${careerId}`,
      ].join('\n'),
    );
    expect(toKiran?.textBody).not.toContain('Old Entry');
    expect(toLucy?.textBody).toContain('- Asha Verma (Pune), applied Sun, 28 Mar 2027, 13:00 BST');
    expect(toLucy?.htmlBody).toContain('<li>Asha Verma (Pune), applied Sun, 28 Mar 2027, 13:00 BST</li>');
  });

  it('goes at 09:00 GMT in Manchester before the clocks change', async () => {
    await member('lucy', {
      timeZone: 'Europe/London',
      last: { on: '2027-03-25', at: '2027-03-25T09:00:00Z' },
    });
    await applicant('Asha Verma', '2027-03-25T12:00:00Z');
    await round('2027-03-26T08:30:00Z');
    expect(await recipients()).toEqual([]);
    await round('2027-03-26T09:00:00Z');
    expect(await recipients()).toEqual(['lucy@example.com']);
  });

  it('counts the day on the member’s calendar, not the server’s', async () => {
    await member('kiran', {
      timeZone: 'Asia/Kolkata',
      digestTime: '00:30',
      last: { on: '2027-03-28', at: '2027-03-27T19:00:00Z' },
    });
    await applicant('Asha Verma', '2027-03-28T12:00:00Z');
    // 28 March in London and UTC, already 00:30 on the 29th in Hyderabad.
    await round('2027-03-28T19:00:00Z');
    expect(await recipients()).toEqual(['kiran@example.com']);
    const [row] = await (await db()).select().from(staffPreferences);
    expect(row?.lastDigestOn).toBe('2027-03-29');
  });

  it('is sent once when two rounds (two servers) run at the same moment', async () => {
    await member('kiran', {
      timeZone: 'Asia/Kolkata',
      last: { on: '2027-03-28', at: '2027-03-28T03:30:00Z' },
    });
    await member('lucy', {
      timeZone: 'Europe/London',
      last: { on: '2027-03-28', at: '2027-03-28T08:00:00Z' },
    });
    await applicant('Asha Verma', '2027-03-28T12:00:00Z');
    const rounds = await Promise.all([round('2027-03-29T09:00:00Z'), round('2027-03-29T09:00:00Z')]);
    // Each member's day is claimed by one round only: the other finds it taken.
    expect(rounds.reduce((sum, r) => sum + r.claimed, 0)).toBe(2);
    expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    expect((await recipients()).sort()).toEqual(['kiran@example.com', 'lucy@example.com']);
  });

  it('goes to no one who follows with "each" or "none", or follows nothing', async () => {
    const last = { on: '2027-03-28', at: '2027-03-28T03:30:00Z' };
    await member('eve', { timeZone: 'Asia/Kolkata', last, delivery: 'each' });
    await member('nina', { timeZone: 'Asia/Kolkata', last, delivery: 'none' });
    await member('otto', { timeZone: 'Asia/Kolkata', last, delivery: null });
    await applicant('Asha Verma', '2027-03-28T12:00:00Z');
    expect(await round('2027-03-29T10:00:00Z')).toEqual({ claimed: 0, sent: 0 });
    expect(await recipients()).toEqual([]);
    const rows = await (await db()).select({ on: staffPreferences.lastDigestOn }).from(staffPreferences);
    expect(rows.map((r) => r.on)).toEqual(['2027-03-28', '2027-03-28', '2027-03-28']);
  });

  it('sends nothing on a day with nothing new, and keeps later arrivals for the next day', async () => {
    await member('kiran', {
      timeZone: 'Asia/Kolkata',
      last: { on: '2027-03-28', at: '2027-03-28T03:30:00Z' },
    });
    expect(await round('2027-03-29T03:30:00Z')).toEqual({ claimed: 1, sent: 0 });
    await applicant('Late Arrival', '2027-03-29T05:00:00Z');
    await round('2027-03-29T06:00:00Z');
    expect(await recipients()).toEqual([]);
    await round('2027-03-30T03:30:00Z');
    const [mail] = await digests();
    expect(mail?.textBody).toContain('- Late Arrival (Pune), applied Mon, 29 Mar 2027, 10:30 GMT+5:30');
  });

  it('is sent by a starting server’s own round, on the real clock', async () => {
    const database = await db();
    const { id } = await createStaff(database, { username: 'kiran', role: 'RECRUITER' });
    // Midnight has passed everywhere, and there was never a digest: due now, whatever the time.
    await database
      .insert(staffPreferences)
      .values({ userId: id, timeZone: 'Asia/Kolkata', digestTime: '00:00' });
    await database.insert(careerFollows).values({ userId: id, careerId, delivery: 'digest' });
    await applicant('Asha Verma', new Date(Date.now() - 60 * 60_000).toISOString());
    const server = await buildTestApp();
    try {
      await expect.poll(recipients).toEqual(['kiran@example.com']);
    } finally {
      await closeTestApp(server);
    }
  });

  it('is due once the local time passes the chosen time, for a member who never had one too', () => {
    const at = new Date('2027-03-29T08:00:00Z');
    expect(digestDue({ timeZone: 'Europe/London', digestTime: '09:00', lastDigestOn: null }, at)).toBe(
      '2027-03-29',
    );
    expect(digestDue({ timeZone: 'Europe/London', digestTime: '09:01', lastDigestOn: null }, at)).toBeNull();
    expect(
      digestDue({ timeZone: 'Europe/London', digestTime: '09:00', lastDigestOn: '2027-03-29' }, at),
    ).toBeNull();
  });
});
