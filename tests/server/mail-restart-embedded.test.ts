// The outgoing-mail queue on the embedded database (docs/decisions/0021), with real server processes: messages
// due later outlive a server killed with SIGKILL on its DATA_DIR and go once each after the restart. The
// PostgreSQL side of this is tests/server/cluster/mail-restart.test.ts.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { JOB_SCHEMA, QUEUES } from '../../server/db/job-queue';
import { outgoingMails } from '../../server/db/schema';
import { createMailQueue, DEFAULT_MAIL_DELIVERY } from '../../server/mail/mail-queue';
import { createMailTransport } from '../../server/mail/mailer';
import { startSmtpServer, type TestSmtpServer } from '../support/server/smtp-server';
import { PRECOMPILED_TEST_SERVER, startServerProcess } from '../support/server/spawn-server';

let smtp: TestSmtpServer;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-mail-restart-'));
});
afterAll(async () => {
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A server on the embedded database in `dataDir`, sending to `smtpUrl`. */
const startServer = (smtpUrl: string) =>
  startServerProcess(
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      STATIC_DIR: '/nonexistent',
      SMTP_URL: smtpUrl,
    },
    120_000,
    PRECOMPILED_TEST_SERVER,
  );

/** Opens the embedded database while no server holds it. */
async function withDatabase<T>(use: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const subjects = () => smtp.received.map((message) => message.match(/^Subject: (.*)$/m)?.[1]?.trim()).sort();

it('keeps messages due later through a SIGKILL of the server and sends each once after the restart', {
  timeout: 180_000,
}, async () => {
  // Queued as a server would, before any runs, and due long after the first server is killed, however slow
  // the machine: brought forward below, while no server runs.
  const sendAt = new Date(Date.now() + 3_600_000);
  await withDatabase(async (database) => {
    await database.migrate();
    const queue = createMailQueue({
      database,
      transport: createMailTransport({
        smtpUrl: undefined,
        outboxDir: '/nonexistent',
        from: 'x@example.com',
      }),
      delivery: DEFAULT_MAIL_DELIVERY,
      log: { info() {}, warn() {}, error() {} },
    });
    await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        await queue.enqueue(tx, {
          kind: 'contact-notification',
          sendAt,
          message: {
            to: { name: 'Office', address: 'office@example.com' },
            subject: `Later ${n}`,
            text: 'x',
            html: 'x',
          },
        });
      }
    });
  });

  // The first server could not reach any mail server, had a message fallen due while it ran.
  const first = await startServer('smtp://127.0.0.1:1');
  first.process.kill('SIGKILL');
  await first.exited;
  // Brought forward: the message rows, and their jobs, which is what the worker reads.
  const dueAt = new Date(Date.now() + 2_000);
  await withDatabase(async (database) => {
    await database.db.update(outgoingMails).set({ sendAt: dueAt });
    await database.db.execute(
      sql`update ${sql.identifier(JOB_SCHEMA)}.job set start_after = ${dueAt} where name = ${QUEUES.mail}`,
    );
  });

  const second = await startServer(smtp.url);
  try {
    await expect.poll(() => smtp.received.length, { timeout: 90_000 }).toBe(3);
    expect(Date.now()).toBeGreaterThanOrEqual(dueAt.getTime());
    // Another poll of the worker (every 2 s) sends nothing again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(subjects()).toEqual(['Later 1', 'Later 2', 'Later 3']);
  } finally {
    await second.stop();
  }
  const rows = await withDatabase((database) => database.db.select().from(outgoingMails));
  expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
});
