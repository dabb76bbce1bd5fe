// The queue and an interview's e-mails (docs/decisions/0057): at send time, an invitation or reminder written for
// an earlier version of its interview (moved, cancelled) is stopped, not sent; a cancellation always goes; and
// an .ics goes as a calendar invitation that Gmail and Outlook recognise (text/calendar with its method).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interviews, outgoingMails } from '../../server/db/schema';
import type { MailMessage } from '../../server/mail/mailer';
import { insertApplication } from '../support/server/application-fixtures';
import { createStaff } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { insertInterview } from '../support/server/scorecard-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const context = setupTestApp({ mailDelivery: { retryLimit: 0, retryDelaySeconds: 1, pollingSeconds: 0.5 } });

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';

async function interviewAt(sequence: number, state: (typeof interviews.$inferInsert)['state']) {
  const { db } = await getTestDatabase();
  const career = await insertCareer();
  const application = await insertApplication(db, { careerId: career.id });
  const ivan = await createStaff(db, { username: 'ivan', role: 'EMPLOYEE' });
  const id = await insertInterview(db, { applicationId: application.id, interviewerIds: [ivan.id], state });
  await db.update(interviews).set({ sequence }).where(eq(interviews.id, id));
  return { db, id, applicationId: application.id };
}

const message = (subject: string, withIcs = false): MailMessage => ({
  to: { name: 'Ivan', address: 'ivan@example.com' },
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
  ...(withIcs
    ? {
        attachments: [
          {
            filename: 'cancel.ics',
            contentType: 'text/calendar; method=CANCEL; charset=UTF-8',
            content: ICS,
          },
        ],
      }
    : {}),
});

/** The .eml files as written, undecoded: headers such as `method=CANCEL` read as they are. */
async function rawOutbox() {
  const outbox = path.join(context.config.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return Promise.all((await readdir(outbox)).map((file) => readFile(path.join(outbox, file), 'utf8')));
}

async function settled(id: number | null) {
  const { db } = await getTestDatabase();
  await expect
    .poll(
      async () =>
        (
          await db
            .select()
            .from(outgoingMails)
            .where(eq(outgoingMails.id, id ?? 0))
        )[0]?.state,
    )
    .toMatch(/^(sent|cancelled|failed)$/);
  const [row] = await db
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.id, id ?? 0));
  return row;
}

describe('an interview’s e-mail at send time', () => {
  it('a reminder for an interview that has moved on since is stopped, not sent', async () => {
    const { db, id, applicationId } = await interviewAt(2, 'rescheduled');
    const mailId = await db.transaction((tx) =>
      context.app.mail.enqueue(tx, {
        kind: 'interviewer-reminder',
        applicationId,
        interviewId: id,
        interviewSequence: 1,
        message: message('Reminder: the old time'),
      }),
    );
    expect(await settled(mailId)).toMatchObject({
      state: 'cancelled',
      lastError: 'Its interview changed before it went.',
    });
    expect((await rawOutbox()).join()).not.toContain('Reminder: the old time');
  });

  it('a reminder for a cancelled interview is stopped; its cancellation goes, with the .ics as an invitation', async () => {
    const { db, id, applicationId } = await interviewAt(3, 'cancelled');
    const [reminder, cancellation] = await db.transaction(async (tx) => [
      await context.app.mail.enqueue(tx, {
        kind: 'interview-reminder',
        applicationId,
        interviewId: id,
        interviewSequence: 3,
        message: message('Reminder: tomorrow'),
      }),
      await context.app.mail.enqueue(tx, {
        kind: 'interviewer-cancellation',
        interviewId: id,
        interviewSequence: 2,
        message: message('Interview cancelled', true),
      }),
    ]);
    expect(await settled(reminder)).toMatchObject({
      state: 'cancelled',
      lastError: 'Its interview was cancelled before it went.',
    });
    expect(await settled(cancellation)).toMatchObject({ state: 'sent' });
    const [sent] = (await rawOutbox()).filter((m) => m.includes('Subject: Interview cancelled'));
    // Beside the text and HTML (where mail programs offer "accept"), and as the file to open.
    expect(sent).toMatch(
      /Content-Type: multipart\/alternative;[\s\S]*Content-Type: text\/calendar; method=CANCEL; charset=UTF-8\r\n/,
    );
    expect(sent).toContain(
      'Content-Type: text/calendar; method=CANCEL; charset=UTF-8; name=cancel.ics\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=cancel.ics',
    );
    expect(sent).toContain(Buffer.from(ICS).toString('base64').slice(0, 60));
    expect((await rawOutbox()).join()).not.toContain('Reminder: tomorrow');
  });

  it('an invitation for the interview as it stands goes', async () => {
    const { db, id, applicationId } = await interviewAt(1, 'booked');
    const mailId = await db.transaction((tx) =>
      context.app.mail.enqueue(tx, {
        kind: 'interviewer-invitation',
        applicationId,
        interviewId: id,
        interviewSequence: 1,
        message: message('Interview booked'),
      }),
    );
    expect(await settled(mailId)).toMatchObject({ state: 'sent' });
  });
});
