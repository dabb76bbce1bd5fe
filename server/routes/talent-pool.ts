// /api/recruiter/talent-pool: people searched by words in their résumés and applications, for those who
// recruit; …/options lists what the filters can choose from. Résumé reading is set up beside it: its hook
// must hear the apply route, so this plugin is not encapsulated (fastify-plugin); the routes are.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TALENT_POOL_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { RECRUITING } from '../../contracts/roles';
import {
  talentPoolOptionsSchema,
  talentPoolPageSchema,
  talentPoolQuerySchema,
} from '../../contracts/talent-pool';
import { resumeTextsPlugin } from '../plugins/resume-texts';
import { searchTalentPool } from '../services/talent-pool';
import { talentPoolOptions } from '../services/talent-pool-options';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: RECRUITING };

  app.get(
    TALENT_POOL_PATH,
    {
      config,
      schema: {
        querystring: talentPoolQuerySchema,
        response: { 200: talentPoolPageSchema, 400: errorEnvelopeSchema },
      },
    },
    (request) => searchTalentPool(db, request.query, { retentionMonths: app.config.retentionMonths }),
  );

  app.get(
    `${TALENT_POOL_PATH}/options`,
    { config, schema: { response: { 200: talentPoolOptionsSchema } } },
    () => talentPoolOptions(db),
  );
};

export const talentPoolRoutes = fp(
  async function talentPool(app: FastifyInstance) {
    await app.register(resumeTextsPlugin);
    await app.register(searchRoutes);
  },
  { name: 'talent-pool', dependencies: ['db', 'storage'] },
);
