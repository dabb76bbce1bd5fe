// Sharing, revoking and closing a shortlist (docs/decisions/0059), each allowed only where the shared rules say
// (machines/shortlist-rules.ts). Sharing copies the client's contact at that moment, makes the secret link (only
// its hash is kept), and queues the e-mail carrying it in the same transaction: a share saved is a link sent.
import { and, eq } from 'drizzle-orm';
import { clientShortlistPath, SHORTLIST_TEXTS, type ShortlistShared } from '../../contracts/shortlists';
import { shownToClient } from '../../machines/shortlist-rules';
import type { Db } from '../db/client';
import { applications, careers, clients, shortlistEntries, shortlists } from '../db/schema';
import { ConflictError } from '../domain-errors';
import type { MailQueue } from '../mail/mail-queue';
import { SHORTLIST_LINK_MAIL, shortlistLinkMail } from '../mail/shortlist-link-mail';
import { recordAudit } from './personal-data-audit';
import { newSecretToken, secretTokenHash } from './secret-tokens';
import { lockedShortlist, type StaffActor } from './shortlist-edit';
import { shortlistView } from './shortlist-read';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function shareShortlist(
  db: Db,
  mail: Pick<MailQueue, 'enqueue'>,
  share: { shortlistId: number; days: number; actor: StaffActor; publicUrl: string },
): Promise<ShortlistShared> {
  const { shortlistId, actor } = share;
  const link = await db.transaction(async (tx) => {
    const row = await lockedShortlist(tx, shortlistId, 'share', 'shared');
    const [client] = await tx
      .select({ name: clients.name, contactPerson: clients.contactPerson, email: clients.email })
      .from(clients)
      .where(eq(clients.sno, row.clientSno));
    const email = client?.email?.trim();
    if (!client || !email) throw new ConflictError(SHORTLIST_TEXTS.noEmail(client?.name ?? 'The client'));
    const people = await tx
      .select({ statusCode: applications.statusCode })
      .from(shortlistEntries)
      .innerJoin(applications, eq(applications.id, shortlistEntries.applicationId))
      .where(eq(shortlistEntries.shortlistId, shortlistId));
    const shown = people.filter((person) => shownToClient(person.statusCode)).length;
    if (shown === 0) throw new ConflictError(SHORTLIST_TEXTS.nobodyToShow);
    const [career] = await tx
      .select({ title: careers.title })
      .from(careers)
      .where(eq(careers.id, row.careerId));
    const token = newSecretToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + share.days * DAY_MS);
    const contactName = client.contactPerson?.trim() || null;
    await tx
      .update(shortlists)
      .set({
        state: 'shared',
        tokenHash: secretTokenHash(token),
        expiresAt,
        sharedAt: now,
        contactName,
        contactEmail: email,
      })
      .where(eq(shortlists.id, shortlistId));
    await recordAudit(tx, { action: 'shortlist-share', actor, details: { shortlistId } });
    const url = `${share.publicUrl}${clientShortlistPath(token)}`;
    await mail.enqueue(tx, {
      kind: SHORTLIST_LINK_MAIL,
      message: shortlistLinkMail({
        contact: { name: contactName, email },
        recruiter: actor.displayName,
        careerTitle: career?.title ?? row.title,
        candidates: shown,
        url,
        expiresAt,
      }),
    });
    return url;
  });
  return { shortlist: await shortlistView(db, shortlistId), link };
}

/** The link stops working at once; the answers given stay. */
export async function revokeShortlist(db: Db, shortlistId: number, actor: StaffActor) {
  await db.transaction(async (tx) => {
    await lockedShortlist(tx, shortlistId, 'revoke', 'revoked');
    await tx.update(shortlists).set({ revokedAt: new Date() }).where(eq(shortlists.id, shortlistId));
    await recordAudit(tx, { action: 'shortlist-revoke', actor, details: { shortlistId } });
  });
  return shortlistView(db, shortlistId);
}

/** Done with: read only from now on, and the link (if still live) ends with it. */
export async function closeShortlist(db: Db, shortlistId: number) {
  await db.transaction(async (tx) => {
    await lockedShortlist(tx, shortlistId, 'close', 'closed');
    await tx
      .update(shortlists)
      .set({ state: 'closed', closedAt: new Date() })
      .where(and(eq(shortlists.id, shortlistId)));
  });
  return shortlistView(db, shortlistId);
}
