// The page to return to after signing in: only a path on this site, never another host or the sign-in page.
import { DASHBOARD_PAGE, SIGN_IN_PAGE } from '#src/lib/session/staff-paths.ts';

export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  const { pathname } = new URL(value, 'http://site.invalid');
  return pathname === SIGN_IN_PAGE ? undefined : value;
}

export const afterSignIn = (redirect: string | undefined) => redirect ?? DASHBOARD_PAGE;
