// The machines of a git revision, loaded without touching the checkout: `git archive` writes the
// revision's machines/ and contracts/ (what machines import) with its package.json and tsconfig.json
// (the `#…` imports and "type": "module") into a temporary directory beside a symlink to the checkout's
// node_modules (xstate), and the machine files are imported from there (tsx or vitest compile the .ts).
// The directory is removed once the machines are loaded, also when loading fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadMachineFile, type MachineEntry, machineFiles } from './machine-graph';

/** What a revision's tree needs for its machines to load. */
const TREE_PATHS = ['machines', 'contracts', 'package.json', 'tsconfig.json'];

export function git(root: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `git …` that may fail: its output, or undefined. */
export function tryGit(root: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** Whether `root` is the top of a git work tree with at least one commit. */
export function hasGitHistory(root: string): boolean {
  const top = tryGit(root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top || path.resolve(top) !== path.resolve(root)) return false;
  return tryGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']) !== undefined;
}

/** The full sha of a revision (branch, tag, `HEAD~3`, short sha), or undefined when there is none. */
export function resolveRevision(root: string, rev: string): string | undefined {
  if (rev.startsWith('-')) return undefined;
  return tryGit(root, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])?.trim() || undefined;
}

/** One machine file's machines, or why they could not be loaded. */
export interface LoadedFile {
  /** File name, e.g. `session.machine.ts`. */
  file: string;
  entries: MachineEntry[];
  error?: string;
}

/** Every machine file in `dir`, each loaded on its own so that one broken file spoils only itself. */
export async function loadMachineDir(dir: string): Promise<LoadedFile[]> {
  const loaded: LoadedFile[] = [];
  for (const file of machineFiles(dir)) {
    try {
      loaded.push({ file, entries: await loadMachineFile(dir, file) });
    } catch (error) {
      loaded.push({ file, entries: [], error: error instanceof Error ? error.message : String(error) });
    }
  }
  return loaded;
}

/** The machines of commit `sha` (see the header); an empty list when it has no machines/. */
export async function loadMachinesAt(root: string, sha: string): Promise<LoadedFile[]> {
  const present = git(root, ['ls-tree', '--name-only', sha])
    .split('\n')
    .filter((name) => TREE_PATHS.includes(name));
  if (!present.includes('machines')) return [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'machines-diff-'));
  try {
    const archive = spawnSync('git', ['archive', '--format=tar', sha, '--', ...present], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    if (archive.status !== 0) throw new Error(`git archive ${sha}: ${archive.stderr.toString().trim()}`);
    execFileSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    return await loadMachineDir(path.join(dir, 'machines'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
