// How many e-mails of a kind an application was sent lately: the e-mails a stranger can make the firm send
// someone (a duplicate notice, fresh status links) are capped by it (docs/decisions/0041).
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MailKind } from '../../contracts/outgoing-mail';
import type { Db } from '../db/client';
import { outgoingMails } from '../db/schema';

/** E-mails of `kind` about any of `applicationIds` queued in the last 24 hours, whatever became of them. */
export async function mailsOfLastDay(
  db: Pick<Db, 'select'>,
  kind: MailKind,
  applicationIds: number[],
): Promise<number> {
  const [row] = await db
    .select({ mails: count() })
    .from(outgoingMails)
    .where(
      and(
        eq(outgoingMails.kind, kind),
        inArray(outgoingMails.applicationId, applicationIds),
        gt(outgoingMails.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.mails ?? 0;
}
