// The contact inbox: messages newest first, searchable, filtered by new or handled, and marked handled by
// the admin who answered (or back to new).
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Page, PagingQuery } from '../../contracts/admin-common';
import type { InboxMessage, InboxState } from '../../contracts/admin-contact';
import type { Db } from '../db/client';
import { contactMessages, users } from '../db/schema';
import { NotFoundError } from '../domain-errors';
import { containsPattern, pageWindow } from './admin-paging';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  service: contactMessages.service,
  state: contactMessages.state,
  city: contactMessages.city,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: users.displayName,
};

type Row = Omit<InboxMessage, 'createdAt' | 'handledAt'> & { createdAt: Date; handledAt: Date | null };

const toMessage = (row: Row): InboxMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledAt ? row.handledBy : null,
});

export async function listInbox(
  db: Db,
  filter: PagingQuery & { state?: InboxState | undefined },
): Promise<Page<InboxMessage>> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const match = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.message, pattern),
      ilike(contactMessages.service, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.state === 'new') conditions.push(isNull(contactMessages.handledAt));
  if (filter.state === 'handled') conditions.push(isNotNull(contactMessages.handledAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    items: rows.map(toMessage),
    total: Number(total?.total ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export async function markHandled(
  db: Db,
  id: number,
  handled: boolean,
  userId: number,
): Promise<InboxMessage> {
  const updated = await db
    .update(contactMessages)
    .set(handled ? { handledAt: new Date(), handledBy: userId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) throw new NotFoundError(`There is no message with id ${id}.`);
  const [row] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  if (!row) throw new NotFoundError(`There is no message with id ${id}.`);
  return toMessage(row);
}
