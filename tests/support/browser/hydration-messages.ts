// What the browser says when React could not take the server's HTML over as it was drawn.
import type { Page } from 'playwright-core';

/** Console errors and warnings of `page` that speak of hydration (React's own and main.tsx's), as they come. */
export function watchHydration(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/hydrat|did not match|react\.dev\/errors\/(418|423|425)/i.test(text)) found.push(text);
  });
  return found;
}
