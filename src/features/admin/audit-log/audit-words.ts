// How an audit row reads: the action, who did it and its counts in words. The details are a loose record
// (each action writes its own keys, see server/services/personal-data*.ts, retention.ts, orphan-files.ts),
// so a key that is missing or of another type is left out rather than shown as "undefined".
import type { AuditAction, AuditEntry } from '#contracts/admin-applicants.ts';
import { formatDay } from '#src/lib/staff-dates.ts';

export const auditActionLabels: Record<AuditAction, string> = {
  export: 'Export',
  erase: 'Erasure',
  purge: 'Retention purge',
  'orphan-sweep': 'Orphan sweep',
  'person-merge': 'People merged',
  'person-unmerge': 'Merge undone',
  'note-edit': 'Note edited',
  'note-delete': 'Note deleted',
  'offer-override': 'Offer without a “yes” scorecard',
  'shortlist-share': 'Shortlist shared with a client',
  'shortlist-revoke': 'Shortlist link revoked',
  'shortlist-view': 'Shortlist viewed by the client',
  'shortlist-download': 'Résumé downloaded by the client',
};

/** The scheduled jobs are logged as "system"; everyone else by username. */
export const auditActorName = (actor: string) => (actor === 'system' ? 'System' : actor);

type Details = AuditEntry['details'];

function counted(details: Details, key: string, one: string, many: string) {
  const value = details[key];
  return typeof value === 'number' ? `${value} ${value === 1 ? one : many}` : null;
}

function either(details: Details, key: string, yes: string, no: string) {
  const value = details[key];
  return typeof value === 'boolean' ? (value ? yes : no) : null;
}

/** "12-month retention (status last changed before 3 Mar 2026)", from what the purge recorded. */
function retention(details: Details) {
  const { retentionMonths: months, cutoff } = details;
  const before = typeof cutoff === 'string' ? `status last changed before ${formatDay(cutoff)}` : null;
  if (typeof months !== 'number') return before;
  return before ? `${months}-month retention (${before})` : `${months}-month retention`;
}

const historyRows = (details: Details) =>
  counted(details, 'statusHistoryRows', 'stage-history row', 'stage-history rows');

const shortlist = (details: Details) =>
  typeof details.shortlistId === 'number' ? `shortlist ${details.shortlistId}` : null;

const phrases: Record<AuditAction, (details: Details) => (string | null)[]> = {
  export: (d) => [historyRows(d), either(d, 'resumeIncluded', 'résumé included', 'no résumé')],
  erase: (d) => [historyRows(d), either(d, 'resume', 'résumé erased', 'no résumé')],
  purge: (d) => [
    counted(d, 'applications', 'application', 'applications'),
    historyRows(d),
    counted(d, 'resumes', 'résumé', 'résumés'),
    retention(d),
  ],
  'orphan-sweep': (d) => [
    counted(d, 'resumes', 'résumé file', 'résumé files'),
    counted(d, 'covers', 'blog cover', 'blog covers'),
  ],
  'person-merge': (d) => [counted(d, 'applications', 'application moved', 'applications moved')],
  'person-unmerge': (d) => [counted(d, 'applications', 'application moved back', 'applications moved back')],
  'note-edit': (d) => [typeof d.noteId === 'number' ? `note ${d.noteId}` : null],
  'note-delete': (d) => [typeof d.noteId === 'number' ? `note ${d.noteId}` : null],
  'offer-override': (d) => [typeof d.overrideId === 'number' ? `override ${d.overrideId}` : null],
  'shortlist-share': (d) => [shortlist(d), counted(d, 'candidates', 'candidate', 'candidates')],
  'shortlist-revoke': (d) => [shortlist(d)],
  'shortlist-view': (d) => [shortlist(d)],
  'shortlist-download': (d) => [shortlist(d)],
};

/** "3 stage-history rows, résumé included"; a dash when nothing is known. */
export const describeAuditDetails = (entry: Pick<AuditEntry, 'action' | 'details'>) =>
  phrases[entry.action](entry.details).filter(Boolean).join(', ') || '—';
