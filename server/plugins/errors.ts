// Turns every error into the JSON envelope of DESIGN.md: specific for bad input, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorEnvelope, errorCodeForStatus } from '../../contracts/errors';
import { DomainError, type DomainErrorKind } from '../domain-errors';
import { HttpError } from '../errors';

/** Paths that belong to the API: unknown ones answer a JSON 404, never the SPA. */
export const API_PREFIXES = ['/api/', '/auth/', '/employee/'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

export function envelope(
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
): ErrorEnvelope {
  return { error: { code: errorCodeForStatus(statusCode), message, ...(fields ? { fields } : {}) } };
}

/** The status each refusal of a service answers with (DESIGN.md, API conventions). */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-type': 415,
  busy: 503,
};

export function domainErrorStatus(error: DomainError): number {
  return DOMAIN_STATUS[error.kind];
}

function validationFields(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function describeValidation(context: string | undefined): string {
  if (context === 'querystring') return 'The query parameters are not valid.';
  if (context === 'params') return 'The address is not valid.';
  if (context === 'headers') return 'The request headers are not valid.';
  return 'Some fields are not valid.';
}

export const errorsPlugin = fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply
          .status(400)
          .send(envelope(400, describeValidation(error.validationContext), validationFields(error)));
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(envelope(error.statusCode, error.message, error.fields));
      }
      if (error instanceof DomainError) {
        const status = domainErrorStatus(error);
        return reply.status(status).send(envelope(status, error.message, error.fields));
      }
      // The multipart parser (busboy) throws plain errors for a broken body: the client's fault, not ours.
      if (!error.statusCode && /multipart/i.test(error.message)) {
        return reply.status(400).send(envelope(400, 'The upload is malformed. Please send the form again.'));
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .status(status)
          .send(envelope(status, 'Something went wrong on our side. Please try again.'));
      }
      // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
      return reply.status(status).send(envelope(status, error.message));
    });

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // Pages of the site: the spa plugin (when a build exists) answers them with their HTML.
      if (wantsPage && !isApiPath(request.url) && app.hasDecorator('sendSpaPage')) {
        return app.sendSpaPage(reply);
      }
      return reply
        .status(404)
        .send(envelope(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'errors' },
);
