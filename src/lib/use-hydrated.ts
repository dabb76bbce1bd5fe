// What differs between the server and the browser (stored sign-in, media queries, observers) must render
// the server's way while React hydrates server HTML, or React reports a mismatch. useSyncExternalStore
// reads the server snapshot during hydration and the client one in every other render.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating server HTML; true in any other browser render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A media query's match, kept current; `serverValue` on the server and while hydrating (the cautious
 * answer: "reduced motion" is true there, so nobody who asked for calm gets a video before JavaScript).
 */
export function useMediaMatch(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? serverValue,
    () => serverValue,
  );
}
