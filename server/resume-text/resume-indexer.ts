// Runs the reading passes of server/services/resume-texts.ts in the background of a server: one at start
// (the backfill, and whatever a stopped server left), and one after each application's answer has gone.
// Never two at once on this server; a nudge during a pass asks for one more after it.
import { type ReadPassResult, type ResumeIndexing, readPendingResumes } from '../services/resume-texts';

export interface ResumeIndexer {
  /** Reads what is still to be read, now or right after the pass under way. */
  nudge(): void;
  /** Lets the file under way finish, then stops; later nudges do nothing. */
  stop(): Promise<void>;
}

interface IndexerLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export function createResumeIndexer(indexing: ResumeIndexing, log: IndexerLog): ResumeIndexer {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const pass = async () => {
    do {
      again = false;
      const result: ReadPassResult = await readPendingResumes(indexing, { stopping: () => stopped });
      if (result.recorded > 0) log.info(result, 'résumés read for the talent pool');
    } while (again && !stopped);
    // Nothing left to read: the reader's thread goes now, not when it has been idle a while.
    indexing.reader.release();
  };

  return {
    nudge() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = pass()
        .catch((error: unknown) => log.error({ err: error }, 'reading résumés failed'))
        .finally(() => {
          running = null;
        });
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
