// The staff area's fixed page addresses, light enough for the sign-in route's search check on every page.
// Pages are *_PAGE; the API's paths are *_PATH in contracts/api-paths.ts.
export const PROFILE_PAGE = '/admin/profile';
export const DASHBOARD_PAGE = '/admin/dashboard';
export const SIGN_IN_PAGE = '/admin/login';

/** The careers list whose boards a role opens: admins manage every job, recruiters have their own list. */
export const jobListPath = (role: string | null) =>
  role === 'ADMIN' ? '/admin/JobManagement' : '/recruiter/RecruiterJobManagement';
