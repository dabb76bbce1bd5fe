// Every outgoing e-mail is a row in outgoing_mails and a pg-boss job written in the caller's transaction
// (docs/decisions/0021): nothing acknowledged is lost, a delayed message survives restarts, and a failed try
// is retried with back-off until the last one marks the message "failed" for an admin to send again. A try
// takes the message from "queued" to "sending" before the hand-over, so that only a message still waiting can
// be stopped, and a stage e-mail that no longer matches the applicant's status is stopped, not sent
// (docs/decisions/0040). So is an interview's e-mail (an invitation, a reminder) written for a version of the
// interview that has since moved or been cancelled: its interview_sequence is no longer the interview's
// (docs/decisions/0057). A cancellation always goes: it is the news.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { INTERVIEW_NEWS_KINDS, type MailKind, type MailState } from '../../contracts/outgoing-mail';
import type { Database, Db } from '../db/client';
import { createJobQueue, JOB_SCHEMA, QUEUES, transactionRunner } from '../db/job-queue';
import { applicationStatuses, applications, interviews, outgoingMails } from '../db/schema';
import { activeStageMailTemplate } from '../services/stage-mail-templates';
import type { MailMessage, MailTransport } from './mailer';

/** Committed jobs ring this bell on every server sharing the database: their workers look at once. */
const MAIL_CHANNEL = 'outgoing_mail';
/** A try that takes longer is taken for lost (the server stopped mid-send) and tried again. */
export const TRY_EXPIRES_SECONDS = 120;
/** How often a server looks for messages whose last try was lost (settleLostTries). */
const LOST_TRIES_EVERY_MS = 60_000;
/** Why a try handed over as the server stops is failed, not made. */
const STOPPED_BEFORE_THE_TRY = 'The server was stopping: this message is tried again later.';
/** What an admin reads on a message whose last try never finished. */
export const LOST_TRY_ERROR = 'The last try did not finish (the server stopped or the mail server hung).';
/** What a stage e-mail stopped with "Don't send" says of itself. */
export const STOPPED_ON_THE_BOARD = 'Stopped on the board (“Don’t send”) before it went.';

/**
 * The states a try of the message's job takes it from: "queued", or "sending" left by an earlier try of the
 * same job that never finished (its server stopped) and that pg-boss now retries.
 */
const TRYABLE: MailState[] = ['queued', 'sending'];

