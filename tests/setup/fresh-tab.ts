// A new tab for a test, its first document already behind it. The headless shell (decision 0036) sends a
// tab's first document a pointer event at (0, 0) that nobody made (a pointerover, often a pointermove too),
// and the site takes a pointer move for the visitor's first sign of life (decision 0017). So a tab first
// shows a plain-text page of the site, where nothing listens: the pages a test visits see only what it does.
import type { BrowserContext, Page } from 'playwright-core';

export async function freshTab(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  return page;
}
