// The markdown renderer's thread, starting as slowly as on a machine under load: 1.5 s before it loads.
await new Promise((resolve) => setTimeout(resolve, 1500));
await import('../../../server/markdown/markdown-worker.mjs');
