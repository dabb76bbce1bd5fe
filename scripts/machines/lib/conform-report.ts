// How `npm run machines:conform` prints a result: a header (which database, how much was replayed), one line
// per violation, the transitions real data used with their counts, and those no generated test path walks.
import {
  type ConformResult,
  exitCodeOf,
  type TransitionCount,
  transitionName,
  type Violation,
} from './conform-history';

export interface ReportContext {
  /** Which database was read. */
  where: string;
  /** How many statuses the pipeline rules were given. */
  statuses: number;
  /** How many generated test paths were walked for the "walked" list. */
  paths: number;
  /** Migrations the database lacks, if any. */
  pendingMigrations?: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function violationLine(violation: Violation): string {
  const { row, applicationId, reasons } = violation;
  const why = reasons.join('; ');
  if (!row) return `  application ${applicationId}: ${why}`;
  const who = row.changedBy ?? (row.fromStatus === null ? '(no user: the careers page)' : '(no user)');
  return (
    `  application ${applicationId}  ${transitionName(row.fromStatus, row.toStatus, row.undoesId != null)}  ` +
    `at ${row.changedAt.toISOString()}  by ${who}  (row ${row.id}): ${why}`
  );
}

export function reportLines(result: ConformResult, context: ReportContext): string[] {
  const lines = [
    `machines:conform: ${context.where}: replayed ${plural(result.rows, 'history row')} of ` +
      `${plural(result.applications, 'application')} through the pipeline rules (${plural(context.statuses, 'status', 'statuses')}) ` +
      'and the applicant-status machine',
  ];
  if (context.pendingMigrations) {
    lines.push(
      `  note: the database lacks ${plural(context.pendingMigrations, 'migration')} this code has (npm run db:migrate)`,
    );
  }
  lines.push('');
  if (result.violations.length) {
    lines.push(`Violations (${result.violations.length}):`, ...result.violations.map(violationLine));
  } else {
    lines.push('Violations: none. Every row is a move the pipeline offers and the machine makes.');
  }

  const width = Math.max(1, ...result.counts.map((t) => String(t.count).length));
  const countLine = (t: TransitionCount) =>
    `  ${String(t.count).padStart(width)}  ${transitionName(t.from, t.to, t.undo)}`;
  lines.push('', 'Transitions real data used (rows):', ...result.counts.map(countLine));
  if (!result.counts.length) lines.push('  (none)');

  lines.push(
    '',
    `Used by real data but walked by no generated test path (${plural(context.paths, 'path')} of ` +
      'tests/machines/applicant-status.model.ts):',
  );
  if (result.unwalked.length) {
    const nameWidth = Math.max(...result.unwalked.map((t) => transitionName(t.from, t.to).length));
    lines.push(
      ...result.unwalked.map(
        (t) =>
          `  ${String(t.count).padStart(width)}  ${transitionName(t.from, t.to).padEnd(nameWidth)}  ${t.note}`,
      ),
    );
  } else {
    lines.push('  (none)');
  }

  const code = exitCodeOf(result);
  lines.push(
    '',
    code
      ? `FAIL: ${plural(result.violations.length, 'violation')} (exit ${code})`
      : 'OK: history conforms to the machine model (exit 0)',
  );
  return lines;
}
