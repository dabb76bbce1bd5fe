// Web tests with a staff session: a persisted sign-in as the browser would hold it, and a fresh
// session runtime whose full page loads (logout, expiry) are recorded instead of performed.
import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import type { SessionUser } from '../../../contracts/auth';
import { PERSIST_KEY } from '../../../src/lib/session/auth-storage';
import {
  createSessionRuntime,
  type InactivityTimers,
  resetSessionRuntime,
} from '../../../src/lib/session/session-runtime';
import { demoSessionUser } from '../paths/demo-staff';

/** A JWT-shaped token (unsigned: only the server checks signatures) expiring `inMs` from now. */
export function fakeToken(inMs = 15 * 60_000, sid = 'test-session') {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', sid, exp: Math.floor((Date.now() + inMs) / 1000) })}.signature`;
}

/** The demo admin, with what a test changes. */
export const staffUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  ...demoSessionUser('admin'),
  ...overrides,
});

/** Writes persist:root exactly as the app does after signing in. */
export function persistSignIn(user: SessionUser = staffUser(), token = fakeToken()) {
  localStorage.setItem(
    PERSIST_KEY,
    JSON.stringify({
      auth: JSON.stringify({ token, user }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
  return token;
}

/**
 * A new session runtime started from what storage holds now; `loadPage` records full page loads. `timers`
 * shortens the inactivity check (the page's own runtime always has the required one,
 * docs/requirements.md#inactivity).
 */
export function startTestSession(timers?: InactivityTimers) {
  const loadPage = vi.fn<(path: string) => void>();
  const runtime = createSessionRuntime({ loadPage, timers: timers ?? null });
  resetSessionRuntime(runtime);
  return { runtime, loadPage };
}

/** Call after each test: stops the session, empties both storages and forgets every toast. */
export function endTestSession() {
  resetSessionRuntime();
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
}
