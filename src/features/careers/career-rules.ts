// The careers board's rules (SPEC §2, §5): keyword and department filters, the department list, NEW.
import type { CareerListItem } from '#contracts/careers.ts';

/** A job is NEW for this many days after it was posted (docs/decisions/0005-careers-board-and-applications.md). */
export const NEW_FOR_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CareerFilters {
  /** Keyword: a case-insensitive substring of the title. */
  q: string;
  /** Departments chosen; none means "All Departments". */
  departments: readonly string[];
}

/** Departments to offer: trimmed, empty ones dropped, each once, alphabetical. */
export function departmentsOf(careers: readonly Pick<CareerListItem, 'department'>[]): string[] {
  const names = new Set(careers.map((career) => career.department.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The chosen departments that exist; an empty answer means "All". */
export function activeDepartments(chosen: readonly string[], available: readonly string[]): string[] {
  return chosen.filter((department) => available.includes(department));
}

export function filterCareers<T extends Pick<CareerListItem, 'title' | 'department'>>(
  careers: readonly T[],
  { q, departments }: CareerFilters,
): T[] {
  const keyword = q.trim().toLowerCase();
  return careers.filter(
    (career) =>
      (!keyword || career.title.toLowerCase().includes(keyword)) &&
      (departments.length === 0 || departments.includes(career.department.trim())),
  );
}

/**
 * Ticking or unticking one department. Ticking "All" is `department: null`: it clears the others;
 * unticking the last department returns to "All" (an empty list).
 */
export function toggleDepartment(
  chosen: readonly string[],
  department: string | null,
  checked: boolean,
): string[] {
  if (department === null) return [];
  if (checked) return chosen.includes(department) ? [...chosen] : [...chosen, department];
  return chosen.filter((name) => name !== department);
}

/** The department options matching the filter card's own search box. */
export function searchDepartments(departments: readonly string[], query: string): string[] {
  const wanted = query.trim().toLowerCase();
  return wanted ? departments.filter((name) => name.toLowerCase().includes(wanted)) : [...departments];
}

/** Posted within the last NEW_FOR_DAYS days. */
export function isNew(postedAt: string, now: Date): boolean {
  const age = now.getTime() - new Date(postedAt).getTime();
  return age >= -DAY_MS && age < NEW_FOR_DAYS * DAY_MS;
}

// In UTC, not the reader's zone: the server renders the same date the browser then hydrates.
const postedFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "21 Nov 2026" */
export const formatPosted = (postedAt: string) => postedFormat.format(new Date(postedAt));

/** The query the careers list keeps in the address: empty values left out. */
export const careersQuery = ({ q, departments }: CareerFilters) => ({
  q: q || undefined,
  departments: departments.length ? departments : undefined,
});
