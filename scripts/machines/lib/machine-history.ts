// The “Last changed” line of each machine in docs/machines.md: the last commit that touched the machine's
// file and what that commit changed in its graph: the commit's parent against the commit, counted
// (`npm run machines:diff <sha>^ <sha>` lists it).
//
// A file with uncommitted changes cannot name its commit yet: its line reads “Changed in the working tree
// (not committed yet)” with the change against HEAD. Committed together with the machine, that line goes
// on being accepted by the up-to-date check (see `history.accepted`) for as long as the file's last commit
// is also one that touched docs/machines.md; the next `npm run machines:docs` turns it into the
// commit's line. Without git history (a tarball) every line reads “(no git history)”, and in a shallow
// clone a file last changed before the clone's oldest commit reads “(git history too shallow)”.
import { compareMachines, type MachineChange } from './machine-changes';
import { diffGraphs, EMPTY_GRAPH, MACHINE_FILE_SUFFIX, summarizeDiff, summarizeGraph } from './machine-graph';
import { hasGitHistory, type LoadedFile, loadMachinesAt, resolveRevision, tryGit } from './machine-revision';

export const DOC_PATH = 'docs/machines.md';
export const NO_HISTORY = '(no git history)';
/** In a shallow clone, for a file whose last commit is older than the clone's oldest. */
export const SHALLOW_HISTORY = '(git history too shallow)';
/** Lines that say nothing about the history: the up-to-date check accepts any history line for them. */
export const UNKNOWN_HISTORY = [NO_HISTORY, SHALLOW_HISTORY];
const WORKING_TREE = 'in the working tree (not committed yet)';

/** The lines this module writes, and nothing else in docs/machines.md: how the check finds them. */
export const HISTORY_LINE =
  /^(Last changed in |Added in |Changed in the working tree |\(no git history\)|\(git history too shallow\))/;

export interface MachineHistory {
  /** The line as generated now. */
  line: string;
  /** Other lines the up-to-date check accepts in its place: the line as generated before the commit. */
  accepted: string[];
}

const shorten = (text: string, max = 60) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.(]+$/, '')}…`;
};

/** What changed in one file's machines: one summary, or one per machine when the file holds several. */
function summarize(changes: MachineChange[], file: string): string {
  const name = file.slice(0, -MACHINE_FILE_SUFFIX.length);
  const own = changes.filter((change) => change.name === name);
  if (own.length === 0) return summarizeDiff(diffGraphs(EMPTY_GRAPH, EMPTY_GRAPH));
  const one = (change: MachineChange) => {
    if (change.kind === 'unloadable') {
      return change.error?.side === 'before'
        ? 'could not be loaded before the change'
        : 'could not be loaded';
    }
    if (change.kind === 'added file' || change.kind === 'added export') {
      return `new: ${summarizeGraph(change.after)}`;
    }
    if (change.kind === 'removed export') return 'removed';
    return summarizeDiff(change.diff);
  };
  const [first] = own;
  if (first && own.length === 1 && first.exportsInFile <= 1) {
    // A new file's line already says “Added in”.
    return first.kind === 'added file' ? summarizeGraph(first.after) : one(first);
  }
  return own.map((change) => `${change.exportName}: ${one(change)}`).join('; ');
}

/** The machines of each commit loaded so far, by repository and sha: a commit never changes. */
const trees = new Map<string, Promise<LoadedFile[]>>();

const only = (loaded: LoadedFile[], file: string) => loaded.filter((entry) => entry.file === file);

/**
 * The history line of every machine file in `current` (the working tree's machines, already loaded),
 * keyed by file name. Each commit is loaded once per process however many files share it.
 */
export async function machineHistories(
  root: string,
  current: LoadedFile[],
): Promise<Map<string, MachineHistory>> {
  const histories = new Map<string, MachineHistory>();
  if (!hasGitHistory(root)) {
    for (const { file } of current) histories.set(file, { line: NO_HISTORY, accepted: [] });
    return histories;
  }
  const at = (sha: string) => {
    const key = `${root}\0${sha}`;
    let tree = trees.get(key);
    if (!tree) {
      tree = loadMachinesAt(root, sha);
      trees.set(key, tree);
    }
    return tree;
  };
  const shallow = tryGit(root, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true';
  const head = resolveRevision(root, 'HEAD') ?? '';
  for (const { file } of current) {
    const gitPath = `machines/${file}`;
    const status = tryGit(root, ['status', '--porcelain', '--', gitPath])?.trim() ?? '';
    if (status) {
      const before = only(await at(head), file);
      const summary = summarize(compareMachines(before, only(current, file)), file);
      const verb = before.length ? 'Changed' : 'Added';
      histories.set(file, { line: `${verb} ${WORKING_TREE}: ${summary}`, accepted: [] });
      continue;
    }
    const log = tryGit(root, ['log', '-1', '--format=%H%x00%cs%x00%s', '--', gitPath])?.trim();
    const [sha = '', date = '', subject = ''] = (log ?? '').split('\0');
    // Seven digits whatever git's abbreviation length in this clone, so the doc reads the same in all.
    const short = sha.slice(0, 7);
    if (!sha) {
      histories.set(file, { line: NO_HISTORY, accepted: [] });
      continue;
    }
    const commit = `${short} (${date}, “${shorten(subject)}”)`;
    const parent = resolveRevision(root, `${sha}^`);
    if (!parent && shallow) {
      // The clone's oldest commit seems to add every file: the real last change is older.
      histories.set(file, { line: SHALLOW_HISTORY, accepted: [] });
      continue;
    }
    const before = parent ? only(await at(parent), file) : [];
    const summary = summarize(compareMachines(before, only(await at(sha), file)), file);
    const verb = before.length ? 'Changed' : 'Added';
    const line = before.length ? `Last changed in ${commit}: ${summary}` : `Added in ${commit}: ${summary}`;
    // Generated just before that commit, the line could not know the commit yet.
    const withDoc = tryGit(root, [
      'diff-tree',
      '--root',
      '--no-commit-id',
      '--name-only',
      '-r',
      sha,
      '--',
      DOC_PATH,
    ]);
    const accepted = withDoc?.trim() ? [`${verb} ${WORKING_TREE}: ${summary}`] : [];
    histories.set(file, { line, accepted });
  }
  return histories;
}
