// The recruiter calls (docs/requirements.md#api-recruiter) as the board uses them, with the fallbacks on
// failure (docs/requirements.md#errors-recruiter-load). The one documented exception to fetchChecked: a
// status or an application may arrive under alternative field names
// (docs/requirements.md#field-alternatives), so these answers are read tolerantly (normalizeStatus,
// normalizeApplication in contracts/recruiter.ts, tested there) and whatever cannot be read is left out
// instead of failing the board.
import type { ApplicantSource, ErasedApplicant } from '#contracts/admin-applicants.ts';
import {
  ADMIN_APPLICATIONS_PATH,
  APPLICATION_STATUSES_PATH,
  BOARD_PREFERENCES_PATH,
  JOB_MANAGEMENT_PATH,
  REJECTION_REASONS_PATH,
  STAGE_MAILS_PATH,
} from '#contracts/api-paths.ts';
import { type ApplicationStatus, FALLBACK_STATUSES } from '#contracts/application-status.ts';
import type { ApplicantMail } from '#contracts/outgoing-mail.ts';
import {
  type BoardApplication,
  type BulkMoveResult,
  type CareerApplications,
  type HistoryEntry,
  type MoveBody,
  normalizeApplication,
  normalizeStatus,
  type RecentCareer,
} from '#contracts/recruiter.ts';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import {
  type BoardPreferences,
  type BoardPreferencesUpdate,
  boardPreferencesSchema,
  DEFAULT_BOARD_SORT,
  DEFAULT_BOARD_VIEW,
} from '#contracts/staff-preferences.ts';
import type { StageMailOffers } from '#contracts/stage-mail-templates.ts';
import { sortStatuses } from '#machines/applicant-pipeline.ts';
import type { MoveRequest } from '#machines/applicant-status.machine.ts';
import type { UndoRequest } from '#machines/move-undo.machine.ts';
import { api } from '#src/lib/api.ts';
import { request } from '#src/lib/request-problem.ts';

/** The server's statuses in order; the eight defaults when they cannot be loaded
 * (docs/requirements.md#errors-recruiter-load). */
export async function fetchStatuses(): Promise<ApplicationStatus[]> {
  try {
    const raw = await api<unknown[]>(APPLICATION_STATUSES_PATH);
    const statuses = raw
      .map(normalizeStatus)
      .filter((status): status is ApplicationStatus => status !== null);
    return statuses.length ? sortStatuses(statuses) : [...FALLBACK_STATUSES];
  } catch (error) {
    console.error('Could not load the application statuses; using the defaults.', error);
    return [...FALLBACK_STATUSES];
  }
}

/** The reasons a rejection can be given; none when they cannot be loaded (rejections then go without). */
export async function fetchRejectionReasons(): Promise<RejectionReason[]> {
  try {
    return await api<RejectionReason[]>(REJECTION_REASONS_PATH);
  } catch (error) {
    console.error('Could not load the rejection reasons.', error);
    return [];
  }
}

/** Careers with applicant counts; an empty list when they cannot be loaded. */
export async function fetchRecentCareers(): Promise<RecentCareer[]> {
  try {
    const raw = await api<RecentCareer[]>(`${JOB_MANAGEMENT_PATH}/careers/recent`);
    return raw.map((career) => ({ ...career, applicationsCount: Number(career.applicationsCount ?? 0) }));
  } catch (error) {
    console.error('Could not load the careers.', error);
    return [];
  }
}

export async function fetchCareerApplications(careerId: number): Promise<CareerApplications> {
  const raw = await api<{ career: CareerApplications['career']; applications: unknown[] }>(
    `${JOB_MANAGEMENT_PATH}/careers/${careerId}/applications`,
  );
  return {
    career: raw.career,
    applications: raw.applications.map(normalizeApplication).filter((a): a is BoardApplication => a !== null),
  };
}

/** The move (docs/requirements.md#api-move), with the note in the body: an address ends up in logs, a body
 * does not (decision 0042). */
export function moveApplicant(move: MoveRequest) {
  return api<BoardApplication>(`${JOB_MANAGEMENT_PATH}/applications/${move.applicationId}/move`, {
    method: 'POST',
    query: {
      toStatusCode: move.toStatusCode,
      ...(move.reasonId ? { reasonId: move.reasonId } : {}),
      ...(move.emailCandidate === undefined ? {} : { emailCandidate: String(move.emailCandidate) }),
    },
    // An admin's reason for releasing an offer without a yes scorecard goes in the body too (decision 0058).
    ...(move.note || move.offerOverrideReason
      ? {
          body: {
            ...(move.note ? { note: move.note } : {}),
            ...(move.offerOverrideReason ? { offerOverrideReason: move.offerOverrideReason } : {}),
          } satisfies MoveBody,
        }
      : {}),
  });
}

