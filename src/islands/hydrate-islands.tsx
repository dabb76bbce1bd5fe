// Browser: hydrates each island of the server's page on its own, when its trigger fires (island-registry.ts)
// or at once when a visitor clicks inside it first, in which case the click is replayed on the live island.
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterNextPaint } from '#src/lib/after-next-paint.ts';
import { beginHydration, endHydration } from '#src/lib/hydration-phase.ts';
import { noteTypedValues } from './adopt-typed-values';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from './island';
import { type IslandName, type IslandTrigger, islandRegistry } from './island-registry';
import { IslandRoot } from './island-root';
import { applyPageStylesOnChange } from './needs-page-styles';
import { nextTask } from './next-task';
import { pageStylesArrived } from './page-styles';

/** What the islands entry saw before the runtime came. */
export interface VisitorSigns {
  /**
   * Settles on the visitor's first sign of life on the page, once a press it began is over: what it wakes
   * must not land between a finger's press and the click its lift makes (src/lib/press-over.ts, decision 0073).
   */
  visitorPresent: Promise<void>;
}

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

const triggers: Record<IslandTrigger, (element: HTMLElement, run: () => void, signs: VisitorSigns) => void> =
  {
    idle: (_element, run) => whenIdle(run),
    visible: whenNear,
    presence: (_element, run, { visitorPresent }) => void visitorPresent.then(run),
  };

function islandProps(element: HTMLElement): object {
  return JSON.parse(element.dataset.islandProps ?? '{}') as object;
}

function triggerOf(name: IslandName, props: object): IslandTrigger {
  const { trigger } = islandRegistry[name] as { trigger: IslandTrigger | ((props: object) => IslandTrigger) };
  return typeof trigger === 'function' ? trigger(props) : trigger;
}

function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const spec = islandRegistry[name];
  if (!spec) return Promise.reject(new Error(`Unknown island "${name}"`));
  const props = islandProps(element);
  // The page's stylesheets in full are there first (decision 0053), so that whatever the island draws that the
  // inline rules lack is styled before it is painted (needs-page-styles.ts).
  return Promise.all([spec.load() as Promise<ComponentType<object>>, pageStylesArrived()])
    .then(
      // Hydrating is a task of its own, apart from evaluating the island's code and from the other islands
      // whose code arrived with it: the browser paints and answers a tap in between (decision 0061).
      ([Component]) => nextTask().then(() => Component),
    )
    .then(
      (Component) =>
        new Promise<void>((resolve) => {
          const adoptTyped = noteTypedValues(element);
          applyPageStylesOnChange(element);
          // From hydrating to live, on the page's timeline (bench:page-load reads it): what each island costs.
          const began = performance.now();
          const live = () => {
            performance.measure(`island ${name}`, { start: began });
            element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
            adoptTyped();
            resolve();
          };
          // What mounts while Preact hydrates (in one go) belongs to the server's page: a static section in
          // the island keeps the server's HTML (static-section.tsx). React would hydrate later, and draw it.
          beginHydration();
          try {
            roots.push(
              hydrateRoot(
                element,
                <IslandRoot onLive={live}>
                  <Component {...props} />
                </IslandRoot>,
              ),
            );
          } finally {
            endHydration();
          }
        }),
    );
}

/** Schedules every island inside `container`. */
export function startIslands(container: HTMLElement, signs: VisitorSigns) {
  for (const element of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    let hydrating: Promise<void> | undefined;
    // Started by an input as often as not (a first touch, a click inside it): its code is asked for once
    // the input's frame is painted, not in the input's own task.
    const hydrate = () => {
      hydrating ??= new Promise<void>((resolve) => afterNextPaint(resolve))
        .then(() => hydrateIsland(element))
        .catch((error: unknown) => console.error('An island could not be loaded:', error));
      return hydrating;
    };
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
    if (name in islandRegistry)
      triggers[triggerOf(name, islandProps(element))](element, () => void hydrate(), signs);
    // A click, or a form sent (Enter in a field), that comes first waits for the island and is then made
    // again on the live element: never lost, and never the native way, which would reload the page.
    const holdUntilLive = (type: 'click' | 'submit', again: (target: HTMLElement) => void) => {
      const hold = (event: Event) => {
        if (element.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) {
          element.removeEventListener(type, hold, true);
          return;
        }
        const target = event.target;
        if (!(target instanceof HTMLElement)) return;
        event.preventDefault();
        event.stopPropagation();
        void hydrate().then(() => {
          if (target.isConnected) again(target);
        });
      };
      element.addEventListener(type, hold, true);
    };
    holdUntilLive('click', (target) => target.click());
    holdUntilLive('submit', (form) => (form as HTMLFormElement).requestSubmit());
  }
}
