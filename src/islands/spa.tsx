// The SPA taking over an islands page (decision 0017, called by main.tsx): the router is made on the browser's history, goes to
// the address, loads the route (chunks and loaders), and the app replaces the server's page, drawing the
// next page as any navigation would. Should the load take longer than the router's pending delay, the app
// is drawn at once so its loading indicator shows.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '#src/app.tsx';
import { forgetServerAnswers, receiveServerAnswers } from '#src/lib/server-answers.ts';
import { createAppRouter, PENDING_MS } from '#src/router.tsx';
import { applyPageStyles } from './page-styles';
import type { TakeoverRequest } from './takeover-request';

export async function bootSpa(container: HTMLElement, { href, endIslands }: TakeoverRequest) {
  const router = createAppRouter();
  const moving = href !== location.pathname + location.search + location.hash;
  if (moving) router.history.push(href);
  // Staying on the page the server drew (a stored sign-in): its loaders take the server's answers.
  else receiveServerAnswers(document);
  const loaded = router.load().finally(forgetServerAnswers);
  // The app is drawn with the page's stylesheets in full (decision 0053), not only the page's inline rules.
  await Promise.all([
    Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, PENDING_MS))]),
    applyPageStyles(),
  ]);
  endIslands();
  flushSync(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  // A new page starts at its top; one with a hash is scrolled to it by the app (use-route-scroll.ts).
  if (moving && !location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
