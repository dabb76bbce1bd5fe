// Server rendering of one public page: the same router and providers as the browser, on a memory history,
// loaders awaited, rendered to a string and written into the built index.html with the page's own head.
// The browser then hydrates it (main.tsx) from the loaders' answers handed over in a JSON data block
// (decision 0010). One script runs inline, the header and footer hiding rule before the first paint, and on a
// page drawn as islands a second, the islands boot script, each allowed by its hash; every other script comes
// from this origin (decisions 0006, 0013, 0017).
import '#src/lib/mantine-styles.ts';
import { createMemoryHistory } from '@tanstack/react-router';
import { createHead, transformHtmlTemplate } from '@unhead/react/server';
import { renderToString } from 'react-dom/server';
import {
  ISLANDS_BOOT_SCRIPT,
  ISLANDS_ENTRY_ATTRIBUTE,
  PAGE_STYLES_ATTRIBUTE,
  PAGE_STYLES_ID,
} from '#contracts/islands-boot.ts';
import type { BuildManifest, RenderPage } from '#contracts/page-render.ts';
import { SITE_CHROME_SCRIPT } from '#contracts/site-chrome.ts';
import { firstScreenCss } from '#src/islands/first-screen-css.ts';
import { inlineStyles, templateStylesheets, withoutStylesheetLinks } from '#src/islands/inline-styles.ts';
import { islandStylesheets, renderIslands } from '#src/islands/render-islands.tsx';
import { withIslands } from '#src/islands/server-islands.ts';
import { SPA_ENTRY_ATTRIBUTE } from '#src/islands/takeover-request.ts';
import { themeBlocksCss } from '#src/islands/theme-blocks.ts';
import { setApiFetch } from '#src/lib/api.ts';
import { islandsEntryScript } from '#src/lib/build-manifest.ts';
import { whenDeferredLoaded } from '#src/lib/deferred-component.tsx';
import { jsonScriptText } from '#src/lib/json-script.ts';
import { RENDERED_AT_ATTRIBUTE, setPageTime } from '#src/lib/page-clock.ts';
import { routeFiles } from '#src/lib/route-files.ts';
import { SERVER_ANSWERS_ID, serverAnswersOf } from '#src/lib/server-answers.ts';
import { App } from './app';
import { createAppRouter } from './router';

const ROOT = '<div id="root"></div>';

export const render: RenderPage = async (
  url,
  { template, manifest, islandsManifest, stylesheets, fetch },
) => {
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
  // A page drawn as islands (decision 0017) loads the islands entry instead of the SPA's.
  const asIslands = router.state.matches.at(-1)?.staticData.islands === true;
  // The page's routes' stylesheets (styled before any JavaScript runs) and modules (hydrated sooner).
  const routes = routeFiles(
    manifest,
    router.state.matches.map((match) => match.routeId),
  );
  // A page drawn as islands preloads nothing: its script is not wanted before the first paint.
  const modules = asIslands ? [] : routes.modules;
  head.push({
    // First in the head: the rule decides before anything is painted (tagPriority puts it before the links).
    script: [{ innerHTML: SITE_CHROME_SCRIPT, tagPriority: 'critical' }],
    link: [
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
  const drawn = withIslands(asIslands, () => renderToString(<App router={router} head={head} />));
  const app = await renderIslands(drawn.html, drawn.islands);
  // The routes' stylesheets and those of the islands drawn (whose code comes later), from the build that
  // loads them; a page drawn as islands carries them inline with the template's.
  const islandsStylesheets = islandStylesheets(drawn.drawn, asIslands ? islandsManifest : manifest);
  const pageStylesheets = [...routes.stylesheets, ...islandsStylesheets];
  const styles = asIslands
    ? inlineStyles(
        [...templateStylesheets(template), ...pageStylesheets],
        stylesheets,
        new Set(islandsStylesheets),
      )
    : { css: '', files: [], linked: [...new Set(pageStylesheets)] };
  const pageTemplate = asIslands ? islandsTemplate(template, islandsManifest) : template;
  const status = result?.status ?? 200;
  const { pathname, searchStr } = router.state.location;
  const answers = serverAnswersOf(pathname + searchStr, status, router.state.matches);
  const handedOver = answers
    ? `<script type="application/json" id="${SERVER_ANSWERS_ID}">${jsonScriptText(answers)}</script>`
    : '';
  const root = `<div id="root" ${RENDERED_AT_ATTRIBUTE}="${renderedAt.toISOString()}">${app}</div>${handedOver}`;
  let page = pageTemplate.replace(ROOT, () => root);
  // Inline, only the rules the page's own HTML uses; its stylesheets in full come with its islands, or are
  // linked in a <noscript> for a visit without JavaScript (decision 0053). Mantine's theme blocks are cut
  // down too when the build wrote them whole as a stylesheet (scripts/build/prerender.ts).
  let css = '';
  const full = [...styles.files];
  if (styles.css) {
    const theme = themeBlocksCss(page);
    const themeFile = Object.keys(stylesheets).find(
      (file) => theme !== undefined && stylesheets[file] === theme,
    );
    const first = await firstScreenCss(page, styles.css, { pruneTheme: themeFile !== undefined });
    css = first.css;
    page = first.page;
    if (themeFile) full.push(themeFile);
  }
  head.push({
    style: css ? [{ innerHTML: css, tagPriority: 'high' }] : [],
    link: styles.linked.map((href) => ({ rel: 'stylesheet' as const, href: `/${href}` })),
  });
  const html = transformHtmlTemplate(head, page);
  // The islands' own stylesheets too: the inline rules come from all of them, in this order, and only the whole
  // list orders them as those rules do (page-styles.ts); Vite finds them linked and links no copy.
  return { type: 'page', status, html: full.length ? withFullStylesheets(html, full) : html };
};

/**
 * The page's stylesheets in full, linked in a <noscript> for a visit without JavaScript, and named for the
 * islands runtime to load (page-styles.ts).
 */
function withFullStylesheets(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  const names = files.map((file) => `/${file}`).join(' ');
  const noscript = `<noscript id="${PAGE_STYLES_ID}" ${PAGE_STYLES_ATTRIBUTE}="${names}">${links}</noscript>`;
  return html.replace('</head>', () => `${noscript}</head>`);
}

/**
 * The template with the islands boot script instead of the SPA's entry (it requests the islands entry once
 * the page is painted and names the SPA's, loaded on the first navigation), none of the SPA entry's module
 * preloads, and its stylesheets inlined instead of linked.
 */
function islandsTemplate(template: string, islandsManifest: BuildManifest): string {
  const entry = islandsEntryScript(islandsManifest);
  return withoutStylesheetLinks(template)
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(
      /<script type="module"[^>]*?\bsrc="([^"]*)"[^>]*><\/script>/,
      (_match, spa: string) =>
        `<script ${ISLANDS_ENTRY_ATTRIBUTE}="/${entry}" ${SPA_ENTRY_ATTRIBUTE}="${spa}">${ISLANDS_BOOT_SCRIPT}</script>`,
    );
}
