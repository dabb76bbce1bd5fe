// The outgoing-mail queue across server processes on one PostgreSQL (docs/decisions/0021): messages due later
// outlive a server killed with SIGKILL and go once each after the restart; two servers deliver a batch once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingMails } from '../../../server/db/schema';
import { createMailQueue, DEFAULT_MAIL_DELIVERY } from '../../../server/mail/mail-queue';
import { createMailTransport } from '../../../server/mail/mailer';
import { startClusterServer } from '../../support/server/cluster-server';
import { startSmtpServer, type TestSmtpServer } from '../../support/server/smtp-server';
import { getTestDatabase } from '../../support/server/test-database';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const startServer = () => startClusterServer({ SMTP_URL: smtp.url });

/** Queues `count` messages as the servers would, from this test's own connection (its queue never delivers). */
async function enqueue(count: number, sendAt?: Date) {
  const database = await getTestDatabase();
  const queue = createMailQueue({
    database,
    transport: createMailTransport({ smtpUrl: undefined, outboxDir: '/nonexistent', from: 'x@example.com' }),
    delivery: DEFAULT_MAIL_DELIVERY,
    log: { info() {}, warn() {}, error() {} },
  });
  await database.db.transaction(async (tx) => {
    for (let n = 1; n <= count; n += 1) {
      await queue.enqueue(tx, {
        kind: 'contact-notification',
        ...(sendAt ? { sendAt } : {}),
        message: {
          to: { name: 'Office', address: 'office@example.com' },
          subject: `Message ${n}`,
          text: 'x',
          html: 'x',
        },
      });
    }
  });
}

const subjects = () => smtp.received.map((message) => message.match(/^Subject: (.*)$/m)?.[1]?.trim()).sort();

describe('outgoing mail across server processes', () => {
  it('keeps messages due later through a SIGKILL and sends each once after the restart', {
    timeout: 120_000,
  }, async () => {
    const first = await startServer();
    const sendAt = new Date(Date.now() + 2500);
    await enqueue(3, sendAt);
    first.process.kill('SIGKILL');
    await first.exited;
    expect(smtp.received).toEqual([]);

    await startServer();
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(3);
    expect(Date.now()).toBeGreaterThanOrEqual(sendAt.getTime());
    // Another poll of the worker (every 2 s) sends nothing again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(subjects()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    const rows = await (await getTestDatabase()).db.select().from(outgoingMails);
    expect(rows.map((row) => [row.state, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('has two servers deliver a batch of ten once each between them', { timeout: 120_000 }, async () => {
    await Promise.all([startServer(), startServer()]);
    await enqueue(10);
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(new Set(subjects()).size).toBe(10);
    expect(smtp.received).toHaveLength(10);
  });
});
