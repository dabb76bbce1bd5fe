// The talent pool as a recruiter uses it: words from inside real PDF and DOCX résumés find the person,
// once however many jobs they applied for, with the words shown; filters narrow; people the retention rule
// would purge do not appear; bad filters are refused with a message.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSON_MERGES_PATH } from '../../contracts/api-paths';
import {
  type TalentPoolPage,
  talentPoolPageSchema,
  talentPoolQuerySchema,
} from '../../contracts/talent-pool';
import type { Db } from '../../server/db/client';
import { demoResumePdf } from '../../server/db/demo-resume';
import { applications, people, personTags } from '../../server/db/schema';
import { createResumeReader } from '../../server/resume-text/resume-text-reader';
import { readPendingResumes } from '../../server/services/resume-texts';
import { PURGED_STATUS_CODES } from '../../server/services/retention';
import { searchTalentPool } from '../../server/services/talent-pool';
import { type ApplicationValues, insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer, multipart, validApplicant } from '../support/server/careers-fixtures';
import { docxResume } from '../support/server/resume-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp({ retentionMonths: 12 });
const reader = createResumeReader();
afterAll(() => reader.close());

const PATH = '/api/recruiter/talent-pool';
const MONTH = 31 * 24 * 60 * 60 * 1000;
let recruiter: Record<string, string>;
let db: Db;

beforeEach(async () => {
  db = (await getTestDatabase()).db;
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
});

interface Applicant extends Omit<ApplicationValues, 'fullName' | 'email'> {
  resume?: Buffer;
  /** An existing person: a second application of theirs. */
  personId?: number;
}

/** A person (new unless `personId`) with one application, its résumé in the file store as uploaded. */
async function applicant(fullName: string, email: string, { resume, personId, ...values }: Applicant) {
  let id = personId;
  if (!id) {
    const [person] = await db
      .insert(people)
      .values({ fullName, email, mobile: '+91 90000 00000' })
      .returning();
    id = person?.id;
  }
  const resumeKey = resume ? await ctx.app.storage.resumes.put(resume) : null;
  const { statusCode, ...rest } = values;
  const row = await insertApplication(
    db,
    { fullName, email, personId: id, resumeKey, ...rest, ...(statusCode ? { statusCode } : {}) },
    values.updatedAt ? { reachedAt: values.updatedAt } : {},
  );
  return { personId: id as number, applicationId: row.id };
}

const readAll = () => readPendingResumes({ db, resumes: ctx.app.storage.resumes, reader });

async function search(query: string): Promise<TalentPoolPage> {
  const res = await ctx.app.inject({ url: `${PATH}?${query}`, headers: recruiter });
  expect(res.statusCode, res.body).toBe(200);
  return talentPoolPageSchema.parse(res.json());
}
const names = (page: TalentPoolPage) => page.items.map((person) => person.fullName);

