// A first start on an empty DATA_DIR with the embedded database: created, migrated and seeded in a child
// process (first-start-child.ts), so that what those steps take of WebAssembly memory is given back when it
// exits (docs/decisions/0054). The server then opens the database as on a restart.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';

export interface FirstStartJob {
  dataDir: string;
  /** The demo content, when asked for: its staff password and where its résumés go. */
  seed?: { password: string; s3Url: string | undefined } | undefined;
}

export type FirstStartReport = { say: string } | { error: string };

// Beside this file in the sources (run with the TypeScript loader), beside the bundle once precompiled.
const fromSources = import.meta.url.endsWith('.ts');
const CHILD = fileURLToPath(
  new URL(fromSources ? './first-start-child.ts' : './first-start-child.mjs', import.meta.url),
);

/** `say` hears each slow step the child begins; rejects with the child's error when it fails. */
export function firstStartInChild(config: Config, say: (message: string) => void): Promise<void> {
  const job: FirstStartJob = {
    dataDir: config.dataDir,
    seed: config.seedDemo ? { password: config.demoPassword, s3Url: config.s3Url } : undefined,
  };
  const child = fork(CHILD, {
    // The tests' servers compile PGlite with the baseline compiler only (tests/support/server/spawn-server.ts):
    // so does their first start.
    execArgv: [
      ...(fromSources ? ['--import', 'tsx'] : []),
      ...process.execArgv.filter((arg) => arg === '--liftoff-only'),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let failure: string | undefined;
  child.on('message', (report: FirstStartReport) => {
    if ('say' in report) say(report.say);
    else failure = report.error;
  });
  child.send(job);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // 'close' rather than 'exit': it comes after the child's last messages too.
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `the first start of the embedded database failed: ${failure ?? signal ?? `exit code ${code}`}`,
          ),
        );
    });
  });
}
