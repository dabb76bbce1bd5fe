// POST /api/contact: a visitor's message is validated with the form's own schema, stored, passed on to the
// answering office by e-mail, and answered with the confirmation the page shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_PATH } from '../../contracts/api-paths';
import { contactMessageSchema, contactReceivedSchema } from '../../contracts/contact';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { contactNotification } from '../mail/contact-notification';
import { contactConfirmation, storeContactMessage } from '../services/contact-messages';
import type { RateRule } from '../services/rate-limiter';

/** Per client address: enough for a person correcting a message, too few for a spam script. */
export const CONTACT_RATE_RULE: RateRule = { max: 5, windowMs: 15 * 60 * 1000 };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CONTACT_PATH,
    {
      config: { access: 'public' },
      preHandler: app.rateLimit('contact', CONTACT_RATE_RULE),
      schema: {
        body: contactMessageSchema,
        response: { 201: contactReceivedSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const message = request.body;
      // The office's e-mail is queued with the message: both are kept, or neither.
      const id = await app.database.db.transaction(async (tx) => {
        const stored = await storeContactMessage(tx, message);
        await app.mail.enqueue(tx, {
          kind: 'contact-notification',
          contactMessageId: stored,
          message: contactNotification(message, stored),
        });
        return stored;
      });
      return reply.status(201).send({ id, message: contactConfirmation(message) });
    },
  );
};