/** What a move can e-mail the candidate; nothing is offered when it cannot be loaded. */
export async function fetchStageMailOffers(): Promise<StageMailOffers> {
  try {
    // Read tolerantly, as the board's other answers: what cannot be read offers nothing.
    const answer = await api<Partial<StageMailOffers> | null>(STAGE_MAILS_PATH);
    return {
      delayMinutes: Number(answer?.delayMinutes) || 0,
      templates: Array.isArray(answer?.templates) ? answer.templates : [],
    };
  } catch (error) {
    console.error('Could not load the e-mails a move can send.', error);
    return { delayMinutes: 0, templates: [] };
  }
}

/** "Undo move": the recruiter's latest move of the applicant is taken back; the applicant as they now are. */
export function undoMove({ applicationId, historyId }: UndoRequest) {
  return request(() =>
    api<BoardApplication>(`${JOB_MANAGEMENT_PATH}/applications/${applicationId}/moves/${historyId}/undo`, {
      method: 'POST',
    }),
  );
}

/** "Don't send": the stage e-mail waiting to go is stopped. */
export function stopStageMail(mailId: number) {
  return request(() => api(`${JOB_MANAGEMENT_PATH}/mails/${mailId}/cancel`, { method: 'POST' }));
}

/** Several applicants to one status; the answer says who moved and who did not, and why. */
export function moveApplicants(move: {
  applicationIds: number[];
  toStatusCode: string;
  note?: string;
  reasonId?: number;
  emailCandidate?: boolean;
}) {
  return api<BulkMoveResult>(`${JOB_MANAGEMENT_PATH}/applications/bulk-move`, { method: 'POST', body: move });
}

export function fetchHistory(applicationId: number) {
  return api<HistoryEntry[]>(`${JOB_MANAGEMENT_PATH}/applications/${applicationId}/history`);
}

/** The e-mails about the applicant, for their history; none when they cannot be read. */
export function fetchApplicantMails(applicationId: number): Promise<ApplicantMail[]> {
  return api<ApplicantMail[]>(`${JOB_MANAGEMENT_PATH}/applications/${applicationId}/mails`).catch(() => []);
}

export async function fetchResume(
  applicationId: number,
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await api.raw(`${JOB_MANAGEMENT_PATH}/applications/${applicationId}/resume`, {
    responseType: 'blob',
  });
  if (!response._data) throw new Error('empty résumé response');
  return { blob: response._data, disposition: response.headers.get('content-disposition') };
}

/** Admins: the ZIP of everything held about the applicant (applicant.json and the résumé). */
export async function fetchApplicantExport(applicationId: number): Promise<Blob> {
  const response = await api.raw(`${ADMIN_APPLICATIONS_PATH}/${applicationId}/export`, {
    responseType: 'blob',
  });
  if (!response._data) throw new Error('empty export response');
  return response._data;
}

/** Admins: erases the application, its stage history and its résumé. */
export function eraseApplicant(applicationId: number) {
  return api<ErasedApplicant>(`${ADMIN_APPLICATIONS_PATH}/${applicationId}`, { method: 'DELETE' });
}

/** Admins: where the applicant came from, set by hand (empty clears it). */
export function setApplicantSource(applicationId: number, source: string) {
  return api<ApplicantSource>(`${ADMIN_APPLICATIONS_PATH}/${applicationId}/source`, {
    method: 'PUT',
    body: { source },
  });
}

/** The signed-in recruiter's board view and list sort; cards, newest first, when they cannot be read. */
export async function fetchBoardPreferences(): Promise<BoardPreferences> {
  try {
    return boardPreferencesSchema.parse(await api(BOARD_PREFERENCES_PATH));
  } catch (error) {
    console.error('Could not load the board preferences; using the defaults.', error);
    return { boardView: DEFAULT_BOARD_VIEW, boardSort: DEFAULT_BOARD_SORT };
  }
}

/** Remembers the board view or list sort for the signed-in recruiter. */
export function saveBoardPreferences(change: BoardPreferencesUpdate) {
  return request(() => api<BoardPreferences>(BOARD_PREFERENCES_PATH, { method: 'PUT', body: change }));
}
