import { beforeEach, describe, expect, it } from 'vitest';
import {
  type ClientFormInput,
  clientJobsSchema,
  clientPageSchema,
  clientSchema,
} from '../../contracts/admin-clients';
import { clients } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const BASE = '/api/admin/clients';
let admin: Record<string, string>;
let recruiter: Record<string, string>;

const lakeside: ClientFormInput = {
  name: 'Lakeside Dental Group',
  contactPerson: 'Rachel Hughes',
  email: 'rachel.hughes@example.com',
  phone: '+44 161 496 0142',
  industry: 'Healthcare',
  country: 'United Kingdom',
  address: 'Lakeside House, Wilmslow Road, Manchester',
  notes: 'Website redesign done; recruiting a marketing coordinator.',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const create = async (form: Partial<ClientFormInput> = {}) => {
  const res = await call('POST', BASE, admin, { ...lakeside, ...form });
  expect(res.statusCode, res.body).toBe(201);
  return clientSchema.parse(res.json());
};

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
});

describe('who may manage clients', () => {
  it('answers admins only: 401 without a token, 403 for recruiters, and nothing changes', async () => {
    const client = await create();
    const attempts = [
      ['GET', BASE],
      ['GET', `${BASE}/${client.sno}`],
      ['GET', `${BASE}/${client.sno}/jobs`],
      ['POST', BASE, lakeside],
      ['PUT', `${BASE}/${client.sno}`, { ...lakeside, name: 'Renamed' }],
      ['DELETE', `${BASE}/${client.sno}`],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, recruiter, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const { db } = await getTestDatabase();
    expect((await db.select().from(clients)).map((c) => c.name)).toEqual(['Lakeside Dental Group']);
  });
});

describe('adding, editing and deleting', () => {
  it('stores every field, empty optional ones as null, and reads it back', async () => {
    const full = await create();
    expect(full).toMatchObject({ ...lakeside, sno: expect.any(Number), jobsCount: 0, openJobsCount: 0 });
    const minimal = await create({
      name: '  Deccan Loom  ',
      contactPerson: '',
      email: '',
      phone: '',
      industry: '',
      country: '',
      address: '',
      notes: '',
    });
    expect(minimal).toMatchObject({
      name: 'Deccan Loom',
      contactPerson: null,
      email: null,
      phone: null,
      notes: null,
    });
    expect(clientSchema.parse((await call('GET', `${BASE}/${minimal.sno}`)).json()).name).toBe('Deccan Loom');
  });

  it('answers every invalid field with its own message and stores nothing', async () => {
    const res = await call('POST', BASE, admin, {
      name: 'A',
      contactPerson: '<b>Rachel</b>',
      email: 'rachel@',
      phone: '0161 496 0142',
      industry: 'x'.repeat(81),
      country: 'United\nKingdom',
      address: 'a'.repeat(301),
      notes: 'n'.repeat(2001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Please enter the company name.',
      contactPerson: 'Please use letters, spaces, apostrophes, dots or hyphens only.',
      email: 'Please enter a valid e-mail address, like name@example.com.',
      phone: 'Please enter the number with its country code, like +44 161 496 0142 or +91 40 1234 5678.',
      industry: 'Please keep the industry under 80 characters.',
      country: 'The country must be on one line.',
      address: 'Please keep the address under 300 characters.',
      notes: 'Please keep the notes under 2,000 characters.',
    });
    const { db } = await getTestDatabase();
    expect(await db.select().from(clients)).toEqual([]);
  });

  it('saves an edit, and answers 404 for a client that does not exist', async () => {
    const client = await create();
    const res = await call('PUT', `${BASE}/${client.sno}`, admin, {
      ...lakeside,
      phone: '+91 40 0000 1201',
      notes: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+91 40 0000 1201', notes: null });
    expect((await call('PUT', `${BASE}/999999`, admin, lakeside)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/0`)).json().error.fields).toEqual({
      sno: 'The client number must be a positive whole number.',
    });
  });

  it('deletes a client without jobs, and refuses one with jobs', async () => {
    const empty = await create({ name: 'Empty Ltd' });
    expect((await call('DELETE', `${BASE}/${empty.sno}`)).statusCode).toBe(204);
    const busy = await create();
    await insertCareer({ clientSno: busy.sno });
    const refused = await call('DELETE', `${BASE}/${busy.sno}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Lakeside Dental Group has a job.');
  });
});

describe('the list and each client’s jobs', () => {
  it('searches name, contact, e-mail, industry and country, pages, and counts jobs', async () => {
    const lake = await create();
    await create({
      name: 'Deccan Loom Textiles',
      contactPerson: 'Srinivas Reddy',
      email: 's@example.in',
      industry: 'Textiles',
      country: 'India',
    });
    await insertCareer({ clientSno: lake.sno });
    await insertCareer({ clientSno: lake.sno, status: 'CLOSED' });
    const names = async (query: string) =>
      clientPageSchema.parse((await call('GET', `${BASE}?${query}`)).json()).items.map((c) => c.name);
    expect(await names('')).toEqual(['Deccan Loom Textiles', 'Lakeside Dental Group']);
    expect(await names('q=srinivas')).toEqual(['Deccan Loom Textiles']);
    expect(await names('q=health')).toEqual(['Lakeside Dental Group']);
    expect(await names('q=india')).toEqual(['Deccan Loom Textiles']);
    const page = clientPageSchema.parse((await call('GET', `${BASE}?pageSize=1&page=2`)).json());
    expect(page).toMatchObject({
      total: 2,
      page: 2,
      items: [{ name: 'Lakeside Dental Group', jobsCount: 2, openJobsCount: 1 }],
    });
  });

  it('lists a client’s jobs with applicant counts, and changes a job’s status', async () => {
    const lake = await create();
    const other = await create({ name: 'Other Ltd' });
    const job = await insertCareer({ clientSno: lake.sno, title: 'Marketing Coordinator' });
    await insertCareer({ clientSno: other.sno, title: 'Not theirs' });
    const { db } = await getTestDatabase();
    await insertApplication(db, { careerId: job.id, fullName: 'A', email: 'a@example.com' });

    const jobs = clientJobsSchema.parse((await call('GET', `${BASE}/${lake.sno}/jobs`)).json());
    expect(jobs.client).toEqual({ sno: lake.sno, name: 'Lakeside Dental Group' });
    expect(jobs.items.map((j) => [j.title, j.status, j.applicationsCount])).toEqual([
      ['Marketing Coordinator', 'OPEN', 1],
    ]);

    const held = await call('POST', `/api/admin/careers/${job.id}/status`, admin, { status: 'ON_HOLD' });
    expect(held.statusCode).toBe(200);
    const onHold = clientJobsSchema.parse(
      (await call('GET', `${BASE}/${lake.sno}/jobs?status=ON_HOLD`)).json(),
    );
    expect(onHold.items.map((j) => j.title)).toEqual(['Marketing Coordinator']);
    expect((await call('GET', `${BASE}/999999/jobs`)).statusCode).toBe(404);
  });
});
