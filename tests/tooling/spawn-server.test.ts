// startServerProcess, which the e2e set-up and the scripts wait on: a server that never gets healthy ends the
// wait with a reason, in time, instead of holding the run until CI's limit.
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server/spawn-server';

/** A "server" that takes every connection on its PORT and never answers. */
const SILENT_SERVER = [
  '-e',
  "require('node:net').createServer(() => {}).listen(Number(process.env.PORT), '127.0.0.1')",
];

describe('starting a server process for the tests', () => {
  it('gives up at its deadline on a server that takes the connection and never answers', async () => {
    // Without a probe that gives up, this waits on the first answer forever (the test's timeout ends it).
    await expect(startServerProcess({}, 1_500, SILENT_SERVER)).rejects.toThrow(
      'the server did not become healthy within 1.5 s',
    );
  });

  it('says how the server ended when it dies before it is healthy, a signal too', async () => {
    await expect(
      startServerProcess({}, 60_000, ['-e', "process.kill(process.pid, 'SIGKILL')"]),
    ).rejects.toThrow('the server exited (SIGKILL) before it was healthy');
    await expect(startServerProcess({}, 60_000, ['-e', 'process.exit(3)'])).rejects.toThrow(
      'the server exited (code 3) before it was healthy',
    );
  });
});
