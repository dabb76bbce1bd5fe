// Scorecards (docs/decisions/0058): only an interview's interviewers write their own, once it has taken
// place, and a submitted one is final; an interviewer sees the others' only after submitting (no anchoring);
// admins and recruiters see every submitted one; drafts stay with their author; admins keep the criteria.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORECARD_CRITERIA,
  interviewScorecardsSchema,
  SCORECARD_TEXTS,
  scorecardListSchema,
} from '../../contracts/scorecards';
import { scorecards } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { insertInterview } from '../support/server/scorecard-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const PATH = '/api/recruiter/scorecards';
const TEMPLATES = '/api/admin/scorecard-templates';
const HOUR = 60 * 60 * 1000;
let as: Record<'rita' | 'adam' | 'emma' | 'omar' | 'nina', Record<string, string>>;
let ids: Record<'emma' | 'omar', number>;
let careerId: number;
let applicationId: number;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'adam', role: 'ADMIN' });
  const emma = await createStaff(db, { username: 'emma', role: 'EMPLOYEE', displayName: 'Emma Engineer' });
  const omar = await createStaff(db, { username: 'omar', role: 'EMPLOYEE', displayName: 'Omar Owner' });
  await createStaff(db, { username: 'nina', role: 'EMPLOYEE' });
  ids = { emma: emma.id, omar: omar.id };
  as = {
    rita: bearer(await injectSignIn(ctx.app, 'rita')),
    adam: bearer(await injectSignIn(ctx.app, 'adam')),
    emma: bearer(await injectSignIn(ctx.app, 'emma')),
    omar: bearer(await injectSignIn(ctx.app, 'omar')),
    nina: bearer(await injectSignIn(ctx.app, 'nina')),
  };
  careerId = (await insertCareer({ title: 'Payroll Specialist' })).id;
  applicationId = (
    await insertApplication(db, { careerId, statusCode: 'INTERVIEWING', fullName: 'Priya Sharma' })
  ).id;
});

const heldInterview = async (options: Partial<Parameters<typeof insertInterview>[1]> = {}) => {
  const { db } = await getTestDatabase();
  return insertInterview(db, { applicationId, interviewerIds: [ids.emma, ids.omar], ...options });
};

const fullCard = (recommendation = 'yes', submit = true) => ({
  ratings: DEFAULT_SCORECARD_CRITERIA.map((criterion, i) => ({ criterion, rating: (i % 5) + 1 })),
  recommendation,
  notes: 'Knows payroll law well.',
  submit,
});

