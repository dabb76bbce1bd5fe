// Reading a token's expiry and the keep-alive rule (docs/requirements.md#token-expiry): pure, shared by the
// keep-alive machine and its tests.

/** Keep-alive is sent when the token expires within this window ... */
export const KEEP_ALIVE_WINDOW_MS = 5 * 60 * 1000;
/** ... plus this margin. */
export const KEEP_ALIVE_MARGIN_MS = 5 * 1000;

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's `exp` claim in milliseconds; 0 when the token or its claim cannot be read. */
export function tokenExpiryMs(token: string | null | undefined): number {
  const payload = token?.split('.')[1];
  if (!payload) return 0;
  try {
    const exp = (JSON.parse(decodeBase64Url(payload)) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** True when a token expiring at `expiresAtMs` should be renewed at `now` (an unreadable expiry, 0, always is). */
export function isWithinKeepAliveWindow(expiresAtMs: number, now: number): boolean {
  return expiresAtMs - now <= KEEP_ALIVE_WINDOW_MS + KEEP_ALIVE_MARGIN_MS;
}
