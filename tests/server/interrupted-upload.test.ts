// An application whose upload is cut off halfway (the browser closes, the network drops) leaves no
// application and no file: sent over a real socket that is destroyed mid-résumé.
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema';
import { insertCareer, validApplicant } from '../support/server/careers-fixtures';
import { pdfResume } from '../support/server/resume-files';
import { storedKeys } from '../support/server/stored-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
let port = 0;

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

const storedFiles = () => storedKeys(ctx.app);

describe('an upload interrupted halfway', () => {
  it('leaves no application and no file', async () => {
    const career = await insertCareer();
    const boundary = 'meera-interrupted-upload';
    const fields = Object.entries(validApplicant)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const fileHead =
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n';
    // The request announces a 3 MB résumé and sends the first 200 kB of it.
    const announced = 3 * 1024 * 1024;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/careers/${career.id}/applications HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${Buffer.byteLength(fields) + Buffer.byteLength(fileHead) + announced}\r\n\r\n`,
    );
    socket.write(fields + fileHead);
    socket.write(Buffer.concat([pdfResume(), Buffer.alloc(200 * 1024 - pdfResume().length, 0x20)]));

    // The server has started writing the résumé…
    await expect.poll(storedFiles).toHaveLength(1);
    // …when the connection drops.
    socket.destroy();

    await expect.poll(storedFiles).toEqual([]);
    const { db } = await getTestDatabase();
    expect(await db.select().from(applications)).toEqual([]);
  });
});
