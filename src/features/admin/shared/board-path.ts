// Where a career's applicant board lives for the signed-in role (docs/decisions/0004): admins use Job
// Management, recruiters their own area.
export function boardPath(role: string | null, careerId: number): string {
  return role === 'ADMIN'
    ? `/admin/JobManagement/${careerId}`
    : `/recruiter/RecruiterJobManagement/${careerId}`;
}
