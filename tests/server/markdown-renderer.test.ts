// The renderer's time budget counts the render, not the thread's start: on a busy machine a new thread can
// take seconds to load, and a post saved then must still be rendered, not stored as plain text.
import { afterEach, expect, it } from 'vitest';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../server/markdown/markdown-renderer';

let renderer: MarkdownRenderer | undefined;
afterEach(() => renderer?.close());

it('renders the first text after a thread that took longer than the budget to start', async () => {
  renderer = createMarkdownRenderer({
    budgetMs: 1000,
    workerUrl: new URL('../support/server/slow-markdown-worker.mjs', import.meta.url),
  });
  const [first, second] = await Promise.all([
    renderer.render('## Start here\n\nClaim your **profile**.'),
    renderer.render('- Photos'),
  ]);
  expect(first).toBe('<h2>Start here</h2>\n<p>Claim your <strong>profile</strong>.</p>');
  expect(second).toBe('<ul>\n<li>Photos</li>\n</ul>');
});

it('stops an idle thread and starts a new one for the next text', async () => {
  renderer = createMarkdownRenderer({ idleMs: 50 });
  expect(await renderer.render('*one*')).toBe('<p><em>one</em></p>');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await renderer.render('*two*')).toBe('<p><em>two</em></p>');
});