describe('the talent pool search', () => {
  it('finds a person by a word inside their PDF or DOCX résumé, and shows the words marked', async () => {
    const career = await insertCareer({ title: 'Platform Engineer' });
    await applicant('Priya Sharma', 'priya@example.com', {
      careerId: career.id,
      resume: demoResumePdf(['Priya Sharma', 'Site reliability: Kubernetes clusters and Terraform modules']),
    });
    await applicant('Ravi Kumar', 'ravi@example.com', {
      careerId: career.id,
      resume: docxResume('Ravi Kumar, data engineer: Snowflake warehouses and Airflow pipelines'),
    });
    expect(await search('q=kubernetes')).toMatchObject({ total: 0 });

    await readAll();

    const pdf = await search('q=kubernetes');
    expect(names(pdf)).toEqual(['Priya Sharma']);
    const [priya] = pdf.items;
    expect(priya?.matchedIn).toBe('resume');
    expect(priya?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['Kubernetes']);
    expect(priya?.snippet.map((part) => part.text).join('')).toContain('Kubernetes clusters and Terraform');
    expect(priya?.careers).toEqual([{ id: career.id, jobId: career.jobId, title: 'Platform Engineer' }]);

    // English stemming: "pipeline" finds "pipelines"; a phrase keeps its words together.
    expect(names(await search('q=pipeline'))).toEqual(['Ravi Kumar']);
    expect(names(await search('q=%22snowflake+warehouses%22'))).toEqual(['Ravi Kumar']);
    expect(names(await search('q=%22warehouses+snowflake%22'))).toEqual([]);
    expect(names(await search('q=cobol'))).toEqual([]);
  });

  it('finds people by what the application says (name, place, source) and lists everyone without words', async () => {
    const career = await insertCareer();
    await applicant('Meena Iyer', 'meena@example.com', {
      careerId: career.id,
      city: 'Chennai',
      state: 'Tamil Nadu',
    });
    await applicant('Arjun Rao', 'arjun@example.com', { careerId: career.id, source: 'linkedin' });
    const found = await search('q=chennai');
    expect(names(found)).toEqual(['Meena Iyer']);
    expect(found.items[0]).toMatchObject({ matchedIn: 'application', city: 'Chennai', state: 'Tamil Nadu' });
    expect(found.items[0]?.snippet.find((part) => part.match)?.text).toBe('Chennai');
    expect(names(await search('q=linkedin'))).toEqual(['Arjun Rao']);
    const everyone = await search('');
    expect(names(everyone).sort()).toEqual(['Arjun Rao', 'Meena Iyer']);
    expect(everyone.items.every((person) => person.snippet.length === 0)).toBe(true);
  });

  it('shows a person who applied twice once, with both careers and their latest status', async () => {
    const first = await insertCareer({ title: 'React Developer' });
    const second = await insertCareer({ title: 'Node Developer' });
    const { personId } = await applicant('Priya Sharma', 'priya@example.com', {
      careerId: first.id,
      appliedAt: new Date(Date.now() - 2 * MONTH),
      statusCode: 'REJECTED',
      updatedAt: new Date(Date.now() - MONTH),
      resume: demoResumePdf(['React and TypeScript']),
    });
    await applicant('Priya Sharma', 'priya@example.com', {
      personId,
      careerId: second.id,
      resume: demoResumePdf(['Node.js, TypeScript and PostgreSQL']),
    });
    await readAll();
    const found = await search('q=typescript');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      personId,
      lastStatus: { statusCode: 'APPLIED', label: 'Applied' },
      careers: [{ title: 'Node Developer' }, { title: 'React Developer' }],
    });
  });

  it('leaves out people the retention rule would purge, and keeps those with one application it keeps', async () => {
    const career = await insertCareer();
    const longAgo = new Date(Date.now() - 14 * MONTH);
    const rejectedOld = {
      careerId: career.id,
      appliedAt: new Date(longAgo.getTime() - MONTH),
      updatedAt: longAgo,
    };
    await applicant('Old Rejected', 'old@example.com', {
      ...rejectedOld,
      statusCode: 'REJECTED',
      source: 'java',
    });
    await applicant('Old Noshow', 'noshow@example.com', {
      ...rejectedOld,
      statusCode: 'NO_SHOW',
      source: 'java',
    });
    await applicant('Recent Rejected', 'recent@example.com', {
      careerId: career.id,
      appliedAt: new Date(Date.now() - 2 * MONTH),
      updatedAt: new Date(Date.now() - MONTH),
      statusCode: 'REJECTED',
      source: 'java',
    });
    const { personId } = await applicant('Came Back', 'back@example.com', {
      ...rejectedOld,
      statusCode: 'REJECTED',
      source: 'java',
    });
    await applicant('Came Back', 'back@example.com', { personId, careerId: career.id });
    await applicant('Still Applied', 'applied@example.com', {
      careerId: career.id,
      appliedAt: longAgo,
      source: 'java',
    });

    expect(names(await search('q=java')).sort()).toEqual(['Came Back', 'Recent Rejected', 'Still Applied']);
    expect(names(await search('')).sort()).toEqual(['Came Back', 'Recent Rejected', 'Still Applied']);
  });

  it('narrows by place, source, latest status, job, period and tag, each on its own and together', async () => {
    const react = await insertCareer({ title: 'React Developer' });
    const data = await insertCareer({ title: 'Data Analyst' });
    const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
    const asha = await applicant('Asha Nair', 'asha@example.com', {
      careerId: react.id,
      city: 'Hyderabad',
      state: 'Telangana',
      source: 'linkedin',
      appliedAt: day('2026-03-10'),
    });
    await applicant('Bala Das', 'bala@example.com', {
      careerId: data.id,
      city: 'Kochi',
      state: 'Kerala',
      source: 'naukri',
      appliedAt: day('2026-04-20'),
      statusCode: 'INTERVIEWING',
    });
    await db.insert(personTags).values({ personId: asha.personId, tag: 'relocating' });

    expect(names(await search('state=Telangana'))).toEqual(['Asha Nair']);
    expect(names(await search('city=kochi'))).toEqual(['Bala Das']);
    expect(names(await search('source=naukri'))).toEqual(['Bala Das']);
    expect(names(await search('status=INTERVIEWING'))).toEqual(['Bala Das']);
    expect(names(await search(`careerId=${react.id}`))).toEqual(['Asha Nair']);
    expect(names(await search('from=2026-04-01&to=2026-04-30'))).toEqual(['Bala Das']);
    // Both ends are whole days.
    expect(names(await search('from=2026-03-10&to=2026-03-10'))).toEqual(['Asha Nair']);
    expect(names(await search('tag=Relocating'))).toEqual(['Asha Nair']);
    expect(names(await search(`tag=relocating&careerId=${data.id}`))).toEqual([]);
    const tagged = await search('tag=relocating');
    expect(tagged.items[0]?.tags).toEqual(['relocating']);
  });

  it('pages the people, most relevant first', async () => {
    const career = await insertCareer();
    for (const [index, name] of ['Anil One', 'Bina Two', 'Chitra Three'].entries()) {
      const words = index === 2 ? 'Python Python Python developer' : 'Python developer, also Excel';
      await applicant(name, `p${index}@example.com`, { careerId: career.id, resume: demoResumePdf([words]) });
    }
    await readAll();
    const first = await search('q=python&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.fullName).toBe('Chitra Three');
    const second = await search('q=python&pageSize=2&page=2');
    expect(second.items).toHaveLength(1);
    expect(new Set([...names(first), ...names(second)]).size).toBe(3);
    expect(await search('q=python&pageSize=2&page=5')).toMatchObject({ total: 3, items: [] });
  });

  it('counts people found up to a bound and says more were found, still newest first', async () => {
    const career = await insertCareer({ title: 'Platform Engineer' });
    const bound = 50;
    // bound + 1 people, each with one application an hour apart: the last one is the newest.
    await db.execute(sql`with made as (
        insert into people (full_name, email, mobile)
        select 'Person ' || n, 'person' || n || '@example.com', '+91 90000 00000' from generate_series(1, ${bound + 1}) n
        returning id, full_name, email
      )
      , applied as (
        insert into applications (career_id, person_id, full_name, email, mobile, consent_at, applied_at)
        select ${career.id}, id, full_name, email, '+91 90000 00000', now(),
          now() - (${bound + 2} - substring(full_name from 8)::int) * interval '1 hour' from made
        returning id, applied_at
      )
      insert into application_status_history (application_id, from_status, to_status, changed_at)
      select id, null, 'APPLIED', applied_at from applied`);
    const find = (query: Record<string, unknown>) =>
      searchTalentPool(db, talentPoolQuerySchema.parse(query), { retentionMonths: 12 }, bound);
    const everyone = await find({ pageSize: 3 });
    expect(everyone).toMatchObject({ total: bound, totalIsLowerBound: true });
    expect(names(everyone)).toEqual(['Person 51', 'Person 50', 'Person 49']);
    // Words every one of them has: the newest first, ranked alike.
    expect(names(await find({ q: 'person', pageSize: 2, page: 2 }))).toEqual(['Person 49', 'Person 48']);
    const narrowed = await find({ q: 'Person 49' });
    expect(narrowed).toMatchObject({ total: 1, totalIsLowerBound: false });
    expect(names(narrowed)).toEqual(['Person 49']);
    // Through the API the bound is the product's: everyone here is counted.
    expect(await search('pageSize=1')).toMatchObject({ total: bound + 1, totalIsLowerBound: false });
  });

  it('gathers applications under the person a record was merged into', async () => {
    const career = await insertCareer();
    const kept = await applicant('Priya Sharma', 'priya@example.com', { careerId: career.id });
    const merged = await applicant('Priya S', 'priya.s@example.com', {
      careerId: career.id,
      resume: demoResumePdf(['Golang microservices']),
    });
    await db.update(people).set({ mergedIntoId: kept.personId }).where(eq(people.id, merged.personId));
    await readAll();
    const found = await search('q=golang');
    expect(found.items.map((person) => person.personId)).toEqual([kept.personId]);
    expect(found.items[0]?.fullName).toBe('Priya Sharma');
    expect((await search('')).total).toBe(1);
  });

  it('shows a résumé’s markup as text: the snippet is plain pieces, never HTML', async () => {
    const career = await insertCareer();
    await applicant('Hacker Person', 'h@example.com', {
      careerId: career.id,
      resume: docxResume('Rust &lt;b onclick=alert(1)&gt;systems&lt;/b&gt; programmer'),
    });
    await readAll();
    const [person] = (await search('q=rust')).items;
    const text = person?.snippet.map((part) => part.text).join('') ?? '';
    // The file's own markup arrives as characters (the page shows them as text), only the words are marked.
    expect(text).toContain('Rust <b onclick=alert(1)>systems');
    expect(person?.snippet.filter((part) => part.match)).toEqual([{ text: 'Rust', match: true }]);
  });

  it('refuses bad filters with a message for each, and is for those who recruit only', async () => {
    const res = await ctx.app.inject({
      url: `${PATH}?careerId=abc&status=rejected&pageSize=500`,
      headers: recruiter,
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields).toMatchObject({
      careerId: 'The career id must be a positive whole number.',
      status: 'Choose a status from the list, or leave the filter out.',
      pageSize: 'The page size must be a whole number from 1 to 100.',
    });
    const period = await ctx.app.inject({ url: `${PATH}?from=2026-05-01&to=2026-04-01`, headers: recruiter });
    expect(period.json().error.fields).toEqual({ to: 'The period cannot end before it starts.' });
    expect((await ctx.app.inject({ url: `${PATH}?from=1999-12-31`, headers: recruiter })).statusCode).toBe(
      400,
    );
    expect(
      (await ctx.app.inject({ url: `${PATH}?q=${'x'.repeat(101)}`, headers: recruiter })).statusCode,
    ).toBe(400);

    expect((await ctx.app.inject({ url: PATH })).statusCode).toBe(401);
    await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
    const employee = bearer(await injectSignIn(ctx.app, 'emma'));
    expect((await ctx.app.inject({ url: PATH, headers: employee })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `${PATH}/options`, headers: employee })).statusCode).toBe(403);
  });

  it('offers the filters’ choices: careers, statuses, and the states, sources and tags in use', async () => {
    const career = await insertCareer({ title: 'React Developer' });
    const { personId } = await applicant('Asha Nair', 'asha@example.com', {
      careerId: career.id,
      state: 'Telangana',
      city: 'Hyderabad',
      source: 'linkedin',
    });
    await db.insert(personTags).values({ personId, tag: 'java' });
    const res = await ctx.app.inject({ url: `${PATH}/options`, headers: recruiter });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      careers: [{ id: career.id, title: 'React Developer' }],
      states: ['Telangana'],
      sources: ['linkedin'],
      tags: ['java'],
    });
    expect(res.json().statuses[0]).toEqual({ statusCode: 'APPLIED', label: 'Applied' });
    expect(await db.select().from(applications)).toHaveLength(1);
  });
});

