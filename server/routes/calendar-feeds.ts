// The staff's private calendar feeds (contracts/calendar-feed.ts, docs/decisions/0057): the feed itself, public
// because Google Calendar and Outlook fetch it with no sign-in (the key in its address is the secret), and the
// signed-in member's own feed link, to make or reset.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_FEED_PATH, MY_CALENDAR_FEED_PATH } from '../../contracts/api-paths';
import {
  CALENDAR_FEED_TEXTS,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
} from '../../contracts/calendar-feed';
import { ALL_STAFF } from '../../contracts/roles';
import { requireUser } from '../plugins/auth';
import { calendarFeedIcs, calendarFeedStatus, createCalendarFeed } from '../services/calendar-feeds';

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    `${CALENDAR_FEED_PATH}/:file`,
    { config: { access: 'public' }, schema: { params: calendarFeedParamsSchema } },
    async (request, reply) => {
      const ics = await calendarFeedIcs(db, request.params.file);
      // Names only its owner's interviews: no shared cache may keep it, and a reset key must stop at once.
      reply.header('cache-control', 'private, no-store');
      if (ics === null)
        return reply.code(404).type('text/plain; charset=utf-8').send(CALENDAR_FEED_TEXTS.unknown);
      return reply.type('text/calendar; charset=utf-8').send(ics);
    },
  );

  app.get(
    MY_CALENDAR_FEED_PATH,
    { config: { access: ALL_STAFF }, schema: { response: { 200: calendarFeedStatusSchema } } },
    async (request) => calendarFeedStatus(db, requireUser(request).id),
  );

  app.post(
    MY_CALENDAR_FEED_PATH,
    { config: { access: ALL_STAFF }, schema: { response: { 201: calendarFeedStatusSchema } } },
    async (request, reply) => {
      const status = await createCalendarFeed(db, requireUser(request).id, app.config.publicUrl);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(status);
    },
  );
};
