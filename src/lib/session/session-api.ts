// The three session calls (docs/requirements.md#api-session): sign in, log out, and the keep-alive that
// renews the token.
import { AUTHENTICATE_PATH, CURRENT_USER_PATH, LOGOUT_PATH } from '#contracts/api-paths.ts';
import { type SignInRequest, sessionResponseSchema } from '#contracts/auth.ts';
import { api, fetchChecked } from '../api';
import { sendChecked } from '../checked-api';

export const signInRequest = (credentials: SignInRequest) =>
  sendChecked(sessionResponseSchema, AUTHENTICATE_PATH, 'POST', credentials);

/** The answer is not read and failures are ignored (docs/requirements.md#api-logout). */
export async function logoutRequest(): Promise<void> {
  await api(LOGOUT_PATH, { method: 'POST' }).catch(() => undefined);
}

/** The keep-alive: the user and a renewed token for the same session (docs/decisions/0004). */
export const renewSessionRequest = () => fetchChecked(sessionResponseSchema, CURRENT_USER_PATH);
