// What the candidate and the interviewers receive when an interview changes (docs/decisions/0057): the times to
// choose, the .ics invitation (read back with ical.js) and its reminders, the move that replaces them and the
// cancellation that takes it out of every calendar, the erasure that names nobody. Interview rows are written
// here as the interview core leaves them (its sequence raised), then announced.
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { applications, interviews, outgoingMails } from '../../server/db/schema';
import { announceInterviewChange } from '../../server/services/interview-invitations';
import { insertApplication } from '../support/server/application-fixtures';
import { createStaff } from '../support/server/auth';
import { setupRecruiterDesk } from '../support/server/recruiter-desk';
import { insertInterview } from '../support/server/scorecard-fixtures';
import { getTestDatabase } from '../support/server/test-database';

const desk = setupRecruiterDesk();
const HOUR = 60 * 60 * 1000;
const PUBLIC = 'https://careers.test';

async function setting() {
  const { db } = await getTestDatabase();
  const application = await insertApplication(db, {
    careerId: desk.careerId,
    statusCode: 'INTERVIEWING',
    fullName: 'Priya Sharma',
    email: 'priya.sharma@example.com',
  });
  const ivan = await createStaff(db, { username: 'ivan', role: 'EMPLOYEE', displayName: 'Ivan Iyer' });
  const jane = await createStaff(db, { username: 'jane', role: 'RECRUITER', displayName: 'Jane Jones' });
  return { db, applicationId: application.id, interviewerIds: [ivan.id, jane.id] };
}

/** The interview as the core leaves it after a change: the new state and time, the sequence raised. */
async function change(
  db: Db,
  id: number,
  values: Partial<typeof interviews.$inferInsert>,
  options: { erasure?: boolean; previousStartsAt?: Date } = {},
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sequence: interviews.sequence })
      .from(interviews)
      .where(eq(interviews.id, id));
    await tx
      .update(interviews)
      .set({ ...values, sequence: (row?.sequence ?? 0) + 1 })
      .where(eq(interviews.id, id));
    await announceInterviewChange(tx, desk.app.mail, { interviewId: id, publicUrl: PUBLIC, ...options });
  });
}

const mailsOf = (db: Db, interviewId: number) =>
  db.select().from(outgoingMails).where(eq(outgoingMails.interviewId, interviewId)).orderBy(outgoingMails.id);

function readIcs(content: string | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(content ?? ''));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: new ICAL.Event(vevent).startDate,
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
    summary: String(vevent.getFirstPropertyValue('summary')),
  };
}

// The Monday after the UK's clocks go forward: 10:00 in Manchester, 14:30 in Hyderabad.
const MONDAY_AFTER_CHANGE = new Date('2027-03-29T09:00:00Z');

