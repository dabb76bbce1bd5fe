// Conditional GET for public reads: a tag from the serialized body, and whether a revalidation names it
// (then the answer is 304 with no body and the page revalidates cheaply instead of downloading again).
import { createHash } from 'node:crypto';

/** A strong tag for a body: a short hash, quoted as HTTP wants it. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header (a list of tags, weak or strong, or *) names this tag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
