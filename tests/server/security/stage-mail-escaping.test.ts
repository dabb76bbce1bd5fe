// What a candidate or a job title says goes into the stage e-mail as text, never as markdown
// (docs/decisions/0040): a name like "www.evil-login.example" is not made a link, markdown in a value is shown
// as written, and the status-page link stays the one real link. The plain-text part carries the values as typed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMails } from '../../../server/db/schema';
import { queueStageMail } from '../../../server/services/stage-mail';
import { insertApplication } from '../../support/server/application-fixtures';
import { insertCareer } from '../../support/server/careers-fixtures';
import { buildTestApp, closeTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeTestApp(app));

/** The stage e-mail to PROFILE_SCREENED for an applicant called `fullName` applying for `jobTitle`. */
async function screenedMail(fullName: string, jobTitle: string) {
  const { db } = await getTestDatabase();
  const careerId = (await insertCareer({ title: jobTitle })).id;
  const { id } = await insertApplication(db, {
    careerId,
    statusCode: 'APPLIED',
    email: 'candidate@example.com',
    fullName,
  });
  const mailing = {
    mail: app.mail,
    markdown: app.markdown,
    publicUrl: 'https://jobs.example',
    delayMinutes: 10,
  };
  const queued = await db.transaction((tx) => queueStageMail(tx, mailing, id, 'PROFILE_SCREENED'));
  const [mail] = await db
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.id, queued?.id ?? 0));
  if (!mail) throw new Error('no stage e-mail was queued');
  return mail;
}

const links = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]);

describe('values in a stage e-mail', () => {
  it('a name that looks like an address is text, not a link; the status page is the one link', async () => {
    const mail = await screenedMail('www.evil-login.example Sharma', 'Payroll Executive');
    expect(mail.htmlBody).toContain('<p>Dear www.evil-login.example,</p>');
    expect(links(mail.htmlBody)).toEqual([
      expect.stringMatching(/^<a href="https:\/\/jobs\.example\/my-application\/[A-Za-z0-9_-]{43}"/),
    ]);
    expect(mail.htmlBody).toMatch(/>your status page<\/a>/);
    expect(mail.textBody).toMatch(/^Dear www\.evil-login\.example,\n/);
  });

  it('markdown and HTML in a value are shown as written, in both parts, and make nothing clickable', async () => {
    const title = 'Lead** [Sign in](https://evil.example/login) <img src=x onerror=alert(1)> _x_ \\*';
    const mail = await screenedMail('https://evil.example/x Sharma', title);
    expect(mail.htmlBody).toContain('<p>Dear https://evil.example/x,</p>');
    expect(mail.htmlBody).toContain(
      '<strong>Lead** [Sign in](https://evil.example/login) &#60;img src=x onerror=alert(1)&#62; _x_ \\*</strong>',
    );
    expect(links(mail.htmlBody)).toHaveLength(1);
    expect(mail.htmlBody).not.toContain('<img');
    expect(mail.htmlBody).not.toContain('<em>');
    expect(mail.textBody).toContain('Dear https://evil.example/x,');
    // As typed: the template’s bold marks around it are not (docs/decisions/0052).
    expect(mail.textBody).toContain(`for ${title} and would like`);
    expect(mail.textBody).not.toContain(`**${title}**`);
    expect(mail.subject).toBe(`Your application for ${title}: next steps`);
  });

  it('an e-mail-like name is text too', async () => {
    const mail = await screenedMail('priya@evil.example Sharma', 'Payroll Executive');
    expect(mail.htmlBody).toContain('<p>Dear priya@evil.example,</p>');
    expect(links(mail.htmlBody)).toHaveLength(1);
    expect(mail.htmlBody).not.toContain('mailto:');
  });
});
