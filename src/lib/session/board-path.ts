// Where a career's applicant board lives for the signed-in role (docs/decisions/0004): admins use Job
// Management, recruiters their own area.
import { jobListPath } from './staff-paths';

export const boardPath = (role: string | null, careerId: number) => `${jobListPath(role)}/${careerId}`;
