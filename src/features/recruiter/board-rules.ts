// Pure rules of the job-management screens (docs/requirements.md#recruiter-job-management): sorting,
// searching, tab windows, file names.
import type { ApplicationStatus } from '#contracts/application-status.ts';
import type { BoardApplication, RecentCareer } from '#contracts/recruiter.ts';
import { type BoardSort, splitBoardSort } from '#contracts/staff-preferences.ts';

/** Newest application first, then most applicants. */
export function sortRecentCareers(careers: readonly RecentCareer[]): RecentCareer[] {
  return [...careers].sort(
    (a, b) =>
      (b.latestAppliedAt ? Date.parse(b.latestAppliedAt) : 0) -
        (a.latestAppliedAt ? Date.parse(a.latestAppliedAt) : 0) || b.applicationsCount - a.applicationsCount,
  );
}

export const careerTitle = (career: Pick<RecentCareer, 'id' | 'title'>) =>
  career.title?.trim() || `Career #${career.id}`;

/** Title or id, case-insensitive. */
export function searchCareers(careers: readonly RecentCareer[], query: string): RecentCareer[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...careers];
  return careers.filter(
    (career) =>
      careerTitle(career).toLowerCase().includes(needle) ||
      String(career.id).includes(needle) ||
      (career.jobId ?? '').toLowerCase().includes(needle),
  );
}

/** Name, e-mail or phone (digits compared without spaces), case-insensitive. */
export function searchApplicants(applicants: readonly BoardApplication[], query: string): BoardApplication[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...applicants];
  const digits = needle.replace(/[^\d+]/g, '');
  return applicants.filter(
    (a) =>
      a.name.toLowerCase().includes(needle) ||
      a.email.toLowerCase().includes(needle) ||
      a.mobile.toLowerCase().includes(needle) ||
      (digits.length >= 3 && a.mobile.replace(/[^\d+]/g, '').includes(digits)),
  );
}

/** What a screen reader hears after a search: "3 applicants match “rao”"; nothing without a search. */
export function searchAnnouncement(count: number, query: string): string {
  const needle = query.trim();
  if (!needle) return '';
  return count === 1 ? `1 applicant matches “${needle}”` : `${count} applicants match “${needle}”`;
}

/** The applicants panel when nothing is listed: a career without applicants, or a search that matched none. */
export function emptyPanelText(total: number, query: string): string {
  const needle = query.trim();
  return total > 0 && needle ? `No applicants match “${needle}”.` : 'No applicants yet.';
}

/**
 * The tab of applicants whose status is not in the statuses list (decision 0013). Its code is lower-case,
 * which no status code can be (contracts/recruiter.ts), so it never meets a real status.
 */
export const OTHER_STATUSES_TAB: ApplicationStatus = {
  id: 0,
  statusCode: 'other',
  label: 'Other',
  sortOrder: Number.MAX_SAFE_INTEGER,
};

/** The board's tabs: the statuses in order, then "Other" while some applicant's status is not among them. */
export function boardTabs(
  statuses: readonly ApplicationStatus[],
  applicants: readonly BoardApplication[],
): readonly ApplicationStatus[] {
  const listed = new Set(statuses.map((status) => status.statusCode));
  return applicants.some((a) => !listed.has(a.status.statusCode))
    ? [...statuses, OTHER_STATUSES_TAB]
    : statuses;
}

export const newestFirst = (applicants: readonly BoardApplication[]) =>
  [...applicants].sort((a, b) => Date.parse(b.appliedAt) - Date.parse(a.appliedAt) || b.id - a.id);

/**
 * The applicants of each tab, in one pass, each list in the order given (newest first on the board); a
 * status missing from `tabs` goes to the "Other" tab.
 */
export function groupByStatus(
  applicants: readonly BoardApplication[],
  tabs: readonly ApplicationStatus[],
): Map<string, BoardApplication[]> {
  const listed = new Set(tabs.map((tab) => tab.statusCode));
  const groups = new Map<string, BoardApplication[]>();
  for (const a of applicants) {
    const key = listed.has(a.status.statusCode) ? a.status.statusCode : OTHER_STATUSES_TAB.statusCode;
    const group = groups.get(key);
    if (group) group.push(a);
    else groups.set(key, [a]);
  }
  return groups;
}

/** How many applicants each status has, from groupByStatus's lists. */
export function countGroups(groups: ReadonlyMap<string, readonly unknown[]>): Map<string, number> {
  return new Map([...groups].map(([statusCode, group]) => [statusCode, group.length]));
}

export const VISIBLE_TABS = 5;

/** The first visible tab after moving the selection: the window moves only as far as it must. */
export function tabWindowStart(
  selected: number,
  currentStart: number,
  total: number,
  size = VISIBLE_TABS,
): number {
  const maxStart = Math.max(0, total - size);
  let start = Math.min(Math.max(0, currentStart), maxStart);
  if (selected < start) start = selected;
  if (selected >= start + size) start = selected - size + 1;
  return Math.min(Math.max(0, start), maxStart);
}

/** "City, State" from what is known. */
export const locationText = (a: Pick<BoardApplication, 'city' | 'state'>) =>
  [a.city, a.state].filter(Boolean).join(', ');

/** The call link of a phone number as shown ("+91 98765 43210" calls tel:+919876543210). */
export const telHref = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;

/** Unsafe characters in a file name become underscores. */
export const safeFileName = (name: string) => name.replace(/[^\w.\- ()]/g, '_').replace(/^\.+/, '_');

/**
 * The name a downloaded résumé is saved under: from Content-Disposition (filename* first), else the
 * stored file name, else "resume-{id}" (docs/requirements.md#api-resume-download).
 */
export function resumeDownloadName(
  disposition: string | null,
  storedName: string | null,
  applicationId: number,
): string {
  const star = disposition?.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/);
  let fromHeader: string | undefined;
  try {
    fromHeader = star?.[1] ? decodeURIComponent(star[1].trim()) : plain?.[1]?.trim();
  } catch {
    fromHeader = plain?.[1]?.trim();
  }
  return safeFileName(fromHeader || storedName?.trim() || `resume-${applicationId}`);
}

/** "12 Mar 2026" in the reader's locale conventions, British by default. */
export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

/** "14:05": when something on the board happens today (an e-mail goes, an undo closes). */
export const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The list view's order: by `sort`, ties (same name, no source, never moved) kept in the board's own order
 * (newest first, then id), so the order is stable however often it is sorted. Empty values go last. */
export function sortApplicants(applicants: readonly BoardApplication[], sort: BoardSort): BoardApplication[] {
  const { column, direction } = splitBoardSort(sort);
  const sign = direction === 'asc' ? 1 : -1;
  const key = (a: BoardApplication): string | number | null => {
    if (column === 'name') return a.name.toLocaleLowerCase('en-GB');
    if (column === 'source') return a.source?.trim().toLocaleLowerCase('en-GB') || null;
    if (column === 'lastMove') return a.lastMovedAt ? Date.parse(a.lastMovedAt) : null;
    return Date.parse(a.appliedAt);
  };
  const base = newestFirst(applicants);
  const rank = new Map(base.map((a, i) => [a.id, i]));
  const keys = new Map(base.map((a) => [a.id, key(a)]));
  return base.sort((a, b) => {
    const x = keys.get(a.id) ?? null;
    const y = keys.get(b.id) ?? null;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const by =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en-GB');
      if (by !== 0) return sign * by;
    }
    return (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0);
  });
}

/** Whether a key press belongs to a field being typed in (a shortcut must then leave it alone). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}
