// Which role may open which staff page (docs/decisions/0004), and the guard every staff route runs
// before it loads: signed in, profile complete and own password set, role allowed.
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { Role } from '#contracts/roles.ts';
import { ADMINS, RECRUITING, roles } from '#contracts/roles.ts';
import { toast } from '../toast';
import { loadSessionRuntime } from './session-access';
import { DASHBOARD_PAGE, PROFILE_PAGE, SIGN_IN_PAGE } from './staff-paths';

/** Page areas with a narrower role list than "any staff"; a path matches its prefix or sub-paths. */
export const STAFF_PAGE_ACCESS: { area: string; paths: string[]; roles: readonly Role[] }[] = [
  {
    area: 'recruiter board',
    paths: ['/admin/RecruiterJobManagement', '/recruiter/RecruiterJobManagement'],
    roles: RECRUITING,
  },
  { area: 'careers', paths: ['/admin/careers'], roles: RECRUITING },
  { area: 'reports', paths: ['/admin/reports'], roles: RECRUITING },
  { area: 'careers followed', paths: ['/admin/following'], roles: RECRUITING },
  { area: 'people', paths: ['/admin/people'], roles: RECRUITING },
  { area: 'mentions', paths: ['/admin/mentions'], roles: RECRUITING },
  { area: 'client shortlists', paths: ['/admin/shortlists'], roles: RECRUITING },
  { area: 'employees', paths: ['/admin/employees'], roles: ADMINS },
  { area: 'clients', paths: ['/admin/ClientManagement', '/admin/clients'], roles: ADMINS },
  { area: 'job management', paths: ['/admin/JobManagement'], roles: ADMINS },
  { area: 'contact inbox', paths: ['/admin/messages'], roles: ADMINS },
  { area: 'personal-data audit log', paths: ['/admin/audit-log'], roles: ADMINS },
  { area: 'rejection reasons', paths: ['/admin/rejection-reasons'], roles: ADMINS },
  { area: 'outgoing e-mail', paths: ['/admin/mail'], roles: ADMINS },
  { area: 'e-mail templates', paths: ['/admin/mail-templates'], roles: ADMINS },
];

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The roles that may open `pathname`; every staff role for pages without a narrower rule. */
export function rolesForPage(pathname: string): readonly Role[] {
  return STAFF_PAGE_ACCESS.find((rule) => rule.paths.some((p) => within(pathname, p)))?.roles ?? roles;
}

export const mayOpen = (role: string | null, pathname: string) =>
  rolesForPage(pathname).some((allowed) => allowed === role);

export { DASHBOARD_PAGE, PROFILE_PAGE, SIGN_IN_PAGE } from './staff-paths';

/** The profile page with required=true is the only staff page until this is done (decision 0004). */
export const mustFinishFirstSignIn = (user: { profileComplete: boolean; mustChangePassword: boolean }) =>
  !user.profileComplete || user.mustChangePassword;

/**
 * beforeLoad of every staff route. Signed out: to the sign-in page, coming back afterwards. Profile
 * incomplete or a one-time password still to replace: to the profile page with required=true (the server
 * refuses everything else to a one-time password anyway). Role not allowed: to the dashboard, with a notice.
 */
export async function guardStaffPage({ location, preload }: { location: ParsedLocation; preload?: boolean }) {
  const { session } = await loadSessionRuntime();
  const { token, user, role } = session.getSnapshot().context;
  if (!token || !user) {
    throw redirect({ to: SIGN_IN_PAGE, search: { redirect: location.href } });
  }
  if (mustFinishFirstSignIn(user) && location.pathname !== PROFILE_PAGE) {
    throw redirect({ to: PROFILE_PAGE, search: { required: true } });
  }
  if (!mayOpen(role, location.pathname)) {
    if (!preload) toast.error('Your account cannot open that page.', { id: 'staff-page-denied' });
    throw redirect({ to: DASHBOARD_PAGE });
  }
}
