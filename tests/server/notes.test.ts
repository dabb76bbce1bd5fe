// Notes on people and applications, and the @mentions that tell colleagues (docs/decisions/0049), through
// the API as staff use it: what reaches a colleague's outbox and list, who may change which note, what a
// note can never carry back into a page, and what deleting leaves behind.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MENTIONS_PATH, NOTES_PATH } from '../../contracts/api-paths';
import {
  mentionPageSchema,
  NOTE_BODY_MAX,
  NOTE_TEXTS,
  noteHistorySchema,
  noteListSchema,
  noteSchema,
} from '../../contracts/notes';
import { auditLog, mentions, noteRevisions, outgoingMails, people } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { mailContaining } from '../support/server/outbox';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
type Headers = Record<string, string>;
let admin: Headers;
let rita: Headers;
let ravi: Headers;
let employee: Headers;
let personId: number;
let applicationId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function addNote(body: string, headers = rita, subject: object = { personId }) {
  const res = await call('POST', NOTES_PATH, headers, { ...subject, body });
  expect(res.statusCode, res.body).toBe(201);
  return noteSchema.parse(res.json());
}

async function notesOf(query: string, headers = rita) {
  const res = await call('GET', `${NOTES_PATH}?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return noteListSchema.parse(res.json());
}

async function mentionsOf(headers: Headers) {
  const res = await call('GET', MENTIONS_PATH, headers);
  expect(res.statusCode, res.body).toBe(200);
  return mentionPageSchema.parse(res.json());
}

const unread = async (headers: Headers) =>
  (await call('GET', `${MENTIONS_PATH}/unread-count`, headers)).json();

const mentionMails = async () =>
  (await getTestDatabase()).db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'note-mention'));

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Rao' });
  await createStaff(db, { username: 'ravi', role: 'RECRUITER', displayName: 'Ravi Kumar' });
  await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
  await createStaff(db, { username: 'gone', role: 'RECRUITER', active: false });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  rita = bearer(await injectSignIn(ctx.app, 'rita'));
  ravi = bearer(await injectSignIn(ctx.app, 'ravi'));
  employee = bearer(await injectSignIn(ctx.app, 'emma'));
  const [person] = await db
    .insert(people)
    .values({ fullName: 'Priya Sharma', email: 'priya.sharma@example.com', mobile: '+91 98765 43210' })
    .returning();
  if (!person) throw new Error('no person');
  personId = person.id;
  const career = await insertCareer({ title: 'Frontend Developer (React)' });
  applicationId = (await insertApplication(db, { careerId: career.id, personId })).id;
});

describe('a mention', () => {
  it('reaches the colleague’s outbox as readable text with a link, and their list as unread', async () => {
    const note = await addNote('Strong **React** portfolio. @ravi can you call her?\n\n- salary: open');
    expect(note.mentions).toEqual(['ravi']);

    const [mail, ...others] = await mentionMails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: 'ravi@example.com',
      subject: 'Rita Rao mentioned you in a note on Priya Sharma',
    });
    // The text part says what the reader sees: no markdown marks.
    expect(mail?.textBody).toContain('Strong React portfolio. @ravi can you call her?');
    expect(mail?.textBody).toContain('- salary: open');
    expect(mail?.textBody).not.toContain('**');
    expect(mail?.textBody).toContain(`${ctx.config.publicUrl}/admin/people/${personId}#note-${note.id}`);
    expect(mail?.htmlBody).toContain('<strong>React</strong>');
    // Delivered by the queue: the .eml is in the outbox.
    expect(await mailContaining(ctx.config.dataDir, 'Rita Rao mentioned you')).toContain('ravi@example.com');

    const list = await mentionsOf(ravi);
    expect(list.unread).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      noteId: note.id,
      by: 'Rita Rao',
      readAt: null,
      subject: { personId, name: 'Priya Sharma' },
    });
    expect(list.items[0]?.excerpt).toContain('Strong React portfolio.');
    expect(await unread(ravi)).toEqual({ unread: 1 });
    // Nobody else was told.
    expect((await mentionsOf(admin)).items).toEqual([]);
  });

  it('ignores code, e-mail addresses, unknown and inactive names, employees and the author', async () => {
    const note = await addNote(
      'Wrote to priya@ravi.example, see `@ravi` and\n\n```\n@adam\n```\n\n@nobody @gone @emma @rita',
    );
    expect(note.mentions).toEqual([]);
    expect(note.html).toContain('@nobody');
    expect(await mentionMails()).toEqual([]);
    for (const headers of [admin, ravi, employee, rita]) expect(await unread(headers)).toEqual({ unread: 0 });
  });

  it('on an application links to the person and names the job', async () => {
    await addNote('@adam please look', rita, { applicationId });
    const [mail] = await mentionMails();
    expect(mail?.subject).toBe(
      'Rita Rao mentioned you in a note on Priya Sharma (Frontend Developer (React))',
    );
    expect(mail?.applicationId).toBe(applicationId);
    expect(mail?.textBody).toContain(`/admin/people/${personId}#note-`);
  });

  it('is marked read one at a time or all at once, for its own reader only', async () => {
    await addNote('@ravi first');
    await addNote('@ravi second');
    const [newest] = (await mentionsOf(ravi)).items;
    if (!newest) throw new Error('no mention');
    expect((await call('POST', `${MENTIONS_PATH}/${newest.id}/read`, rita)).statusCode).toBe(404);
    const read = await call('POST', `${MENTIONS_PATH}/${newest.id}/read`, ravi);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    const list = await mentionsOf(ravi);
    // Unread first.
    expect(list.items.map((item) => item.readAt === null)).toEqual([true, false]);
    expect(list.unread).toBe(1);
    expect((await call('POST', `${MENTIONS_PATH}/read-all`, ravi)).json()).toEqual({ unread: 0 });
    expect(await unread(ravi)).toEqual({ unread: 0 });
  });
});

