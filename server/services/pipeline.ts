// The recruiter board's data: statuses, careers with applicant counts, a career's applicants, moving an
// applicant (the choices table of docs/requirements.md#status-choices, enforced here too) and the stage
// history.
import { and, asc, count, eq, max, type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../contracts/application-status';
import type { BoardApplication, BulkMoveResult, HistoryEntry, RecentCareer } from '../../contracts/recruiter';
import { isAllowedMove, statusChoices, statusLabel } from '../../machines/applicant-pipeline';
import type { Db } from '../db/client';
import { applicationStatuses, applicationStatusHistory, applications, careers } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { cancelInterviewsOnMove } from './interview-cancellation';
import type { InterviewMailing } from './interview-changes';
import { stopStaleStageMails } from './outgoing-mail';
import { checkedReason } from './rejection-reasons';
import { hasYesScorecardSql, type OfferMover, passOfferGate } from './scorecard-offer-gate';
import { clientAnswerJson } from './shortlist-board';
import { databaseNow, statusHistoryRows } from './status-history';

export async function listStatuses(db: Db): Promise<ApplicationStatus[]> {
  const rows = await db.select().from(applicationStatuses).orderBy(asc(applicationStatuses.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    statusCode: row.code,
    label: row.label,
    sortOrder: row.sortOrder,
  }));
}

/** Every career with how many applied and when the latest did; newest activity first, then most applicants. */
export async function listRecentCareers(db: Db): Promise<RecentCareer[]> {
  const rows = await db
    .select({
      id: careers.id,
      title: careers.title,
      jobId: careers.jobId,
      applicationsCount: count(applications.id),
      latestAppliedAt: max(applications.appliedAt),
    })
    .from(careers)
    .leftJoin(applications, eq(applications.careerId, careers.id))
    .groupBy(careers.id);
  return rows
    .map((row) => ({
      ...row,
      applicationsCount: Number(row.applicationsCount),
      latestAppliedAt: row.latestAppliedAt ? new Date(row.latestAppliedAt).toISOString() : null,
    }))
    .sort(
      (a, b) =>
        (b.latestAppliedAt ?? '').localeCompare(a.latestAppliedAt ?? '') ||
        b.applicationsCount - a.applicationsCount,
    );
}

/** A timestamp as the ISO text the contracts read, written by the database itself. */
const isoText = (column: SQL) =>
  sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The stage e-mail waiting to go for application `id`, as JSON (or null). */
const pendingMailJson = (id: SQL) => sql`(
  select json_build_object('id', m.id, 'sendAt', ${isoText(sql`m.send_at`)})
  from outgoing_mails m
  where m.application_id = ${id} and m.kind = 'stage' and m.state = 'queued'
  order by m.id desc limit 1)`;

/** Who reads the board, for the undo it offers them: their own latest moves, for `undoMinutes`
 * (decision 0023). */
export interface BoardViewer {
  userId: number | null;
  undoMinutes: number;
}

/**
 * Application `id`'s latest move as JSON while `viewer` made it and may still undo it (or null): a move,
 * not the arrival nor an undo, at most `undoMinutes` old. A move sets the application's `updated_at`, so
 * only applications changed within the window read their history (one index read each): on a board of
 * thousands, the rest cost nothing. The latest is the row written last, as undoMove reads it
 * (docs/decisions/0040).
 */
const undoableMoveJson = (application: { id: SQL; updatedAt: SQL }, { userId, undoMinutes }: BoardViewer) => {
  const window = sql`(${undoMinutes}::int * interval '1 minute')`;
  return sql`(case when ${application.updatedAt} > now() - ${window} then (
  select json_build_object('historyId', h.id, 'until', ${isoText(sql`h.changed_at + ${window}`)})
  from (
    select * from application_status_history latest
    where latest.application_id = ${application.id}
    order by latest.id desc limit 1) h
  where h.changed_by = ${userId} and h.undoes_id is null and h.from_status is not null
    and h.changed_at > now() - ${window}) end)`;
};

/** When application `id` last moved, as ISO text (or null): its latest counted move, not the arrival. One
 * backwards read of the history index per applicant. */
const lastMovedJson = (id: SQL) => sql`(
  select ${isoText(sql`h.changed_at`)} from application_status_history h
  where h.application_id = ${id} and h.from_status is not null and not h.voided
  order by h.changed_at desc, h.id desc limit 1)`;

const boardColumns = (viewer: BoardViewer) => ({
  id: applications.id,
  name: applications.fullName,
  email: applications.email,
  mobile: applications.mobile,
  state: applications.state,
  city: applications.city,
  resumeFilename: applications.resumeFilename,
  source: applications.source,
  statusCode: applications.statusCode,
  statusLabel: applicationStatuses.label,
  appliedAt: applications.appliedAt,
  personId: applications.personId,
  lastMovedAt: sql<string | null>`${lastMovedJson(sql`${applications.id}`)}`,
  hasYesScorecard: sql<boolean>`${hasYesScorecardSql(sql`${applications.id}`)}`,
  pendingMail: sql<BoardApplication['pendingMail']>`${pendingMailJson(sql`${applications.id}`)}`,
  undoableMove: sql<BoardApplication['undoableMove']>`${undoableMoveJson(
    { id: sql`${applications.id}`, updatedAt: sql`${applications.updatedAt}` },
    viewer,
  )}`,
});

