// The status page's personal links themselves (docs/decisions/0022): making one, and finding the application
// a live one opens. Only each token's hash is stored. Apart from the page (status-links.ts), so that the
// e-mails carrying a link (an application's, a stage's, an interview's) need nothing of the pipeline.
import { and, eq, gt, sql } from 'drizzle-orm';
import { MY_APPLICATION_TEXTS, myApplicationPath, STATUS_LINK_DAYS } from '../../contracts/my-application';
import type { Db } from '../db/client';
import { applicationLinks } from '../db/schema';
import { NotFoundError } from '../domain-errors';
import { newSecretToken, secretTokenHash } from './secret-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new link to application `applicationId`, written in `tx`; answers the page's address (path only). The
 * e-mail carrying it is queued in the same transaction, so both share its `created_at` (endLinksSent).
 */
export async function createStatusLink(tx: Db, applicationId: number): Promise<string> {
  const token = newSecretToken();
  await tx.insert(applicationLinks).values({
    applicationId,
    tokenHash: secretTokenHash(token),
    expiresAt: new Date(Date.now() + STATUS_LINK_DAYS * DAY_MS),
  });
  return myApplicationPath(token);
}

/** The application a live link opens; every other link gets the same answer. */
export async function applicationOfLink(db: Db, token: string): Promise<number> {
  const [link] = await db
    .select({ applicationId: applicationLinks.applicationId })
    .from(applicationLinks)
    .where(
      and(eq(applicationLinks.tokenHash, secretTokenHash(token)), gt(applicationLinks.expiresAt, sql`now()`)),
    );
  if (!link) throw new NotFoundError(MY_APPLICATION_TEXTS.linkInvalid);
  return link.applicationId;
}