describe('a booked interview', () => {
  it('sends the candidate and each interviewer a REQUEST invitation, and reminders a day and an hour before', async () => {
    const { db, applicationId, interviewerIds } = await setting();
    const id = await insertInterview(db, {
      applicationId,
      interviewerIds,
      state: 'proposed',
      startsAt: null,
    });
    await db.update(interviews).set({ office: 'manchester', kind: 'onsite' }).where(eq(interviews.id, id));
    await change(db, id, { state: 'booked', startsAt: MONDAY_AFTER_CHANGE });

    const mails = await mailsOf(db, id);
    const invitations = mails.filter((m) => m.kind.endsWith('invitation'));
    expect(invitations.map((m) => [m.kind, m.toAddress])).toEqual([
      ['interview-invitation', 'priya.sharma@example.com'],
      ['interviewer-invitation', 'ivan@example.com'],
      ['interviewer-invitation', 'jane@example.com'],
    ]);
    const [candidate, ivan] = invitations;
    expect(candidate?.subject).toBe('Your interview is booked: Payroll Executive');
    expect(candidate?.textBody).toContain('When: Monday, 29 March 2027, 10:00 Manchester time (60 minutes)');
    expect(candidate?.textBody).toContain('At the office (Manchester): Manchester office');
    // Their status page, where they may move or cancel it: a link that opens.
    const link = candidate?.textBody.match(/https:\/\/careers\.test(\/my-application\/[\w-]+)/)?.[1];
    expect((await desk.app.inject({ url: `/api${link}` })).statusCode).toBe(200);
    expect(ivan?.textBody).toContain('That is Monday, 29 March 2027, 14:30 Hyderabad time.');
    expect(ivan?.applicationId).toBe(applicationId);

    const [attachment] = candidate?.attachments ?? [];
    expect(attachment?.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    const ics = readIcs(attachment?.content);
    expect(ics).toMatchObject({
      method: 'REQUEST',
      zones: ['Europe/London'],
      sequence: 1,
      status: 'CONFIRMED',
    });
    const [uid] = await db.select({ uid: interviews.uid }).from(interviews).where(eq(interviews.id, id));
    expect(ics.uid).toBe(uid?.uid);
    expect(`${ics.start.hour}:${ics.start.minute}`).toBe('10:0');
    // The candidate's copy names only them; the interviewers' names everyone.
    expect(ics.attendees).toEqual(['mailto:priya.sharma@example.com']);
    const staffIcs = readIcs(ivan?.attachments?.[0]?.content);
    expect(staffIcs.attendees).toEqual([
      'mailto:priya.sharma@example.com',
      'mailto:ivan@example.com',
      'mailto:jane@example.com',
    ]);
    expect(staffIcs.summary).toBe('Interview: Priya Sharma (Payroll Executive)');

    const reminders = mails.filter((m) => m.kind.endsWith('reminder'));
    expect(reminders).toHaveLength(6);
    expect(new Set(reminders.map((m) => m.sendAt.getTime()))).toEqual(
      new Set([MONDAY_AFTER_CHANGE.getTime() - 24 * HOUR, MONDAY_AFTER_CHANGE.getTime() - HOUR]),
    );
    expect(reminders.every((m) => m.state === 'queued' && m.interviewSequence === 1)).toBe(true);
  });

  it('writes no reminder whose time has passed', async () => {
    const { db, applicationId, interviewerIds } = await setting();
    const id = await insertInterview(db, {
      applicationId,
      interviewerIds,
      state: 'proposed',
      startsAt: null,
    });
    await change(db, id, { state: 'booked', startsAt: new Date(Date.now() + 3 * HOUR) });
    const reminders = (await mailsOf(db, id)).filter((m) => m.kind.endsWith('reminder'));
    expect(reminders.map((m) => m.kind)).toEqual([
      'interview-reminder',
      'interviewer-reminder',
      'interviewer-reminder',
    ]);
    expect(reminders[0]?.subject).toBe('Reminder: your interview in an hour: Payroll Executive');
  });

  it('moved: a new REQUEST with the same UID and a higher SEQUENCE, and the old reminders stopped', async () => {
    const { db, applicationId, interviewerIds } = await setting();
    const id = await insertInterview(db, {
      applicationId,
      interviewerIds,
      state: 'proposed',
      startsAt: null,
    });
    await change(db, id, { state: 'booked', startsAt: new Date(Date.now() + 72 * HOUR) });
    await change(db, id, { state: 'rescheduled', startsAt: new Date(Date.now() + 96 * HOUR) });

    const mails = await mailsOf(db, id);
    const [first, second] = mails.filter((m) => m.kind === 'interview-invitation');
    expect(second?.subject).toBe('Your interview has moved: Payroll Executive');
    const before = readIcs(first?.attachments?.[0]?.content);
    const after = readIcs(second?.attachments?.[0]?.content);
    expect(after.uid).toBe(before.uid);
    expect([before.sequence, after.sequence]).toEqual([1, 2]);
    const reminders = mails.filter((m) => m.kind.endsWith('reminder'));
    expect(reminders.filter((m) => m.interviewSequence === 1).map((m) => m.state)).toEqual(
      Array(6).fill('cancelled'),
    );
    expect(reminders.filter((m) => m.interviewSequence === 2).map((m) => m.state)).toEqual(
      Array(6).fill('queued'),
    );
  });
});

describe('a booked interview offered new times instead', () => {
  it('cancels the old time in every calendar and asks the candidate to choose again', async () => {
    const { db, applicationId, interviewerIds } = await setting();
    const id = await insertInterview(db, {
      applicationId,
      interviewerIds,
      state: 'proposed',
      startsAt: null,
    });
    const old = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);
    await change(db, id, { state: 'booked', startsAt: old });
    await change(db, id, { state: 'proposed', startsAt: null }, { previousStartsAt: old });

    const mails = (await mailsOf(db, id)).filter((m) => m.interviewSequence === 2);
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['interview-proposed', 'priya.sharma@example.com'],
      ['interviewer-cancellation', 'ivan@example.com'],
      ['interviewer-cancellation', 'jane@example.com'],
    ]);
    expect(mails[0]?.subject).toBe('Please choose a new time for your interview: Payroll Executive');
    for (const mail of mails) {
      const ics = readIcs(mail.attachments?.[0]?.content);
      expect(ics).toMatchObject({ method: 'CANCEL', sequence: 2, status: 'CANCELLED' });
      expect(ics.start.toJSDate().getTime()).toBe(old.getTime());
    }
    const reminders = (await mailsOf(db, id)).filter((m) => m.kind.endsWith('reminder'));
    expect(reminders.every((m) => m.state === 'cancelled')).toBe(true);
  });
});

