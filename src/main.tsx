import '#src/lib/zod-jitless.ts';
import '#src/lib/mantine-styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bootSpa } from '#src/islands/spa.tsx';
import { takeTakeoverRequest } from '#src/islands/takeover-request.ts';
import { noteArrival } from '#src/lib/arrival-source.ts';
import { beginHydration, endHydration } from '#src/lib/hydration-phase.ts';
import { RENDERED_AT_ATTRIBUTE, setPageTime } from '#src/lib/page-clock.ts';
import { forgetServerAnswers, receiveServerAnswers } from '#src/lib/server-answers.ts';
import { App } from './app';
import { createAppRouter } from './router';

// Development with ?inspect: the Stately inspector's button on every page, even one without an actor yet.
if (import.meta.env.DEV) void import('#src/lib/inspector.ts');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Where this visit came from, for an application sent later (an islands page noted it already).
noteArrival();

/** A public page the server rendered: load the same route, with the loaders' answers the server handed
 * over, so the first render is the server's and React can take over its HTML (decisions 0006, 0010). */
async function hydrate(container: HTMLElement) {
  const router = createAppRouter();
  // Tells the router its first render takes over server HTML (no suspense boundary of its own at the top).
  router.ssr = { manifest: undefined };
  setPageTime(new Date(container.getAttribute(RENDERED_AT_ATTRIBUTE) ?? ''));
  // Static sections keep the server's HTML while they belong to the page the server drew (and their code is
  // not fetched for it): from here until the first navigation (static-section.tsx).
  beginHydration();
  receiveServerAnswers(document);
  await router.load();
  forgetServerAnswers();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for one long task: the page (already drawn) answers a tap sooner, and Lighthouse's TBT drops.
  const unsubscribe = router.subscribe('onBeforeNavigate', () => {
    endHydration();
    unsubscribe();
  });
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      {
        // React then renders the page afresh; say why, in words a test and a developer can find.
        onRecoverableError: (error) =>
          console.error('The server-rendered page did not hydrate as drawn (hydration mismatch):', error),
      },
    );
  });
}

// An islands page hands itself over on its first navigation (islands-entry.tsx, decision 0017). Staff pages
// (and every page under `npm run dev`) arrive empty and are rendered here.
const takeover = takeTakeoverRequest();
if (takeover) void bootSpa(container, takeover);
else if (container.hasChildNodes()) void hydrate(container);
else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
