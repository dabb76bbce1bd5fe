// What the server-rendering bundle (src/entry-server.tsx, built to dist/.ssr/) offers the server.

export interface RenderOptions {
  /** The built index.html: its head and script tags wrap the rendered page. */
  template: string;
  /** Answers the pages' API calls (the server passes one that never leaves the process). */
  fetch: typeof globalThis.fetch;
}

export type RenderResult =
  | { type: 'page'; status: 200 | 404 | 500; html: string }
  | { type: 'redirect'; status: number; location: string };

export type RenderPage = (url: string, options: RenderOptions) => Promise<RenderResult>;
