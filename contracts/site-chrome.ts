// The hiding rule (docs/requirements.md#chrome-hiding): the header and footer are hidden when the query has
// required=true (the forced profile step) or the stored profileComplete is 'false'. The rule is applied
// twice: by an inline script before the first paint of a server-drawn page (the stored value lives in the
// browser only), then by React (decision 0013).

/** The session-stored item the sign-in flow sets (docs/requirements.md#stored-keys). */
export const PROFILE_COMPLETE_KEY = 'profileComplete';

/** Set on <html> while the rule hides the chrome; the stylesheet hides it and frees the header's space. */
export const SITE_CHROME_HIDDEN_ATTRIBUTE = 'data-site-chrome-hidden';

export function isSiteChromeHidden(searchStr: string, profileComplete: string | null): boolean {
  return new URLSearchParams(searchStr).get('required') === 'true' || profileComplete === 'false';
}

/**
 * The same rule as plain JavaScript for the head of every server-drawn page. A literal, so that the build
 * and the server agree on it byte for byte: the server allows it by its hash in the Content-Security-Policy
 * (server/plugins/security-headers.ts). tests/web/lib/site-chrome-script.test.ts holds it to the rule above.
 */
export const SITE_CHROME_SCRIPT =
  "try{if(new URLSearchParams(location.search).get('required')==='true'||sessionStorage.getItem('profileComplete')==='false')document.documentElement.setAttribute('data-site-chrome-hidden','')}catch(e){}";
