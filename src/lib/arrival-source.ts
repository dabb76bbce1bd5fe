// Where a visitor first came from (docs/decisions/0018), for the application they may send later: the ?ref=,
// else the utm_source (with utm_medium and utm_campaign), else the host of the site that linked here. The
// first such arrival wins for 30 days; a later visit with another source does not replace it, nor does moving
// within this site. Kept in the visitor's own storage (localStorage: every tab of the site sees it, a job
// opened in a new tab too), never in a cookie, so it is never sent to the server until they apply.
import { type ApplicationSource, plainSourceLabel, sourceFieldNames } from '#contracts/application-source.ts';

const STORAGE_KEY = 'meera.arrivalSource';
export const ARRIVAL_SOURCE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface StoredArrival extends ApplicationSource {
  /** When the visitor arrived with it (ISO). */
  at: string;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the source is simply not kept.
    return undefined;
  }
}

/** The source of an arrival at `href`, linked from `referrer`; none for a visit from within the site. */
export function sourceOfArrival(href: string, referrer: string): ApplicationSource | undefined {
  const url = new URL(href);
  // Only a value there is made plain: the first normalize() of a page wakes its Unicode data, which a
  // visit without these parameters never needs.
  const param = (name: string) => {
    const value = url.searchParams.get(name);
    return value ? plainSourceLabel(value) || undefined : undefined;
  };
  const ref = param('ref');
  const utmSource = param('utm_source');
  if (ref || utmSource) {
    const medium = param('utm_medium');
    const campaign = param('utm_campaign');
    return {
      source: ref ?? utmSource,
      ...(medium ? { sourceMedium: medium } : {}),
      ...(campaign ? { sourceCampaign: campaign } : {}),
    };
  }
  if (!referrer) return undefined;
  let host: string;
  try {
    host = new URL(referrer).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
  return host && host !== url.hostname.replace(/^www\./, '') ? plainSource({ source: host }) : undefined;
}

/**
 * The parts that are plain labels once cleaned (docs/decisions/0043); none without a source. An arrival kept
 * before sources had an alphabet is cleaned as it is read, so the application it goes with is not refused.
 */
function plainSource(kept: Record<string, unknown>): ApplicationSource | undefined {
  const source: ApplicationSource = {};
  for (const name of sourceFieldNames) {
    const label = typeof kept[name] === 'string' ? plainSourceLabel(kept[name]) : '';
    if (label) source[name] = label;
  }
  return source.source ? source : undefined;
}

function read(now: Date): StoredArrival | undefined {
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    if (typeof stored?.at !== 'string') return undefined;
    if (!(now.getTime() - Date.parse(stored.at) < ARRIVAL_SOURCE_DAYS * DAY_MS)) return undefined;
    const source = plainSource(stored);
    return source && { ...source, at: stored.at };
  } catch {
    return undefined;
  }
}

/** Notes where this visit came from, unless an earlier arrival (within 30 days) already said. */
export function noteArrival(href = window.location.href, referrer = document.referrer, now = new Date()) {
  if (read(now)) return;
  const source = sourceOfArrival(href, referrer);
  if (!source) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...source, at: now.toISOString() }));
  } catch {
    // Storage full or refused: not kept.
  }
}

/** Where the visitor first came from, if within 30 days: sent with an application. */
export function arrivalSource(now = new Date()): ApplicationSource {
  const { at: _at, ...source } = read(now) ?? { at: '' };
  return source;
}
