// Every outgoing e-mail is a row in outgoing_mails and a pg-boss job written in the caller's transaction
// (docs/decisions/0021): nothing acknowledged is lost, a delayed message survives restarts, and a failed try
// is retried with back-off until the last one marks the message "failed" for an admin to send again.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { MailKind } from '../../contracts/outgoing-mail';
import type { Database, Db } from '../db/client';
import { createJobQueue, JOB_SCHEMA, QUEUES, transactionRunner } from '../db/job-queue';
import { outgoingMails } from '../db/schema';
import { activeStageMailTemplate } from '../services/stage-mail-templates';
import type { MailMessage, MailTransport } from './mailer';

/** Committed jobs ring this bell on every server sharing the database: their workers look at once. */
const MAIL_CHANNEL = 'outgoing_mail';
/** A try that takes longer is taken for lost (the server stopped mid-send) and tried again. */
export const TRY_EXPIRES_SECONDS = 120;
/** How often a server looks for messages whose last try was lost (settleLostTries). */
const LOST_TRIES_EVERY_MS = 60_000;
/** What an admin reads on a message whose last try never finished. */
export const LOST_TRY_ERROR = 'The last try did not finish (the server stopped or the mail server hung).';

export interface MailDelivery {
  /** Tries after the first before a message is "failed". */
  retryLimit: number;
  /** Wait before the first retry; each next one waits twice as long. */
  retryDelaySeconds: number;
  /** How often a worker looks for due messages when no bell rang (delayed ones, other servers' retries). */
  pollingSeconds: number;
}

export const DEFAULT_MAIL_DELIVERY: MailDelivery = {
  // 30 s, 1, 2, 4, 8 min: about a quarter of an hour for an SMTP server to come back.
  retryLimit: 5,
  retryDelaySeconds: 30,
  pollingSeconds: 2,
};

export interface QueuedMail {
  kind: MailKind;
  message: MailMessage;
  /** The applicant or contact message it is about: erasing them removes it. */
  applicationId?: number;
  /** A stage e-mail's status: one per application and status, unless cancelled. */
  statusCode?: string;
  contactMessageId?: number;
  /** Not before (now when unset). */
  sendAt?: Date;
}

interface MailJob {
  mailId: number;
}

interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailQueue {
  /**
   * Stores the message and its delivery in `tx`: both are committed with the caller's rows, or neither.
   * Null (and nothing stored) when the same stage e-mail is already waiting or sent.
   */
  enqueue(tx: Db, mail: QueuedMail): Promise<number | null>;
  /** A stage e-mail still waiting is not sent after all; false when it has gone (or is not one). */
  cancel(id: number): Promise<boolean>;
  /** A failed message goes back to the queue; false when it is not (or no longer) failed. */
  retry(id: number): Promise<boolean>;
  /**
   * Messages still "queued" whose job the queue gave up on without a try saying so (the last try was lost:
   * its server died, or it outlived TRY_EXPIRES_SECONDS) become "failed", for an admin to retry; how many.
   */
  settleLostTries(): Promise<number>;
  /** Starts delivering (this server's worker). */
  start(): Promise<void>;
  /** Lets the message under way finish, then stops. */
  stop(): Promise<void>;
}

