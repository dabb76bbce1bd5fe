// Server rendering of one public page: the same router and providers as the browser, on a memory history,
// loaders awaited, rendered to a string and written into the built index.html with the page's own head.
// The browser then hydrates it (main.tsx) from the loaders' answers handed over in a JSON data block
// (decision 0010). One script runs inline, the header and footer hiding rule before the first paint, allowed
// by its hash; every other script comes from this origin (decisions 0006, 0013).
import '#src/lib/mantine-styles.ts';
import { createMemoryHistory } from '@tanstack/react-router';
import { createHead, transformHtmlTemplate } from '@unhead/react/server';
import { renderToString } from 'react-dom/server';
import type { RenderPage } from '#contracts/page-render.ts';
import { SITE_CHROME_SCRIPT } from '#contracts/site-chrome.ts';
import { setApiFetch } from '#src/lib/api.ts';
import { whenDeferredLoaded } from '#src/lib/deferred-component.tsx';
import { jsonScriptText } from '#src/lib/json-script.ts';
import { RENDERED_AT_ATTRIBUTE, setPageTime } from '#src/lib/page-clock.ts';
import { routeFiles } from '#src/lib/route-files.ts';
import { SERVER_ANSWERS_ID, serverAnswersOf } from '#src/lib/server-answers.ts';
import { App } from './app';
import { createAppRouter } from './router';

const ROOT = '<div id="root"></div>';

export const render: RenderPage = async (url, { template, manifest, fetch }) => {
  if (!template.includes(ROOT)) throw new Error(`The page template has no ${ROOT} to render into`);
  setApiFetch(fetch);
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  // The page's deferred components (lib/deferred-component.tsx) are drawn in full here.
  await whenDeferredLoaded();
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const { redirect } = result;
    return {
      type: 'redirect',
      status: redirect.status,
      location: redirect.headers.get('location') ?? redirect.options.href ?? '/',
    };
  }
  // No defaults: the template's own lang, charset and viewport stay as written.
  const head = createHead({ disableDefaults: true });
  // The page's routes' stylesheets (styled before any JavaScript runs) and modules (hydrated sooner).
  const { stylesheets, modules } = routeFiles(
    manifest,
    router.state.matches.map((match) => match.routeId),
  );
  head.push({
    // First in the head: the rule decides before anything is painted (tagPriority puts it before the links).
    script: [{ innerHTML: SITE_CHROME_SCRIPT, tagPriority: 'critical' }],
    link: [
      ...stylesheets.map((href) => ({ rel: 'stylesheet' as const, href: `/${href}` })),
      // crossorigin as the entry script's own: a preload fetched otherwise would not be reused.
      ...modules.map((href) => ({
        rel: 'modulepreload' as const,
        crossorigin: '' as const,
        href: `/${href}`,
      })),
    ],
  });
  // Rendering is synchronous from here: this render's time cannot leak into another's.
  const renderedAt = new Date();
  setPageTime(renderedAt);
  const app = renderToString(<App router={router} head={head} />);
  const status = result?.status ?? 200;
  const { pathname, searchStr } = router.state.location;
  const answers = serverAnswersOf(pathname + searchStr, status, router.state.matches);
  const handedOver = answers
    ? `<script type="application/json" id="${SERVER_ANSWERS_ID}">${jsonScriptText(answers)}</script>`
    : '';
  const root = `<div id="root" ${RENDERED_AT_ATTRIBUTE}="${renderedAt.toISOString()}">${app}</div>${handedOver}`;
  const page = template.replace(ROOT, () => root);
  return { type: 'page', status, html: transformHtmlTemplate(head, page) };
};
