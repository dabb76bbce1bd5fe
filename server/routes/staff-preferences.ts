// The signed-in recruiter's board view and list sort (issue 61.5, docs/decisions/0051): GET answers what they
// chose (or the defaults), PUT saves either or both. Always the caller's own row: no user id is taken.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOARD_PREFERENCES_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { RECRUITING } from '../../contracts/roles';
import { boardPreferencesSchema, boardPreferencesUpdateSchema } from '../../contracts/staff-preferences';
import { requireUser } from '../plugins/auth';
import { boardPreferences, saveBoardPreferences } from '../services/board-preferences';

export const staffPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // The board's own preference: those who open boards.
  const config = { access: RECRUITING };

  app.get(
    BOARD_PREFERENCES_PATH,
    { config, schema: { response: { 200: boardPreferencesSchema } } },
    (request) => boardPreferences(db, requireUser(request).id),
  );

  app.put(
    BOARD_PREFERENCES_PATH,
    {
      config,
      schema: {
        body: boardPreferencesUpdateSchema,
        response: { 200: boardPreferencesSchema, 400: errorEnvelopeSchema },
      },
    },
    (request) => saveBoardPreferences(db, requireUser(request).id, request.body),
  );
};
