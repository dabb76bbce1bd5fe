// The header and footer hiding rule (contracts/site-chrome.ts) as React reads it.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  isSiteChromeHidden,
  PROFILE_COMPLETE_KEY,
  SITE_CHROME_HIDDEN_ATTRIBUTE,
} from '#contracts/site-chrome.ts';
import { useHydrated } from './use-hydrated';

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
  // drew hydrates with the chrome in its HTML, as drawn (the head script has already hidden it where the
  // rule says so), and both are read once React has taken it over.
  const hydrated = useHydrated();
  const hidden = hydrated && isSiteChromeHidden(searchStr, storedProfileComplete());
  // The stylesheet's switch (the header's space, scroll padding, sticky offsets) follows React from then on.
  useEffect(() => {
    if (hydrated) document.documentElement.toggleAttribute(SITE_CHROME_HIDDEN_ATTRIBUTE, hidden);
  }, [hydrated, hidden]);
  return hidden;
}
