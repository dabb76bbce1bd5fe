// Where a job is, read from its free-text location ("Hyderabad, India", "Hybrid – Manchester, UK",
// "Remote (India)"), for what machines read about it: the job page's schema.org JobPosting and the job feeds.
import { indiaLocations } from './india-locations';

export interface JobPlace {
  arrangement: 'on-site' | 'hybrid' | 'remote';
  /** The town or city; none for a remote job. */
  locality?: string;
  /** The state of an Indian city. */
  region?: string;
  /** ISO 3166-1 alpha-2 when the country is one we know, else the country as written. */
  country?: string;
  /** The country as written ("India" in "Remote (India)"). */
  countryName?: string;
}

const COUNTRY_CODES: Record<string, string> = {
  india: 'IN',
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
};

export const countryCode = (name: string) => COUNTRY_CODES[name.trim().toLowerCase()] ?? name.trim();

function indianStateOf(city: string): string | undefined {
  return Object.entries(indiaLocations).find(([, cities]) => cities.includes(city))?.[0];
}

/** What a job's location says without looking anything up: on-site, hybrid or remote, and where. */
export interface PlaceWritten {
  arrangement: JobPlace['arrangement'];
  /** The town or city; none for a remote job. */
  locality?: string;
  /** The country as written, if any. */
  countryName?: string;
}

/**
 * "Remote (India)" is a remote job open to applicants in India; "Hybrid – Manchester, UK" and
 * "Hyderabad, India" are places, the first worked partly from home.
 */
export function placeWritten(location: string): PlaceWritten {
  const remote = location.match(/^\s*remote\b\s*(?:\(([^)]+)\))?/i);
  if (remote) {
    const countryName = remote[1]?.trim();
    return countryName ? { arrangement: 'remote', countryName } : { arrangement: 'remote' };
  }
  // The en and em dashes as escapes: a source with either character is held two bytes a character (lean-source.ts).
  const hybrid = /^\s*hybrid\s*[\u2013\u2014-]\s*/i;
  const place = location.replace(hybrid, '');
  const parts = place
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const countryName = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return {
    arrangement: hybrid.test(location) ? 'hybrid' : 'on-site',
    locality: parts[0] ?? place.trim(),
    ...(countryName ? { countryName } : {}),
  };
}

/** The place with its country code and, for an Indian city, its state. */
export function jobPlaceOf(location: string): JobPlace {
  const { arrangement, locality, countryName } = placeWritten(location);
  const country = countryName ? countryCode(countryName) : undefined;
  if (arrangement === 'remote') return country ? { arrangement, country, countryName } : { arrangement };
  const region = country === 'IN' && locality ? indianStateOf(locality) : undefined;
  return {
    arrangement,
    locality,
    ...(region ? { region } : {}),
    ...(country ? { country, countryName } : {}),
  };
}
