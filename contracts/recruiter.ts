// The recruiter job-management calls (docs/requirements.md#api-recruiter): statuses, recent careers, a
// career's applications, moving an applicant, the stage history. Answers are read tolerantly
// (docs/requirements.md#field-alternatives).
import { z } from 'zod';
import { positiveIdSchema } from './admin-common';
import { type ApplicationStatus, applicationStatusSchema } from './application-status';
import { plainLines } from './plain-text';
import { offerOverrideReasonSchema } from './scorecards';

export const careerIdParamsSchema = z.object({ careerId: positiveIdSchema('career id') });
export const applicationIdParamsSchema = z.object({ applicationId: positiveIdSchema('application id') });

/** A move's note about the applicant, wherever it is sent. */
const moveNoteSchema = plainLines(
  z.string().trim().max(500, 'Please keep the note under 500 characters.'),
  'note',
).optional();

/**
 * POST …/applications/{applicationId}/move: the target status in the query, and an optional note in the
 * query (the required call, docs/requirements.md#api-move, with no body) or in the body (moveBodySchema).
 */
export const moveQuerySchema = z.object({
  toStatusCode: z
    .string({ error: 'Say which status to move to (toStatusCode).' })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'toStatusCode must be a status code such as PROFILE_SCREENED.'),
  note: moveNoteSchema,
  /** Why, for a move to REJECTED: one of the rejection reasons (decision 0020). */
  reasonId: positiveIdSchema('reason id').optional(),
  /** Send the candidate the target status's e-mail, if it has an active template. */
  emailCandidate: z
    .enum(['true', 'false'], 'emailCandidate must be true or false.')
    .transform((value) => value === 'true')
    .optional(),
});
export type MoveQuery = z.infer<typeof moveQuerySchema>;

/**
 * The move's JSON body, which the board sends: the note, out of the address that request logs and proxies
 * write down (docs/decisions/0042). Everything else stays in the query.
 */
export const moveBodySchema = z.strictObject(
  {
    note: moveNoteSchema,
    /** An admin's reason for releasing an offer without a yes scorecard (docs/decisions/0058): in the body, as
     * it is free text that no request log should keep. */
    offerOverrideReason: offerOverrideReasonSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `The body takes only the note; send ${issue.keys.join(', ')} in the query.`
        : 'The body must be a JSON object such as { "note": "…" }.',
  },
);
export type MoveBody = z.infer<typeof moveBodySchema>;

/** The most applicants one bulk move takes. */
export const BULK_MOVE_LIMIT = 200;