/** What "Don't send" found: the message stopped now, the state it had gone on to, or null (no such stage e-mail). */
export type StageMailStop = 'stopped' | Exclude<MailState, 'queued'> | null;

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
  /**
   * The interview it is about and the interview's sequence when it was written: an invitation or a reminder
   * whose interview has moved on is stopped, not sent.
   */
  interviewId?: number;
  interviewSequence?: number;
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
  /** A stage e-mail still waiting ("queued") is not sent after all; otherwise nothing changes. */
  cancelStageMail(id: number): Promise<StageMailStop>;
  /** A failed message goes back to the queue; false when it is not (or no longer) failed. */
  retry(id: number): Promise<boolean>;
  /**
   * Messages still "queued" or "sending" whose job the queue gave up on without a try saying so (the last try
   * was lost: its server died, or it outlived TRY_EXPIRES_SECONDS) become "failed", for an admin to retry; how
   * many.
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
  let stopping = false;
  const underWay = new Set<Promise<void>>();

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

  /** This job's message while a try may take it: a change by anyone else since makes it match nothing. */
  const tryable = (mailId: number, jobId: string) =>
    and(eq(outgoingMails.id, mailId), eq(outgoingMails.jobId, jobId), inArray(outgoingMails.state, TRYABLE));

  /** Why a stage e-mail must not go now, or null: its template was switched off, or its applicant moved on. */
  async function staleStageMail(mail: typeof outgoingMails.$inferSelect): Promise<string | null> {
    if (!(await activeStageMailTemplate(db, mail.statusCode ?? '')))
      return 'Its template was switched off before it went.';
    const [applicant] = await db
      .select({ statusCode: applications.statusCode, label: applicationStatuses.label })
      .from(applications)
      .leftJoin(applicationStatuses, eq(applicationStatuses.code, applications.statusCode))
      .where(eq(applications.id, mail.applicationId ?? 0));
    if (!applicant) return 'It is about no applicant.';
    if (applicant.statusCode === mail.statusCode) return null;
    return `The applicant’s status changed before it went: they are in “${applicant.label ?? applicant.statusCode}” now.`;
  }

  /** Why an interview's invitation or reminder must not go now, or null: its interview moved on or was cancelled. */
  async function staleInterviewMail(mail: typeof outgoingMails.$inferSelect): Promise<string | null> {
    if (mail.interviewId === null || INTERVIEW_NEWS_KINDS.includes(mail.kind as MailKind)) return null;
    const [interview] = await db
      .select({ state: interviews.state, sequence: interviews.sequence })
      .from(interviews)
      .where(eq(interviews.id, mail.interviewId));
    if (!interview) return 'Its interview no longer exists.';
    if (interview.state === 'cancelled') return 'Its interview was cancelled before it went.';
    if (interview.sequence !== mail.interviewSequence) return 'Its interview changed before it went.';
    return null;
  }

  /**
   * One try of `job`, counted until it ends. pg-boss's graceful stop waits only for the jobs its worker holds,
   * so a fetch still on its way then hands a job over after the stop has ended, and its .eml was written while
   * the server's data folder was being removed (a CI run's teardown: ENOTEMPTY). Once stopping, such a job is
   * failed at once, to be tried again, and `stop` waits for the tries under way.
   */
  function tryOnce(job: Parameters<typeof deliver>[0]): Promise<void> {
    if (stopping) return Promise.reject(new Error(STOPPED_BEFORE_THE_TRY));
    const attempt = deliver(job).finally(() => underWay.delete(attempt));
    underWay.add(attempt);
    return attempt;
  }

  async function deliver(job: Job<MailJob> & { retryCount: number; retryLimit: number }) {
    const { mailId } = job.data;
    const [mail] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, mailId));
    // Erased with its applicant, settled or stopped meanwhile, or rescheduled by an admin: nothing to send.
    if (!mail || mail.jobId !== job.id || !TRYABLE.includes(mail.state)) return;
    const stale = mail.kind === 'stage' ? await staleStageMail(mail) : await staleInterviewMail(mail);
    if (stale) {
      await db
        .update(outgoingMails)
        .set({ state: 'cancelled', lastError: stale })
        .where(tryable(mailId, job.id));
      return;
    }
    // Out of the queue before the hand-over: from here "Don't send" is refused, never answered while it goes.
    // A move that stopped it a moment ago wins: the message is then no longer tryable.
    const [taken] = await db
      .update(outgoingMails)
      .set({ state: 'sending' })
      .where(tryable(mailId, job.id))
      .returning({ id: outgoingMails.id });
    if (!taken) return;
    const message: MailMessage = {
      to: { name: mail.toName, address: mail.toAddress },
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      attachments: mail.attachments ?? undefined,
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
      where m.state in ('queued', 'sending') and j.name = ${QUEUES.mail} and j.id = m.job_id
        and j.state = 'failed'
      returning m.id`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  /** Counts the try; only a message this job is still sending changes (an admin may have acted meanwhile). */
  const settle = (mailId: number, jobId: string, change: Partial<typeof outgoingMails.$inferInsert>) =>
    db
      .update(outgoingMails)
      .set({ ...change, attempts: sql`${outgoingMails.attempts} + 1` })
      .where(
        and(eq(outgoingMails.id, mailId), eq(outgoingMails.jobId, jobId), eq(outgoingMails.state, 'sending')),
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
          interviewId: mail.interviewId ?? null,
          interviewSequence: mail.interviewSequence ?? null,
          attachments: mail.message.attachments?.length ? mail.message.attachments : null,
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

    // The row is locked while it is read and changed: a try taking it for sending waits, or has taken it.
    cancelStageMail: (id) =>
      db.transaction(async (tx) => {
        const [mail] = await tx
          .select({ kind: outgoingMails.kind, state: outgoingMails.state })
          .from(outgoingMails)
          .where(eq(outgoingMails.id, id))
          .for('update');
        if (mail?.kind !== 'stage') return null;
        if (mail.state !== 'queued') return mail.state;
        await tx
          .update(outgoingMails)
          .set({ state: 'cancelled', lastError: STOPPED_ON_THE_BOARD })
          .where(eq(outgoingMails.id, id));
        return 'stopped';
      }),

    settleLostTries,

    async start() {
      await boss.start();
      const workerId = await boss.work<MailJob>(
        QUEUES.mail,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: delivery.pollingSeconds },
        ([job]) => (job ? tryOnce(job as Parameters<typeof deliver>[0]) : Promise.resolve()),
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
      stopping = true;
      clearInterval(lostTries);
      await stopListening?.();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      await Promise.allSettled(underWay);
      transport.close();
    },
  };
}