const put = (interviewId: number, who: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `${PATH}/${interviewId}`, headers: who, payload: payload as object });
const page = async (interviewId: number, who: Record<string, string>) => {
  const res = await ctx.app.inject({ url: `${PATH}/${interviewId}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return interviewScorecardsSchema.parse(res.json());
};
const list = async (who: Record<string, string>, query = `applicationId=${applicationId}`) => {
  const res = await ctx.app.inject({ url: `${PATH}?${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return scorecardListSchema.parse(res.json()).scorecards;
};
const storedCards = async () => (await getTestDatabase()).db.select().from(scorecards);

describe('writing a scorecard', () => {
  it('saves a partial draft, then submits it once; a submitted one cannot be changed', async () => {
    const interviewId = await heldInterview();
    const draft = await put(interviewId, as.emma, { ratings: [{ criterion: 'Communication', rating: 3 }] });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().mine).toMatchObject({
      submittedAt: null,
      ratings: [{ criterion: 'Communication', rating: 3 }],
    });
    expect(draft.json().cannotWrite).toBeNull();
    const submitted = await put(interviewId, as.emma, fullCard());
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().mine.submittedAt).not.toBeNull();
    expect(submitted.json().cannotWrite).toBe(SCORECARD_TEXTS.alreadySubmitted);
    const again = await put(interviewId, as.emma, fullCard('no'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SCORECARD_TEXTS.alreadySubmitted);
    expect((await storedCards()).map((c) => c.recommendation)).toEqual(['yes']);
  });

  it('refuses to submit with a criterion unrated or no recommendation, saying which, and saves nothing', async () => {
    const interviewId = await heldInterview();
    const card = fullCard();
    const res = await put(interviewId, as.emma, {
      ...card,
      ratings: card.ratings.slice(1),
      recommendation: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      ratings: SCORECARD_TEXTS.ratingMissing(['Role skills']),
      recommendation: SCORECARD_TEXTS.recommendationMissing,
    });
    const unknown = await put(interviewId, as.emma, { ratings: [{ criterion: 'Juggling', rating: 5 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(SCORECARD_TEXTS.ratingUnknownCriterion('Juggling'));
    const badRating = await put(interviewId, as.emma, {
      ratings: [{ criterion: 'Communication', rating: 6 }],
    });
    expect(badRating.statusCode).toBe(400);
    expect(JSON.stringify(badRating.json().error.fields)).toContain(SCORECARD_TEXTS.rating);
    const longNotes = await put(interviewId, as.emma, { notes: 'x'.repeat(5001) });
    expect(longNotes.json().error.fields.notes).toBe(SCORECARD_TEXTS.notesTooLong);
    expect(await storedCards()).toEqual([]);
  });

  it('is only for the interview’s own interviewers, once it has taken place', async () => {
    const interviewId = await heldInterview();
    for (const who of [as.nina, as.rita, as.adam]) {
      const res = await put(interviewId, who, fullCard());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(SCORECARD_TEXTS.notInterviewer);
    }
    const future = await heldInterview({ state: 'booked', startsAt: new Date(Date.now() + 3 * HOUR) });
    const early = await put(future, as.emma, fullCard());
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(SCORECARD_TEXTS.notHeldYet);
    expect((await page(future, as.emma)).cannotWrite).toBe(SCORECARD_TEXTS.notHeldYet);
    for (const state of ['proposed', 'cancelled', 'no_show'] as const) {
      const other = await heldInterview({ state, startsAt: new Date(Date.now() - 3 * HOUR) });
      expect((await put(other, as.emma, fullCard())).statusCode, state).toBe(409);
    }
    // Booked and its time passed: interviewers may write before anyone marks it held.
    const past = await heldInterview({ state: 'booked', startsAt: new Date(Date.now() - HOUR) });
    expect((await put(past, as.emma, fullCard())).statusCode).toBe(200);
    expect(await storedCards()).toHaveLength(1);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `${PATH}/999999`, headers: as.emma, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: `${PATH}/${past}`, payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('reading scorecards', () => {
  it('hides the others’ from an interviewer until their own is submitted (no anchoring)', async () => {
    const interviewId = await heldInterview();
    await put(interviewId, as.omar, fullCard('strong_yes'));
    const before = await page(interviewId, as.emma);
    expect(before.others).toMatchObject([
      { interviewerName: 'Omar Owner', hidden: true, ratings: [], recommendation: null, notes: '' },
    ]);
    expect(JSON.stringify(await list(as.emma))).not.toContain('Knows payroll');
    // Emma's own draft is hers alone.
    await put(interviewId, as.emma, { notes: 'Half-way thoughts' });
    expect(JSON.stringify(await list(as.omar))).not.toContain('Half-way');
    expect(JSON.stringify(await list(as.rita))).not.toContain('Half-way');
    await put(interviewId, as.emma, fullCard('no'));
    const after = await page(interviewId, as.emma);
    expect(after.others).toMatchObject([
      { interviewerName: 'Omar Owner', hidden: false, recommendation: 'strong_yes' },
    ]);
  });

  it('shows admins and recruiters every submitted one, by application or person; other employees none', async () => {
    const interviewId = await heldInterview();
    await put(interviewId, as.omar, fullCard('strong_yes'));
    await put(interviewId, as.emma, { notes: 'draft' });
    for (const who of [as.rita, as.adam]) {
      expect((await list(who)).map((c) => [c.interviewerName, c.recommendation, c.hidden])).toEqual([
        ['Omar Owner', 'strong_yes', false],
      ]);
      expect((await page(interviewId, who)).others).toHaveLength(1);
    }
    const { db } = await getTestDatabase();
    const person = await db.query.applications.findFirst({ where: (a, { eq }) => eq(a.id, applicationId) });
    if (person?.personId) expect(await list(as.rita, `personId=${person.personId}`)).toHaveLength(1);
    expect(await list(as.nina)).toEqual([]);
    const refused = await ctx.app.inject({ url: `${PATH}/${interviewId}`, headers: as.nina });
    expect(refused.statusCode).toBe(403);
    const neither = await ctx.app.inject({ url: PATH, headers: as.rita });
    expect(neither.statusCode).toBe(400);
  });
});

describe('scorecard templates', () => {
  it('gives the defaults until an admin saves the career’s own, which the scorecards then use', async () => {
    const url = `${TEMPLATES}/${careerId}`;
    expect((await ctx.app.inject({ url, headers: as.adam })).json()).toEqual({
      careerId,
      criteria: [...DEFAULT_SCORECARD_CRITERIA],
      isDefault: true,
    });
    const criteria = ['Payroll law', 'Excel', 'Client manner'];
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: as.adam, payload: { criteria } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ careerId, criteria, isDefault: false });
    const interviewId = await heldInterview();
    expect((await page(interviewId, as.emma)).criteria).toEqual(criteria);
  });

  it('refuses bad criteria with a clear message, non-admins with 403, and an unknown career with 404', async () => {
    const url = `${TEMPLATES}/${careerId}`;
    const cases: [unknown, string][] = [
      [[], 'Please give at least one criterion.'],
      [Array.from({ length: 11 }, (_, i) => `C${i}`), 'Please give at most 10 criteria.'],
      [['Excel', 'excel'], 'The same criterion is given twice.'],
      [['  '], 'A criterion cannot be empty.'],
      [['x'.repeat(81)], 'Please keep each criterion under 80 characters.'],
    ];
    for (const [criteria, message] of cases) {
      const res = await ctx.app.inject({ method: 'PUT', url, headers: as.adam, payload: { criteria } });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
    }
    expect((await ctx.app.inject({ url, headers: as.adam })).json().isDefault).toBe(true);
    for (const who of [as.rita, as.emma]) {
      expect((await ctx.app.inject({ url, headers: who })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: `${TEMPLATES}/999999`, headers: as.adam })).statusCode).toBe(404);
  });
});
