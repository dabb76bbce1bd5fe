// Which test files need a worker of their own. The DOM and machine test files share their worker (isolate:
// false), so the packages they use (React, Mantine, happy-dom) are loaded once per worker instead of once per
// file (docs/testing.md#shared-workers); the app's own modules are still loaded afresh for each file
// (fresh-app-modules.ts). A file cannot share when it replaces a module (vi.mock, vi.doMock, vi.resetModules:
// the registry of replaced modules outlives the file) or when a package's state from an earlier file would
// change what it checks; the latter says so with FRESH_MODULES_MARK in a comment, with the reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FRESH_MODULES_MARK = '@fresh-modules';
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `folders` (relative to `root`) that need modules of their own, as relative paths. */
export function filesNeedingFreshModules(folders: string[], root = process.cwd()): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => TEST_FILE.test(name))
      .map((name) => path.join(folder, name))
      .filter((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        return REPLACES_MODULES.test(text) || text.includes(FRESH_MODULES_MARK);
      }),
  );
}
