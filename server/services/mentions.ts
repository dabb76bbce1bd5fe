// The signed-in person's mentions (docs/decisions/0049): unread first, then newest; marking one or all read;
// the unread count the staff header polls (one indexed count). A deleted note's mentions leave the list and
// the count. Someone else's mention is answered as unknown, so ids tell nothing.
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Mention, MentionPage, UnreadMentions } from '../../contracts/notes';
import type { Db } from '../db/client';
import { applications, careers, mentions, notes, people, users } from '../db/schema';
import { NotFoundError } from '../domain-errors';
import { htmlAsText } from '../mail/plain-text';
import { pageWindow } from './admin-paging';

/** How much of the note the list shows. */
export const EXCERPT_LENGTH = 200;

const author = alias(users, 'note_author');

const excerptOf = (html: string) => {
  const text = htmlAsText(html).replace(/\s+/g, ' ');
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
};

/** The user's mentions of notes that are not deleted, and `more`. */
const visible = (userId: number, more?: SQL) =>
  and(eq(mentions.userId, userId), isNull(notes.deletedAt), more);

async function readMentions(db: Db, where: SQL | undefined, window: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: mentions.id,
      noteId: mentions.noteId,
      createdAt: mentions.createdAt,
      readAt: mentions.readAt,
      by: sql<string>`coalesce(${author.displayName}, ${notes.authorName})`,
      html: notes.bodyHtml,
      notePersonId: notes.personId,
      applicationId: notes.applicationId,
      applicationPersonId: applications.personId,
      careerId: applications.careerId,
      name: sql<string>`coalesce(${people.fullName}, ${applications.fullName}, '')`,
      jobTitle: careers.title,
    })
    .from(mentions)
    .innerJoin(notes, eq(notes.id, mentions.noteId))
    .leftJoin(author, eq(author.id, notes.authorId))
    .leftJoin(applications, eq(applications.id, notes.applicationId))
    .leftJoin(careers, eq(careers.id, applications.careerId))
    .leftJoin(people, eq(people.id, sql`coalesce(${notes.personId}, ${applications.personId})`))
    .where(where)
    .orderBy(sql`${mentions.readAt} is null desc`, desc(mentions.createdAt), desc(mentions.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(
    (row): Mention => ({
      id: row.id,
      noteId: row.noteId,
      by: row.by,
      excerpt: excerptOf(row.html),
      subject: {
        personId: row.notePersonId ?? row.applicationPersonId,
        applicationId: row.applicationId,
        careerId: row.careerId,
        name: row.name,
        jobTitle: row.jobTitle,
      },
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    }),
  );
}

export async function unreadMentions(db: Db, userId: number): Promise<UnreadMentions> {
  const [row] = await db
    .select({ unread: count() })
    .from(mentions)
    .innerJoin(notes, eq(notes.id, mentions.noteId))
    .where(visible(userId, isNull(mentions.readAt)));
  return { unread: Number(row?.unread ?? 0) };
}

export async function listMentions(
  db: Db,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<MentionPage> {
  const [items, [total], { unread }] = await Promise.all([
    readMentions(db, visible(userId), pageWindow(query)),
    db
      .select({ value: count() })
      .from(mentions)
      .innerJoin(notes, eq(notes.id, mentions.noteId))
      .where(visible(userId)),
    unreadMentions(db, userId),
  ]);
  return { items, total: Number(total?.value ?? 0), page: query.page, pageSize: query.pageSize, unread };
}

/** Marks one of the user's mentions read (again is fine: the first time is kept); the mention as it is now. */
export async function markMentionRead(db: Db, userId: number, id: number): Promise<Mention> {
  const [mine] = await db
    .select({ id: mentions.id })
    .from(mentions)
    .innerJoin(notes, eq(notes.id, mentions.noteId))
    .where(visible(userId, eq(mentions.id, id)));
  if (!mine) throw new NotFoundError('This mention is no longer there: its note may have been deleted.');
  await db
    .update(mentions)
    .set({ readAt: sql`coalesce(${mentions.readAt}, now())` })
    .where(eq(mentions.id, id));
  const [mention] = await readMentions(db, eq(mentions.id, id), { limit: 1, offset: 0 });
  if (!mention) throw new NotFoundError('This mention is no longer there: its note may have been deleted.');
  return mention;
}

export async function markAllMentionsRead(db: Db, userId: number): Promise<UnreadMentions> {
  await db
    .update(mentions)
    .set({ readAt: new Date() })
    .where(and(eq(mentions.userId, userId), isNull(mentions.readAt)));
  return unreadMentions(db, userId);
}
