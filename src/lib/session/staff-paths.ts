// The staff area's fixed addresses, light enough for the sign-in route's search check on every page.
export const PROFILE_PATH = '/admin/profile';
export const DASHBOARD_PATH = '/admin/dashboard';
export const SIGN_IN_PATH = '/admin/login';

/** The careers list whose boards a role opens: admins manage every job, recruiters have their own list. */
export const jobListPath = (role: string | null) =>
  role === 'ADMIN' ? '/admin/JobManagement' : '/recruiter/RecruiterJobManagement';
