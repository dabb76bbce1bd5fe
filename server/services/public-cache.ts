// The public reads (careers list and pages, blog list and posts) answered from memory. Each answer is
// serialized by its route's zod response schema, compressed (brotli, gzip) and tagged once; after that a
// request costs a map lookup and a send of stored bytes, and a revalidation with the tag a 304. Whoever
// writes careers or blogs calls invalidatePublicCache(db, area): this process answers the change at once,
// and every other server on the database hears of it through a NOTIFY on PUBLIC_CHANGES_CHANNEL
// (plugins/public-changes.ts) within milliseconds; PUBLIC_CACHE_TTL_MS is only the safety net.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type EncodedBody, encodeBody } from '../http/encoded-body';
import { sendEncoded } from '../http/send-encoded';

export const PUBLIC_CACHE_TTL_MS = 60_000;
/** The PostgreSQL channel on which a write tells every server which public area changed. */
export const PUBLIC_CHANGES_CHANNEL = 'meera_public_changes';
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
  /** Names this process's notices, so it does not forget its answers a second time on hearing its own. */
  origin: string;
}

const caches = new WeakMap<Db, DbCache>();

function cacheOf(db: Db): DbCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { areas: { careers: new Map(), blogs: new Map() }, listeners: new Set(), origin: randomUUID() };
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

export const publicAreas: readonly PublicArea[] = ['careers', 'blogs'];

/** Forgets every stored answer of `area` in this process and tells its listeners (rendered pages). */
export function forgetPublicAnswers(db: Db, area: PublicArea): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.areas[area].clear();
  for (const listener of cache.listeners) listener(area);
}

/** Call after a write to careers or blogs: this process forgets at once, every other server on being told. */
export function invalidatePublicCache(db: Db, area: PublicArea): void {
  forgetPublicAnswers(db, area);
  const notice = `${area}:${cacheOf(db).origin}`;
  // Not awaited: the writer's answer does not wait on the others. A lost notice is caught by the TTL.
  db.execute(sql`select pg_notify(${PUBLIC_CHANGES_CHANNEL}, ${notice})`).catch(() => {});
}

/** The area a notice from another process names; null for this process's own or anything else. */
export function changedAreaOf(db: Db, notice: string): PublicArea | null {
  const [area, origin] = notice.split(':');
  if (origin === cacheOf(db).origin) return null;
  return (publicAreas as readonly string[]).includes(area ?? '') ? (area as PublicArea) : null;
}

/**
 * Calls `listener` whenever public answers of this database are forgotten, after a write here or on
 * another server (for caches built on top, such as rendered pages); answers the function that stops.
 */
export function onPublicInvalidated(db: Db, listener: (area: PublicArea) => void): () => void {
  const { listeners } = cacheOf(db);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
