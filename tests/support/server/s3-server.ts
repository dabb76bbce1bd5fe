// A real S3-protocol server on loopback for tests (s3rver, files in a throw-away folder), and the S3_URL
// that points the app at it.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

export interface TestS3 {
  /** S3_URL for the app: path-style, s3rver's fixed credentials, bucket `meera`, folder `test/`. */
  url: string;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'meera-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'meera' }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/meera/test`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
