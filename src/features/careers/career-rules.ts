// The careers board's rules (docs/requirements.md#careers-filters): keyword, department and location filters,
// their options, NEW.
import type { CareerListItem } from '#contracts/careers.ts';
import { placeWritten } from '#contracts/job-place.ts';
import { compareNames } from '#src/lib/name-order.ts';

/** A job is NEW for this many days after it was posted (docs/decisions/0005-careers-board-and-applications.md). */
export const NEW_FOR_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CareerFilters {
  /** Keyword: a case-insensitive substring of the title. */
  q: string;
  /** Departments chosen; none means "All Departments". */
  departments: readonly string[];
  /** Locations chosen (locationOf); none means all. */
  locations: readonly string[];
}

/** What a job's location is filtered by: "Remote", or its town (a hybrid job's too). */
export const REMOTE = 'Remote';

export function locationOf(location: string): string {
  const place = placeWritten(location);
  return place.arrangement === 'remote' ? REMOTE : (place.locality ?? '');
}

/** Locations to offer, from the jobs themselves: each once, alphabetical, "Remote" last. */
export function locationsOf(careers: readonly Pick<CareerListItem, 'location'>[]): string[] {
  const names = new Set(careers.map((career) => locationOf(career.location)).filter(Boolean));
  const towns = [...names].filter((name) => name !== REMOTE).sort(compareNames);
  return names.has(REMOTE) ? [...towns, REMOTE] : towns;
}

/** Departments to offer: trimmed, empty ones dropped, each once, alphabetical. */
export function departmentsOf(careers: readonly Pick<CareerListItem, 'department'>[]): string[] {
  const names = new Set(careers.map((career) => career.department.trim()).filter(Boolean));
  return [...names].sort(compareNames);
}

/** The chosen departments (or locations) that exist; an empty answer means "All". */
export function activeChoices(chosen: readonly string[], available: readonly string[]): string[] {
  return chosen.filter((choice) => available.includes(choice));
}

export function filterCareers<T extends Pick<CareerListItem, 'title' | 'department' | 'location'>>(
  careers: readonly T[],
  { q, departments, locations }: CareerFilters,
): T[] {
  const keyword = q.trim().toLowerCase();
  return careers.filter(
    (career) =>
      (!keyword || career.title.toLowerCase().includes(keyword)) &&
      (departments.length === 0 || departments.includes(career.department.trim())) &&
      (locations.length === 0 || locations.includes(locationOf(career.location))),
  );
}

/**
 * Ticking or unticking one department (or location). Ticking "All" is `choice: null`: it clears the
 * others; unticking the last one returns to "All" (an empty list).
 */
export function toggleChoice(chosen: readonly string[], choice: string | null, checked: boolean): string[] {
  if (choice === null) return [];
  if (checked) return chosen.includes(choice) ? [...chosen] : [...chosen, choice];
  return chosen.filter((name) => name !== choice);
}

/** The options matching a filter card's own search box. */
export function searchChoices(options: readonly string[], query: string): string[] {
  const wanted = query.trim().toLowerCase();
  return wanted ? options.filter((name) => name.toLowerCase().includes(wanted)) : [...options];
}

/** Posted within the last NEW_FOR_DAYS days. */
export function isNew(postedAt: string, now: Date): boolean {
  const age = now.getTime() - new Date(postedAt).getTime();
  return age >= -DAY_MS && age < NEW_FOR_DAYS * DAY_MS;
}

// In UTC, not the reader's zone: the server renders the same date the browser then hydrates. Made on first use:
// the careers island hydrates the server's list as it is, and a format made on loading would wake the
// browser's date data for nothing (decision 0065).
let postedFormat: Intl.DateTimeFormat | undefined;

/** "21 Nov 2026" */
export function formatPosted(postedAt: string): string {
  postedFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return postedFormat.format(new Date(postedAt));
}

/** The query the careers list keeps in the address: empty values left out. */
export const careersQuery = ({ q, departments, locations }: CareerFilters) => ({
  q: q || undefined,
  departments: departments.length ? departments : undefined,
  locations: locations.length ? locations : undefined,
});
