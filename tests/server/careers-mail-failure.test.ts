import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema';
import { forgetCachedCareers, insertCareer, multipart, validApplicant } from '../setup/careers-fixtures';
import { pdfResume } from '../setup/resume-files';
import { setupTestApp } from '../setup/test-app';
import { getTestDatabase } from '../setup/test-database';

// An SMTP server that is not there: nothing listens on port 1.
const ctx = setupTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });

describe('when the confirmation e-mail cannot be sent', () => {
  it('still takes the application and keeps the message in outbox/unsent', async () => {
    await forgetCachedCareers();
    const career = await insertCareer({ title: 'Payroll Executive' });
    const body = await multipart(validApplicant, { name: 'cv.pdf', content: pdfResume() });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/careers/${career.id}/applications`,
      ...body,
    });
    expect(res.statusCode).toBe(201);
    expect(await (await getTestDatabase()).db.select().from(applications)).toHaveLength(1);

    const unsent = path.join(ctx.config.dataDir, 'outbox', 'unsent');
    await expect.poll(async () => (existsSync(unsent) ? (await readdir(unsent)).length : 0)).toBe(1);
    const [file] = await readdir(unsent);
    const eml = await readFile(path.join(unsent, file ?? ''), 'utf8');
    expect(eml).toMatch(/^Subject: We've received your application: Payroll Executive/m);
    // Nothing pretends to have been sent.
    expect(
      (await readdir(path.join(ctx.config.dataDir, 'outbox'))).filter((f) => f.endsWith('.eml')),
    ).toEqual([]);
  });
});
