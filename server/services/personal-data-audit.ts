// The audit log of personal-data actions: written by the export, the erasure and the scheduled jobs,
// read by admins. Rows carry ids and counts only (docs/decisions/0007).
import { count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditLogQuery } from '../../contracts/admin-applicants';
import type { Page } from '../../contracts/admin-common';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { pageWindow } from './admin-paging';

/** A staff member, or the scheduled jobs. */
export type Actor = { id: number; username: string } | 'system';

type Writer = Pick<Db, 'insert'>;

export async function recordAudit(
  db: Writer,
  entry: {
    action: AuditAction;
    actor: Actor;
    applicationId?: number;
    details?: Record<string, number | string | boolean>;
    at?: Date;
  },
) {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actor === 'system' ? null : entry.actor.id,
    actorName: entry.actor === 'system' ? 'system' : entry.actor.username,
    applicationId: entry.applicationId ?? null,
    details: entry.details ?? {},
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** Newest first, optionally one action only. */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<Page<AuditEntry>> {
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actorName,
      applicationId: row.applicationId,
      details: row.details,
      at: row.at.toISOString(),
    })),
    total: Number(total?.value ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
