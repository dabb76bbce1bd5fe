// SPEC §2: the header and footer are hidden when the query has required=true (the forced profile step)
// or the stored profileComplete is 'false'.
import { useRouterState } from '@tanstack/react-router';
import { useHydrated } from './use-hydrated';

/** The session-stored item the sign-in flow sets (SPEC §3). */
export const PROFILE_COMPLETE_KEY = 'profileComplete';

export function isSiteChromeHidden(searchStr: string, profileComplete: string | null): boolean {
  return new URLSearchParams(searchStr).get('required') === 'true' || profileComplete === 'false';
}

function storedProfileComplete(): string | null {
  try {
    return window.sessionStorage.getItem(PROFILE_COMPLETE_KEY);
  } catch {
    return null; // storage blocked: nothing stored
  }
}

/** Re-evaluated on every navigation; the sign-in flow navigates after changing the stored value. */
export function useSiteChromeHidden(): boolean {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  // The server knows no stored value, and a prerendered page was drawn without the query: a page the server
  // drew hydrates with the chrome shown, as drawn, and both are read once React has taken it over.
  const hydrated = useHydrated();
  return hydrated && isSiteChromeHidden(searchStr, storedProfileComplete());
}
