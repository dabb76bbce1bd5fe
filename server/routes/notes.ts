// Notes and mentions (issue 61.3, docs/decisions/0049). /api/recruiter/notes: the recruiting staff read and
// write notes on people and applications (personal data, so not every employee); a note's history is for
// admins. /api/admin/mentions: every member of staff reads their own mentions, so the header's unread count
// never answers 403 (which would end the session) for an employee.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENTIONS_PATH, NOTES_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import {
  colleagueListSchema,
  mentionIdParamsSchema,
  mentionListQuerySchema,
  mentionPageSchema,
  mentionSchema,
  newNoteSchema,
  noteFormSchema,
  noteHistorySchema,
  noteIdParamsSchema,
  noteListSchema,
  noteSchema,
  notesQuerySchema,
  unreadMentionsSchema,
} from '../../contracts/notes';
import { ADMINS, ALL_STAFF, RECRUITING } from '../../contracts/roles';
import { renderForSaving } from '../markdown/stored-html';
import { requireUser } from '../plugins/auth';
import { listMentions, markAllMentionsRead, markMentionRead, unreadMentions } from '../services/mentions';
import { listColleagues } from '../services/note-mentions';
import { createNote, deleteNote, listNotes, noteHistory, updateNote } from '../services/notes';

export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const recruiting = { access: RECRUITING };
  const staff = { access: ALL_STAFF };
  const writing = { mail: app.mail, publicUrl: app.config.publicUrl };
  const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  /** Rendered and sanitised as blogs are (the same worker); a body it gives up on is a 400 on `body`. */
  const html = (body: string) => renderForSaving(app.markdown, body, 'body');

  app.get(
    NOTES_PATH,
    {
      config: recruiting,
      schema: { querystring: notesQuerySchema, response: { 200: noteListSchema, ...errors } },
    },
    (request) => listNotes(db, request.query, requireUser(request)),
  );

  app.post(
    NOTES_PATH,
    { config: recruiting, schema: { body: newNoteSchema, response: { 201: noteSchema, ...errors } } },
    async (request, reply) => {
      const note = request.body;
      const saved = await createNote(db, writing, {
        actor: requireUser(request),
        note,
        html: await html(note.body),
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    `${NOTES_PATH}/colleagues`,
    { config: recruiting, schema: { response: { 200: colleagueListSchema } } },
    () => listColleagues(db),
  );

  app.put(
    `${NOTES_PATH}/:id`,
    {
      config: recruiting,
      schema: { params: noteIdParamsSchema, body: noteFormSchema, response: { 200: noteSchema, ...errors } },
    },
    async (request) =>
      updateNote(db, writing, {
        id: request.params.id,
        actor: requireUser(request),
        body: request.body.body,
        html: await html(request.body.body),
      }),
  );

  app.delete(
    `${NOTES_PATH}/:id`,
    { config: recruiting, schema: { params: noteIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteNote(db, request.params.id, requireUser(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${NOTES_PATH}/:id/history`,
    {
      config: { access: ADMINS },
      schema: { params: noteIdParamsSchema, response: { 200: noteHistorySchema, ...errors } },
    },
    (request) => noteHistory(db, request.params.id),
  );

  app.get(
    MENTIONS_PATH,
    {
      config: staff,
      schema: { querystring: mentionListQuerySchema, response: { 200: mentionPageSchema, ...errors } },
    },
    (request) => listMentions(db, requireUser(request).id, request.query),
  );

  app.get(
    `${MENTIONS_PATH}/unread-count`,
    { config: staff, schema: { response: { 200: unreadMentionsSchema } } },
    (request) => unreadMentions(db, requireUser(request).id),
  );

  app.post(
    `${MENTIONS_PATH}/:id/read`,
    { config: staff, schema: { params: mentionIdParamsSchema, response: { 200: mentionSchema, ...errors } } },
    (request) => markMentionRead(db, requireUser(request).id, request.params.id),
  );

  app.post(
    `${MENTIONS_PATH}/read-all`,
    { config: staff, schema: { response: { 200: unreadMentionsSchema } } },
    (request) => markAllMentionsRead(db, requireUser(request).id),
  );
};
