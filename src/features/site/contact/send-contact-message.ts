// POST /api/contact: the confirmation on success; on failure the message and field errors to show.
import { FetchError } from 'ofetch';
import { CONTACT_PATH } from '#contracts/api-paths.ts';
import { type ContactMessageInput, type ContactReceived, contactReceivedSchema } from '#contracts/contact.ts';
import type { ErrorEnvelope } from '#contracts/errors.ts';
import { site } from '#src/content/site.ts';
import { fetchChecked } from '#src/lib/api.ts';

export class ContactSendError extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.fields = fields;
  }
}

const offlineMessage = `We could not send your message. Please check your connection and try again, or e-mail us at ${site.offices[0]?.email ?? ''}.`;

export async function sendContactMessage(values: ContactMessageInput): Promise<ContactReceived> {
  try {
    return await fetchChecked(contactReceivedSchema, CONTACT_PATH, {
      method: 'POST',
      body: values,
    });
  } catch (error) {
    const envelope = error instanceof FetchError ? (error.data as ErrorEnvelope | undefined) : undefined;
    if (envelope?.error) throw new ContactSendError(envelope.error.message, envelope.error.fields);
    throw new ContactSendError(offlineMessage);
  }
}
