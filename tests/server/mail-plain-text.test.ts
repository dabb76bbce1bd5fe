// The plain-text part of an e-mail is text, not markdown (issue 61, part 6; docs/decisions/0052): a stage
// e-mail's template is markdown, and its text part reads as the HTML twin does — the words and the link
// addresses, with no `**`, `#` or `[label](url)` left.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outgoingMails, stageMailTemplates } from '../../server/db/schema';
import { htmlAsText } from '../../server/mail/plain-text';
import { outboxMails } from '../support/server/outbox';
import { setupRecruiterDesk } from '../support/server/recruiter-desk';
import { buildTestApp, closeTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const desk = setupRecruiterDesk();

/** The text/plain part of an .eml (decoded by outboxMails). */
function textPart(eml: string): string {
  const boundary = eml.match(/boundary="?([^"\r\n;]+)"?/)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const part = eml.split(`--${boundary}`).find((section) => /Content-Type: text\/plain/i.test(section));
  if (!part) throw new Error('no text part');
  return part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/\r\n/g, '\n')
    .trim();
}

const TEMPLATE = [
  '# Next steps for {{firstName}}',
  '',
  'We have read your application for **{{jobTitle}}** and _really_ liked it.',
  '',
  '## Before we talk',
  '',
  '- Read [our guide to interviews](https://www.example.com/guide)',
  '- Keep your CV to hand',
  '',
  '1. A short call',
  '2. A meeting at our Hyderabad office',
  '',
  'You can see where your application stands on [your status page]({{statusLink}}).',
  '',
  'Warm regards,  ',
  'The {{firmName}} careers team',
].join('\n');

describe('the text part of a sent stage e-mail', () => {
  it('has the words and the link addresses, and no markdown', async () => {
    const { db } = await getTestDatabase();
    await db
      .update(stageMailTemplates)
      .set({ body: TEMPLATE, active: true })
      .where(eq(stageMailTemplates.statusCode, 'PROFILE_SCREENED'));
    const now = await buildTestApp({
      overrides: {
        stageMailDelayMinutes: 0,
        mailDelivery: { retryLimit: 1, retryDelaySeconds: 1, pollingSeconds: 0.5 },
      },
    });
    try {
      const id = await desk.applicant();
      const res = await now.inject({
        method: 'POST',
        url: `/api/recruiter/job-management/applications/${id}/move`,
        headers: desk.recruiter,
        query: { toStatusCode: 'PROFILE_SCREENED', emailCandidate: 'true' },
      });
      expect(res.statusCode).toBe(200);
      const sentStates = async () =>
        (await db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'stage'))).map((m) => m.state);
      await expect.poll(sentStates).toEqual(['sent']);
      const written = [
        ...(await outboxMails(now.config.dataDir)),
        ...(await outboxMails(desk.app.config.dataDir)),
      ].filter((mail) => mail.includes('Subject: Your application for Payroll Executive'));
      expect(written).toHaveLength(1);
      const text = textPart(written[0] ?? '');

      expect(text).not.toContain('**');
      expect(text).not.toMatch(/\]\(/);
      expect(text).not.toMatch(/^#/m);
      expect(text).not.toMatch(/(^|\s)_really_/);
      expect(text).toMatch(
        /^Next steps for Priya\n\nWe have read your application for Payroll Executive and really liked it\./,
      );
      expect(text).toContain('Before we talk');
      expect(text).toContain('- Read our guide to interviews (https://www.example.com/guide)');
      expect(text).toContain('- Keep your CV to hand');
      expect(text).toContain('1. A short call\n2. A meeting at our Hyderabad office');
      expect(text).toMatch(/your status page \(http[^\s)]+\/my-application\/[A-Za-z0-9_-]+\)/);
      expect(text).toMatch(/Warm regards,\nThe .+ careers team$/);
    } finally {
      await closeTestApp(now);
    }
  });

  it('is the default template as text: the job title without its bold marks, the status link as an address', async () => {
    const { db } = await getTestDatabase();
    const id = await desk.applicant();
    const res = await desk.app.inject({
      method: 'POST',
      url: `/api/recruiter/job-management/applications/${id}/move`,
      headers: desk.recruiter,
      query: { toStatusCode: 'PROFILE_SCREENED', emailCandidate: 'true' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'stage'));
    expect(mail?.textBody).toMatch(/^Dear Priya,\n\n/);
    expect(mail?.textBody).toContain('application for Payroll Executive and would like');
    expect(mail?.textBody).not.toContain('**');
    expect(mail?.textBody).toMatch(
      /on your status page \(https?:\/\/[^\s)]+\/my-application\/[A-Za-z0-9_-]+\)\./,
    );
  });
});

describe('htmlAsText', () => {
  it('reads HTML as a person would: entities decoded, code kept, images by their text, a link that is its own label once', () => {
    expect(
      htmlAsText(
        '<h2>Fish &amp; chips</h2>\n<p>Tom &#60;3 &quot;Leeds&quot;<br>next line</p>\n<pre><code>a  *b*\n  c</code></pre>\n' +
          '<p><img src="x.png" alt="Our office"> <a href="https://a.example">https://a.example</a> ' +
          '<a href="mailto:hr@example.com">hr@example.com</a></p>\n<hr>\n<blockquote><p>Quoted</p></blockquote>',
      ),
    ).toBe(
      'Fish & chips\n\nTom <3 "Leeds"\nnext line\n\na  *b*\n  c\n\nOur office https://a.example hr@example.com\n\n――――――――――\n\nQuoted',
    );
  });
});
