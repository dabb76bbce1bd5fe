// Where the session lives in the browser (SPEC §3, §9): the auth part of the redux-persist style
// state under localStorage `persist:root`, and adminUsername, userRole and profileComplete in
// sessionStorage. Storage that is blocked or full is treated as empty, never as an error.
import { type SessionResponse, type SessionUser, sessionUserSchema } from '../../../contracts/auth';
import { PROFILE_COMPLETE_KEY } from '../../lib/site-chrome';

/** Persisted state key (store key "root"); only the auth part is persisted. */
export const PERSIST_KEY = 'persist:root';
export const USERNAME_KEY = 'adminUsername';
export const ROLE_KEY = 'userRole';
/** The local auth item the expiry clears too (SPEC §8). */
export const LOCAL_AUTH_KEY = 'auth';

const PERSIST_META = JSON.stringify({ version: -1, rehydrated: true });

function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** The persisted token and user, or null when nothing (readable) is persisted. */
export function readPersistedAuth(): SessionResponse | null {
  return attempt(() => {
    const root = JSON.parse(window.localStorage.getItem(PERSIST_KEY) ?? 'null') as { auth?: unknown } | null;
    if (!root || typeof root.auth !== 'string') return null;
    const auth = JSON.parse(root.auth) as { token?: unknown; user?: unknown };
    const user = sessionUserSchema.safeParse(auth.user);
    if (typeof auth.token !== 'string' || !auth.token || !user.success) return null;
    return { token: auth.token, user: user.data };
  }, null);
}

/** Writes the auth part the way redux-persist does: every slice is itself a JSON string. */
export function writePersistedAuth({ token, user }: SessionResponse) {
  attempt(() => {
    const root = { auth: JSON.stringify({ token, user }), _persist: PERSIST_META };
    window.localStorage.setItem(PERSIST_KEY, JSON.stringify(root));
  }, undefined);
}

export function purgePersistedAuth() {
  attempt(() => window.localStorage.removeItem(PERSIST_KEY), undefined);
}

export function removeLocalAuthItem() {
  attempt(() => window.localStorage.removeItem(LOCAL_AUTH_KEY), undefined);
}

export function writeSessionItems(user: SessionUser) {
  attempt(() => {
    window.sessionStorage.setItem(USERNAME_KEY, user.username);
    window.sessionStorage.setItem(ROLE_KEY, user.role);
    window.sessionStorage.setItem(PROFILE_COMPLETE_KEY, String(user.profileComplete));
  }, undefined);
}

export function removeSessionItems() {
  attempt(() => {
    for (const key of [USERNAME_KEY, ROLE_KEY, PROFILE_COMPLETE_KEY]) window.sessionStorage.removeItem(key);
  }, undefined);
}

export function readStoredUsername(): string | null {
  return attempt(() => window.sessionStorage.getItem(USERNAME_KEY), null);
}

/** The stored role, upper-cased as the SPEC reads it; null when none is stored. */
export function readStoredRole(): string | null {
  return attempt(() => window.sessionStorage.getItem(ROLE_KEY)?.toUpperCase() ?? null, null);
}
