import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminCareerPageSchema,
  adminCareerSchema,
  type CareerFormInput,
} from '../../contracts/admin-careers';
import { careerListSchema } from '../../contracts/careers';
import { careers, clients } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const BASE = '/api/admin/careers';
let admin: Record<string, string>;
let recruiter: Record<string, string>;
let employee: Record<string, string>;

const validCareer: CareerFormInput = {
  title: 'Payroll Executive',
  department: 'HR Services',
  employmentType: 'FULL_TIME',
  location: 'Hyderabad, India',
  experience: '1–3 years',
  vacancies: 2,
  description: '## About the role\n\nRun monthly payroll for our clients in India and the UK.',
  clientSno: null,
  closingDate: null,
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = admin, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  employee = bearer(await injectSignIn(ctx.app, 'emma'));
});

describe('who may manage careers', () => {
  it('refuses anonymous callers (401) and employees (403) on every endpoint, changing nothing', async () => {
    const career = await insertCareer();
    const attempts = [
      ['GET', BASE],
      ['GET', `${BASE}/${career.id}`],
      ['GET', `${BASE}/form-options`],
      ['POST', BASE, validCareer],
      ['PUT', `${BASE}/${career.id}`, validCareer],
      ['POST', `${BASE}/${career.id}/status`, { status: 'CLOSED' }],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, employee, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const { db } = await getTestDatabase();
    const rows = await db.select().from(careers);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('OPEN');
    expect(rows[0]?.title).toBe(career.title);
  });

  it('lets recruiters add careers as admins do', async () => {
    const res = await call('POST', BASE, recruiter, validCareer);
    expect(res.statusCode).toBe(201);
  });
});

describe('adding a career', () => {
  it('stores it with a readable, unique job ID and shows it on the public board at once', async () => {
    // Warm the public cache first: the add must not wait for it to expire.
    expect(careerListSchema.parse((await ctx.app.inject({ url: '/api/careers/all' })).json())).toEqual([]);
    await insertCareer({ jobId: 'MC-ENG-1041', title: 'Existing job' });

    const res = await call('POST', BASE, admin, validCareer);
    expect(res.statusCode).toBe(201);
    const created = adminCareerSchema.parse(res.json());
    expect(created).toMatchObject({
      title: 'Payroll Executive',
      department: 'HR Services',
      jobId: 'MC-HS-1042',
      status: 'OPEN',
      vacancies: 2,
      client: null,
      applicationsCount: 0,
    });
    expect(created.descriptionHtml).toContain('<h2>About the role</h2>');

    const second = adminCareerSchema.parse((await call('POST', BASE, admin, validCareer)).json());
    expect(second.jobId).toBe('MC-HS-1043');

    const board = careerListSchema.parse((await ctx.app.inject({ url: '/api/careers/all' })).json());
    expect(board.map((job) => job.jobId)).toEqual(expect.arrayContaining(['MC-HS-1042', 'MC-HS-1043']));
  });

  it('links it to a client that exists', async () => {
    const { db } = await getTestDatabase();
    const [client] = await db.insert(clients).values({ name: 'Lakeside Dental Group' }).returning();
    const res = await call('POST', BASE, admin, { ...validCareer, clientSno: String(client?.sno) });
    expect(res.statusCode).toBe(201);
    expect(res.json().client).toEqual({ sno: client?.sno, name: 'Lakeside Dental Group' });

    const gone = await call('POST', BASE, admin, { ...validCareer, clientSno: 999_999 });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().error.fields).toEqual({
      clientSno: 'That client no longer exists. Please choose another, or none.',
    });
  });

  it('answers every invalid field with its own message and stores nothing', async () => {
    const res = await call('POST', BASE, admin, {
      title: ' ',
      department: 'HR\nServices',
      employmentType: 'FREELANCE',
      location: '',
      experience: 'x'.repeat(61),
      vacancies: 0,
      description: 'Too short',
      clientSno: 'abc',
      closingDate: '2026-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Please enter the job title.',
      department: 'The department must be on one line.',
      employmentType: 'Please choose the employment type.',
      location: 'Please enter the location.',
      experience: 'Please keep the experience under 60 characters.',
      vacancies: 'There must be at least one vacancy.',
      description: 'Please describe the job in at least 30 characters.',
      clientSno: 'Please choose a client from the list.',
      closingDate: 'That closing date does not exist.',
    });
    const past = await call('POST', BASE, admin, { ...validCareer, closingDate: '2020-01-31' });
    expect(past.json().error.fields).toEqual({
      closingDate: 'The closing date has passed. Please choose today or a later day.',
    });
    const { db } = await getTestDatabase();
    expect(await db.select().from(careers)).toEqual([]);
  });

  it('keeps hostile markdown inert in the rendered description', async () => {
    const res = await call('POST', BASE, admin, {
      ...validCareer,
      description:
        'Apply now <script>alert("x")</script> <img src=x onerror="alert(1)"> [click](javascript:alert(1)) and **more**.',
    });
    const { descriptionHtml } = adminCareerSchema.parse(res.json());
    expect(descriptionHtml).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(descriptionHtml).toContain('<strong>more</strong>');
  });
});

