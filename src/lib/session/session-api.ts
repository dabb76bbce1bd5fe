// The three session calls of SPEC §7: sign in, log out, and the keep-alive that renews the token.
import {
  AUTHENTICATE_PATH,
  CURRENT_USER_PATH,
  LOGOUT_PATH,
  type SessionResponse,
  type SignInRequest,
} from '#contracts/auth.ts';
import { api } from '../api';
import { request } from '../request-problem';

export const signInRequest = (credentials: SignInRequest) =>
  request(() => api<SessionResponse>(AUTHENTICATE_PATH, { method: 'POST', body: credentials }));

/** The answer is not read and failures are ignored (SPEC §7). */
export async function logoutRequest(): Promise<void> {
  await api(LOGOUT_PATH, { method: 'POST' }).catch(() => undefined);
}

/** The keep-alive: the user and a renewed token for the same session (docs/decisions/0004). */
export const renewSessionRequest = () => api<SessionResponse>(CURRENT_USER_PATH);
