// app.mail: the durable outgoing-mail queue (server/mail/mail-queue.ts), delivering through SMTP when SMTP_URL
// is set, otherwise as .eml files in DATA_DIR/outbox. Its worker starts once the app is ready and finishes the
// message under way when the app closes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailQueue, type MailQueue } from '../mail/mail-queue';
import { createMailTransport } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailQueue;
  }
}

export const mailerPlugin = fp(
  async function mailer(app: FastifyInstance) {
    const mail = createMailQueue({
      database: app.database,
      transport: createMailTransport({
        smtpUrl: app.config.smtpUrl,
        outboxDir: path.join(app.config.dataDir, 'outbox'),
        from: app.config.mailFrom,
      }),
      delivery: app.config.mailDelivery,
      log: app.log,
    });
    app.decorate('mail', mail);
    app.addHook('onReady', () => mail.start());
    // Before the database closes (its onClose hook was added first, so it would run first).
    app.addHook('preClose', () => mail.stop());
  },
  { name: 'mailer', dependencies: ['db'] },
);
