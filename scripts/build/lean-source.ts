// The server's bundles as V8 keeps them: every module's source text stays in the heap for as long as the
// process runs, and a text with a single character beyond Latin-1 (a ’ in a comment or a string) is held at
// two bytes a character. Written in ASCII (escapes for the rest) without comments or spaces, the server's
// bundle and the server-rendering bundle hold much less of it (docs/decisions/0054 has the figures). Names
// stay, so stack traces still read.
import type { Plugin } from 'vite';

/** esbuild's options for that: for the server's own build, and for the chunks of the rendering bundle. */
export const LEAN_SOURCE = {
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  // Licence banners stay with the packages in node_modules; these bundles are never handed out.
  legalComments: 'none',
} as const;

/** A Vite plugin writing each chunk of a server-side build as LEAN_SOURCE says. */
export function leanSource(): Plugin {
  return {
    name: 'lean-source',
    apply: 'build',
    // Once the chunks are final: what renderChunk answered did not reach the written files in Vite 8's build.
    async generateBundle(_options, bundle) {
      // esbuild comes with tsx (a dependency), as in build-server.ts.
      const { transform } = await import('esbuild');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = (
          await transform(chunk.code, { ...LEAN_SOURCE, format: 'esm', target: 'node20.19' })
        ).code;
      }
    },
  };
}
