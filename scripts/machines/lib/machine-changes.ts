// Two sets of machine files compared machine by machine (by file and export name), and the result as
// Markdown for a pull request: a `### name` heading per changed machine file with a ```diff block of
// `+`/`-` lines (GitHub colours them; as a plain bullet list the `+` and `-` would render as the same
// bullet), a sentence for a machine file added or removed as a whole, and `No machine changed.` alone
// when nothing did.
import {
  diffGraphs,
  diffLines,
  EMPTY_GRAPH,
  type GraphDiff,
  isEmptyDiff,
  MACHINE_FILE_SUFFIX,
  type MachineGraph,
  machineGraph,
  summarizeGraph,
} from './machine-graph';
import type { LoadedFile } from './machine-revision';

export interface MachineChange {
  /** File name without `.machine.ts`. */
  name: string;
  exportName: string;
  kind: 'added file' | 'removed file' | 'added export' | 'removed export' | 'changed' | 'unloadable';
  before: MachineGraph;
  after: MachineGraph;
  diff: GraphDiff;
  /** How many machines the file exports, before and after together: above 1, the report names each. */
  exportsInFile: number;
  /** For `unloadable`: which side failed, and how. */
  error?: { side: 'before' | 'after'; message: string };
}

export const NO_CHANGE = 'No machine changed.';

/** Every machine that differs between `before` and `after`, in file and export order. */
export function compareMachines(before: LoadedFile[], after: LoadedFile[]): MachineChange[] {
  const files = [...new Set([...before, ...after].map((loaded) => loaded.file))].sort();
  const changes: MachineChange[] = [];
  for (const file of files) {
    const name = file.slice(0, -MACHINE_FILE_SUFFIX.length);
    const old = before.find((loaded) => loaded.file === file);
    const now = after.find((loaded) => loaded.file === file);
    const failed = old?.error ? ('before' as const) : now?.error ? ('after' as const) : undefined;
    if (failed) {
      const message = (failed === 'before' ? old?.error : now?.error) ?? '';
      changes.push({
        name,
        exportName: '',
        kind: 'unloadable',
        exportsInFile: 0,
        before: EMPTY_GRAPH,
        after: EMPTY_GRAPH,
        diff: diffGraphs(EMPTY_GRAPH, EMPTY_GRAPH),
        error: { side: failed, message },
      });
      continue;
    }
    const exportNames = [
      ...new Set([...(old?.entries ?? []), ...(now?.entries ?? [])].map((entry) => entry.exportName)),
    ];
    for (const exportName of exportNames) {
      const was = old?.entries.find((entry) => entry.exportName === exportName);
      const is = now?.entries.find((entry) => entry.exportName === exportName);
      const beforeGraph = was ? machineGraph(was.machine) : EMPTY_GRAPH;
      const afterGraph = is ? machineGraph(is.machine) : EMPTY_GRAPH;
      const diff = diffGraphs(beforeGraph, afterGraph);
      const kind = !old
        ? 'added file'
        : !now
          ? 'removed file'
          : !was
            ? 'added export'
            : !is
              ? 'removed export'
              : 'changed';
      if (kind === 'changed' && isEmptyDiff(diff)) continue;
      changes.push({
        name,
        exportName,
        kind,
        exportsInFile: exportNames.length,
        before: beforeGraph,
        after: afterGraph,
        diff,
      });
    }
  }
  return changes;
}

/** The Markdown report of `changes`; `beforeLabel` names the compared revision, e.g. `main (d9fad6c)`. */
export function renderChanges(changes: MachineChange[], beforeLabel: string, afterLabel: string): string {
  if (changes.length === 0) return NO_CHANGE;
  const perFile = new Map<string, MachineChange[]>();
  for (const change of changes) perFile.set(change.name, [...(perFile.get(change.name) ?? []), change]);
  const sections: string[] = [];
  for (const [name, fileChanges] of perFile) {
    const path = `machines/${name}${MACHINE_FILE_SUFFIX}`;
    const lines = [`### ${name}`, ''];
    for (const change of fileChanges) {
      const machine = `\`${change.exportName}\``;
      switch (change.kind) {
        case 'unloadable': {
          const side = change.error?.side === 'before' ? beforeLabel : afterLabel;
          lines.push(`\`${path}\` could not be loaded from ${side}: ${change.error?.message ?? ''}`, '');
          break;
        }
        case 'added file':
          lines.push(`New machine file \`${path}\`: ${machine} (${summarizeGraph(change.after)}).`, '');
          break;
        case 'removed file':
          lines.push(`Machine file \`${path}\` removed: ${machine} (${summarizeGraph(change.before)}).`, '');
          break;
        case 'added export':
          lines.push(`New machine ${machine} (${summarizeGraph(change.after)}).`, '');
          break;
        case 'removed export':
          lines.push(`Machine ${machine} removed (${summarizeGraph(change.before)}).`, '');
          break;
        case 'changed':
          if (change.exportsInFile > 1) lines.push(`${machine}:`, '');
          lines.push('```diff', ...diffLines(change.diff, change.after), '```', '');
          break;
      }
    }
    sections.push(lines.join('\n'));
  }
  return sections.join('\n').trimEnd();
}