describe('editing a note', () => {
  it('adds a revision, tells only newly named colleagues, and is audited by id', async () => {
    const note = await addNote('@ravi first thoughts');
    const res = await call('PUT', `${NOTES_PATH}/${note.id}`, rita, { body: '@ravi @adam second thoughts' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = noteSchema.parse(res.json());
    expect(edited).toMatchObject({ edited: true, body: '@ravi @adam second thoughts' });
    expect(edited.mentions.sort()).toEqual(['adam', 'ravi']);

    const mails = await mentionMails();
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['adam@example.com', 'ravi@example.com']);
    expect(await unread(ravi)).toEqual({ unread: 1 });
    expect(await unread(admin)).toEqual({ unread: 1 });

    const history = noteHistorySchema.parse(
      (await call('GET', `${NOTES_PATH}/${note.id}/history`, admin)).json(),
    );
    expect(history.items.map((item) => [item.kind, item.body, item.by])).toEqual([
      ['created', '@ravi first thoughts', 'rita'],
      ['edited', '@ravi @adam second thoughts', 'rita'],
    ]);
    const { db } = await getTestDatabase();
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'note-edit'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorName: 'rita', details: { noteId: note.id, personId } });
    expect(JSON.stringify(audit[0])).not.toContain('thoughts');
  });

  it('is refused for someone else’s note (403), admins included, and for an unknown one (404)', async () => {
    const note = await addNote('My own words');
    for (const headers of [ravi, admin]) {
      const res = await call('PUT', `${NOTES_PATH}/${note.id}`, headers, { body: 'Changed by someone else' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(NOTE_TEXTS.editOwnOnly);
    }
    expect((await call('DELETE', `${NOTES_PATH}/${note.id}`, ravi)).statusCode).toBe(403);
    expect((await call('PUT', `${NOTES_PATH}/999999`, rita, { body: 'x' })).statusCode).toBe(404);
    const [stored] = (await notesOf(`personId=${personId}`)).items;
    expect(stored?.body).toBe('My own words');
    expect(stored).toMatchObject({ mayEdit: true, mayDelete: true });
    const [seenByRavi] = (await notesOf(`personId=${personId}`, ravi)).items;
    expect(seenByRavi).toMatchObject({ mayEdit: false, mayDelete: false });
    const [seenByAdmin] = (await notesOf(`personId=${personId}`, admin)).items;
    expect(seenByAdmin).toMatchObject({ mayEdit: false, mayDelete: true });
  });
});

describe('what a note may hold', () => {
  it('never gives a script back, in the note or in the e-mail', async () => {
    const note = await addNote(
      'Hello <script>alert(1)</script> <img src=x onerror=alert(2)> [x](javascript:alert(3)) @ravi',
    );
    const [listed] = (await notesOf(`personId=${personId}`)).items;
    for (const html of [note.html, listed?.html ?? '', (await mentionMails())[0]?.htmlBody ?? '']) {
      expect(html).not.toMatch(/<script|onerror|javascript:/i);
    }
    expect(note.html).toContain('Hello');
  });

  it('answers 400 with a field message for an empty, too long or subject-less note', async () => {
    const cases = [
      [{ personId, body: '   ' }, 'body', NOTE_TEXTS.empty],
      [{ personId, body: 'x'.repeat(NOTE_BODY_MAX + 1) }, 'body', NOTE_TEXTS.tooLong],
      [{ body: 'About whom?' }, 'personId', NOTE_TEXTS.subject],
      [{ personId, applicationId, body: 'Both?' }, 'personId', NOTE_TEXTS.subject],
    ] as const;
    for (const [payload, field, message] of cases) {
      const res = await call('POST', NOTES_PATH, rita, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.fields?.[field]).toBe(message);
    }
    expect((await call('POST', NOTES_PATH, rita, { personId: 999999, body: 'Who?' })).statusCode).toBe(404);
    expect((await call('GET', `${NOTES_PATH}?applicationId=999999`, rita)).statusCode).toBe(404);
  });

  it('is for the recruiting staff: an employee gets 403, but reads their own (empty) mentions', async () => {
    expect((await call('GET', `${NOTES_PATH}?personId=${personId}`, employee)).statusCode).toBe(403);
    expect((await call('POST', NOTES_PATH, employee, { personId, body: 'Hi' })).statusCode).toBe(403);
    expect(await unread(employee)).toEqual({ unread: 0 });
  });
});

describe('a person’s notes', () => {
  it('gather the notes on their applications and on people merged into them, newest first', async () => {
    const { db } = await getTestDatabase();
    const [merged] = await db
      .insert(people)
      .values({
        fullName: 'Priya S.',
        email: 'p.s@example.com',
        mobile: '+91 90000 00000',
        mergedIntoId: personId,
      })
      .returning();
    if (!merged) throw new Error('no person');
    await addNote('On the person');
    await addNote('On the application', rita, { applicationId });
    await addNote('On the merged record', rita, { personId: merged.id });
    const list = await notesOf(`personId=${personId}`);
    expect(list.items.map((item) => item.body)).toEqual([
      'On the merged record',
      'On the application',
      'On the person',
    ]);
    expect(list.items[1]?.application).toEqual({ id: applicationId, jobTitle: 'Frontend Developer (React)' });
    expect((await notesOf(`applicationId=${applicationId}`)).items.map((item) => item.body)).toEqual([
      'On the application',
    ]);
    expect((await notesOf(`personId=${merged.id}`)).items.map((item) => item.body)).toEqual([
      'On the merged record',
    ]);
  });
});

describe('deleting a note', () => {
  it('takes it and its mentions out of every list, keeps it in its history, and is audited', async () => {
    const note = await addNote('@ravi confidential remark');
    const res = await call('DELETE', `${NOTES_PATH}/${note.id}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect((await notesOf(`personId=${personId}`)).items).toEqual([]);
    expect((await mentionsOf(ravi)).items).toEqual([]);
    expect(await unread(ravi)).toEqual({ unread: 0 });
    expect((await call('DELETE', `${NOTES_PATH}/${note.id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `${NOTES_PATH}/${note.id}`, rita, { body: 'again' })).statusCode).toBe(404);

    const history = noteHistorySchema.parse(
      (await call('GET', `${NOTES_PATH}/${note.id}/history`, admin)).json(),
    );
    expect(history.items.map((item) => [item.kind, item.by])).toEqual([
      ['created', 'rita'],
      ['deleted', 'adam'],
    ]);
    expect(history.items[1]?.body).toBe('@ravi confidential remark');
    // Admins may ask for deleted notes; recruiters may not, nor read a history.
    const withDeleted = await notesOf(`personId=${personId}&includeDeleted=true`, admin);
    expect(withDeleted.items.map((item) => [item.id, item.deletedAt !== null])).toEqual([[note.id, true]]);
    expect(
      (await call('GET', `${NOTES_PATH}?personId=${personId}&includeDeleted=true`, rita)).statusCode,
    ).toBe(403);
    expect((await call('GET', `${NOTES_PATH}/${note.id}/history`, rita)).statusCode).toBe(403);

    const { db } = await getTestDatabase();
    expect(await db.select().from(noteRevisions).where(eq(noteRevisions.noteId, note.id))).toHaveLength(2);
    expect(await db.select().from(mentions).where(eq(mentions.noteId, note.id))).toHaveLength(1);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'note-delete'));
    expect(audit).toMatchObject({ actorName: 'adam', details: { noteId: note.id, personId } });
  });
});