/** POST …/applications/bulk-move: several applicants to one status, each by the single move's rules. */
export const bulkMoveSchema = moveQuerySchema.extend({
  emailCandidate: z.boolean('emailCandidate must be true or false.').optional(),
  applicationIds: z
    .array(positiveIdSchema('application id'), { error: 'Say which applicants to move (applicationIds).' })
    .min(1, 'Choose at least one applicant to move.')
    .max(BULK_MOVE_LIMIT, `Move at most ${BULK_MOVE_LIMIT} applicants at once.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each applicant once.'),
});
export type BulkMove = z.infer<typeof bulkMoveSchema>;

/** POST …/applications/{applicationId}/moves/{historyId}/undo: the recruiter takes their move back
 * (decision 0023). */
export const moveUndoParamsSchema = applicationIdParamsSchema.extend({
  historyId: positiveIdSchema('move id'),
});

/** Why a move cannot be undone (409): each says what a recruiter can do about it. */
export const MOVE_UNDO_REFUSALS = {
  alreadyUndone: 'This move has already been undone.',
  notLatest: 'Only the latest move can be undone: this applicant has been moved since.',
  notYours: 'Only the recruiter who made a move can undo it.',
  windowPassed: 'The time to undo this move has passed. Move the applicant again instead.',
  anUndo: 'This row undid a move; it cannot be undone in turn. Move the applicant again instead.',
  arrival: 'An application’s arrival cannot be undone.',
} as const;

export const stageMailParamsSchema = z.object({ mailId: positiveIdSchema('mail id') });

export const statusListSchema = z.array(applicationStatusSchema);

/** A status as a server may send it: statusCode or code, sortOrder or orderNo
 * (docs/requirements.md#entity-status). */
export function normalizeStatus(raw: unknown): ApplicationStatus | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const statusCode = String(value.statusCode ?? value.code ?? '').trim();
  if (!statusCode) return null;
  const order = Number(value.sortOrder ?? value.orderNo ?? 0);
  return {
    id: Number(value.id ?? 0),
    statusCode,
    label: String(value.label ?? '').trim() || statusCode,
    sortOrder: Number.isFinite(order) ? order : 0,
  };
}

/** GET …/careers/recent: careers with their applicant counts. */
export const recentCareerSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  jobId: z.string().nullable(),
  applicationsCount: z.number().int().default(0),
  /** ISO 8601, or null when nobody has applied yet. */
  latestAppliedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RecentCareer = z.infer<typeof recentCareerSchema>;
export const recentCareerListSchema = z.array(recentCareerSchema);

const pendingMailSchema = z.object({ id: z.number().int(), sendAt: z.iso.datetime({ offset: true }) });
const undoableMoveSchema = z.object({
  historyId: z.number().int(),
  until: z.iso.datetime({ offset: true }),
});

/** One applicant on the board. */
export const boardApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  resumeFilename: z.string().nullable(),
  /** Where the applicant came from (contracts/application-source.ts), if known. */
  source: z.string().nullable(),
  status: z.object({ statusCode: z.string(), label: z.string() }),
  appliedAt: z.iso.datetime({ offset: true }),
  /** A stage e-mail waiting to go (decision 0021): until sendAt it can still be stopped. */
  pendingMail: pendingMailSchema.nullish(),
  /** The applicant's latest move, while the viewer who made it can still undo it. */
  undoableMove: undoableMoveSchema.nullish(),
  /** A submitted scorecard recommends yes or strong yes: the way to "Offer Released" is open
   * (docs/decisions/0058). */
  hasYesScorecard: z.boolean().optional(),
  /** The person behind the application (applications.person_id, docs/decisions/0047): their page's id. */
  personId: z.number().int().nullish(),
  /** When the applicant last moved (an undone move and its undo not counted); null while never moved. */
  lastMovedAt: z.iso.datetime({ offset: true }).nullish(),
  /** The newest client answer on a shortlist (docs/decisions/0059): the board's "Client: interview" badge. */
  clientAnswer: z.enum(['interview', 'not_a_fit', 'question']).nullish(),
});
export type BoardApplication = z.infer<typeof boardApplicationSchema>;
/** What a move, an undo or a stopped e-mail changes on the board besides the status. */
export type ApplicantChange = Partial<Pick<BoardApplication, 'pendingMail' | 'undoableMove'>>;
/** What an answer about the applicant says besides the status: the e-mail waiting and the undo offered. */
export const changeOf = (answer: ApplicantChange): ApplicantChange => ({
  pendingMail: answer.pendingMail ?? null,
  undoableMove: answer.undoableMove ?? null,
});

/** The answer to a bulk move: who moved (as the board now shows them) and who did not, and why. */
export const bulkMoveResultSchema = z.object({
  moved: z.array(boardApplicationSchema),
  refused: z.array(z.object({ applicationId: z.number().int(), reason: z.string() })),
});
export type BulkMoveResult = z.infer<typeof bulkMoveResultSchema>;

/** GET …/careers/{careerId}/applications. */
export const careerApplicationsSchema = z.object({
  career: z.object({ id: z.number().int(), title: z.string(), jobId: z.string() }),
  applications: z.array(boardApplicationSchema),
});
export type CareerApplications = z.infer<typeof careerApplicationsSchema>;

/** An application as a server may send it (docs/requirements.md#entity-application): name defaults to
 * "Unknown", status to APPLIED. */
export function normalizeApplication(raw: unknown): BoardApplication | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const status = (value.status ?? {}) as Record<string, unknown>;
  const statusCode = String(status.statusCode ?? value.currentStage ?? 'APPLIED');
  const id = Number(value.id);
  if (!Number.isInteger(id)) return null;
  const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field : null);
  return {
    id,
    name: text(value.name) ?? 'Unknown',
    email: text(value.email) ?? '',
    mobile: text(value.mobile) ?? '',
    state: text(value.state),
    city: text(value.city),
    resumeFilename: text(value.resumeFilename),
    source: text(value.source),
    status: { statusCode, label: String(status.label ?? statusCode) },
    appliedAt: String(value.appliedAt ?? value.createdAt ?? ''),
    pendingMail: pendingMailSchema.safeParse(value.pendingMail).data ?? null,
    undoableMove: undoableMoveSchema.safeParse(value.undoableMove).data ?? null,
    personId: Number.isInteger(value.personId) ? (value.personId as number) : null,
    lastMovedAt: z.iso.datetime({ offset: true }).safeParse(value.lastMovedAt).data ?? null,
    hasYesScorecard: value.hasYesScorecard === true,
  };
}

/** One row of an applicant's stage history. */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  /** A rejection's reason, as the list names it. */
  reason: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.iso.datetime({ offset: true }),
  /** The move this row undid; such a row and the move it undid are both `voided`. */
  undoesId: z.number().int().nullish(),
  voided: z.boolean().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historySchema = z.array(historyEntrySchema);

/** The answer to a refused move: 409 with the statuses that are allowed from the current one. */
export const moveRefusedFieldsSchema = z.object({ allowed: z.string() });
