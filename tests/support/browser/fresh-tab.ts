// A plain-text page of the site, where nothing of the site runs, and new tabs that have shown it first. The
// headless shell (docs/testing.md#headless-shell) sends a tab's first document a pointer event at (0, 0) that
// nobody made (a pointerover, often a pointermove too), and the site takes a pointer move for the visitor's
// first sign of life (decision 0017). So a tab first shows the quiet page: the pages a test visits see only
// what it does.
import type { BrowserContext, Page } from 'playwright-core';

/** Loads the site's robots.txt in `page`: the site's own page stops running, and the tab keeps its renderer. */
export async function showQuietPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
}

export async function freshTab(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await showQuietPage(page, origin);
  return page;
}
