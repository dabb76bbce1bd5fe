// The coverage table `npm run test:paths` prints: one row per machine and driver (the machine itself, the
// component in happy-dom, the page in Chromium). Each driver's gate prints its row; with PATHS_REPORT_DIR set
// (scripts/machines/test-paths.ts sets it) the row is also saved there, so rows from separate test processes can be
// printed as one table at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Coverage, PAIR_LIMIT, type Targets } from './path-coverage';

export type Driver = 'machine' | 'happy-dom' | 'chromium';

export interface CoverageRow {
  machine: string;
  driver: Driver;
  paths: number;
  /** [covered, total] per kind; pairs are null where the graph has PAIR_LIMIT or more. */
  states: [number, number];
  transitions: [number, number];
  guardOutcomes: [number, number];
  pairs: [number, number] | null;
  situations: [number, number] | null;
  /** A UI driver's walker skips events no person can cause there: why (its skips.why). */
  skipped?: string;
}

const seenGuardOutcomes = (coverage: Coverage) =>
  new Set([...coverage.guards].flatMap(([name, outcomes]) => [...outcomes].map((o) => `${name} → ${o}`)));

/** The row of one driver: what its walked paths covered of everything the machine must cover. */
export function coverageRow(
  machine: string,
  driver: Driver,
  paths: number,
  coverage: Coverage,
  targets: Targets,
  pairUniverse: number,
  hasSituations: boolean,
): CoverageRow {
  const share = (all: readonly string[], seen: { has(item: string): boolean }): [number, number] => [
    all.filter((item) => seen.has(item)).length,
    all.length,
  ];
  return {
    machine,
    driver,
    paths,
    states: share(targets.states, coverage.states),
    transitions: share(targets.transitions, coverage.transitions),
    guardOutcomes: share(targets.guardOutcomes, seenGuardOutcomes(coverage)),
    pairs: pairUniverse < PAIR_LIMIT ? share(targets.pairs, coverage.pairs) : null,
    situations: hasSituations ? share(targets.situations, coverage.situations) : null,
  };
}

const COLUMNS = [
  'machine',
  'driver',
  'paths',
  'states',
  'transitions',
  'guard outcomes',
  'pairs',
  'situations',
];

function cells(row: CoverageRow): string[] {
  const figure = (value: [number, number] | null, none: string) => (value ? `${value[0]}/${value[1]}` : none);
  return [
    row.machine,
    row.driver,
    String(row.paths),
    figure(row.states, ''),
    figure(row.transitions, ''),
    figure(row.guardOutcomes, ''),
    figure(row.pairs, `≥ ${PAIR_LIMIT}, not required`),
    figure(row.situations, '—'),
  ];
}

/** The rows as an aligned text table. */
export function formatTable(rows: CoverageRow[]): string {
  const lines = [COLUMNS, ...rows.map(cells)];
  const widths = COLUMNS.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0)));
  const format = (line: string[]) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [
    format(lines[0] ?? []),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...lines.slice(1).map(format),
  ]
    .join('\n')
    .trimEnd();
}

/** Prints the row and, when PATHS_REPORT_DIR is set, saves it there. */
export function reportRow(row: CoverageRow) {
  console.info(`[paths] ${cells(row).join(' · ')}`);
  const dir = process.env.PATHS_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = `${row.machine}.${row.driver}.json`.replace(/[^\w.-]+/g, '-');
  writeFileSync(path.join(dir, file), JSON.stringify(row));
}
