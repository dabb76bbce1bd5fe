// Notes on people and applications (docs/decisions/0049). Every version is a note_revisions row (created,
// edited, deleted) written with the change; edits and deletions are in the audit log by id only. Only the
// author edits a note (their words stay theirs, even for an admin); the author or an admin deletes it; a
// deleted note leaves every list but its history, which admins read.
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { NewNote, Note, NoteHistory, NoteList, NotesQuery } from '../../contracts/notes';
import { NOTE_TEXTS } from '../../contracts/notes';
import type { Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import { applications, careers, mentions, noteRevisions, notes, users } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../domain-errors';
import type { MailQueue } from '../mail/mail-queue';
import { notifyMentions } from './note-mentions';
import { applicationsOf, noteSubject, personAndMerged } from './note-subjects';
import { recordAudit } from './personal-data-audit';

export interface NoteActor {
  id: number;
  username: string;
  displayName: string;
  role: Role;
}

/** What a write needs besides the actor: the queue for mention e-mails and the site's address for links. */
export interface NoteWriting {
  mail: MailQueue;
  publicUrl: string;
}

/** A person's notes are that many at most in one answer: far more than anyone writes on one candidate. */
const NOTES_LIMIT = 500;

const unknownNote = (id: number) => new NotFoundError(`There is no note with id ${id}.`);

const columns = {
  id: notes.id,
  personId: notes.personId,
  applicationId: notes.applicationId,
  authorId: notes.authorId,
  authorName: notes.authorName,
  authorDisplayName: users.displayName,
  body: notes.body,
  bodyHtml: notes.bodyHtml,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
  deletedAt: notes.deletedAt,
  jobTitle: careers.title,
};

async function readNotes(db: Db, where: SQL | undefined, actor: NoteActor): Promise<Note[]> {
  const rows = await db
    .select(columns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .leftJoin(applications, eq(applications.id, notes.applicationId))
    .leftJoin(careers, eq(careers.id, applications.careerId))
    .where(where)
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(NOTES_LIMIT);
  const named =
    rows.length === 0
      ? []
      : await db
          .select({ noteId: mentions.noteId, username: users.username })
          .from(mentions)
          .innerJoin(users, eq(users.id, mentions.userId))
          .where(
            inArray(
              mentions.noteId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => {
    const mine = row.authorId === actor.id;
    const live = row.deletedAt === null;
    return {
      id: row.id,
      personId: row.personId,
      applicationId: row.applicationId,
      application:
        row.applicationId !== null ? { id: row.applicationId, jobTitle: row.jobTitle ?? '' } : null,
      author: {
        id: row.authorId,
        username: row.authorName,
        displayName: row.authorDisplayName ?? row.authorName,
      },
      body: row.body,
      html: row.bodyHtml,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
      mentions: named.filter((mention) => mention.noteId === row.id).map((mention) => mention.username),
      mayEdit: live && mine,
      mayDelete: live && (mine || actor.role === 'ADMIN'),
    };
  });
}

/** A person's notes (theirs, those merged into them, and on any of their applications) or an application's. */
export async function listNotes(db: Db, query: NotesQuery, actor: NoteActor): Promise<NoteList> {
  const admin = actor.role === 'ADMIN';
  if (query.includeDeleted && !admin) throw new ForbiddenError(NOTE_TEXTS.historyAdminsOnly);
  let about: SQL | undefined;
  if (query.personId !== undefined) {
    const people = await personAndMerged(db, query.personId);
    about = or(inArray(notes.personId, people), inArray(notes.applicationId, applicationsOf(db, people)));
  } else if (query.applicationId !== undefined) {
    await noteSubject(db, { personId: null, applicationId: query.applicationId });
    about = eq(notes.applicationId, query.applicationId);
  }
  const where = query.includeDeleted ? about : and(about, isNull(notes.deletedAt));
  return { items: await readNotes(db, where, actor), mayReadHistory: admin };
}

async function readNote(db: Db, id: number, actor: NoteActor): Promise<Note> {
  const [note] = await readNotes(db, eq(notes.id, id), actor);
  if (!note) throw unknownNote(id);
  return note;
}

/** The note as it stands, if it is not deleted; 404 otherwise. */
async function liveNote(db: Db, id: number) {
  const [note] = await db
    .select({ authorId: notes.authorId, personId: notes.personId, applicationId: notes.applicationId })
    .from(notes)
    .where(and(eq(notes.id, id), isNull(notes.deletedAt)));
  if (!note) throw unknownNote(id);
  return note;
}

export async function createNote(
  db: Db,
  { mail, publicUrl }: NoteWriting,
  { actor, note, html }: { actor: NoteActor; note: NewNote; html: string },
): Promise<Note> {
  const subject = await noteSubject(db, {
    personId: note.personId ?? null,
    applicationId: note.applicationId ?? null,
  });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notes)
      .values({
        personId: note.personId ?? null,
        applicationId: note.applicationId ?? null,
        authorId: actor.id,
        authorName: actor.username,
        body: note.body,
        bodyHtml: html,
      })
      .returning({ id: notes.id, at: notes.createdAt });
    if (!row) throw new Error('the note was not stored');
    await tx.insert(noteRevisions).values({
      noteId: row.id,
      kind: 'created',
      body: note.body,
      byId: actor.id,
      byName: actor.username,
      at: row.at,
    });
    await notifyMentions(tx, mail, {
      noteId: row.id,
      markdown: note.body,
      html,
      author: actor,
      subject,
      publicUrl,
    });
    return row.id;
  });
  return readNote(db, id, actor);
}

