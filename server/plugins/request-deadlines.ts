// Bounds what a slow client can hold (docs/decisions/0011). Node's own timeouts (set in app.ts) end a
// request whose headers or whole body take too long, or that goes silent; here a body that is not an
// upload must arrive within `bodyMs` (a few kilobytes of JSON; trickled, it would hold the connection for
// the whole request timeout), and one address may have only a few uploads under way at once.
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

const isUpload = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/**
 * A request that says it sends no body (neither Content-Length above 0 nor Transfer-Encoding: every GET a
 * browser sends): Node's parser gives it none, so there is nothing to put a deadline on. Skipping it spares
 * every page and public read a stream, a pipe and a timer (docs/decisions/0054).
 */
const hasNoBody = (request: FastifyRequest) => {
  const { headers } = request;
  return headers['transfer-encoding'] === undefined && !(Number(headers['content-length']) > 0);
};

/** Passes the body through; fails it with 408 if it has not ended `ms` after the first byte was asked for. */
function withDeadline(ms: number): Transform {
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      clearTimeout(timer);
      done();
    },
  });
  const timer = setTimeout(() => {
    stream.destroy(new HttpError(408, 'The request took too long to arrive. Please try again.'));
  }, ms);
  stream.once('close', () => clearTimeout(timer));
  return stream;
}

export const requestDeadlinesPlugin = fp(
  async function requestDeadlines(app: FastifyInstance) {
    const { bodyMs, uploadsPerAddress } = app.config.requestTimeouts;
    const uploadsUnderWay = new Map<string, number>();

    app.addHook('preParsing', async (request, reply, payload) => {
      if (hasNoBody(request)) return payload;
      if (!isUpload(request)) {
        const deadline = withDeadline(bodyMs);
        // The connection cannot be reused once its body was cut off.
        deadline.once('error', () => reply.header('connection', 'close'));
        return payload.pipe(deadline);
      }
      return payload;
    });

    // Counted from the moment the upload's request arrives until its answer is sent or the client goes.
    // A callback hook, not an async one: it runs on every request, and most have nothing to count.
    app.addHook('onRequest', (request, reply, done) => {
      if (!isUpload(request)) return done();
      const address = request.ip;
      const count = uploadsUnderWay.get(address) ?? 0;
      if (count >= uploadsPerAddress) {
        reply.header('connection', 'close');
        return done(
          new HttpError(429, 'Too many uploads at once from your address. Please wait for one to finish.'),
        );
      }
      uploadsUnderWay.set(address, count + 1);
      reply.raw.once('close', () => {
        const left = (uploadsUnderWay.get(address) ?? 1) - 1;
        if (left > 0) uploadsUnderWay.set(address, left);
        else uploadsUnderWay.delete(address);
      });
      done();
    });
  },
  { name: 'request-deadlines' },
);