interface BoardRow {
  id: number;
  name: string;
  email: string;
  mobile: string;
  state: string | null;
  city: string | null;
  resumeFilename: string | null;
  source: string | null;
  statusCode: string;
  statusLabel: string | null;
  appliedAt: Date;
  personId: number | null;
  lastMovedAt: string | null;
  hasYesScorecard: boolean;
  pendingMail: BoardApplication['pendingMail'];
  undoableMove: BoardApplication['undoableMove'];
}

const toBoardApplication = (row: BoardRow): BoardApplication => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  state: row.state,
  city: row.city,
  resumeFilename: row.resumeFilename,
  source: row.source,
  status: { statusCode: row.statusCode, label: row.statusLabel ?? row.statusCode },
  appliedAt: row.appliedAt.toISOString(),
  personId: row.personId ?? null,
  lastMovedAt: row.lastMovedAt ?? null,
  hasYesScorecard: row.hasYesScorecard === true,
  pendingMail: row.pendingMail ?? null,
  undoableMove: row.undoableMove ?? null,
});

/** One applicant as the board shows them to `viewer`. */
export async function boardApplication(
  db: Db,
  applicationId: number,
  viewer: BoardViewer,
): Promise<BoardApplication> {
  const [row] = await db
    .select(boardColumns(viewer))
    .from(applications)
    .leftJoin(applicationStatuses, eq(applicationStatuses.code, applications.statusCode))
    .where(eq(applications.id, applicationId));
  if (!row) throw new NotFoundError(`There is no application with id ${applicationId}.`);
  return toBoardApplication(row as BoardRow);
}

/**
 * A career and its applicants newest first, as the JSON text of the answer. Postgres builds the JSON
 * itself: on the embedded database, handing 5,000 rows one by one to JavaScript costs more than the query.
 */
export async function careerApplicationsJson(db: Db, careerId: number, viewer: BoardViewer): Promise<string> {
  const result = await db.execute(sql`
    select json_build_object(
      'career', json_build_object('id', c.id, 'title', c.title, 'jobId', c.job_id),
      'applications', coalesce((
        select json_agg(json_build_object(
          'id', a.id, 'name', a.full_name, 'email', a.email, 'mobile', a.mobile,
          'state', a.state, 'city', a.city, 'resumeFilename', a.resume_filename, 'source', a.source,
          'status', json_build_object('statusCode', a.status_code, 'label', coalesce(s.label, a.status_code)),
          'appliedAt', ${isoText(sql`a.applied_at`)},
          'personId', a.person_id,
          'lastMovedAt', ${lastMovedJson(sql`a.id`)},
          'clientAnswer', ${clientAnswerJson(sql`a.id`)},
          'hasYesScorecard', ${hasYesScorecardSql(sql`a.id`)},
          'pendingMail', ${pendingMailJson(sql`a.id`)},
          'undoableMove', ${undoableMoveJson({ id: sql`a.id`, updatedAt: sql`a.updated_at` }, viewer)}
        ) order by a.applied_at desc, a.id desc)
        from applications a left join application_statuses s on s.code = a.status_code
        where a.career_id = c.id), '[]'::json)
    )::text as body
    from careers c where c.id = ${careerId}`);
  const [row] = (result as unknown as { rows: { body: string }[] }).rows;
  if (!row) throw new NotFoundError(`There is no career with id ${careerId}.`);
  return row.body;
}

/**
 * Moves an applicant if the choices table allows it from the status they are in *now*. The row is
 * locked for the transaction, so of two recruiters moving the same applicant at once only one wins
 * from a given status; the other gets 409.
 */
export async function moveApplication(
  db: Db,
  move: Move & { applicationId: number },
  alongside?: AlongsideMove,
): Promise<BoardApplication> {
  return moveOne(
    db,
    { ...move, applicationId: move.applicationId },
    await checkedReason(db, move),
    alongside,
  );
}

/** What a stopped stage e-mail says when the candidate withdrew before it went. */
const WITHDRAWN_BEFORE_IT_WENT = 'The candidate withdrew before it went.';

/** Runs in a move's transaction once the applicant has moved (the candidate's e-mail is queued there). */
export type AlongsideMove = (tx: Db, applicationId: number, toStatusCode: string) => Promise<unknown>;

