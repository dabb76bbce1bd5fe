// A NUL in a multipart text field is refused as it is in the address, the query or a JSON body: a clear 400
// and nothing stored, not a 500 from the database (server/plugins/request-hygiene.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../contracts/errors';
import { applications } from '../../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../../support/server/careers-fixtures';
import { pdfResume } from '../../support/server/resume-files';
import { storedKeys } from '../../support/server/stored-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed in any field.';

beforeEach(async () => {
  await forgetCachedCareers();
});

const pdf = { name: 'cv.pdf', content: pdfResume(), type: 'application/pdf' };

/** A multipart body with `after` sent behind the file, as no browser does but anyone can. */
async function multipartWithFieldsAfterFile(before: Record<string, string>, after: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(before)) form.append(name, value);
  form.append('resume', new Blob([new Uint8Array(pdf.content)], { type: pdf.type }), pdf.name);
  for (const [name, value] of Object.entries(after)) form.append(name, value);
  const request = new Request('http://test.local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function expectRefusedWithNothingKept(body: { payload: Buffer; headers: Record<string, string> }) {
  const career = await insertCareer();
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/careers/${career.id}/applications`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(400);
  expect(errorEnvelopeSchema.parse(res.json()).error).toEqual({ code: 'bad_request', message: NUL_MESSAGE });
  const { db } = await getTestDatabase();
  expect(await db.select().from(applications)).toEqual([]);
  expect(await storedKeys(ctx.app)).toEqual([]);
}

describe('a NUL in a multipart field of the application form', () => {
  it.each([
    ['source', { source: 'linked\u0000in' }],
    ['sourceMedium', { sourceMedium: '\u0000' }],
    ['sourceCampaign', { sourceCampaign: 'spring\u0000' }],
    ['a field the form does not have', { note: 'hello\u0000' }],
  ])('in %s is a 400 with the clear message, and nothing is kept', async (_label, extra) => {
    await expectRefusedWithNothingKept(await multipart({ ...validApplicant, ...extra }, pdf));
  });

  it('sent after the résumé is a 400 too, and the résumé already stored is removed', async () => {
    await expectRefusedWithNothingKept(
      await multipartWithFieldsAfterFile(validApplicant, { sourceCampaign: 'x\u0000y' }),
    );
  });

  it('in the résumé’s file name is a 400 as well', async () => {
    await expectRefusedWithNothingKept(await multipart(validApplicant, { ...pdf, name: 'cv\u0000.pdf' }));
  });
});

describe('a NUL in a multipart field of a blog cover upload', () => {
  it('is a 400 with the clear message, and no cover is kept', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
    const admin = bearer(await injectSignIn(ctx.app, 'adam'));
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const body = await multipart(
      { caption: 'team\u0000' },
      { name: 'cover.png', content: png, type: 'image/png' },
      'cover',
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs/cover',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error).toEqual({
      code: 'bad_request',
      message: NUL_MESSAGE,
    });
    expect(await storedKeys(ctx.app, 'covers')).toEqual([]);
  });
});
