import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactReceivedSchema } from '../../contracts/contact';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { contactMessages } from '../../server/db/schema';
import { CONTACT_RATE_RULE } from '../../server/routes/contact';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();

const valid = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  phone: '+91 98765-43210',
  service: 'Website Design',
  state: 'Telangana',
  city: 'Hyderabad',
  message: 'We would like a new website for our dental clinic, with online booking.',
};

let clientNumber = 0;
/** Each test sends from its own address, so the rate limit of one test never touches another. */
const send = (body: unknown, ip = `10.0.0.${++clientNumber}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress: ip });

async function storedMessages() {
  const { db } = await getTestDatabase();
  return db.select().from(contactMessages);
}

async function outboxMessages(): Promise<string[]> {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  return Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
}

describe('POST /api/contact', () => {
  it('stores the message with the phone normalised and answers with the confirmation to show', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = contactReceivedSchema.parse(res.json());
    expect(body.message).toBe(
      'Thank you, Priya. Your message has reached our Hyderabad team and we will reply by e-mail or phone within one working day.',
    );
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      phone: '+91 98765 43210',
      service: 'Website Design',
      state: 'Telangana',
      city: 'Hyderabad',
      message: valid.message,
      handledAt: null,
    });
  });

  it('passes the message on to the answering office by e-mail, with the visitor as reply-to', async () => {
    const res = await send({
      ...valid,
      name: 'James Walker',
      state: 'Outside India',
      city: 'Leeds',
      phone: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Thank you, James\. Your message has reached our Manchester team/);
    const mailFor = async () => (await outboxMessages()).find((text) => text.includes('James Walker'));
    await expect.poll(mailFor).toBeDefined();
    const mail = await mailFor();
    expect(mail).toMatch(/^To: .*uk@meeraconsultancy\.com/m);
    expect(mail).toMatch(/^Reply-To: priya\.sharma@example\.com/m);
    expect(mail).toMatch(/Phone: not given/);
    const [row] = await storedMessages();
    expect(row?.phone).toBeNull();
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const res = await send({
      name: 'A',
      email: 'priya@',
      phone: '12345',
      service: 'Plumbing',
      state: 'Telangana',
      city: 'Mumbai',
      message: 'Hi',
    });
    expect(res.statusCode).toBe(400);
    const { error } = errorEnvelopeSchema.parse(res.json());
    expect(error.code).toBe('bad_request');
    expect(error.fields).toMatchObject({
      name: 'Please enter your full name.',
      email: 'Please enter a valid e-mail address, like name@example.com.',
      phone: expect.stringMatching(/\+91 followed by 10 digits/),
      service: 'Please choose what you would like to talk about.',
      message: 'Please tell us a little more: at least 10 characters.',
    });
    expect(await storedMessages()).toHaveLength(0);
  });

  it('keeps line breaks in the message but refuses other control characters', async () => {
    const res = await send({ ...valid, message: 'Hello,\u0008 we would like a quote.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      message: 'The message contains characters that cannot be stored; please retype it.',
    });
    expect(await storedMessages()).toHaveLength(0);
    const ok = await send({ ...valid, message: 'Hello,\r\n\twe would like a quote.' });
    expect(ok.statusCode).toBe(201);
  });

  it('checks the city against the chosen state', async () => {
    const res = await send({ ...valid, city: 'Mumbai' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ city: 'Please choose a city in Telangana from the list.' });
    expect(await storedMessages()).toHaveLength(0);
  });

  it('refuses a body that is not JSON without storing anything', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(await storedMessages()).toHaveLength(0);
  });

  it(`answers 429 with Retry-After after ${CONTACT_RATE_RULE.max} messages from one address`, async () => {
    for (let i = 0; i < CONTACT_RATE_RULE.max; i++) {
      expect((await send(valid, '10.9.9.9')).statusCode).toBe(201);
    }
    const refused = await send(valid, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(await storedMessages()).toHaveLength(CONTACT_RATE_RULE.max);
    // Another visitor is not affected.
    expect((await send(valid, '10.9.9.10')).statusCode).toBe(201);
  });

  it('is open to visitors without signing in', () => {
    expect(ctx.app.accessTable).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/contact', access: 'public' }),
    );
  });
});
