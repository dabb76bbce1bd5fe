import { beforeEach, describe, expect, it } from 'vitest';
import { inboxPageSchema } from '../../contracts/admin-contact';
import { contactMessages } from '../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const BASE = '/api/admin/contact-messages';
let admin: Record<string, string>;
let recruiter: Record<string, string>;

async function addMessage(
  name: string,
  minutesAgo: number,
  message = 'We would like a new website for our clinic.',
) {
  const { db } = await getTestDatabase();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      service: 'Website Design',
      state: 'Telangana',
      city: 'Hyderabad',
      message,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

const list = async (query = '') => {
  const res = await ctx.app.inject({ url: `${BASE}${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return inboxPageSchema.parse(res.json());
};

const mark = (id: number, handled: unknown, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: `${BASE}/${id}/handled`, headers, payload: { handled } });

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
});

describe('the contact inbox', () => {
  it('is for admins only, and nothing changes for others', async () => {
    const message = await addMessage('Meena Rao', 5);
    expect((await ctx.app.inject({ url: BASE })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: BASE, headers: recruiter })).statusCode).toBe(403);
    expect((await mark(message.id, true, {})).statusCode).toBe(401);
    expect((await mark(message.id, true, recruiter)).statusCode).toBe(403);
    expect((await list()).items[0]?.handledAt).toBeNull();
  });

  it('lists messages newest first, searches and pages on the server', async () => {
    await addMessage('Old Visitor', 120);
    await addMessage('Meena Rao', 5, 'Payroll for 40 staff, please call me.');
    await addMessage('Newest Person', 1);
    const all = await list();
    expect(all.items.map((m) => m.name)).toEqual(['Newest Person', 'Meena Rao', 'Old Visitor']);
    expect(all.items[1]).toMatchObject({
      email: 'meena@example.com',
      service: 'Website Design',
      city: 'Hyderabad',
    });
    expect((await list('?q=payroll')).items.map((m) => m.name)).toEqual(['Meena Rao']);
    const second = await list('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, items: [{ name: 'Old Visitor' }] });
  });

  it('marks a message handled by the admin (and back to new), filtering by either', async () => {
    const message = await addMessage('Meena Rao', 5);
    await addMessage('Someone Else', 10);
    const res = await mark(message.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ handledBy: 'Adam Admin', handledAt: expect.any(String) });
    expect((await list('?state=new')).items.map((m) => m.name)).toEqual(['Someone Else']);
    expect((await list('?state=handled')).items.map((m) => m.name)).toEqual(['Meena Rao']);
    const back = await mark(message.id, false);
    expect(back.json()).toMatchObject({ handledBy: null, handledAt: null });
    expect((await list('?state=new')).total).toBe(2);
  });

  it('refuses bad input with field messages and unknown messages with 404', async () => {
    const message = await addMessage('Meena Rao', 5);
    const bad = await mark(message.id, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ handled: 'Say whether the message is handled.' });
    expect((await mark(999999, true)).statusCode).toBe(404);
    const filter = await ctx.app.inject({ url: `${BASE}?state=archived`, headers: admin });
    expect(filter.json().error.fields).toEqual({ state: 'Filter by new or handled.' });
  });
});
