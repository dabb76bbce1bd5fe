// What the end of every test run says about where its time went
// (tests/support/vitest/run-summary-reporter.ts): the slowest files, each project's share, and how busy the
// machine was. The suite keeps every core busy on the 2-core machines it runs on, so it is bound by CPU: only
// CPU saved shortens it, and the same commit takes much longer on one machine of the kind than on another
// (docs/testing.md#cpu-bound, docs/testing.md#suite-length). The busy line says which of the two a slow run
// was: a suite grown slower, or a slower machine.

/** One test file's time: its tests and hooks, setup included. */
export interface FileTime {
  project: string;
  file: string;
  seconds: number;
}

export interface MachineUse {
  /** The run's wall time. */
  wallSeconds: number;
  /** CPU time every core of the machine spent busy during the run (the run's and anything else's). */
  busySeconds: number;
  cores: number;
}

const SLOWEST_SHOWN = 10;

/** Right-aligned figures with one decimal, as a column. */
function column(rows: { seconds: number; label: string }[]): string[] {
  const width = Math.max(...rows.map(({ seconds }) => seconds.toFixed(1).length));
  return rows.map(({ seconds, label }) => `  ${seconds.toFixed(1).padStart(width)}  ${label}`);
}

const filesOf = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** The lines printed at the end of a run; none for a run without a test file. */
export function runSummary(files: FileTime[], machine: MachineUse): string[] {
  if (files.length === 0) return [];
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);

  const projects = new Map<string, { seconds: number; count: number }>();
  for (const { project, seconds } of files) {
    const sum = projects.get(project) ?? { seconds: 0, count: 0 };
    projects.set(project, { seconds: sum.seconds + seconds, count: sum.count + 1 });
  }
  const byProject = [...projects]
    .sort(([, a], [, b]) => b.seconds - a.seconds)
    .map(([project, { seconds, count }]) => ({ seconds, label: `${project} (${filesOf(count)})` }));

  const available = machine.wallSeconds * machine.cores;
  const busyShare = available > 0 ? Math.round((100 * machine.busySeconds) / available) : 0;
  return [
    `${slowest.length === 1 ? 'The test file' : `The ${slowest.length} slowest test files`} (tests and hooks, in seconds):`,
    ...column(slowest.map(({ project, file, seconds }) => ({ seconds, label: `${project} ${file}` }))),
    'Each project’s test files together (seconds of the workers’ time, files running side by side):',
    ...column(byProject),
    `The machine was busy ${Math.round(machine.busySeconds)} CPU-seconds in the run’s ` +
      `${Math.round(machine.wallSeconds)} s on ${machine.cores} cores (${busyShare} % of what they could do)` +
      (busyShare >= 90 ? ': bound by CPU, so only CPU saved makes the run shorter.' : '.'),
  ];
}
