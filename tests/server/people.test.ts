// People behind applications (docs/decisions/0047): applying matches the person, the person page's read, a
// merge and its undo (recorded, audit-logged with ids and counts only), tags, and the person going with the
// last of their applications.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PEOPLE_PATH, PERSON_MERGES_PATH } from '../../contracts/api-paths';
import { PERSON_MERGE_REFUSALS, personMergeResultSchema, personSchema } from '../../contracts/people';
import { applications, auditLog, people, personMerges } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { purgeExpiredApplicants } from '../../server/services/retention';
import { createDatabaseStorage } from '../../server/storage/database-storage';
import { advanceApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../support/server/careers-fixtures';
import { pdfResume } from '../support/server/resume-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp({ retentionMonths: 6 });
let recruiter: Record<string, string>;
let admin: Record<string, string>;

beforeEach(async () => {
  await forgetCachedCareers();
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'ada', role: 'ADMIN', displayName: 'Ada Admin' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  admin = bearer(await injectSignIn(ctx.app, 'ada'));
});

/** Applies through the careers page as a visitor; answers the new application's row. */
async function apply(careerId: number, fields: Partial<typeof validApplicant> = {}) {
  const body = await multipart(
    { ...validApplicant, ...fields },
    { name: 'cv.pdf', content: pdfResume(), type: 'application/pdf' },
  );
  const res = await ctx.app.inject({ method: 'POST', url: `/api/careers/${careerId}/applications`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  const { db } = await getTestDatabase();
  const [row] = await db
    .select()
    .from(applications)
    .orderBy(applications.id)
    .limit(1)
    .offset((await db.$count(applications)) - 1);
  if (!row) throw new Error('no application written');
  return row;
}

const getPerson = (id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `${PEOPLE_PATH}/${id}`, headers: recruiter });

async function person(id: number) {
  const res = await getPerson(id);
  expect(res.statusCode, res.body).toBe(200);
  return personSchema.parse(res.json());
}

const merge = (keptPersonId: number, mergedPersonId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: PERSON_MERGES_PATH,
    headers: recruiter,
    payload: { keptPersonId, mergedPersonId },
  });

const undo = (mergeId: number) =>
  ctx.app.inject({ method: 'POST', url: `${PERSON_MERGES_PATH}/${mergeId}/undo`, headers: recruiter });

const personIdOf = async (applicationId: number) => {
  const { db } = await getTestDatabase();
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  return row?.personId ?? null;
};

describe('applying', () => {
  it('gathers one person’s applications to two careers (e-mail in any case, or the mobile) on one record', async () => {
    const design = await insertCareer({ title: 'UI Designer' });
    const hr = await insertCareer({ title: 'HR Recruiter' });
    const sales = await insertCareer({ title: 'Sales Executive' });
    const first = await apply(design.id);
    const second = await apply(hr.id, { email: 'PRIYA.Sharma@Example.com' });
    const third = await apply(sales.id, { email: 'priya.new@example.com', fullName: 'Priya S. Sharma' });
    const stranger = await apply(sales.id, {
      email: 'arjun@example.com',
      mobile: '+91 91234 56789',
      fullName: 'Arjun Rao',
    });

    const id = await personIdOf(first.id);
    expect(id).not.toBeNull();
    expect([await personIdOf(second.id), await personIdOf(third.id)]).toEqual([id, id]);
    expect(await personIdOf(stranger.id)).not.toBe(id);

    const record = await person(id ?? 0);
    // The newest application names the person.
    expect(record).toMatchObject({ fullName: 'Priya S. Sharma', email: 'priya.new@example.com', tags: [] });
    expect(record.applications.map((a) => [a.career.title, a.status.label])).toEqual([
      ['Sales Executive', 'Applied'],
      ['HR Recruiter', 'Applied'],
      ['UI Designer', 'Applied'],
    ]);
    const [latest] = record.applications;
    expect(latest?.history.map((h) => h.toStatus)).toEqual(['APPLIED']);
    expect(latest?.resume).toEqual({ filename: 'cv.pdf', size: expect.any(Number) });
    expect(latest?.mails.map((m) => m.kind)).toEqual(['application-confirmation']);
    expect(record.consentAt).toBe(latest?.consentAt);
    // Nothing of theirs is rejected: nothing is due for the purge.
    expect(record.retention).toEqual({ months: 6, purgeFrom: null });
  });

  it('puts a new application of a merged person on the record that survives', async () => {
    const career = await insertCareer();
    const a = await apply(career.id);
    const b = await apply(career.id, { email: 'p.sharma@work.example', mobile: '+91 90000 11111' });
    const [kept, gone] = [await personIdOf(a.id), await personIdOf(b.id)];
    expect((await merge(kept ?? 0, gone ?? 0)).statusCode).toBe(201);
    const other = await insertCareer({ title: 'Content Writer' });
    const c = await apply(other.id, { email: 'p.sharma@work.example', mobile: '+91 90000 11111' });
    expect(await personIdOf(c.id)).toBe(kept);
  });
});

describe('the person page’s read', () => {
  it('answers 404 for an unknown person and 400 for an id that is not one', async () => {
    const unknown = await getPerson(424242);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('There is no person with id 424242.');
    expect((await getPerson('abc')).statusCode).toBe(400);
  });

  it('says when a rejected applicant’s record is purged: six months after their last change', async () => {
    const career = await insertCareer();
    const row = await apply(career.id);
    const { db } = await getTestDatabase();
    const rejectedAt = new Date('2027-01-31T10:00:00Z');
    await advanceApplication(db, row.id, 'REJECTED', { reachedAt: rejectedAt });
    const record = await person((await personIdOf(row.id)) ?? 0);
    expect(record.applications[0]?.purgeFrom).toBe('2027-07-31T10:00:00.000Z');
    expect(record.retention.purgeFrom).toBe('2027-07-31T10:00:00.000Z');
  });
});

describe('merging two people', () => {
  async function twoPeople() {
    const design = await insertCareer({ title: 'UI Designer' });
    const hr = await insertCareer({ title: 'HR Recruiter' });
    const a = await apply(design.id);
    const b = await apply(hr.id, {
      fullName: 'Priya Sharma',
      email: 'priya@home.example',
      mobile: '+91 90000 22222',
    });
    return { a, b, kept: (await personIdOf(a.id)) ?? 0, merged: (await personIdOf(b.id)) ?? 0 };
  }

  it('moves the applications, records it, and undoes exactly that', async () => {
    const { a, b, kept, merged } = await twoPeople();
    const done = await merge(kept, merged);
    expect(done.statusCode, done.body).toBe(201);
    const result = personMergeResultSchema.parse(done.json());
    expect(result.merge).toMatchObject({
      keptPersonId: kept,
      mergedPerson: { id: merged, email: 'priya@home.example' },
      applicationIds: [b.id],
      mergedBy: 'Rita Recruiter',
      undoneAt: null,
    });
    expect(result.person.applications.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(result.person.merges.map((m) => m.id)).toEqual([result.merge.id]);
    expect((await person(merged)).mergedInto).toEqual({ id: kept, fullName: expect.any(String) });

    const undone = await undo(result.merge.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(personMergeResultSchema.parse(undone.json()).person.applications.map((x) => x.id)).toEqual([a.id]);
    expect(await personIdOf(b.id)).toBe(merged);
    expect((await person(merged)).mergedInto).toBeNull();
    expect((await person(kept)).merges).toEqual([]);

    const again = await undo(result.merge.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PERSON_MERGE_REFUSALS.alreadyUndone);

    // The audit log names both by id and counts what moved: no names, no addresses.
    const { db } = await getTestDatabase();
    const rows = await db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.actorName, row.details])).toEqual([
      [
        'person-merge',
        'rita',
        { mergeId: result.merge.id, keptPersonId: kept, mergedPersonId: merged, applications: 1 },
      ],
      [
        'person-unmerge',
        'rita',
        { mergeId: result.merge.id, keptPersonId: kept, mergedPersonId: merged, applications: 1 },
      ],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/priya|sharma/i);
  });

  it('refuses an undo that a later merge depends on, until that one is undone', async () => {
    const { kept, merged } = await twoPeople();
    const third = await apply((await insertCareer({ title: 'Sales Executive' })).id, {
      fullName: 'P. Sharma',
      email: 'ps@third.example',
      mobile: '+91 90000 33333',
    });
    const thirdId = (await personIdOf(third.id)) ?? 0;
    const first = personMergeResultSchema.parse((await merge(kept, merged)).json()).merge;
    const later = personMergeResultSchema.parse((await merge(thirdId, kept)).json());
    expect(later.person.applications).toHaveLength(3);

    const refused = await undo(first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PERSON_MERGE_REFUSALS.laterMerge('P. Sharma'));
    expect((await undo(later.merge.id)).statusCode).toBe(200);
    expect((await undo(first.id)).statusCode).toBe(200);
    expect((await person(merged)).applications).toHaveLength(1);
    expect((await person(kept)).applications).toHaveLength(1);
    expect((await person(thirdId)).applications).toHaveLength(1);
  });

  it('refuses a record merged already, itself, unknown people and a body that is not one', async () => {
    const { kept, merged } = await twoPeople();
    expect((await merge(kept, merged)).statusCode).toBe(201);
    const twice = await merge(kept, merged);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toMatch(/already been merged into another record/);
    const self = await merge(kept, kept);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields).toEqual({
      mergedPersonId: 'Choose another person: a record cannot be merged with itself.',
    });
    expect((await merge(kept, 99999)).statusCode).toBe(404);
    expect((await undo(99999)).statusCode).toBe(404);
    const extra = await ctx.app.inject({
      method: 'POST',
      url: PERSON_MERGES_PATH,
      headers: recruiter,
      payload: { keptPersonId: kept, mergedPersonId: merged, note: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('finds people to merge with by name, e-mail or mobile, never the person asking or a merged record', async () => {
    const { kept, merged } = await twoPeople();
    const look = (q: string, exclude?: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `${PEOPLE_PATH}/lookup`,
        headers: recruiter,
        query: { q, ...(exclude ? { exclude: String(exclude) } : {}) },
      });
    expect((await look('priya sharma', kept)).json().map((p: { id: number }) => p.id)).toEqual([merged]);
    expect((await look('home.example')).json()).toMatchObject([{ id: merged, applications: 1 }]);
    expect((await look('9000022222')).json().map((p: { id: number }) => p.id)).toEqual([merged]);
    await merge(kept, merged);
    // The merged record is no longer offered; the kept one keeps its own name and contacts.
    expect((await look('home.example')).json()).toEqual([]);
    const short = await look('p');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.q).toBe('Type at least two characters of a name, e-mail or mobile.');
  });
});

describe('tags', () => {
  it('adds tags lower-cased once each, removes them, and refuses bad ones and unknown people', async () => {
    const row = await apply((await insertCareer()).id);
    const id = (await personIdOf(row.id)) ?? 0;
    const add = (tag: unknown, personId = id) =>
      ctx.app.inject({
        method: 'POST',
        url: `${PEOPLE_PATH}/${personId}/tags`,
        headers: recruiter,
        payload: { tag },
      });
    expect((await add('  Java ')).json()).toEqual(['java']);
    expect((await add('java')).json()).toEqual(['java']);
    expect((await add('Relocating  to UK')).json()).toEqual(['java', 'relocating to uk']);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${PEOPLE_PATH}/${id}/tags/${encodeURIComponent('Relocating to UK')}`,
      headers: recruiter,
    });
    expect(removed.json()).toEqual(['java']);
    expect((await person(id)).tags).toEqual(['java']);
    const bad = await add('<b>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.tag).toMatch(/A tag is 1 to 40 letters/);
    expect((await add('java', 99999)).statusCode).toBe(404);
  });
});

describe('the person goes with the last of their applications', () => {
  it('after an erasure, with a record merged into them', async () => {
    const a = await apply((await insertCareer()).id);
    const b = await apply((await insertCareer({ title: 'HR Recruiter' })).id, {
      email: 'other@example.com',
      mobile: '+91 90000 44444',
    });
    const [kept, merged] = [(await personIdOf(a.id)) ?? 0, (await personIdOf(b.id)) ?? 0];
    await merge(kept, merged);
    const erase = (id: number) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/admin/applications/${id}`, headers: admin });
    expect((await erase(a.id)).statusCode).toBe(200);
    // The merged record's application is still here: both stay, the kept one named after it.
    expect((await person(kept)).email).toBe('other@example.com');
    expect((await erase(b.id)).statusCode).toBe(200);
    expect((await getPerson(kept)).statusCode).toBe(404);
    expect((await getPerson(merged)).statusCode).toBe(404);
    const { db } = await getTestDatabase();
    expect(await db.select().from(people)).toEqual([]);
    expect(await db.select().from(personMerges)).toEqual([]);
  });

  it('after the retention purge, while someone with another application stays', async () => {
    const career = await insertCareer();
    const gone = await apply(career.id, { email: 'gone@example.com', mobile: '+91 90000 55555' });
    const stays = await apply(career.id);
    const { db } = await getTestDatabase();
    await advanceApplication(db, gone.id, 'REJECTED');
    await advanceApplication(db, stays.id, 'REJECTED');
    const staysAgain = await apply((await insertCareer({ title: 'HR Recruiter' })).id);
    const storage = createDatabaseStorage(db, 'resumes');
    await purgeExpiredApplicants(db, storage, {
      retentionMonths: 6,
      now: new Date(Date.now() + 200 * 86_400_000),
    });
    expect((await db.select({ email: people.email }).from(people)).map((p) => p.email)).toEqual([
      'priya.sharma@example.com',
    ]);
    expect((await person((await personIdOf(staysAgain.id)) ?? 0)).applications).toHaveLength(1);
  });
});

describe('the demo data', () => {
  it('has one person who applied to two careers', async () => {
    const { db } = await getTestDatabase();
    await seedDemo(db, { password: 'Demo-Pass-1', resumes: createDatabaseStorage(db, 'resumes') });
    const rows = await db.select().from(applications);
    expect(rows.every((row) => row.personId !== null)).toBe(true);
    const byPerson = new Map<number | null, typeof rows>();
    for (const row of rows) byPerson.set(row.personId, [...(byPerson.get(row.personId) ?? []), row]);
    const twice = [...byPerson.values()].filter((list) => list.length > 1);
    expect(twice).toHaveLength(1);
    expect(new Set(twice[0]?.map((row) => row.careerId)).size).toBe(2);
  });
});