/** A move as the recruiter asks for it. */
interface Move {
  toStatusCode: string;
  note?: string | undefined;
  reasonId?: number | undefined;
  /** Who moved; null for the candidate's own withdrawal. */
  userId: number | null;
  /** How long the mover may undo it (decision 0023); none when unset. */
  undoMinutes?: number | undefined;
  /** An admin's reason for releasing an offer without a yes scorecard (docs/decisions/0058). */
  offerOverrideReason?: string | undefined;
  /** Who moves, for the offer gate; a move without one cannot override it. */
  mover?: OfferMover | undefined;
  /** How a cancelled interview is announced: a move that ends the pipeline cancels those still to come. */
  mailing: InterviewMailing;
}

/** Moves one applicant, the reason already checked. */
async function moveOne(
  db: Db,
  move: Move & { applicationId: number },
  reasonId: number | null,
  alongside?: AlongsideMove,
): Promise<BoardApplication> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ statusCode: applications.statusCode })
      .from(applications)
      .where(eq(applications.id, move.applicationId))
      .for('update');
    if (!current) throw new NotFoundError(`There is no application with id ${move.applicationId}.`);
    const statuses = await listStatuses(tx as unknown as Db);
    if (!statuses.some((status) => status.statusCode === move.toStatusCode)) {
      throw new InvalidInputError(`There is no status ${move.toStatusCode}.`, {
        toStatusCode: 'Unknown status code.',
      });
    }
    if (!isAllowedMove(current.statusCode, move.toStatusCode, statuses)) {
      const allowed = statusChoices(current.statusCode, statuses).filter(
        (code) => code !== current.statusCode,
      );
      const from = statusLabel(current.statusCode, statuses);
      throw new ConflictError(
        allowed.length
          ? `An applicant in “${from}” can only be moved to: ${allowed.map((code) => statusLabel(code, statuses)).join(', ')}.`
          : `An applicant in “${from}” cannot be moved any further.`,
        { allowed: allowed.join(',') },
      );
    }
    // After the choices table, so a move the table refuses says so first.
    await passOfferGate(tx as unknown as Db, move, move.mover);
    // The database's clock: servers whose clocks disagree still agree on the order of moves and on the
    // undo window (docs/decisions/0040).
    const now = await databaseNow(tx as unknown as Db);
    await tx
      .update(applications)
      .set({ statusCode: move.toStatusCode, updatedAt: now })
      .where(and(eq(applications.id, move.applicationId), eq(applications.statusCode, current.statusCode)));
    await tx.insert(applicationStatusHistory).values({
      applicationId: move.applicationId,
      fromStatus: current.statusCode,
      toStatus: move.toStatusCode,
      note: move.note?.trim() || null,
      reasonId,
      changedBy: move.userId,
      changedAt: now,
    });
    // Whatever moved them, an e-mail still waiting to tell of another stage does not go (docs/decisions/0040).
    await stopStaleStageMails(
      tx as unknown as Db,
      move.applicationId,
      move.toStatusCode,
      move.userId === null
        ? WITHDRAWN_BEFORE_IT_WENT
        : `The applicant was moved to “${statusLabel(move.toStatusCode, statuses)}” before it went.`,
    );
    // Rejected, no-show or withdrawn: the interviews still to come are cancelled in everyone's calendar.
    await cancelInterviewsOnMove(tx as unknown as Db, move.mailing, move.applicationId, move.toStatusCode);
    await alongside?.(tx as unknown as Db, move.applicationId, move.toStatusCode);
    return boardApplication(tx as unknown as Db, move.applicationId, {
      userId: move.userId,
      undoMinutes: move.undoMinutes ?? 0,
    });
  });
}

export async function applicationHistory(db: Db, applicationId: number): Promise<HistoryEntry[]> {
  const [exists] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!exists) throw new NotFoundError(`There is no application with id ${applicationId}.`);
  const rows = await statusHistoryRows(db, applicationId);
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}

/** The stored résumé of an application, or 404. */
export async function resumeOf(db: Db, applicationId: number) {
  const [row] = await db
    .select({
      key: applications.resumeKey,
      filename: applications.resumeFilename,
      contentType: applications.resumeContentType,
      size: applications.resumeSize,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw new NotFoundError(`There is no application with id ${applicationId}.`);
  if (!row.key) throw new NotFoundError('This applicant did not upload a résumé.');
  return { ...row, key: row.key };
}

/**
 * Moves each of several applicants as moveApplication would, each in a transaction of its own (one refused
 * move leaves the others), in the order given; answers who moved and who did not, in the single move's words.
 */
export async function moveApplications(
  db: Db,
  move: Move & { applicationIds: number[] },
  alongside?: AlongsideMove,
): Promise<BulkMoveResult> {
  // A bad reason refuses the whole request before anyone moves.
  const reasonId = await checkedReason(db, move);
  const result: BulkMoveResult = { moved: [], refused: [] };
  for (const applicationId of move.applicationIds) {
    try {
      result.moved.push(await moveOne(db, { ...move, applicationId }, reasonId, alongside));
    } catch (error) {
      if (!(error instanceof NotFoundError || error instanceof ConflictError)) throw error;
      result.refused.push({ applicationId, reason: error.message });
    }
  }
  return result;
}
