// Refuses, with a clear 400, NUL characters anywhere in params, query or JSON body, and in every multipart
// part a route reads: PostgreSQL text cannot hold them, so they would otherwise surface as a 500 from the
// database on any route that stores or looks up text.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed in any field.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}

/** A multipart part as the upload parser hands it over: a text field, or a file with its name. */
export type MultipartText =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string };

/**
 * The hook's rule for a multipart part (its name, and a field's value or a file's name): uploads are streamed
 * by their routes, after the hook has run, so each route passes every part it reads through this.
 */
export function refuseNulInPart(part: MultipartText): void {
  if (containsNul([part.fieldname, part.type === 'field' ? part.value : part.filename])) {
    throw new HttpError(400, NUL_MESSAGE);
  }
}

/** The parts of a streamed multipart body, each refused as it arrives if it holds a NUL (refuseNulInPart). */
export async function* partsWithoutNul<Part extends MultipartText>(
  parts: AsyncIterable<Part>,
): AsyncGenerator<Part> {
  for await (const part of parts) {
    refuseNulInPart(part);
    yield part;
  }
}

export const requestHygienePlugin = fp(
  async function requestHygiene(app: FastifyInstance) {
    // After parsing, before validation: params, query and JSON body as the route would see them.
    // A callback hook, not an async one: it runs on every request (docs/decisions/0054).
    app.addHook('preValidation', (request, _reply, done) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
        return done(new HttpError(400, NUL_MESSAGE));
      }
      done();
    });
  },
  { name: 'request-hygiene' },
);
