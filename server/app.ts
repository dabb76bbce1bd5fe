// buildApp(config): external plugins, then app plugins, then routes. Listening is index.ts's job.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { RESUME_MAX_BYTES } from '../contracts/careers';
import type { Config } from './config';
import type { Database } from './db/client';
import { clientErrorHandler } from './http/client-errors';
import { loggerOptions } from './logger';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { envelope, errorsPlugin } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { maintenancePlugin } from './plugins/maintenance';
import { markdownPlugin } from './plugins/markdown';
import { publicChangesPlugin } from './plugins/public-changes';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestDeadlinesPlugin } from './plugins/request-deadlines';
import { requestHygienePlugin } from './plugins/request-hygiene';
import { routeAccessPlugin } from './plugins/route-access';
import { securityHeadersPlugin, securityHeaderValues } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { storagePlugin } from './plugins/storage';
import { adminApplicantRoutes } from './routes/admin-applicants';
import { adminBlogRoutes } from './routes/admin-blogs';
import { adminCareerRoutes } from './routes/admin-careers';
import { adminClientRoutes } from './routes/admin-clients';
import { adminContactRoutes } from './routes/admin-contact';
import { adminDashboardRoutes } from './routes/admin-dashboard';
import { adminEmployeeRoutes } from './routes/admin-employees';
import { adminMailRoutes } from './routes/admin-mail';
import { adminMarkdownRoutes } from './routes/admin-markdown';
import { adminRejectionReasonRoutes } from './routes/admin-rejection-reasons';
import { adminStageMailTemplateRoutes } from './routes/admin-stage-mail-templates';
import { authRoutes } from './routes/auth';
import { publicBlogRoutes } from './routes/blogs';
import { calendarFeedRoutes } from './routes/calendar-feeds';
import { careerFeedRoutes } from './routes/career-feeds';
import { careersRoutes } from './routes/careers';
import { clientShortlistRoutes } from './routes/client-shortlists';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { interviewRoutes } from './routes/interviews';
import { mediaRoutes } from './routes/media';
import { myApplicationRoutes } from './routes/my-application';
import { myInterviewRoutes } from './routes/my-interviews';
import { noteRoutes } from './routes/notes';
import { peopleRoutes } from './routes/people';
import { profileRoutes } from './routes/profile';
import { recruiterRoutes } from './routes/recruiter';
import { reportRoutes } from './routes/reports';
import { scorecardRoutes } from './routes/scorecards';
import { seoRoutes } from './routes/seo';
import { shortlistRoutes } from './routes/shortlists';
import { staffNotificationRoutes } from './routes/staff-notifications';
import { staffPreferenceRoutes } from './routes/staff-preferences';
import { talentPoolRoutes } from './routes/talent-pool';

export interface BuildOptions {
  /** A database the caller opened and migrated (tests); otherwise the app opens its own. */
  database?: Database;
  /** Fastify logger; off in tests. */
  logger?: boolean;
  /** Where the log lines go instead of stdout (the log-redaction test reads them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const headers = securityHeaderValues(config);
  const { headersMs, idleMs, requestMs } = config.requestTimeouts;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A first start creates, migrates and seeds the embedded database: more than Fastify's 10 s on a busy machine.
    pluginTimeout: 120_000,
    // A malformed address (bad %-escape) is refused before routing and before the hooks: same envelope, same headers.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(headers).status(400).send(envelope(400, error.message));
    },
    // Requests Node itself refuses (server/http/client-errors.ts), and its timeouts (docs/decisions/0011).
    clientErrorHandler: clientErrorHandler(headers),
    // A request that arrives on an open connection while the server closes is served (close() waits for it),
    // not answered 503: a balancer sends no new ones once readiness says so (server/index.ts).
    return503OnClosing: false,
    connectionTimeout: idleMs,
    requestTimeout: requestMs,
    // Node looks for requests past their time every 30 s by default: once a second keeps the limits near.
    http: { connectionsCheckingInterval: Math.min(1000, headersMs) },
  });
  app.server.headersTimeout = headersMs;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Set on SIGTERM (server/index.ts): readiness answers 503 while the requests under way finish.
  app.decorate('shuttingDown', false);

  // First: every route registered after it, plugins' own included, must declare its access.
  await app.register(routeAccessPlugin, {
    // @fastify/cors adds this route itself: its hook answers preflight requests, the route only admits them.
    pluginRoutes: [{ method: 'OPTIONS', url: '*', access: 'public' }],
  });
  // Then the error envelope, before any plugin adds a route (a route keeps the error handler of its time).
  await app.register(errorsPlugin);

  // External plugins
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: false,
  });
  // Answers made per request (the board's applications, the staff lists) are compressed on the way out.
  // Before every route: it attaches itself to routes as they are added. Pages, assets and the cached public
  // answers come compressed already (it leaves an answer with a Content-Encoding alone); downloads opt out.
  await app.register(compress, {
    // Fixed, so that a newer Node (zstd) does not change what clients get.
    encodings: ['br', 'gzip'],
    // Compressed request bodies are not needed and would be one more way to send a large body.
    globalDecompression: false,
  });
  // Uploads are streamed by the routes that take them; these are the strict defaults, routes may narrow.
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 2048, parts: 22 },
  });

  // App plugins
  await app.register(securityHeadersPlugin);
  await app.register(requestHygienePlugin);
  await app.register(requestDeadlinesPlugin);
  await app.register(dbPlugin, { config, database: options.database });
  await app.register(storagePlugin);
  await app.register(publicChangesPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailerPlugin);
  await app.register(markdownPlugin);
  await app.register(authPlugin);
  // After the database: closing waits for a maintenance run before the database closes.
  await app.register(maintenancePlugin);

  // Routes
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(careersRoutes);
  await app.register(careerFeedRoutes);
  await app.register(contactRoutes);
  await app.register(publicBlogRoutes);
  await app.register(seoRoutes);
  await app.register(recruiterRoutes);
  await app.register(adminCareerRoutes);
  await app.register(adminMarkdownRoutes);
  await app.register(adminBlogRoutes);
  await app.register(mediaRoutes);
  await app.register(adminEmployeeRoutes);
  await app.register(adminClientRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(reportRoutes);
  await app.register(adminApplicantRoutes);
  await app.register(adminRejectionReasonRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminStageMailTemplateRoutes);
  await app.register(myApplicationRoutes);
  await app.register(peopleRoutes);
  await app.register(talentPoolRoutes);
  await app.register(noteRoutes);
  await app.register(staffNotificationRoutes);
  await app.register(staffPreferenceRoutes);
  await app.register(interviewRoutes);
  await app.register(myInterviewRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(scorecardRoutes);
  await app.register(shortlistRoutes);
  await app.register(clientShortlistRoutes);

  // The SPA last: its files and the index.html fallback for client-side routes.
  if (config.staticDir) await app.register(spaPlugin, { root: config.staticDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    shuttingDown: boolean;
  }
}
