// The recruiting report's filters are bounded (docs/decisions/0043): an id beyond the database's integer or a
// day outside 2000-01-01 … 9999-12-31 is a 400 naming the filter, never a database error answered as a 500;
// the bounds themselves are taken.
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITING_REPORT_PATH } from '../../../contracts/api-paths';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
let recruiter: Record<string, string>;

beforeEach(async () => {
  await createStaff((await getTestDatabase()).db, { username: 'rita', role: 'RECRUITER' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
});

const report = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `${RECRUITING_REPORT_PATH}?${query}`, headers: recruiter });

describe('GET /api/reports/recruiting', () => {
  it.each([
    ['careerId=2147483648', { careerId: 'The career id must be a positive whole number.' }],
    ['clientSno=2147483648', { clientSno: 'The client number must be a positive whole number.' }],
    ['careerId=0', { careerId: 'The career id must be a positive whole number.' }],
    ['from=0000-01-01', { from: 'The first day must be from 2000-01-01 to 9999-12-31.' }],
    ['to=0000-12-31', { to: 'The last day must be from 2000-01-01 to 9999-12-31.' }],
    ['from=1999-12-31', { from: 'The first day must be from 2000-01-01 to 9999-12-31.' }],
  ])('refuses %s, naming the filter', async (query, fields) => {
    const res = await report(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
  });

  it('takes the bounds themselves', async () => {
    const res = await report('careerId=2147483647&clientSno=2147483647&from=2000-01-01&to=9999-12-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sources).toEqual([]);
  });
});
