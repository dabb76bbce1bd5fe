// The applicant board as routed; keyed by career so opening another board starts on the first tab.
import '../../lib/mantine-staff-styles';
import type { ApplicationStatus } from '../../../contracts/application-status';
import type { CareerApplications } from '../../../contracts/recruiter';
import { useStaffHead } from '../../lib/head';
import { jobListPath } from '../auth/staff-paths';
import { useSession } from '../auth/use-session';
import { ApplicantBoard } from './applicant-board';

export interface BoardPageProps {
  board: CareerApplications;
  statuses: readonly ApplicationStatus[];
  /** Where Back leads; by default the job list of the signed-in role (both roles open these boards). */
  backTo?: string;
}

export function BoardPage({ board, statuses, backTo }: BoardPageProps) {
  useStaffHead(`${board.career.title} · Applicant board`);
  const { role } = useSession();
  return (
    <ApplicantBoard
      key={board.career.id}
      board={board}
      statuses={statuses}
      backTo={backTo ?? jobListPath(role)}
      canManageData={role === 'ADMIN'}
    />
  );
}
