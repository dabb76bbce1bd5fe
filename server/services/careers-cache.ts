// The public careers answers, kept in memory per database for a short time. Whoever writes careers
// calls invalidateCareersCache(db) so this process answers the change at once; other processes catch
// up within CAREERS_CACHE_TTL_MS (nothing here has to be shared between processes).
import type { Db } from '../db/client';

export const CAREERS_CACHE_TTL_MS = 60_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** The cached answer for `key`, loading it once when missing or expired; concurrent callers share one load. */
export function cachedCareers<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { value, expiresAt: now + CAREERS_CACHE_TTL_MS };
  cache.set(key, entry);
  // A failed load is not remembered.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Forget every cached careers answer of this database: call it after any write to careers. */
export function invalidateCareersCache(db: Db): void {
  caches.get(db)?.clear();
}
