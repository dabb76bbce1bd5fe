// The contact inbox calls (/api/admin/contact-messages…), each answer checked against its contract.
import { inboxMessageSchema, inboxPageSchema } from '#contracts/admin-contact.ts';
import { getChecked, type Query, sendChecked } from '#src/lib/checked-api.ts';

const BASE = '/api/admin/contact-messages';

export const fetchInbox = (query: Query) => getChecked(inboxPageSchema, BASE, query);
export const markMessage = (id: number, handled: boolean) =>
  sendChecked(inboxMessageSchema, `${BASE}/${id}/handled`, 'POST', { handled });
