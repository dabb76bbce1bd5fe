// When careers or blogs change, every cache of public answers must forget that area: the public API
// answers (http/public-answers.ts) and the rendered pages (ssr/page-renderer.ts) listen here. Whoever
// writes careers or blogs calls invalidatePublicCache(db, area): this process forgets at once, and every
// other server on the database hears of it through a NOTIFY on PUBLIC_CHANGES_CHANNEL
// (plugins/public-changes.ts) within milliseconds; PUBLIC_CACHE_TTL_MS is only the safety net.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const PUBLIC_CACHE_TTL_MS = 60_000;
/** The PostgreSQL channel on which a write tells every server which public area changed. */
export const PUBLIC_CHANGES_CHANNEL = 'meera_public_changes';

export type PublicArea = 'careers' | 'blogs';

export const publicAreas: readonly PublicArea[] = ['careers', 'blogs'];

type Listener = (area: PublicArea) => void;

interface Registry {
  listeners: Set<Listener>;
  /** Names this process's notices, so it does not forget its answers a second time on hearing its own. */
  origin: string;
}

const registries = new WeakMap<Db, Registry>();

function registryOf(db: Db): Registry {
  let registry = registries.get(db);
  if (!registry) {
    registry = { listeners: new Set(), origin: randomUUID() };
    registries.set(db, registry);
  }
  return registry;
}

/** Forgets every stored answer of `area` in this process: tells each cache that listens. */
export function forgetPublicAnswers(db: Db, area: PublicArea): void {
  const registry = registries.get(db);
  if (!registry) return;
  for (const listener of registry.listeners) listener(area);
}

/** Call after a write to careers or blogs: this process forgets at once, every other server on being told. */
export function invalidatePublicCache(db: Db, area: PublicArea): void {
  forgetPublicAnswers(db, area);
  const notice = `${area}:${registryOf(db).origin}`;
  // Not awaited: the writer's answer does not wait on the others. A lost notice is caught by the TTL.
  db.execute(sql`select pg_notify(${PUBLIC_CHANGES_CHANNEL}, ${notice})`).catch(() => {});
}

/** The area a notice from another process names; null for this process's own or anything else. */
export function changedAreaOf(db: Db, notice: string): PublicArea | null {
  const [area, origin] = notice.split(':');
  if (origin === registryOf(db).origin) return null;
  return (publicAreas as readonly string[]).includes(area ?? '') ? (area as PublicArea) : null;
}

/**
 * Calls `listener` whenever public answers of this database are forgotten, after a write here or on
 * another server (the caches of public answers and rendered pages); answers the function that stops.
 */
export function onPublicInvalidated(db: Db, listener: (area: PublicArea) => void): () => void {
  const { listeners } = registryOf(db);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
