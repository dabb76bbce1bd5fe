// Which job and post addresses name something (decision 0042): one that names nothing is answered by the
// prerendered not-found page, never rendered, so it costs a lookup in memory whatever an attacker makes up.
// Each area's addresses are read whole (services/public-addresses.ts) when first wanted, and forgotten, like
// the pages rendered from them, when that area changes here or on another server (public-cache's hook) or
// after PUBLIC_CACHE_TTL_MS; a scheduled post counts from its time on, with no write to say so.
import type { Db } from '../db/client';
import { careerIds, publishedBlogAddresses } from '../services/public-addresses';
import { onPublicInvalidated, PUBLIC_CACHE_TTL_MS } from '../services/public-cache';
import { blogRefKey } from '../services/published-blogs';
import type { PageSubject } from './page-routes';

// A job page's id as its client route takes it (src/lib/route-params.ts): anything else names no job.
const JOB_ID = /^[1-9]\d{0,9}$/;

export interface KnownPages {
  /** Whether the job (open or closed: a closed one has a page saying so) or the published post exists. */
  has(subject: PageSubject): Promise<boolean>;
}

/** A value read when first wanted and kept until forgotten or PUBLIC_CACHE_TTL_MS; a failed read is not kept. */
function keptRead<T>(read: () => Promise<T>) {
  let kept: { value: Promise<T>; expiresAt: number } | undefined;
  return {
    get(): Promise<T> {
      const now = Date.now();
      if (!kept || kept.expiresAt <= now) {
        const entry = { value: read(), expiresAt: now + PUBLIC_CACHE_TTL_MS };
        entry.value.catch(() => {
          if (kept === entry) kept = undefined;
        });
        kept = entry;
      }
      return kept.value;
    },
    forget() {
      kept = undefined;
    },
  };
}

/** The post's key (blogRefKey) from the address's segment; undefined if the segment cannot be decoded. */
function postKey(segment: string): string | undefined {
  try {
    return blogRefKey(decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

export function knownPages(db: Db): KnownPages {
  const jobs = keptRead(async () => new Set(await careerIds(db)));
  // Each post under its id and its slug (a slug of digits reads as an id, so it names no post), with the
  // time it is out.
  const posts = keptRead(async () => {
    const known = new Map<string, number>();
    for (const { id, slug, publishedAt } of await publishedBlogAddresses(db)) {
      const at = publishedAt?.getTime() ?? Number.POSITIVE_INFINITY;
      known.set(blogRefKey(String(id)), at);
      if (blogRefKey(slug).startsWith('slug:')) known.set(blogRefKey(slug), at);
    }
    return known;
  });
  onPublicInvalidated(db, (area) => (area === 'careers' ? jobs : posts).forget());

  return {
    async has(subject) {
      if (subject.area === 'careers') {
        return JOB_ID.test(subject.id) && (await jobs.get()).has(Number(subject.id));
      }
      const key = postKey(subject.ref);
      const at = key === undefined ? undefined : (await posts.get()).get(key);
      return at !== undefined && at <= Date.now();
    },
  };
}
