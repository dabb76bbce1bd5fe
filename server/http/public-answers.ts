// The public reads (careers list, pages and feeds, blog list and posts) answered from memory. Each answer is
// serialized by its route's zod response schema, compressed (brotli, gzip) and tagged once; after that a
// request costs a map lookup and a send of stored bytes, and a revalidation with the tag a 304. The
// answers of an area are forgotten whenever services/public-cache.ts says it changed, here or on another
// server; PUBLIC_CACHE_TTL_MS is only the safety net. What is kept is bounded by bytes (kept-bytes.ts,
// docs/decisions/0054): however many jobs and posts there are, at most PUBLIC_ANSWERS_MAX_BYTES.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { onPublicInvalidated, PUBLIC_CACHE_TTL_MS, type PublicArea } from '../services/public-cache';
import { type EncodedBody, encodeBody } from './encoded-body';
import { encodedBytes, KeptBytes } from './kept-bytes';
import { sendEncoded } from './send-encoded';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * What a loader found: the status and either the object the route's response schema turns into JSON, or a
 * body already written in another format (a job feed's XML) with its type.
 */
export type PublicAnswer = { statusCode: number } & (
  | { payload: unknown }
  | { text: string; contentType: string }
) & {
    /** When the answer changes by itself (a scheduled post goes live), if sooner than the TTL. */
    changesAt?: Date | null | undefined;
  };

interface Stored {
  statusCode: number;
  contentType: string;
  /** UTF-8 bytes and their compressed forms, made once: no per-request encoding or length count. */
  body: EncodedBody;
  /** Only 200 answers carry a tag: an error is not worth revalidating. */
  tagged: boolean;
}

interface Entry {
  value: Promise<Stored>;
  /** The answer once loaded, to send without waiting on a promise. */
  stored?: Stored;
  expiresAt: number;
  area: PublicArea;
}

/**
 * The bytes of every kept public answer together (each in up to three codings), in one process: a job page's
 * answer is a few kilobytes, a long post's more; the demo's all together far less than this.
 */
export const PUBLIC_ANSWERS_MAX_BYTES = 8 * 1024 * 1024;
/** And at most this many, however small. */
export const PUBLIC_ANSWERS_MAX_ENTRIES = 2000;

type Kept = KeptBytes<string, Entry>;

const answers = new WeakMap<Db, Kept>();

/** The public answers kept for `db` (tests look at their bytes). */
export function keptPublicAnswers(db: Db): Kept {
  let kept = answers.get(db);
  if (!kept) {
    const created: Kept = new KeptBytes({
      maxBytes: PUBLIC_ANSWERS_MAX_BYTES,
      maxEntries: PUBLIC_ANSWERS_MAX_ENTRIES,
    });
    onPublicInvalidated(db, (area) => created.deleteWhere((entry) => entry.area === area));
    answers.set(db, created);
    kept = created;
  }
  return kept;
}

/**
 * Sends the answer stored under `key`, loading and serializing it first when missing or expired (concurrent
 * requests share one load). A loader that throws (404 for an unknown id) is not remembered, so addresses
 * that lead nowhere cannot fill the memory. A stored answer is sent synchronously: the route handler then
 * returns nothing, which Fastify takes as "already sent" at the lowest cost.
 */
export function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  area: PublicArea,
  key: string,
  load: () => Promise<PublicAnswer>,
): undefined | Promise<void> {
  const entries = keptPublicAnswers(db);
  const id = `${area}:${key}`;
  const now = Date.now();
  const entry = entries.get(id);
  if (entry?.stored && entry.expiresAt > now) {
    send(request, reply, entry.stored);
    return;
  }
  const loading = entry && entry.expiresAt > now ? entry : startLoad(entries, id, area, reply, load, now);
  // Awaiting the reply (it resolves once sent) leaves Fastify nothing to send when the promise resolves.
  return loading.value.then(async (stored) => {
    send(request, reply, stored);
    await reply;
  });
}

function startLoad(
  entries: Kept,
  id: string,
  area: PublicArea,
  reply: FastifyReply,
  load: () => Promise<PublicAnswer>,
  now: number,
): Entry {
  const entry: Entry = { value: load().then(store), expiresAt: now + PUBLIC_CACHE_TTL_MS, area };
  async function store(answer: PublicAnswer): Promise<Stored> {
    const changesAt = answer.changesAt?.getTime();
    if (changesAt !== undefined && changesAt < entry.expiresAt) entry.expiresAt = changesAt;
    const stored = await serialize(reply, answer);
    entry.stored = stored;
    // Counted once made; forgotten meanwhile (a change, or pushed out), it is sent but not kept.
    if (entries.get(id, { touch: false }) === entry) entries.resize(id, encodedBytes(stored.body));
    return stored;
  }
  entry.value.catch(() => {
    if (entries.get(id, { touch: false }) === entry) entries.delete(id);
  });
  // Kept from the start (at no size yet), so that requests meanwhile share the load.
  entries.set(id, entry, 0);
  return entry;
}

function send(request: FastifyRequest, reply: FastifyReply, stored: Stored): void {
  reply.code(stored.statusCode);
  // no-cache: browsers may keep the answer but must ask again (cheaply, with the tag) before using it.
  if (stored.tagged) reply.header('cache-control', 'no-cache');
  sendEncoded(request, reply, stored.body, { contentType: stored.contentType, revalidate: stored.tagged });
}

/** JSON by the route's own serializer for that status (its zod response schema checks the answer once, here). */
async function serialize(reply: FastifyReply, answer: PublicAnswer): Promise<Stored> {
  const { statusCode } = answer;
  let body: unknown;
  let contentType = JSON_TYPE;
  if ('text' in answer) {
    body = answer.text;
    contentType = answer.contentType;
  } else {
    reply.code(statusCode);
    body = reply.serialize(answer.payload);
  }
  if (typeof body !== 'string') throw new Error('a public answer must serialize to text');
  return { statusCode, contentType, body: await encodeBody(body), tagged: statusCode === 200 };
}
