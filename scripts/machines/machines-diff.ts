// npm run machines:diff [BASE [REV]]: what changed in each machine's graph between a git revision (main
// by default; any branch, tag, sha or `HEAD~3`) and the working tree, or revision REV when given —
// states, transitions, guards, delays, events, actions and invoked actors added or removed, and state
// descriptions, tags, types and initial states changed — as Markdown to paste into a pull request.
// Machines added or removed as whole files are reported as such; `No machine changed.` when none did.
//
// Revisions are loaded from temporary copies (scripts/machines/lib/machine-revision.ts), never by touching the
// checkout. The repository is this one, or MACHINES_DIFF_ROOT (used by the tests).
// Exit code 0 whatever changed; 2 when a revision does not exist.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareMachines, renderChanges } from './lib/machine-changes';
import { loadMachineDir, loadMachinesAt, resolveRevision } from './lib/machine-revision';

export const DEFAULT_BASE = 'main';

export interface DiffResult {
  /** The Markdown report, or the error message when `exitCode` is 2. */
  output: string;
  exitCode: 0 | 2;
  /** The compared sides as the report names them, e.g. `main (d9fad6c)` and `the working tree`. */
  baseLabel: string;
  revLabel: string;
}

/** `base` against `rev`, or against the working tree of `root` when `rev` is not given. */
export async function machinesDiff(root: string, base = DEFAULT_BASE, rev?: string): Promise<DiffResult> {
  const missing = [base, ...(rev === undefined ? [] : [rev])].find((name) => !resolveRevision(root, name));
  if (missing !== undefined) {
    return {
      output: `machines:diff: no revision “${missing}” in ${root} (try a branch, a tag, a sha or HEAD~1).`,
      exitCode: 2,
      baseLabel: base,
      revLabel: rev ?? 'the working tree',
    };
  }
  const label = (name: string) => {
    const sha = resolveRevision(root, name) ?? '';
    return sha.startsWith(name) ? name : `${name} (${sha.slice(0, 7)})`;
  };
  const before = await loadMachinesAt(root, resolveRevision(root, base) ?? base);
  const after =
    rev === undefined
      ? await loadMachineDir(path.join(root, 'machines'))
      : await loadMachinesAt(root, resolveRevision(root, rev) ?? rev);
  const baseLabel = label(base);
  const revLabel = rev === undefined ? 'the working tree' : label(rev);
  const output = renderChanges(compareMachines(before, after), baseLabel, revLabel);
  return { output, exitCode: 0, baseLabel, revLabel };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(process.env.MACHINES_DIFF_ROOT ?? path.join(import.meta.dirname, '../..'));
  const [base = DEFAULT_BASE, rev] = process.argv.slice(2);
  const result = await machinesDiff(root, base, rev);
  if (result.exitCode !== 0) {
    console.error(result.output);
  } else {
    // The heading goes to stderr, so that stdout is only what to paste.
    console.error(`machines/ in ${result.revLabel} compared with ${result.baseLabel}:\n`);
    console.info(result.output);
  }
  process.exitCode = result.exitCode;
}