/** Saves a new version by its author; colleagues named for the first time are told, the others not again. */
export async function updateNote(
  db: Db,
  { mail, publicUrl }: NoteWriting,
  { id, actor, body, html }: { id: number; actor: NoteActor; body: string; html: string },
): Promise<Note> {
  const current = await liveNote(db, id);
  if (current.authorId !== actor.id) throw new ForbiddenError(NOTE_TEXTS.editOwnOnly);
  const subject = await noteSubject(db, current);
  await db.transaction(async (tx) => {
    const at = new Date();
    const [saved] = await tx
      .update(notes)
      .set({ body, bodyHtml: html, updatedAt: at })
      .where(and(eq(notes.id, id), isNull(notes.deletedAt)))
      .returning({ id: notes.id });
    // Deleted by an admin a moment ago.
    if (!saved) throw unknownNote(id);
    await tx
      .insert(noteRevisions)
      .values({ noteId: id, kind: 'edited', body, byId: actor.id, byName: actor.username, at });
    await recordAudit(tx, {
      action: 'note-edit',
      actor,
      ...(current.applicationId !== null ? { applicationId: current.applicationId } : {}),
      details: { noteId: id, ...(current.personId !== null ? { personId: current.personId } : {}) },
      at,
    });
    await notifyMentions(tx, mail, { noteId: id, markdown: body, html, author: actor, subject, publicUrl });
  });
  return readNote(db, id, actor);
}

/** Takes the note out of every list; its text stays in its history as the "deleted" version. */
export async function deleteNote(db: Db, id: number, actor: NoteActor): Promise<void> {
  const current = await liveNote(db, id);
  if (current.authorId !== actor.id && actor.role !== 'ADMIN')
    throw new ForbiddenError(NOTE_TEXTS.deleteOwnOnly);
  await db.transaction(async (tx) => {
    const at = new Date();
    const [deleted] = await tx
      .update(notes)
      .set({ deletedAt: at })
      .where(and(eq(notes.id, id), isNull(notes.deletedAt)))
      .returning({ body: notes.body });
    // Deleted by someone else a moment ago: one deletion is recorded, not two.
    if (!deleted) throw unknownNote(id);
    await tx.insert(noteRevisions).values({
      noteId: id,
      kind: 'deleted',
      body: deleted.body,
      byId: actor.id,
      byName: actor.username,
      at,
    });
    await recordAudit(tx, {
      action: 'note-delete',
      actor,
      ...(current.applicationId !== null ? { applicationId: current.applicationId } : {}),
      details: { noteId: id, ...(current.personId !== null ? { personId: current.personId } : {}) },
      at,
    });
  });
}

/** Every version of a note, oldest first, deleted notes included (admins: the route says so). */
export async function noteHistory(db: Db, id: number): Promise<NoteHistory> {
  const rows = await db
    .select({
      id: noteRevisions.id,
      kind: noteRevisions.kind,
      body: noteRevisions.body,
      by: noteRevisions.byName,
      at: noteRevisions.at,
    })
    .from(noteRevisions)
    .where(eq(noteRevisions.noteId, id))
    .orderBy(noteRevisions.at, noteRevisions.id);
  if (rows.length === 0) throw unknownNote(id);
  return { noteId: id, items: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
}
