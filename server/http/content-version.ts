// A file's version, as its address carries it (contracts/public-files.ts): a short hash of its bytes. The build
// computes it for public/ (scripts/build/public-versions.ts) and the server for the files it serves
// (plugins/static-files.ts): the same bytes give the same version on both sides. The theme's stylesheet is named
// by it too (scripts/build/prerender.ts).
import { createHash } from 'node:crypto';

export const contentVersion = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 10);
