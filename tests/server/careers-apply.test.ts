import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationCreatedSchema, careerErrorSchema, RESUME_MAX_BYTES } from '../../contracts/careers';
import { applicationStatusHistory, applications } from '../../server/db/schema';
import { APPLY_RATE_RULE } from '../../server/routes/careers';
import { advanceApplication } from '../support/server/application-fixtures';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../support/server/careers-fixtures';
import {
  docResume,
  docxResume,
  pdfResume,
  plainZip,
  windowsExecutable,
} from '../support/server/resume-files';
import { storedBytes, storedKeys } from '../support/server/stored-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();

beforeEach(async () => {
  await forgetCachedCareers();
});

async function apply(
  careerId: number,
  fields: Record<string, string>,
  resume?: Parameters<typeof multipart>[1],
) {
  const body = await multipart(fields, resume);
  return ctx.app.inject({ method: 'POST', url: `/api/careers/${careerId}/applications`, ...body });
}

const pdf = (name = 'Priya CV.pdf') => ({ name, content: pdfResume(), type: 'application/pdf' });

/** Every stored résumé's key (they live in the database's file store, emptied before each test). */
const storedFiles = () => storedKeys(ctx.app);

async function outboxFiles(folder = 'outbox'): Promise<string[]> {
  const dir = path.join(ctx.config.dataDir, folder);
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((name) => name.endsWith('.eml')).map((name) => path.join(dir, name));
}

async function applicationRows() {
  const { db } = await getTestDatabase();
  return db.select().from(applications).orderBy(applications.id);
}

