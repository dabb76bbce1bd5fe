// The seeded demo accounts (server/db/demo/people.ts) as a signed-in session holds them, and their
// password: the same people in happy-dom walks and against the real server in Chromium.
import type { SessionUser } from '../../../contracts/auth';
import { DEFAULT_DEMO_PASSWORD } from '../../../server/config';
import { type DemoStaff, demoStaff } from '../../../server/db/demo/people';

export const DEMO_PASSWORD = DEFAULT_DEMO_PASSWORD;

/** The account as the server answers a sign-in: ids follow the seed's order. */
export function demoSessionUser(username: DemoStaff['username']): SessionUser {
  const index = demoStaff.findIndex((staff) => staff.username === username);
  const staff = demoStaff[index];
  if (!staff) throw new Error(`no demo account ${username}`);
  const { displayName, role, profileComplete } = staff;
  return { id: index + 1, username, displayName, role, profileComplete, mustChangePassword: false };
}
