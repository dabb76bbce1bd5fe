// app.mailer: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox; drained on close.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async function mailer(app: FastifyInstance) {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
      from: app.config.mailFrom,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer' },
);