describe('the summary the database keeps for the search (person_search, migration 0020)', () => {
  let admin: Record<string, string>;
  beforeEach(async () => {
    await createStaff(db, { username: 'ada', role: 'ADMIN' });
    admin = bearer(await injectSignIn(ctx.app, 'ada'));
  });

  const summaryRows = async () =>
    (
      (await db.execute(sql`select person_id, application_ids, career_ids, facets, status_code, city, state,
        first_applied_at, last_applied_at, retention_anchor, resume_document::text as resume_document,
        fields_document::text as fields_document
      from person_search order by person_id`)) as unknown as { rows: unknown[] }
    ).rows;

  /** What the triggers kept is what a computation from scratch gives. */
  async function expectSummaryFresh() {
    const kept = await summaryRows();
    await db.execute(sql`select refresh_person_search(array(select id from people))`);
    expect(kept).toEqual(await summaryRows());
    return kept;
  }

  async function applyOnline(careerId: number, fields: Partial<typeof validApplicant> = {}) {
    const body = await multipart(
      { ...validApplicant, ...fields },
      {
        name: 'cv.pdf',
        content: demoResumePdf(['Payroll and onboarding specialist']),
        type: 'application/pdf',
      },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/careers/${careerId}/applications`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db.select().from(applications).orderBy(sql`${applications.id} desc`).limit(1);
    if (!row?.personId) throw new Error('the application has no person');
    return row;
  }

  it('says which statuses the purge takes as the retention rule does', async () => {
    const { rows } = (await db.execute(sql`select talent_pool_purged_statuses() as codes`)) as unknown as {
      rows: { codes: string[] }[];
    };
    expect(rows[0]?.codes).toEqual(PURGED_STATUS_CODES);
  });

  it('takes in a new application, under the person it matched, and its résumé once read', async () => {
    const first = await insertCareer({ title: 'Payroll Specialist' });
    const second = await insertCareer({ title: 'HR Generalist' });
    const one = await applyOnline(first.id);
    expect(names(await search('q=priya'))).toEqual(['Priya Sharma']);
    expect(await search('q=payroll')).toMatchObject({ total: 0 });
    const two = await applyOnline(second.id, { city: 'Warangal' });
    expect(two.personId).toBe(one.personId);
    await readAll();
    const found = await search('q=onboarding');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      personId: one.personId,
      city: 'Warangal',
      matchedIn: 'resume',
      careers: [{ title: 'HR Generalist' }, { title: 'Payroll Specialist' }],
    });
    expect(names(await search(`city=hyderabad&careerId=${first.id}`))).toEqual(['Priya Sharma']);
    // One application must be both: Hyderabad was the first career's, Warangal the second's.
    expect(names(await search(`city=warangal&careerId=${first.id}`))).toEqual([]);
    expect(await expectSummaryFresh()).toHaveLength(1);
  });

  it('follows a status move on the board', async () => {
    const career = await insertCareer();
    const row = await applyOnline(career.id);
    expect(names(await search('status=APPLIED'))).toEqual(['Priya Sharma']);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/recruiter/job-management/applications/${row.id}/move?toStatusCode=PROFILE_SCREENED`,
      headers: recruiter,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(names(await search('status=APPLIED'))).toEqual([]);
    const found = await search('status=PROFILE_SCREENED');
    expect(found.items[0]?.lastStatus.statusCode).toBe('PROFILE_SCREENED');
    await expectSummaryFresh();
  });

  it('follows a merge and its undo', async () => {
    const career = await insertCareer();
    const kept = await applicant('Priya Sharma', 'priya@example.com', { careerId: career.id, city: 'Pune' });
    const merged = await applicant('Priya S', 'priya.s@example.com', {
      careerId: career.id,
      city: 'Kochi',
      resume: demoResumePdf(['Golang microservices']),
    });
    await readAll();
    expect((await search('q=golang')).items.map((person) => person.personId)).toEqual([merged.personId]);

    const res = await ctx.app.inject({
      method: 'POST',
      url: PERSON_MERGES_PATH,
      headers: recruiter,
      payload: { keptPersonId: kept.personId, mergedPersonId: merged.personId },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await search('q=golang')).items.map((person) => person.personId)).toEqual([kept.personId]);
    expect(names(await search('city=kochi'))).toEqual(['Priya Sharma']);
    expect((await search('')).total).toBe(1);
    expect(await expectSummaryFresh()).toHaveLength(1);

    const undone = await ctx.app.inject({
      method: 'POST',
      url: `${PERSON_MERGES_PATH}/${res.json().merge.id}/undo`,
      headers: recruiter,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await search('q=golang')).items.map((person) => person.personId)).toEqual([merged.personId]);
    expect(names(await search('city=kochi'))).toEqual(['Priya S']);
    expect((await search('')).total).toBe(2);
    expect(await expectSummaryFresh()).toHaveLength(2);
  });

  it('lets an erased application go, and the person with their last one', async () => {
    const career = await insertCareer();
    const other = await insertCareer();
    const first = await applyOnline(career.id);
    const second = await applyOnline(other.id, { city: 'Warangal' });
    await readAll();
    const erase = (id: number) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/applications/${id}`, headers: admin });

    expect((await erase(second.id)).statusCode).toBe(200);
    const left = await search('q=priya');
    expect(left.items[0]).toMatchObject({ city: 'Hyderabad', careers: [{ id: career.id }] });
    expect(names(await search('city=warangal'))).toEqual([]);
    await expectSummaryFresh();

    expect((await erase(first.id)).statusCode).toBe(200);
    expect(await search('q=priya')).toMatchObject({ total: 0 });
    expect(await search('')).toMatchObject({ total: 0 });
    expect(await expectSummaryFresh()).toEqual([]);
  });
});
