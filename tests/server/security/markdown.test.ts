// Hostile markdown from staff accounts: what cannot be shown is refused as a field error and never saved,
// nothing a page reads is rendered on the request, and no text holds the event loop (docs/decisions/0011).
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BlogFormInput } from '../../../contracts/admin-blogs';
import type { CareerFormInput } from '../../../contracts/admin-careers';
import { MARKDOWN_NESTING_MAX } from '../../../contracts/admin-markdown';
import { blogs, careers } from '../../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { insertCareer, multipart, validApplicant } from '../../support/server/careers-fixtures';
import { pdfResume } from '../../support/server/resume-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
let employee: Record<string, string>;
let recruiter: Record<string, string>;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  employee = bearer(await injectSignIn(ctx.app, 'emma'));
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
});

const post = (body: string): BlogFormInput => ({
  title: 'Deeply nested thoughts',
  slug: '',
  excerpt: 'An excerpt long enough for the list and for search results.',
  body,
  coverImage: '',
  coverAlt: '',
  tags: [],
  metaTitle: '',
  metaDescription: '',
});

const job = (description: string): CareerFormInput => ({
  title: 'Payroll Executive',
  department: 'HR Services',
  employmentType: 'FULL_TIME',
  location: 'Hyderabad, India',
  experience: '1–3 years',
  vacancies: 1,
  description,
  clientSno: null,
  closingDate: null,
});

const deepQuotes = `${'>'.repeat(1800)} the bottom of the well, ${'padding '.repeat(10)}`;
const deepLists = Array.from({ length: 40 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join(
  '\n',
);
const pathologicalEmphasis = '_a'.repeat(25_000);

async function rowCounts() {
  const { db } = await getTestDatabase();
  const [posts, jobs] = await Promise.all([db.select().from(blogs), db.select().from(careers)]);
  return { posts: posts.length, jobs: jobs.length };
}

describe('markdown nested beyond any page', () => {
  it.each([
    ['quotes', deepQuotes],
    ['lists', deepLists],
  ])(
    'refuses a post of deeply nested %s from an employee, on its field, saving nothing',
    async (_kind, body) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/blogs',
        headers: employee,
        payload: post(body),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.body).toBe(
        `Please nest quotes and lists at most ${MARKDOWN_NESTING_MAX} levels deep.`,
      );
      expect(await rowCounts()).toEqual({ posts: 0, jobs: 0 });
    },
  );

  it('refuses such a job description from a recruiter, and the job page and applying keep working', async () => {
    const career = await insertCareer();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/careers/${career.id}`,
      headers: recruiter,
      payload: job(deepQuotes),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.description).toMatch(/levels deep/);

    expect((await ctx.app.inject({ url: `/api/careers/${career.id}` })).statusCode).toBe(200);
    const body = await multipart(validApplicant, {
      name: 'cv.pdf',
      content: pdfResume(),
      type: 'application/pdf',
    });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/careers/${career.id}/applications`,
      ...body,
    });
    expect(applied.statusCode).toBe(201);
  });

  it('keeps nesting a real text uses', async () => {
    const body =
      '> A quote\n>\n> > and a reply to it\n\n- one\n  - two\n    - three\n\n```\n            deeply indented code\n```';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: employee,
      payload: post(body),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().html).toContain('<blockquote>');
  });
});

/** The slowest /api/health answer while `work` runs, in milliseconds. */
async function slowestHealthWhile(work: Promise<unknown>) {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    await ctx.app.inject({ url: '/api/health' });
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await work;
  return slowest;
}

describe('markdown that is slow to render', () => {
  it('never answers 500 for pathological emphasis, and what is saved is read back without rendering', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: employee,
      payload: post(pathologicalEmphasis),
    });
    // Refused as too complex, or rendered within its budget on the renderer's thread: both are fine.
    expect([201, 400]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(res.json().error.fields.body).toMatch(/too complex/);
    else
      expect(
        (await ctx.app.inject({ url: `/api/admin/blogs/${res.json().id}`, headers: employee })).statusCode,
      ).toBe(200);
  });

  it('keeps /api/health answering while four pathological previews render at once', async () => {
    const previews = Promise.all(
      Array.from({ length: 4 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/markdown/preview',
          headers: employee,
          payload: { markdown: pathologicalEmphasis },
        }),
      ),
    );
    // Rendering on the request's own thread held /api/health for seconds; now the loop stays free.
    expect(await slowestHealthWhile(previews)).toBeLessThan(500);
    for (const preview of await previews) expect([200, 400]).toContain(preview.statusCode);
  });

  it('answers every generated hostile text with 200 or a field error, never a 500', async () => {
    const piece = fc.constantFrom(
      '>',
      '> ',
      '- ',
      '  ',
      '*',
      '_',
      '**',
      '__',
      '[',
      ']',
      '(',
      ')',
      '`',
      '\n',
      'a',
      '<',
      '!',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 4000 }), async (pieces) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/markdown/preview',
          headers: employee,
          payload: { markdown: pieces.join('') },
        });
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 40 },
    );
  });
});