export function createMailQueue({
  database,
  transport,
  delivery,
  log,
}: {
  database: Database;
  transport: MailTransport;
  delivery: MailDelivery;
  log: MailLog;
}): MailQueue {
  const { db } = database;
  const boss = createJobQueue(database.jobs, { pollingSeconds: delivery.pollingSeconds });
  boss.on('error', (error) => log.error({ err: error }, 'the mail queue reported an error'));
  let stopListening: (() => Promise<void>) | undefined;
  let lostTries: NodeJS.Timeout | undefined;

  /** The job `jobId` that delivers message `mailId`, written in `tx`; the bell rings when `tx` commits. */
  async function schedule(tx: Db, mailId: number, jobId: string, sendAt: Date | undefined) {
    await boss.send(QUEUES.mail, { mailId } satisfies MailJob, {
      id: jobId,
      db: transactionRunner(tx),
      retryLimit: delivery.retryLimit,
      retryDelay: delivery.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: TRY_EXPIRES_SECONDS,
      ...(sendAt ? { startAfter: sendAt } : {}),
    });
    await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  }

  async function deliver(job: Job<MailJob> & { retryCount: number; retryLimit: number }) {
    const { mailId } = job.data;
    const [mail] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, mailId));
    // Erased with its applicant, settled by an earlier try, or rescheduled by an admin: nothing to send.
    if (mail?.state !== 'queued' || mail.jobId !== job.id) return;
    // A stage e-mail whose template was switched off while it waited is not sent after all.
    if (mail.kind === 'stage' && !(await activeStageMailTemplate(db, mail.statusCode ?? ''))) {
      await db
        .update(outgoingMails)
        .set({ state: 'cancelled', lastError: 'Its template was switched off before it went.' })
        .where(and(eq(outgoingMails.id, mailId), eq(outgoingMails.state, 'queued')));
      return;
    }
    const message: MailMessage = {
      to: { name: mail.toName, address: mail.toAddress },
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
    };
    try {
      await transport.deliver(message, mail);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      await settle(mailId, job.id, {
        state: last ? 'failed' : 'queued',
        lastError: (error as Error).message.slice(0, 500),
      });
      log.error({ err: error, mailId, attempt: job.retryCount + 1 }, 'e-mail could not be sent');
      throw error;
    }
    await settle(mailId, job.id, { state: 'sent', sentAt: new Date(), lastError: null });
    log.info({ mailId, kind: mail.kind }, 'e-mail sent');
  }

  async function settleLostTries() {
    const result = await db.execute(sql`
      update outgoing_mails m
      set state = 'failed', attempts = m.attempts + 1, last_error = ${LOST_TRY_ERROR}
      from ${sql.identifier(JOB_SCHEMA)}.job j
      where m.state = 'queued' and j.name = ${QUEUES.mail} and j.id = m.job_id and j.state = 'failed'
      returning m.id`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  /** Counts the try; only a message still queued for this job changes (an admin may have acted meanwhile). */
  const settle = (mailId: number, jobId: string, change: Partial<typeof outgoingMails.$inferInsert>) =>
    db
      .update(outgoingMails)
      .set({ ...change, attempts: sql`${outgoingMails.attempts} + 1` })
      .where(
        and(eq(outgoingMails.id, mailId), eq(outgoingMails.jobId, jobId), eq(outgoingMails.state, 'queued')),
      );

  return {
    async enqueue(tx, mail) {
      const jobId = randomUUID();
      const [row] = await tx
        .insert(outgoingMails)
        .values({
          kind: mail.kind,
          applicationId: mail.applicationId ?? null,
          contactMessageId: mail.contactMessageId ?? null,
          statusCode: mail.statusCode ?? null,
          toName: mail.message.to.name,
          toAddress: mail.message.to.address,
          replyTo: mail.message.replyTo ?? null,
          subject: mail.message.subject,
          textBody: mail.message.text,
          htmlBody: mail.message.html,
          sendAt: mail.sendAt ?? new Date(),
          jobId,
        })
        // The one conflict possible: this stage e-mail exists (outgoing_mails_stage_key).
        .onConflictDoNothing()
        .returning({ id: outgoingMails.id });
      if (!row) return null;
      await schedule(tx, row.id, jobId, mail.sendAt);
      return row.id;
    },

    retry: (id) =>
      db.transaction(async (tx) => {
        const jobId = randomUUID();
        const [row] = await tx
          .update(outgoingMails)
          .set({ state: 'queued', sendAt: new Date(), jobId })
          .where(and(eq(outgoingMails.id, id), eq(outgoingMails.state, 'failed')))
          .returning({ id: outgoingMails.id });
        if (!row) return false;
        await schedule(tx, row.id, jobId, undefined);
        return true;
      }),

    async cancel(id) {
      const cancelled = await db
        .update(outgoingMails)
        .set({ state: 'cancelled' })
        .where(
          and(eq(outgoingMails.id, id), eq(outgoingMails.kind, 'stage'), eq(outgoingMails.state, 'queued')),
        )
        .returning({ id: outgoingMails.id });
      return cancelled.length > 0;
    },

    settleLostTries,

    async start() {
      await boss.start();
      const workerId = await boss.work<MailJob>(
        QUEUES.mail,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: delivery.pollingSeconds },
        ([job]) => (job ? deliver(job as Parameters<typeof deliver>[0]) : Promise.resolve()),
      );
      const look = () => boss.notifyWorker(workerId);
      stopListening = await database.listen(MAIL_CHANNEL, look, look);
      look();
      const settle = () =>
        settleLostTries().catch((error) => log.error({ err: error }, 'lost mail tries were not settled'));
      void settle();
      lostTries = setInterval(settle, LOST_TRIES_EVERY_MS).unref();
    },

    async stop() {
      clearInterval(lostTries);
      await stopListening?.();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      transport.close();
    },
  };
}
