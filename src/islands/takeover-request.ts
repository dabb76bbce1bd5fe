// How the islands entry hands a page over to the SPA (decision 0017). The two are separate builds (an island
// never loads the SPA's code), so the hand-over is a request left on `window` before the SPA's entry is
// imported; the SPA's entry (main.tsx) finds it and draws the requested page instead of hydrating.

export interface TakeoverRequest {
  /** The address to draw: the link's, or the current one (a stored sign-in). */
  href: string;
  /** Ends the islands, just before the SPA replaces the page. */
  endIslands: () => void;
}

const KEY = '__meeraTakeover';
type WithRequest = { [KEY]?: TakeoverRequest };

export function requestTakeover(request: TakeoverRequest) {
  (window as WithRequest)[KEY] = request;
}

/** The request left by the islands entry, taken once. */
export function takeTakeoverRequest(): TakeoverRequest | undefined {
  const request = (window as WithRequest)[KEY];
  delete (window as WithRequest)[KEY];
  return request;
}

/** The attribute of the islands script that names the SPA's entry script. */
export const SPA_ENTRY_ATTRIBUTE = 'data-spa-entry';
