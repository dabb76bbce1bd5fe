// Test runs write many scratch files: each e2e server's copy of the seeded database (many small files),
// Chromium's profiles, the server tests' upload and backup folders. Copying that database costs far less
// kernel CPU in memory (tmpfs) than on this machine kind's disk (docs/testing.md#memory-tmpdir). So the run's
// temporary folder is a folder of its own in /dev/shm when there is one with room to spare (containers often
// give it 64 MB), removed when the run ends. A TMPDIR someone set is kept.
import { accessSync, constants, mkdtempSync, rmSync, statfsSync } from 'node:fs';

const MEMORY_FS = '/dev/shm';
/** Three e2e servers' data (docs/testing.md#memory-tmpdir) with room for Chromium's own shared memory and the
 * uploads. */
const ROOM_NEEDED = 1024 ** 3;

const roomyWritableFolder = (folder: string) => {
  try {
    accessSync(folder, constants.W_OK);
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize >= ROOM_NEEDED;
  } catch {
    return false;
  }
};

/** Points TMPDIR (read by os.tmpdir() here and in every process started later) at a folder in memory. */
export function moveTmpdirToMemory() {
  if (process.env.TMPDIR || !roomyWritableFolder(MEMORY_FS)) return;
  const folder = mkdtempSync(`${MEMORY_FS}/meera-tests-`);
  process.env.TMPDIR = folder;
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
}
