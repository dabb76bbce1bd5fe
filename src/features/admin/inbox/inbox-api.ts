// The contact inbox calls (/api/admin/contact-messages…), each answer checked against its contract.

import { inboxMessageSchema, inboxPageSchema } from '#contracts/admin-contact.ts';
import { CONTACT_MESSAGES_PATH } from '#contracts/api-paths.ts';
import { getChecked, type Query, sendChecked } from '#src/lib/checked-api.ts';

export const fetchInbox = (query: Query) => getChecked(inboxPageSchema, CONTACT_MESSAGES_PATH, query);
export const markMessage = (id: number, handled: boolean) =>
  sendChecked(inboxMessageSchema, `${CONTACT_MESSAGES_PATH}/${id}/handled`, 'POST', { handled });
