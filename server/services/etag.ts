// Conditional GET for public reads: an ETag from the serialized body, and 304 with no body when the
// client already holds it. The page then revalidates cheaply instead of downloading the list again.
import { createHash } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';

/** True when an If-None-Match header (a list of tags, weak or strong, or *) names this tag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** A route's onSend hook: tags successful answers and turns a matching revalidation into 304. */
export const etagOnSend: onSendHookHandler = async (request, reply, payload) => {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  // no-cache: browsers may keep the answer but must ask again (cheaply, with the tag) before using it.
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
};