describe('POST /api/careers/:id/applications', () => {
  it('stores the résumé, writes the application with its first history row, and e-mails a confirmation', async () => {
    const career = await insertCareer({ title: 'Frontend Developer (React)' });
    const emailsBefore = (await outboxFiles()).length;
    const res = await apply(
      career.id,
      { ...validApplicant, mobile: '+91 98765-43210' },
      pdf('C:\\Users\\priya\\My CV.pdf'),
    );

    expect(res.statusCode).toBe(201);
    const body = applicationCreatedSchema.parse(res.json());
    expect(body).toMatchObject({
      status: 'APPLIED',
      career: { id: career.id, title: career.title, jobId: career.jobId },
    });

    const [row] = await applicationRows();
    expect(row).toMatchObject({
      careerId: career.id,
      fullName: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      mobile: '+91 98765 43210',
      state: 'Telangana',
      city: 'Hyderabad',
      statusCode: 'APPLIED',
      resumeFilename: 'My CV.pdf',
      resumeContentType: 'application/pdf',
      resumeSize: pdfResume().length,
    });
    expect(row?.consentAt).toBeInstanceOf(Date);

    const { db } = await getTestDatabase();
    const history = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, row?.id ?? 0));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'APPLIED' })]);

    // The stored file is the very file sent.
    expect(await storedFiles()).toEqual([row?.resumeKey]);
    expect((await storedBytes(ctx.app, row?.resumeKey ?? ''))?.equals(pdfResume())).toBe(true);

    // The confirmation is a real RFC 822 message in the outbox.
    await expect.poll(async () => (await outboxFiles()).length).toBe(emailsBefore + 1);
    const eml = await readFile((await outboxFiles()).sort().at(-1) ?? '', 'utf8');
    expect(eml).toContain('\r\n');
    expect(eml).toMatch(/^To: Priya Sharma <priya\.sharma@example\.com>\r$/m);
    expect(eml).toMatch(/^Subject: We've received your application: Frontend Developer \(React\)/m);
    expect(eml).toMatch(/^Reply-To: careers@meeraconsultancy\.com\r$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    // Bodies are quoted-printable: join the soft line breaks before reading them.
    const text = eml.replace(/=\r\n/g, '');
    expect(text).toContain('Dear Priya Sharma,');
    expect(text).toContain(
      `Thank you for applying for Frontend Developer (React) (${career.jobId}) at Meera Consultancy.`,
    );
    expect(text).toContain(`${ctx.config.publicUrl}/careers/frontend-developer-react-/${career.id}`);
  });

  it.each([
    [
      'DOCX',
      'cv.docx',
      docxResume(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'cv.docx',
    ],
    ['DOC', 'cv.doc', docResume(), 'application/msword', 'cv.doc'],
    [
      'DOCX named .pdf',
      'cv.pdf',
      docxResume(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'cv.docx',
    ],
  ])(
    'accepts a %s by its content and names it by what it is',
    async (_label, name, content, contentType, storedName) => {
      const career = await insertCareer();
      const res = await apply(career.id, validApplicant, { name, content });
      expect(res.statusCode).toBe(201);
      const [row] = await applicationRows();
      expect(row).toMatchObject({ resumeContentType: contentType, resumeFilename: storedName });
    },
  );

  it('refuses a bad e-mail address with a message for that field, and keeps nothing', async () => {
    const career = await insertCareer();
    const res = await apply(career.id, { ...validApplicant, email: 'priya@' }, pdf());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some fields are not valid.',
        fields: { email: 'Please enter a valid e-mail address, like name@example.com.' },
      },
    });
    expect(await applicationRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('names every invalid field at once, the missing résumé and consent included', async () => {
    const career = await insertCareer();
    const res = await apply(career.id, {
      fullName: 'P',
      mobile: '98765',
      state: 'Telangana',
      city: 'Mumbai',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(
      ['city', 'consent', 'email', 'fullName', 'mobile', 'resume'].sort(),
    );
    expect(res.json().error.fields.resume).toBe('Please attach your résumé (PDF, DOC or DOCX, up to 5 MB).');
    expect(res.json().error.fields.consent).toMatch(/agree to us processing your details for recruitment/);
  });

  it('refuses a NUL or other control character in a typed field with a message, and keeps nothing', async () => {
    const career = await insertCareer();
    const nul = await apply(
      career.id,
      { ...validApplicant, state: 'Outside India', city: 'Lon\u0000don' },
      pdf(),
    );
    expect(nul.statusCode).toBe(400);
    // Refused by the request hygiene rule, as a NUL is anywhere in a request.
    expect(nul.json().error.message).toBe(
      'The request contains a NUL character, which is not allowed in any field.',
    );
    for (const city of ['Lon\u0007don', 'Lon\ndon']) {
      const res = await apply(career.id, { ...validApplicant, state: 'Outside India', city }, pdf());
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ city: 'The city must be on one line.' });
    }
    expect(await applicationRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an application without a résumé', async () => {
    const career = await insertCareer();
    const res = await apply(career.id, validApplicant);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      resume: 'Please attach your résumé (PDF, DOC or DOCX, up to 5 MB).',
    });
    expect(await applicationRows()).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const career = await insertCareer();
    const res = await apply(career.id, validApplicant, { name: 'cv.pdf', content: Buffer.alloc(0) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.resume).toMatch(/empty/);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 413 for a 6 MB file and keeps nothing of it', async () => {
    const career = await insertCareer();
    const big = Buffer.concat([pdfResume(), Buffer.alloc(6 * 1024 * 1024 - pdfResume().length, 0x20)]);
    const res = await apply(career.id, validApplicant, { name: 'big.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'Your résumé is larger than 5 MB. Please attach a smaller PDF, DOC or DOCX file.',
      },
    });
    expect(await applicationRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const career = await insertCareer();
    const exact = Buffer.concat([pdfResume(), Buffer.alloc(RESUME_MAX_BYTES - pdfResume().length, 0x20)]);
    const res = await apply(career.id, validApplicant, { name: 'exact.pdf', content: exact });
    expect(res.statusCode).toBe(201);
    expect((await applicationRows())[0]?.resumeSize).toBe(RESUME_MAX_BYTES);
  });

  it.each([
    ['an executable renamed .pdf', windowsExecutable(), 'resume.pdf'],
    ['a zip that is not a Word document', plainZip(), 'resume.docx'],
    ['a text file', Buffer.from('Priya Sharma, CV'), 'resume.doc'],
  ])('answers 415 for %s and keeps nothing', async (_label, content, name) => {
    const career = await insertCareer();
    const res = await apply(career.id, validApplicant, { name, content, type: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'unsupported_media_type',
      message:
        'This file is not a PDF, DOC or DOCX document (we check the content, not the name). Please attach your résumé in one of those formats.',
    });
    expect(await applicationRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 404 for an unknown career and 410 naming a closed one, storing nothing', async () => {
    const unknown = await apply(4242, validApplicant, pdf());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('There is no job with id 4242.');

    const closed = await insertCareer({ title: 'Visa Documentation Executive', status: 'CLOSED' });
    const res = await apply(closed.id, validApplicant, pdf());
    expect(res.statusCode).toBe(410);
    const body = careerErrorSchema.parse(res.json());
    expect(body.career.title).toBe('Visa Documentation Executive');
    expect(body.error.message).toMatch(/“Visa Documentation Executive” .* is closed/);
    expect(await applicationRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  // Answered as a first one, so the answer tells nobody who applied (docs/decisions/0041; the e-mail to the
  // person on file: tests/server/security/duplicate-oracle.test.ts).
  it('answers a second application with the same e-mail in any case as a first, keeping only the first', async () => {
    const career = await insertCareer({ title: 'HR Recruiter', department: 'Human Resources' });
    const first = await apply(career.id, validApplicant, pdf());
    expect(first.statusCode).toBe(201);
    const again = await apply(
      career.id,
      { ...validApplicant, email: 'PRIYA.Sharma@Example.com', mobile: '+44 7700 900123' },
      pdf(),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await applicationRows();
    expect(rows.map((row) => row.email)).toEqual(['priya.sharma@example.com']);
    expect(await storedFiles()).toEqual([rows[0]?.resumeKey]);
  });

  it('keeps only the first of two applications with the same mobile, however it is typed', async () => {
    const career = await insertCareer();
    expect((await apply(career.id, validApplicant, pdf())).statusCode).toBe(201);
    const again = await apply(
      career.id,
      { ...validApplicant, email: 'someone.else@example.com', mobile: '+919876543210' },
      pdf(),
    );
    expect(again.statusCode).toBe(201);
    expect((await applicationRows()).map((row) => row.email)).toEqual(['priya.sharma@example.com']);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('lets the same person apply to another job, or again once the earlier application is over', async () => {
    const first = await insertCareer({ title: 'Payroll Executive' });
    const second = await insertCareer({ title: 'HR Recruiter' });
    expect((await apply(first.id, validApplicant, pdf())).statusCode).toBe(201);
    expect((await apply(second.id, validApplicant, pdf())).statusCode).toBe(201);

    const { db } = await getTestDatabase();
    const [earlier] = await applicationRows();
    await advanceApplication(db, earlier?.id ?? 0, 'REJECTED');
    expect((await apply(first.id, validApplicant, pdf())).statusCode).toBe(201);
    expect(await applicationRows()).toHaveLength(3);
  });

  it('removes the stored file when the application cannot be written', async () => {
    const career = await insertCareer();
    const { db } = await getTestDatabase();
    // Without the APPLIED status the insert breaks its foreign key inside the transaction.
    await db.execute(sql`delete from application_statuses where code = 'APPLIED'`);
    try {
      const res = await apply(career.id, validApplicant, pdf());
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Something went wrong on our side. Please try again.');
      expect(await storedFiles()).toEqual([]);
      expect(await applicationRows()).toEqual([]);
    } finally {
      await db.execute(
        sql`insert into application_statuses (id, code, label, sort_order) values (1, 'APPLIED', 'Applied', 1)`,
      );
    }
  });

  it('refuses a request that is not multipart', async () => {
    const career = await insertCareer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/careers/${career.id}/applications`,
      payload: validApplicant,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('answers 429 once one address has sent too many applications', async () => {
    const career = await insertCareer();
    const codes: number[] = [];
    for (let i = 0; i < APPLY_RATE_RULE.max; i++) codes.push((await apply(career.id, {})).statusCode);
    expect(codes).toEqual(Array(APPLY_RATE_RULE.max).fill(400));
    const limited = await apply(career.id, validApplicant, pdf());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(await applicationRows()).toEqual([]);
  });
});
