// Outgoing e-mail: through SMTP when SMTP_URL is set, otherwise each message is written as a real
// RFC 822 file (.eml) into DATA_DIR/outbox. Sending never throws at the caller: a failure is logged
// and the message is kept in DATA_DIR/outbox/unsent, so it can be sent again by hand.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** Name and address apart, so no name can break the header. */
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  /** Hands the message over; resolves once it is sent or kept, and never rejects. */
  send(message: MailMessage): Promise<void>;
  /** Waits for messages still on their way, then releases the transport. */
  close(): Promise<void>;
}

interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  /** DATA_DIR/outbox */
  outboxDir: string;
  from: string;
  log: MailLog;
}

export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  // Builds the exact bytes an SMTP server would receive, with CRLF line ends as RFC 5322 asks.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const pending = new Set<Promise<void>>();

  async function writeEml(folder: string, message: MailMessage) {
    const info = await composer.sendMail({ from, ...message });
    await mkdir(folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { flag: 'wx' });
    return file;
  }

  async function deliver(message: MailMessage) {
    try {
      if (smtp) {
        const info = await smtp.sendMail({ from, ...message });
        log.info({ to: message.to, messageId: info.messageId }, 'e-mail sent');
      } else {
        const file = await writeEml(outboxDir, message);
        log.info({ to: message.to, file }, 'e-mail written to the outbox');
      }
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, 'e-mail could not be sent');
      try {
        const file = await writeEml(path.join(outboxDir, 'unsent'), message);
        log.error({ file }, 'the unsent e-mail is kept in the outbox');
      } catch (keepError) {
        log.error({ err: keepError }, 'the unsent e-mail could not be kept either');
      }
    }
  }

  return {
    send(message) {
      const done = deliver(message).finally(() => pending.delete(done));
      pending.add(done);
      return done;
    },
    async close() {
      await Promise.all(pending);
      smtp?.close();
    },
  };
}
