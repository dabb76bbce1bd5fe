// Writes the static pages (page-routes.ts STATIC_PAGES, and the not-found page every unknown address gets)
// into dist/.prerendered/ with the SSR bundle, at build time, each with its brotli and gzip copies. They
// fetch nothing while rendering: a call to the API here is a mistake (that page belongs with the pages
// rendered at request time).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../contracts/page-render';
import { contentVersion } from '../../server/http/content-version';
import { readBuildOutput, SSR_ENTRY } from '../../server/ssr/page-renderer';
import {
  NOT_FOUND_SAMPLE,
  PRERENDERED_DIR,
  prerenderedFile,
  STATIC_PAGES,
} from '../../server/ssr/page-routes';
import { themeBlocksCss } from '../../src/islands/theme-blocks';
import { writeCompressedCopies } from './precompress';

const noApi: typeof fetch = async (input) => {
  throw new Error(`A prerendered page called the API (${String(input)}): render it at request time instead`);
};

export async function prerender(distDir: string): Promise<string[]> {
  const { render } = (await import(pathToFileURL(path.join(distDir, SSR_ENTRY)).href)) as {
    render: RenderPage;
  };
  await writeThemeStylesheet(distDir, render);
  const build = await readBuildOutput(distDir);
  const outDir = path.join(distDir, PRERENDERED_DIR);
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const url of [...STATIC_PAGES, NOT_FOUND_SAMPLE]) {
    const page = await render(url, { ...build, fetch: noApi });
    if (page.type !== 'page') throw new Error(`Prerendering ${url} answered a redirect to ${page.location}`);
    // /404 is a route of its own (the server still answers it with status 404).
    const expected = url === NOT_FOUND_SAMPLE ? 404 : 200;
    if (page.status !== expected)
      throw new Error(`Prerendering ${url} answered ${page.status}, not ${expected}`);
    const file = prerenderedFile(url);
    const html = Buffer.from(page.html);
    // The copies first: a page on disk means it is complete (the not-found page marks a finished build).
    await writeCompressedCopies(path.join(outDir, file), html);
    await writeFile(path.join(outDir, file), html);
    written.push(file);
  }
  return written;
}

/**
 * Mantine's theme blocks (the same in every page of a build: src/islands/theme-blocks.ts), written whole as a
 * stylesheet of their own: with it, every page carries only the part of them it uses, and loads the rest with
 * its other stylesheets (docs/decisions/0053). Found by its text, so the server finds it again at start-up.
 */
async function writeThemeStylesheet(distDir: string, render: RenderPage): Promise<void> {
  const page = await render('/', { ...(await readBuildOutput(distDir)), fetch: noApi });
  const css = page.type === 'page' ? themeBlocksCss(page.html) : undefined;
  if (css === undefined)
    throw new Error('The home page has no Mantine theme blocks to write as a stylesheet');
  const content = Buffer.from(css);
  const file = path.join(distDir, 'assets', `mantine-theme-${contentVersion(content)}.css`);
  await writeCompressedCopies(file, content);
  await writeFile(file, content);
}
