// The applicant board as routed; keyed by career so opening another board starts on the first tab.
import '#src/lib/mantine-staff-styles.ts';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import type { CareerApplications } from '#contracts/recruiter.ts';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import type { BoardPreferences } from '#contracts/staff-preferences.ts';
import type { StageMailOffers } from '#contracts/stage-mail-templates.ts';
import { useStaffHead } from '#src/lib/head.ts';
import { jobListPath } from '#src/lib/session/staff-paths.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import { AddToShortlist } from './add-to-shortlist';
import { ApplicantBoard } from './applicant-board';

export interface BoardPageProps {
  board: CareerApplications;
  statuses: readonly ApplicationStatus[];
  reasons: readonly RejectionReason[];
  /** What a move can e-mail the candidate. */
  stageMails?: StageMailOffers;
  /** Where Back leads; by default the job list of the signed-in role (both roles open these boards). */
  backTo?: string;
  /** The recruiter's remembered view and list sort. */
  preferences?: BoardPreferences;
}

export function BoardPage({ board, statuses, reasons, stageMails, backTo, preferences }: BoardPageProps) {
  useStaffHead(`${board.career.title} · Applicant board`);
  const { role } = useSession();
  return (
    <>
      <AddToShortlist career={board.career} applicants={board.applications} />
      <ApplicantBoard
        key={board.career.id}
        board={board}
        statuses={statuses}
        reasons={reasons}
        stageMails={stageMails}
        preferences={preferences}
        backTo={backTo ?? jobListPath(role)}
        canManageData={role === 'ADMIN'}
      />
    </>
  );
}
