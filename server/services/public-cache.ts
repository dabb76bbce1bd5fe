// The public reads (careers list and pages, blog list and posts) answered from memory. Each answer is
// serialized by its route's zod response schema, compressed (brotli, gzip) and tagged once; after that a
// request costs a map lookup and a send of stored bytes, and a revalidation with the tag a 304. Whoever
// writes careers or blogs calls invalidatePublicCache(db, area) so this process answers the change at
// once; other processes (several servers on one PostgreSQL) catch up within PUBLIC_CACHE_TTL_MS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type EncodedBody, encodeBody } from './encoded-body';
import { sendEncoded } from './send-encoded';

export const PUBLIC_CACHE_TTL_MS = 60_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export type PublicArea = 'careers' | 'blogs';

/** What a loader found: the status and the object the route's response schema turns into the body. */
export interface PublicAnswer {
  statusCode: number;
  payload: unknown;
  /** When the answer changes by itself (a scheduled post goes live), if sooner than the TTL. */
  changesAt?: Date | null | undefined;
}

interface Stored {
  statusCode: number;
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
}

type Listener = (area: PublicArea) => void;

interface DbCache {
  areas: Record<PublicArea, Map<string, Entry>>;
  listeners: Set<Listener>;
}

const caches = new WeakMap<Db, DbCache>();

function cacheOf(db: Db): DbCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { areas: { careers: new Map(), blogs: new Map() }, listeners: new Set() };
    caches.set(db, cache);
  }
  return cache;
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
  const entries = cacheOf(db).areas[area];
  const now = Date.now();
  const entry = entries.get(key);
  if (entry?.stored && entry.expiresAt > now) {
    send(request, reply, entry.stored);
    return;
  }
  const loading = entry && entry.expiresAt > now ? entry : startLoad(entries, key, reply, load, now);
  // Awaiting the reply (it resolves once sent) leaves Fastify nothing to send when the promise resolves.
  return loading.value.then(async (stored) => {
    send(request, reply, stored);
    await reply;
  });
}

function startLoad(
  entries: Map<string, Entry>,
  key: string,
  reply: FastifyReply,
  load: () => Promise<PublicAnswer>,
  now: number,
): Entry {
  const entry: Entry = { value: load().then(store), expiresAt: now + PUBLIC_CACHE_TTL_MS };
  async function store(answer: PublicAnswer): Promise<Stored> {
    const changesAt = answer.changesAt?.getTime();
    if (changesAt !== undefined && changesAt < entry.expiresAt) entry.expiresAt = changesAt;
    entry.stored = await serialize(reply, answer);
    return entry.stored;
  }
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  entries.set(key, entry);
  return entry;
}

function send(request: FastifyRequest, reply: FastifyReply, stored: Stored): void {
  reply.code(stored.statusCode);
  // no-cache: browsers may keep the answer but must ask again (cheaply, with the tag) before using it.
  if (stored.tagged) reply.header('cache-control', 'no-cache');
  sendEncoded(request, reply, stored.body, { contentType: JSON_TYPE, revalidate: stored.tagged });
}

/** The route's own serializer for that status: the zod response schema checks the answer once, here. */
async function serialize(reply: FastifyReply, { statusCode, payload }: PublicAnswer): Promise<Stored> {
  reply.code(statusCode);
  const body = reply.serialize(payload);
  if (typeof body !== 'string') throw new Error('a public answer must serialize to text');
  return { statusCode, body: await encodeBody(body), tagged: statusCode === 200 };
}

/** Forgets every stored answer of `area` in this database and tells the listeners: call it after a write. */
export function invalidatePublicCache(db: Db, area: PublicArea): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.areas[area].clear();
  for (const listener of cache.listeners) listener(area);
}

/**
 * Calls `listener` whenever a write in this process invalidates public answers of this database (for
 * caches built on top, such as rendered pages); answers the function that stops listening.
 */
export function onPublicInvalidated(db: Db, listener: (area: PublicArea) => void): () => void {
  const { listeners } = cacheOf(db);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