describe('a cancelled interview', () => {
  it('once booked: a CANCEL with the same UID and the raised SEQUENCE to everyone invited; reminders stopped', async () => {
    const { db, applicationId, interviewerIds } = await setting();
    const id = await insertInterview(db, {
      applicationId,
      interviewerIds,
      state: 'proposed',
      startsAt: null,
    });
    await change(db, id, { state: 'booked', startsAt: new Date(Date.now() + 72 * HOUR) });
    await change(db, id, { state: 'cancelled', cancelReason: 'The candidate cancelled.' });

    const mails = await mailsOf(db, id);
    const cancels = mails.filter((m) => m.kind.endsWith('cancellation'));
    expect(cancels.map((m) => m.toAddress)).toEqual([
      'priya.sharma@example.com',
      'ivan@example.com',
      'jane@example.com',
    ]);
    const invitation = readIcs(
      mails.find((m) => m.kind === 'interview-invitation')?.attachments?.[0]?.content,
    );
    for (const mail of cancels) {
      expect(mail.attachments?.[0]?.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
      const ics = readIcs(mail.attachments?.[0]?.content);
      expect(ics).toMatchObject({ method: 'CANCEL', uid: invitation.uid, sequence: 2, status: 'CANCELLED' });
    }
    expect(cancels[0]?.textBody).toContain('Reason: The candidate cancelled.');
    expect(mails.filter((m) => m.kind.endsWith('reminder')).every((m) => m.state === 'cancelled')).toBe(true);
  });

  it('never booked: a plain note to the candidate, nothing to the interviewers', async () => {
    const { db, applicationId, interviewerIds } = await setting();
    const id = await insertInterview(db, {
      applicationId,
      interviewerIds,
      state: 'proposed',
      startsAt: null,
    });
    await change(db, id, { state: 'cancelled' });
    const mails = await mailsOf(db, id);
    expect(mails.map((m) => [m.kind, m.toAddress, m.attachments])).toEqual([
      ['interview-cancellation', 'priya.sharma@example.com', null],
    ]);
  });

  it('with the application erased: the interviewers’ CANCEL names no candidate and outlives the erasure', async () => {
    const { db, applicationId, interviewerIds } = await setting();
    const id = await insertInterview(db, {
      applicationId,
      interviewerIds,
      state: 'proposed',
      startsAt: null,
    });
    await change(db, id, { state: 'booked', startsAt: new Date(Date.now() + 72 * HOUR) });
    await change(db, id, { state: 'cancelled', cancelReason: 'Erased.' }, { erasure: true });
    await db.delete(applications).where(eq(applications.id, applicationId));

    const left = await db.select().from(outgoingMails).orderBy(outgoingMails.id);
    expect(left.map((m) => [m.kind, m.toAddress, m.applicationId, m.interviewId])).toEqual([
      ['interviewer-cancellation', 'ivan@example.com', null, null],
      ['interviewer-cancellation', 'jane@example.com', null, null],
    ]);
    for (const mail of left) {
      const everything = `${mail.subject}\n${mail.textBody}\n${mail.htmlBody}\n${mail.attachments?.[0]?.content}`;
      expect(everything).not.toMatch(/Priya|Sharma|priya\.sharma/);
      expect(readIcs(mail.attachments?.[0]?.content)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    }
  });
});

describe('a proposed interview', () => {
  it('asks the candidate to choose a time on their status page, with no .ics', async () => {
    const { db, applicationId, interviewerIds } = await setting();
    const id = await insertInterview(db, {
      applicationId,
      interviewerIds,
      state: 'proposed',
      startsAt: null,
    });
    await db.transaction((tx) =>
      announceInterviewChange(tx, desk.app.mail, { interviewId: id, publicUrl: PUBLIC }),
    );
    const [mail, ...others] = await db
      .select()
      .from(outgoingMails)
      .where(and(eq(outgoingMails.interviewId, id)));
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'interview-proposed',
      toAddress: 'priya.sharma@example.com',
      subject: 'Please choose a time for your interview: Payroll Executive',
      attachments: null,
    });
    const link = mail?.textBody.match(/https:\/\/careers\.test(\/my-application\/[\w-]+)/)?.[1];
    expect((await desk.app.inject({ url: `/api${link}` })).statusCode).toBe(200);
  });
});
