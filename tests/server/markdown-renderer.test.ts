// The renderer's time budget counts the render, not the thread's start: on a busy machine a new thread can
// take seconds to load, and a post saved then must still be rendered, not stored as plain text.
import { type AddressInfo, connect, createServer } from 'node:net';
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

it('takes an answer that arrived while the server was held up past the budget: the render was quick', async () => {
  const quickRenderer = createMarkdownRenderer({ budgetMs: 50 });
  renderer = quickRenderer;
  expect(await quickRenderer.render('*warm*')).toBe('<p><em>warm</em></p>');
  // The event loop is held inside an I/O callback (a long query, a pause for garbage): the thread answers at
  // once, but the answer and the budget's timer are both waiting when the loop is free again.
  const rendering = await new Promise<Promise<string>>((resolve) => {
    const server = createServer((socket) => {
      const quick = quickRenderer.render('## Quick');
      const heldUntil = Date.now() + 300;
      while (Date.now() < heldUntil);
      socket.destroy();
      server.close();
      resolve(quick);
    }).listen(0, '127.0.0.1', () => connect((server.address() as AddressInfo).port, '127.0.0.1'));
  });
  expect(await rendering).toBe('<h2>Quick</h2>');
});
