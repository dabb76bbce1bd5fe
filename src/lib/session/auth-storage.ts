// Where the session lives in the browser (docs/requirements.md#stored-keys): the auth part of the
// redux-persist style state under localStorage `persist:root`, and adminUsername, userRole and
// profileComplete in sessionStorage. Storage that is blocked or full is treated as empty, never as an error.
import { type SessionResponse, type SessionUser, sessionUserSchema } from '#contracts/auth.ts';
import {
  attempt,
  LOCAL_AUTH_KEY,
  PERSIST_KEY,
  PROFILE_COMPLETE_KEY,
  ROLE_KEY,
  USERNAME_KEY,
} from './stored-session';

export {
  LOCAL_AUTH_KEY,
  PERSIST_KEY,
  ROLE_KEY,
  readStoredRole,
  readStoredUsername,
  USERNAME_KEY,
} from './stored-session';

const PERSIST_META = JSON.stringify({ version: -1, rehydrated: true });

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
