// @mentions in notes (docs/decisions/0049): who can be named (active admins and recruiters: the staff who can
// read notes), and telling them. A colleague is told once per note: a mention row each, and an e-mail through
// the durable mail queue written in the note's own transaction, so a note saved is a colleague told.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { mentionedUsernames } from '../../contracts/note-mentions';
import { type Colleague, type NoteSubject, noteSubjectPage } from '../../contracts/notes';
import { RECRUITING } from '../../contracts/roles';
import type { Db } from '../db/client';
import { employees, mentions, users } from '../db/schema';
import type { MailQueue } from '../mail/mail-queue';
import { NOTE_MENTION_MAIL, noteMentionMail } from '../mail/note-mention-mail';
import { subjectWords } from './note-subjects';

/** Everyone a note can name, by username. */
export async function listColleagues(db: Db): Promise<Colleague[]> {
  return db
    .select({ username: users.username, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, [...RECRUITING])))
    .orderBy(asc(users.username));
}

/** The staff board of a career, by the role that opens it (src/lib/session/board-path.ts). */
const boardOf = (role: string) => (careerId: number) =>
  role === 'ADMIN' ? `/admin/JobManagement/${careerId}` : `/recruiter/RecruiterJobManagement/${careerId}`;

export interface MentionNotice {
  noteId: number;
  markdown: string;
  html: string;
  author: { id: number; displayName: string };
  subject: NoteSubject;
  publicUrl: string;
}

/**
 * Records a mention for each colleague the note names who was not named in it before, and queues their
 * e-mail; the author naming themselves is no mention. Answers the usernames newly told.
 */
export async function notifyMentions(tx: Db, mail: MailQueue, notice: MentionNotice): Promise<string[]> {
  const names = mentionedUsernames(notice.markdown);
  if (names.length === 0) return [];
  const named = await tx
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      role: users.role,
      email: employees.email,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(and(inArray(users.username, names), eq(users.active, true), inArray(users.role, [...RECRUITING])));
  const colleagues = named.filter((colleague) => colleague.id !== notice.author.id);
  if (colleagues.length === 0) return [];
  const added = await tx
    .insert(mentions)
    .values(colleagues.map((colleague) => ({ noteId: notice.noteId, userId: colleague.id })))
    .onConflictDoNothing()
    .returning({ userId: mentions.userId });
  const told = colleagues.filter((colleague) => added.some((row) => row.userId === colleague.id));
  for (const colleague of told) {
    // An account without an e-mail address on file still has the mention in its list.
    if (!colleague.email) continue;
    const page = noteSubjectPage(notice.subject, boardOf(colleague.role)) ?? '/admin/mentions';
    await mail.enqueue(tx, {
      kind: NOTE_MENTION_MAIL,
      // Erasing the application takes its mention e-mails with it, as it takes every e-mail about it.
      ...(notice.subject.applicationId !== null ? { applicationId: notice.subject.applicationId } : {}),
      message: noteMentionMail({
        colleague: { name: colleague.displayName, email: colleague.email },
        author: notice.author.displayName,
        about: subjectWords(notice.subject),
        noteHtml: notice.html,
        noteUrl: `${notice.publicUrl}${page}#note-${notice.noteId}`,
        mentionsUrl: `${notice.publicUrl}/admin/mentions`,
      }),
    });
  }
  return told.map((colleague) => colleague.username);
}
