// Sends an EncodedBody in the coding the request accepts best, says that the answer varies with
// Accept-Encoding, and answers a revalidation that names the chosen form's tag with 304 and no body.
// Headers are set straight, not through reply.type(): this runs on every public read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding';
import type { EncodedBody } from './encoded-body';
import { etagMatches } from './etag';

export interface SendEncodedOptions {
  contentType: string;
  /** Tag the answer and honour If-None-Match: for 200 answers (an error is not worth revalidating). */
  revalidate: boolean;
}

/** Adds accept-encoding to Vary without dropping what another plugin put there (CORS: Origin). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
  } else if (!/accept-encoding/i.test(String(current))) {
    reply.header('vary', `${current}, accept-encoding`);
  }
}

export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  { contentType, revalidate }: SendEncodedOptions,
): void {
  const encoding = preferredEncoding(request.headers['accept-encoding'], body.encodings);
  const chosen = (encoding && body[encoding]) || body.identity;
  if (body.encodings.length > 0) varyOnAcceptEncoding(reply);
  if (revalidate) {
    reply.header('etag', chosen.etag);
    if (etagMatches(request.headers['if-none-match'], chosen.etag)) {
      reply.code(304).send();
      return;
    }
  }
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-type', contentType).send(chosen.bytes);
}
