// Browser: hydrates each island of the server's page on its own, when its trigger fires (island-registry.ts)
// or at once when a visitor clicks inside it first, in which case the click is replayed on the live island.
import { type ComponentType, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTE } from './island';
import { type IslandName, type IslandTrigger, islandRegistry } from './island-registry';
import { IslandRoot } from './island-root';

/** Set on an island's element once it is live: for tests and for whoever replays an input. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

const roots: Root[] = [];

/** Ends every island (the SPA is taking the page over). */
export function unmountIslands() {
  for (const root of roots.splice(0)) root.unmount();
}

function whenIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function whenNear(element: HTMLElement, run: () => void) {
  if (typeof IntersectionObserver === 'undefined') return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    // A screen ahead: live before it is reached. An island drawn as display:contents has no box of its
    // own, so its first child is watched.
    { rootMargin: '100% 0px' },
  );
  observer.observe((element.firstElementChild as HTMLElement | null) ?? element);
}

const triggers: Record<IslandTrigger, (element: HTMLElement, run: () => void) => void> = {
  idle: (_element, run) => whenIdle(run),
  visible: whenNear,
};

function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const spec = islandRegistry[name];
  if (!spec) return Promise.reject(new Error(`Unknown island "${name}"`));
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  return (spec.load() as Promise<ComponentType<object>>).then(
    (Component) =>
      new Promise<void>((resolve) => {
        const live = () => {
          element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
          resolve();
        };
        // As a transition, hydration yields to the browser every few milliseconds instead of holding the
        // main thread for one long task: a tap elsewhere is answered sooner (and Lighthouse's TBT drops).
        startTransition(() => {
          roots.push(
            hydrateRoot(
              element,
              <IslandRoot onLive={live}>
                <Component {...props} />
              </IslandRoot>,
              {
                identifierPrefix: `${element.dataset.islandId}-`,
                onRecoverableError: (error) =>
                  console.error(`The island "${name}" did not hydrate as drawn (hydration mismatch):`, error),
              },
            ),
          );
        });
      }),
  );
}

/** Schedules every island inside `container`. */
export function startIslands(container: HTMLElement) {
  for (const element of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    let hydrating: Promise<void> | undefined;
    const hydrate = () => {
      hydrating ??= hydrateIsland(element).catch((error: unknown) =>
        console.error('An island could not be loaded:', error),
      );
      return hydrating;
    };
    const spec = islandRegistry[element.getAttribute(ISLAND_ATTRIBUTE) as IslandName];
    if (spec) triggers[spec.trigger](element, () => void hydrate());
    // A click that comes first waits for the island and is then made again on the live element.
    const replayClick = (event: MouseEvent) => {
      if (element.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) {
        element.removeEventListener('click', replayClick, true);
        return;
      }
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopPropagation();
      void hydrate().then(() => {
        if (target.isConnected) target.click();
      });
    };
    element.addEventListener('click', replayClick, true);
  }
}
