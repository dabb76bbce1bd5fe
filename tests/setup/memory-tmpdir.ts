// Test runs write many scratch files: each e2e server's copy of the seeded database (about 1,200 files),
// Chromium's profiles, the server tests' upload and backup folders. On this machine kind's disk, copying
// that database takes over a second of kernel CPU; in memory (tmpfs), a twentieth of that. So the run's
// temporary folder is a folder of its own in /dev/shm when there is one, removed when the run ends. A
// TMPDIR someone set is kept.
import { accessSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs';

const MEMORY_FS = '/dev/shm';

const writableFolder = (folder: string) => {
  try {
    accessSync(folder, constants.W_OK);
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
};

/** Points TMPDIR (read by os.tmpdir() here and in every process started later) at a folder in memory. */
export function moveTmpdirToMemory() {
  if (process.env.TMPDIR || !writableFolder(MEMORY_FS)) return;
  const folder = mkdtempSync(`${MEMORY_FS}/meera-tests-`);
  process.env.TMPDIR = folder;
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
}
