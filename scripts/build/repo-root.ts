// The repository's root, for the build modules: two folders up from scripts/build/, or one up from dist-server/,
// where build-server.ts bundles build-if-stale.ts and itself into checks.mjs for npm start (start-checks.ts).
import path from 'node:path';

const here = import.meta.dirname;
export const REPO_ROOT = path.resolve(here, path.basename(here) === 'dist-server' ? '..' : '../..');
