// When a file or anything under a directory last changed, for deciding whether a build is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest mtime (ms) of `entry` and everything under it; 0 when it does not exist. */
export function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}
