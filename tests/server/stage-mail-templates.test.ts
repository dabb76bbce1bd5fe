// Stage e-mail templates for admins (docs/decisions/0021): every status a move reaches, seeded ones filled
// in; saving checks placeholders field by field and changes nothing when refused; only admins.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import {
  DEFAULT_STAGE_MAIL_TEMPLATES,
  stageMailTemplateListSchema,
  stageMailTemplateSchema,
} from '../../contracts/stage-mail-templates';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const TEMPLATES = '/api/admin/stage-mail-templates';

async function staff(role: 'ADMIN' | 'RECRUITER') {
  const { db } = await getTestDatabase();
  const username = role === 'ADMIN' ? 'ada' : 'rita';
  await createStaff(db, { username, role, displayName: username });
  return bearer(await injectSignIn(ctx.app, username));
}

const list = async (headers: Record<string, string>) =>
  stageMailTemplateListSchema.parse((await ctx.app.inject({ url: TEMPLATES, headers })).json());

describe('stage e-mail templates', () => {
  it('lists every status a move reaches, with the seeded templates', async () => {
    const admin = await staff('ADMIN');
    const templates = await list(admin);
    // Every status but APPLIED (applying sends its own confirmation), in the board's order.
    expect(templates.map((t) => t.statusCode)).toEqual(
      DEFAULT_STATUSES.map((s) => s.statusCode).filter((code) => code !== 'APPLIED'),
    );
    const seeded = Object.fromEntries(DEFAULT_STAGE_MAIL_TEMPLATES.map((t) => [t.statusCode, t.subject]));
    for (const { statusCode, template } of templates)
      expect(template?.subject ?? null).toBe(seeded[statusCode] ?? null);
  });

  it('saves a template, creates one for a status without, and switches one off', async () => {
    const admin = await staff('ADMIN');
    const save = (statusCode: string, body: object) =>
      ctx.app.inject({ method: 'PUT', url: `${TEMPLATES}/${statusCode}`, headers: admin, payload: body });
    const accepted = {
      subject: 'Welcome aboard, {{firstName}}',
      body: 'Dear {{firstName}},\n\nWe are glad you accepted the {{jobTitle}} role at {{firmName}}.',
    };
    const created = await save('OFFER_ACCEPTED', accepted);
    expect(created.statusCode).toBe(200);
    expect(stageMailTemplateSchema.parse(created.json()).template).toMatchObject({
      ...accepted,
      active: true,
    });
    const off = await save('REJECTED', { ...DEFAULT_STAGE_MAIL_TEMPLATES[3], active: false });
    expect(off.json().template.active).toBe(false);
    const after = await list(admin);
    expect(after.find((t) => t.statusCode === 'OFFER_ACCEPTED')?.template?.subject).toBe(accepted.subject);
    expect(after.find((t) => t.statusCode === 'REJECTED')?.template?.active).toBe(false);
  });

  it('refuses unknown placeholders and empty texts field by field, changing nothing', async () => {
    const admin = await staff('ADMIN');
    const before = await list(admin);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${TEMPLATES}/INTERVIEWING`,
      headers: admin,
      payload: {
        subject: 'Hello {{ first_name }}',
        body: 'Dear {{firstName}}, see {{link}} and {{ link }}.',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      subject:
        'Unknown placeholder {{first_name}}: use {{firstName}}, {{jobTitle}}, {{firmName}}, {{statusLink}}.',
      body: 'Unknown placeholder {{link}}: use {{firstName}}, {{jobTitle}}, {{firmName}}, {{statusLink}}.',
    });
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `${TEMPLATES}/INTERVIEWING`,
      headers: admin,
      payload: { subject: ' ', body: '' },
    });
    expect(empty.json().error.fields).toEqual({ subject: 'Write a subject.', body: 'Write the e-mail.' });
    const applied = await ctx.app.inject({
      method: 'PUT',
      url: `${TEMPLATES}/APPLIED`,
      headers: admin,
      payload: { subject: 'Hello', body: 'A long enough body.' },
    });
    expect(applied.statusCode).toBe(404);
    expect(await list(admin)).toEqual(before);
  });

  it('is for admins only', async () => {
    const recruiter = await staff('RECRUITER');
    expect((await ctx.app.inject({ url: TEMPLATES, headers: recruiter })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: TEMPLATES })).statusCode).toBe(401);
  });
});
