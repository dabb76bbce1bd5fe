// What an interview's change tells the people in it (docs/decisions/0057). The interview core raises
// interviews.sequence and calls announceInterviewChange in the same transaction, so the e-mails, their .ics
// and the stopping of the old reminders commit with the change or not at all:
// - proposed: the candidate is asked to choose a time on their status page (no .ics: nothing is booked; but a
//   time booked before and now withdrawn is cancelled in every calendar: previousStartsAt);
// - booked / rescheduled: a METHOD:REQUEST invitation to the candidate and to each interviewer, and reminders
//   a day and an hour before through the durable queue (those already past are not written);
// - cancelled: METHOD:CANCEL, same UID, the raised SEQUENCE, to everyone who had an invitation, or a plain
//   note to the candidate when none had gone (it was never booked);
// - held / no-show: nothing to say; the old reminders stop, as on every change.
// Every e-mail carries the interview's id and sequence: the queue stops, at send time, one whose interview has
// since moved on (server/mail/mail-queue.ts), and here the older ones still waiting are stopped at once.
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { REMINDER_MINUTES_BEFORE } from '../../contracts/interviews';
import { INTERVIEW_NEWS_KINDS, type MailKind } from '../../contracts/outgoing-mail';
import { interviewEvent, invitationAttachment } from '../calendar/interview-event';
import type { Db } from '../db/client';
import {
  applications,
  careers,
  employees,
  interviewInterviewers,
  interviews,
  outgoingMails,
  users,
} from '../db/schema';
import {
  interviewCancellationMail,
  interviewInvitationMail,
  interviewProposedMail,
  interviewReminderMail,
} from '../mail/interview-candidate-mails';
import {
  interviewerCancellationMail,
  interviewerInvitationMail,
  interviewerRebookingMail,
  interviewerReminderMail,
} from '../mail/interview-interviewer-mails';
import type { InterviewFacts } from '../mail/interview-wording';
import type { MailQueue, QueuedMail } from '../mail/mail-queue';
import type { MailMessage } from '../mail/mailer';
import { databaseNow } from './status-history';
import { createStatusLink } from './status-link-tokens';

export interface InterviewChange {
  interviewId: number;
  /** The site's public address (config.publicUrl), for the candidate's link to their status page. */
  publicUrl: string;
  /**
   * The candidate's application is being erased (the interview goes with it, after this call): the candidate
   * is written nothing, and the interviewers' cancellation names no candidate and is kept with no application,
   * so it still goes once the rows are gone.
   */
  erasure?: boolean;
  /**
   * The time booked until this change, when the change took it away (a reschedule offering several new times:
   * the interview is "proposed" again). Its CANCEL goes to everyone invited, so no calendar keeps a time that
   * no longer holds; the new booking's REQUEST, same UID and a higher SEQUENCE, brings the event back.
   */
  previousStartsAt?: Date | null;
}

/** What a stopped older e-mail of the interview says of itself in the admins' list. */
export const SUPERSEDED = 'The interview changed before it went: a newer message replaces it.';

