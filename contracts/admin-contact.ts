// The contact inbox: messages from the contact form, newest first, each marked handled by someone.
import { z } from 'zod';
import { pageOf, pagingQuerySchema, positiveIdSchema } from './admin-common';
import { inboxStates } from './value-lists';

export { inboxStates };
export type InboxState = (typeof inboxStates)[number];

/** GET /api/admin/contact-messages. */
export const inboxQuerySchema = pagingQuerySchema.extend({
  state: z.enum(inboxStates, 'Filter by new or handled.').optional(),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  service: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  message: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxPageSchema = pageOf(inboxMessageSchema);

export const messageIdParamsSchema = z.object({ id: positiveIdSchema('message id') });

/** POST /api/admin/contact-messages/{id}/handled: mark handled, or back to new. */
export const markHandledSchema = z.object({ handled: z.boolean('Say whether the message is handled.') });
