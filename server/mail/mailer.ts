// How a message leaves: through SMTP when SMTP_URL is set, otherwise as a real RFC 822 file (.eml) in
// DATA_DIR/outbox. The queue (mail-queue.ts) decides when; a failure here is thrown for it to retry.
// A calendar invitation (text/calendar with an iTIP method, docs/decisions/0057) goes twice in one message: as
// the file to open, and as a part beside the text and HTML, which is where Gmail and Outlook look for the
// invitation they offer to accept.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** Name and address apart, so no name can break the header. */
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
  /** Files sent with it, e.g. an interview's `.ics` (text only). */
  attachments?: MailAttachment[] | undefined;
}

export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; method=REQUEST; charset=UTF-8`. */
  contentType: string;
  content: string;
}

const isCalendar = (attachment: MailAttachment) => /^text\/calendar\b/i.test(attachment.contentType);

/** The message as nodemailer takes it: attachments as files, a calendar one also as an alternative part. */
function nodemailerFields({ attachments, ...message }: MailMessage) {
  if (!attachments?.length) return message;
  return {
    ...message,
    attachments: attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
    alternatives: attachments
      .filter(isCalendar)
      .map(({ contentType, content }) => ({ contentType, content })),
  };
}

/** One stored message's identity: the same message delivered twice names the same file and Message-ID. */
export interface MailIdentity {
  id: number;
  createdAt: Date;
}

export interface MailTransport {
  /** Sends or writes the message; rejects when it did not leave. */
  deliver(message: MailMessage, identity: MailIdentity): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  /** DATA_DIR/outbox */
  outboxDir: string;
  from: string;
}

export function createMailTransport({ smtpUrl, outboxDir, from }: MailTransportOptions): MailTransport {
  // A server that stops answering fails the try within a minute: well before the queue takes a try for lost
  // (TRY_EXPIRES_SECONDS) and starts another, which could send the message a second time.
  const smtp = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      })
    : undefined;
  // Builds the exact bytes an SMTP server would receive, with CRLF line ends as RFC 5322 asks.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const stamp = ({ createdAt }: MailIdentity) => createdAt.toISOString().replace(/[:.]/g, '-');
  // Stable per message: a receiving server that sees the same one again can tell.
  const messageId = (identity: MailIdentity) => `<mail-${identity.id}-${stamp(identity)}@${domain}>`;

  return {
    async deliver(message, identity) {
      const envelope = { from, messageId: messageId(identity), ...nodemailerFields(message) };
      if (smtp) {
        await smtp.sendMail(envelope);
        return;
      }
      const info = await composer.sendMail(envelope);
      await mkdir(outboxDir, { recursive: true });
      // Named by the message: written once, however often its delivery is tried (sorted, they are in order).
      const file = path.join(outboxDir, `${stamp(identity)}-mail-${identity.id}.eml`);
      await writeFile(file, info.message as Buffer, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    },
    close: () => smtp?.close(),
  };
}