/** The interview as its e-mails tell it, read in `tx` (after the change); null when there is none. */
export async function interviewFacts(tx: Db, interviewId: number): Promise<InterviewFacts | null> {
  const [row] = await tx
    .select({
      interview: interviews,
      careerTitle: careers.title,
      candidateName: applications.fullName,
      candidateEmail: applications.email,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(careers, eq(careers.id, applications.careerId))
    .where(eq(interviews.id, interviewId));
  if (!row) return null;
  // The name and address on the staff member's profile; an account without one is reached by nobody.
  const interviewers = await tx
    .select({ name: employees.fullName, email: employees.email })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .innerJoin(employees, eq(employees.userId, users.id))
    .where(eq(interviewInterviewers.interviewId, interviewId))
    .orderBy(asc(employees.fullName));
  const { interview } = row;
  return {
    id: interview.id,
    applicationId: interview.applicationId,
    uid: interview.uid,
    sequence: interview.sequence,
    state: interview.state,
    kind: interview.kind,
    office: interview.office,
    videoLink: interview.videoLink,
    durationMinutes: interview.durationMinutes,
    startsAt: interview.startsAt,
    careerTitle: row.careerTitle,
    candidate: { name: row.candidateName, email: row.candidateEmail },
    interviewers,
    cancelReason: interview.cancelReason,
  };
}

export async function announceInterviewChange(
  tx: Db,
  mail: Pick<MailQueue, 'enqueue'>,
  change: InterviewChange,
): Promise<void> {
  const facts = await interviewFacts(tx, change.interviewId);
  if (!facts) return;
  await stopOlderMails(tx, facts);
  const { applicationId } = facts;
  const send = (kind: MailKind, message: MailMessage, extra: Partial<QueuedMail> = {}) =>
    mail.enqueue(tx, {
      kind,
      message,
      applicationId,
      interviewId: facts.id,
      interviewSequence: facts.sequence,
      ...extra,
    });
  const statusUrl = async () => `${change.publicUrl}${await createStatusLink(tx, applicationId)}`;
  const { startsAt } = facts;

  if (facts.state === 'proposed') {
    if (change.erasure) return;
    const previous = change.previousStartsAt;
    if (!previous) {
      await send('interview-proposed', interviewProposedMail(facts, await statusUrl()));
      return;
    }
    const withdrawn = { ...facts, startsAt: previous, state: 'cancelled' as const };
    const candidateIcs = invitationAttachment('CANCEL', interviewEvent(withdrawn, 'candidate'));
    await send(
      'interview-proposed',
      interviewProposedMail(facts, await statusUrl(), { startsAt: previous, ics: candidateIcs }),
    );
    const staffIcs = invitationAttachment('CANCEL', interviewEvent(withdrawn, 'interviewers'));
    for (const person of facts.interviewers) {
      await send('interviewer-cancellation', interviewerRebookingMail(withdrawn, person, staffIcs));
    }
    return;
  }

  if ((facts.state === 'booked' || facts.state === 'rescheduled') && startsAt) {
    const booked = { ...facts, startsAt };
    const url = await statusUrl();
    const candidateIcs = invitationAttachment('REQUEST', interviewEvent(booked, 'candidate'));
    const staffIcs = invitationAttachment('REQUEST', interviewEvent(booked, 'interviewers'));
    await send('interview-invitation', interviewInvitationMail(booked, url, candidateIcs));
    for (const person of facts.interviewers) {
      await send('interviewer-invitation', interviewerInvitationMail(booked, person, staffIcs));
    }
    const now = await databaseNow(tx);
    for (const minutes of REMINDER_MINUTES_BEFORE) {
      const sendAt = new Date(startsAt.getTime() - minutes * 60_000);
      // A reminder of something sooner than its lead time would arrive late and say the wrong thing.
      if (sendAt <= now) continue;
      await send('interview-reminder', interviewReminderMail(booked, url, minutes), { sendAt });
      for (const person of facts.interviewers) {
        await send('interviewer-reminder', interviewerReminderMail(booked, person, minutes), { sendAt });
      }
    }
    return;
  }

  if (facts.state === 'cancelled') {
    if (!startsAt) {
      // Never booked: no calendar has it, so there is nothing to remove from one.
      if (!change.erasure) await send('interview-cancellation', interviewCancellationMail(facts, null));
      return;
    }
    const booked = { ...facts, startsAt };
    if (!change.erasure) {
      const candidateIcs = invitationAttachment('CANCEL', interviewEvent(booked, 'candidate'));
      await send('interview-cancellation', interviewCancellationMail(booked, candidateIcs));
    }
    const staffIcs = invitationAttachment(
      'CANCEL',
      interviewEvent(booked, change.erasure ? 'erased' : 'interviewers'),
    );
    for (const person of facts.interviewers) {
      await send(
        'interviewer-cancellation',
        interviewerCancellationMail(booked, person, staffIcs, Boolean(change.erasure)),
        // Kept with no application, so the erasure that follows does not take it away before it goes.
        change.erasure ? { applicationId: undefined } : {},
      );
    }
  }
}

/** The interview's e-mails still waiting that were written for an earlier version of it (old reminders). */
function stopOlderMails(tx: Db, facts: InterviewFacts) {
  return tx
    .update(outgoingMails)
    .set({ state: 'cancelled', lastError: SUPERSEDED })
    .where(
      and(
        eq(outgoingMails.interviewId, facts.id),
        eq(outgoingMails.state, 'queued'),
        ne(outgoingMails.interviewSequence, facts.sequence),
        notInArray(outgoingMails.kind, [...INTERVIEW_NEWS_KINDS]),
      ),
    );
}
