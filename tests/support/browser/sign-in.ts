// Signing in at the real server an e2e file talks to: through the sign-in form, as a person (signInAs), or
// over HTTP without a page (demoSessionFromServer). Server tests sign in with injectSignIn
// (tests/support/server/auth.ts), DOM tests with persistSignIn (tests/support/dom/session.ts).
import type { Page } from 'playwright-core';
import type { SessionResponse } from '../../../contracts/auth';
import { DEMO_PASSWORD } from '../paths/demo-staff';
import { baseUrl } from './browser';

/** Signs in through /admin/login as a demo account and waits for the staff area. */
export async function signInAs(
  page: Page,
  username: 'admin' | 'recruiter' | 'employee',
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
}

/**
 * Signs an account in at a real server over HTTP (POST /auth/authenticate), as an earlier visit did: the
 * session a page can be given to restore, or a token for reading the API. No page is driven; a page signs in
 * with signInAs.
 */
export async function demoSessionFromServer(serverUrl: string, username: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${serverUrl}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`signing ${username} in: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionResponse;
}