describe('listing careers', () => {
  beforeEach(async () => {
    const { db } = await getTestDatabase();
    const [client] = await db.insert(clients).values({ name: 'Deccan Loom Textiles' }).returning();
    const DAY = 24 * 60 * 60 * 1000;
    const older = await insertCareer({
      title: 'Area Sales Manager',
      department: 'Sales',
      clientSno: client?.sno,
      postedAt: new Date(Date.now() - 5 * DAY),
    });
    await insertCareer({
      title: 'SEO Specialist',
      department: 'Marketing',
      status: 'CLOSED',
      postedAt: new Date(Date.now() - 2 * DAY),
    });
    await insertCareer({
      title: 'Payroll 100% remote',
      department: 'HR',
      postedAt: new Date(Date.now() - DAY),
    });
    for (const email of ['a@example.com', 'b@example.com']) {
      await insertApplication(db, { careerId: older.id, fullName: 'Applicant', email });
    }
  });

  const titles = async (query: string) => {
    const res = await call('GET', `${BASE}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminCareerPageSchema.parse(res.json()).items.map((career) => career.title);
  };

  it('lists every status newest first, with client and applicant counts', async () => {
    const page = adminCareerPageSchema.parse((await call('GET', BASE)).json());
    expect(page.total).toBe(3);
    expect(page.items.map((c) => c.title)).toEqual([
      'Payroll 100% remote',
      'SEO Specialist',
      'Area Sales Manager',
    ]);
    expect(page.items[2]).toMatchObject({ applicationsCount: 2, client: { name: 'Deccan Loom Textiles' } });
  });

  it('searches title, job ID, department and client, literally', async () => {
    expect(await titles('q=sales')).toEqual(['Area Sales Manager']);
    expect(await titles('q=deccan')).toEqual(['Area Sales Manager']);
    expect(await titles('q=100%25')).toEqual(['Payroll 100% remote']);
    expect(await titles('q=%25')).toEqual(['Payroll 100% remote']);
    expect(await titles('q=nothing-like-this')).toEqual([]);
  });

  it('filters by status, sorts and pages on the server', async () => {
    expect(await titles('status=CLOSED')).toEqual(['SEO Specialist']);
    expect(await titles('sort=title')).toEqual([
      'Area Sales Manager',
      'Payroll 100% remote',
      'SEO Specialist',
    ]);
    expect((await titles('sort=applicants'))[0]).toBe('Area Sales Manager');
    const second = adminCareerPageSchema.parse((await call('GET', `${BASE}?pageSize=2&page=2`)).json());
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((c) => c.title)).toEqual(['Area Sales Manager']);
  });

  it('refuses a bad filter with a message on that parameter', async () => {
    const res = await call('GET', `${BASE}?status=GONE&pageSize=1000&sort=random`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['pageSize', 'sort', 'status']);
  });
});

describe('viewing, editing, closing and reopening', () => {
  it('shows applicants per pipeline status', async () => {
    const career = await insertCareer();
    const { db } = await getTestDatabase();
    await insertApplication(db, { careerId: career.id, fullName: 'A', email: 'a@example.com' });
    await insertApplication(db, {
      careerId: career.id,
      fullName: 'B',
      email: 'b@example.com',
      mobile: '+91 98765 43211',
      statusCode: 'REJECTED',
    });
    const view = adminCareerSchema.parse((await call('GET', `${BASE}/${career.id}`)).json());
    expect(view.applicantsByStatus).toHaveLength(9);
    expect(view.applicantsByStatus[0]).toEqual({ statusCode: 'APPLIED', label: 'Applied', count: 1 });
    expect(view.applicantsByStatus.at(-1)).toEqual({ statusCode: 'REJECTED', label: 'Rejected', count: 1 });
    expect((await call('GET', `${BASE}/999999`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/abc`)).statusCode).toBe(400);
  });

  it('saves an edit, keeps the job ID and updates the public page at once', async () => {
    const career = await insertCareer({ title: 'Old title' });
    await ctx.app.inject({ url: `/api/careers/${career.id}` });
    const res = await call('PUT', `${BASE}/${career.id}`, recruiter, {
      ...validCareer,
      title: 'New title',
      department: 'Finance',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'New title', department: 'Finance', jobId: career.jobId });
    expect((await ctx.app.inject({ url: `/api/careers/${career.id}` })).json().title).toBe('New title');
    expect(
      (await call('PUT', `${BASE}/${career.id}`, admin, { ...validCareer, vacancies: 'many' })).json().error
        .fields,
    ).toEqual({
      vacancies: 'Please enter how many people you are hiring.',
    });
  });

  it('closes a career (it leaves the public board) and reopens it', async () => {
    const career = await insertCareer();
    await ctx.app.inject({ url: '/api/careers/all' });
    const closed = await call('POST', `${BASE}/${career.id}/status`, admin, { status: 'CLOSED' });
    expect(closed.json().status).toBe('CLOSED');
    expect((await ctx.app.inject({ url: '/api/careers/all' })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/careers/${career.id}` })).statusCode).toBe(410);

    await call('POST', `${BASE}/${career.id}/status`, admin, { status: 'OPEN' });
    expect((await ctx.app.inject({ url: '/api/careers/all' })).json()).toHaveLength(1);

    const bad = await call('POST', `${BASE}/${career.id}/status`, admin, { status: 'DELETED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: 'Please choose OPEN, ON_HOLD, CLOSED or FILLED.' });
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(careers).where(eq(careers.id, career.id));
    expect(row?.status).toBe('OPEN');
  });

  it('offers the clients and departments in use to the form', async () => {
    const { db } = await getTestDatabase();
    await db.insert(clients).values([{ name: 'Zeta Ltd' }, { name: 'alpha plc' }]);
    await insertCareer({ department: ' Sales ' });
    await insertCareer({ department: 'Engineering' });
    const options = (await call('GET', `${BASE}/form-options`, recruiter)).json();
    expect(options.clients.map((c: { name: string }) => c.name)).toEqual(['alpha plc', 'Zeta Ltd']);
    expect(options.departments).toEqual(['Engineering', 'Sales']);
  });
});
