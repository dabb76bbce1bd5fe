import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerDetailSchema, careerListSchema } from '../../contracts/careers';
import { careers } from '../../server/db/schema';
import { invalidatePublicCache } from '../../server/services/public-cache';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/careers/all', () => {
  it('lists open careers only, newest first, with the required fields and the posted date', async () => {
    const older = await insertCareer({
      title: 'HR Recruiter',
      department: 'Human Resources',
      postedAt: new Date(Date.now() - 20 * DAY),
    });
    const newer = await insertCareer({
      title: 'UI/UX Designer',
      department: 'Design',
      postedAt: new Date(Date.now() - 2 * DAY),
    });
    await insertCareer({ title: 'Visa Executive', status: 'CLOSED' });
    await insertCareer({ title: 'Paused role', status: 'ON_HOLD' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/careers/all' });
    expect(res.statusCode).toBe(200);
    const body = careerListSchema.parse(res.json());
    expect(body.map((c) => c.title)).toEqual(['UI/UX Designer', 'HR Recruiter']);
    expect(body[0]).toEqual({
      id: newer.id,
      title: 'UI/UX Designer',
      department: 'Design',
      employmentType: 'FULL_TIME',
      location: 'Hyderabad, India',
      jobId: newer.jobId,
      experience: '2–4 years',
      vacancies: 2,
      postedAt: newer.postedAt.toISOString(),
    });
    expect(body[1]?.id).toBe(older.id);
    expect(res.json()[0]).not.toHaveProperty('description');
  });

  it('trims departments', async () => {
    await insertCareer({ department: '  Sales ' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/careers/all' });
    expect(res.json()[0].department).toBe('Sales');
  });

  it('answers an empty list when nothing is open', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/careers/all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers from memory until a write invalidates it', async () => {
    const { db } = await getTestDatabase();
    const career = await insertCareer({ title: 'Cached title' });
    await ctx.app.inject({ method: 'GET', url: '/api/careers/all' });
    await db.update(careers).set({ title: 'Renamed title' }).where(eq(careers.id, career.id));
    const stale = await ctx.app.inject({ method: 'GET', url: '/api/careers/all' });
    expect(stale.json()[0].title).toBe('Cached title');
    invalidatePublicCache(db, 'careers');
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/careers/all' });
    expect(fresh.json()[0].title).toBe('Renamed title');
  });
});

describe('GET /api/careers/:id', () => {
  it('answers an open career with its description as sanitised HTML and its validity', async () => {
    const career = await insertCareer({
      description: '## About the role\n\nWrite **React**.<script>alert(1)</script>\n\n- One\n- Two',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/careers/${career.id}` });
    expect(res.statusCode).toBe(200);
    const body = careerDetailSchema.parse(res.json());
    expect(body.title).toBe(career.title);
    expect(body.descriptionHtml).toContain('<h2>About the role</h2>');
    expect(body.descriptionHtml).toContain('<strong>React</strong>');
    expect(body.descriptionHtml).toContain('<li>Two</li>');
    expect(body.descriptionHtml).not.toContain('script');
    // No closing date: advertised for 90 days from posting.
    expect(new Date(body.validThrough).getTime() - career.postedAt.getTime()).toBe(90 * DAY);
    expect(body.closingDate).toBeNull();
  });

  it('uses the closing date for validThrough when there is one', async () => {
    const career = await insertCareer({ closingDate: '2099-03-31' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/careers/${career.id}` });
    expect(res.json()).toMatchObject({ closingDate: '2099-03-31', validThrough: '2099-03-31T23:59:59.000Z' });
  });

  it('answers 410 for a closed career, naming it so the page can say what closed', async () => {
    const career = await insertCareer({ title: 'Visa Documentation Executive', status: 'CLOSED' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/careers/${career.id}` });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      error: {
        code: 'gone',
        message: `“Visa Documentation Executive” (${career.jobId}) is closed and no longer takes applications.`,
      },
      career: {
        id: career.id,
        title: 'Visa Documentation Executive',
        jobId: career.jobId,
        department: career.department,
        location: career.location,
      },
    });
  });

  it('answers 404 for an unknown career and 400 for an id that is not a number', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/careers/999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'There is no job with id 999.' } });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/careers/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBe('The job id must be a positive whole number.');
  });
});
