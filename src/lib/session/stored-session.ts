// The storage keys of the session (docs/requirements.md#stored-keys) and the reads the header needs on every
// page. Kept apart from auth-storage.ts, whose validation brings zod: public pages only ask whether a sign-in
// is stored.
import { PROFILE_COMPLETE_KEY } from '#contracts/site-chrome.ts';

/** Persisted state key (store key "root"); only the auth part is persisted. */
export const PERSIST_KEY = 'persist:root';
export const USERNAME_KEY = 'adminUsername';
export const ROLE_KEY = 'userRole';
/** The local auth item the expiry clears too (docs/requirements.md#errors-session-expired). */
export const LOCAL_AUTH_KEY = 'auth';
export { PROFILE_COMPLETE_KEY };

/** Storage that is blocked or full is treated as empty, never as an error. */
export function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** Whether an earlier visit left a sign-in to restore (the session runtime validates it). */
export function hasStoredSignIn(): boolean {
  return attempt(() => window.localStorage.getItem(PERSIST_KEY) !== null, false);
}

export function readStoredUsername(): string | null {
  return attempt(() => window.sessionStorage.getItem(USERNAME_KEY), null);
}

/** The stored role, upper-cased as the requirements read it (docs/requirements.md#stored-keys); null when
 * none is stored. */
export function readStoredRole(): string | null {
  return attempt(() => window.sessionStorage.getItem(ROLE_KEY)?.toUpperCase() ?? null, null);
}
