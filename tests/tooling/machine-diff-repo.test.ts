// `npm run machines:diff` and the “Last changed” lines of docs/machines.md on a throwaway git repository:
// a copy of machines/, contracts/ and package.json (node_modules linked), committed, then changed.
//
// A machine file is imported once per path and process (later imports get the cached module), so every
// working tree that is loaded here with new contents lives in a directory of its own: repository A
// stays as committed, its clone B carries the changes.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMachinesDoc, renderMachinesDoc } from '../../scripts/machines/machine-docs';
import { machinesDiff } from '../../scripts/machines/machines-diff';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const script = path.join(repoRoot, 'scripts', 'machines', 'machines-diff.ts');
let scratch = '';
/** The committed copy; never changed. */
let repoA = '';
/** A clone of A whose thank-you overlay gains a state and a guarded transition. */
let repoB = '';

const git = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();

function copyTree(to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of ['machines', 'contracts', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(repoRoot, entry), path.join(to, entry), { recursive: true });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(to, 'node_modules'), 'dir');
  writeFileSync(path.join(to, '.gitignore'), 'node_modules\n');
}

const OVERLAY = 'machines/thank-you-overlay.machine.ts';

/** Adds a `held` state, reached from `shown` on `overlay.hold` when the guard `isSticky` allows. */
function changeOverlay(root: string) {
  const file = path.join(root, OVERLAY);
  const source = readFileSync(file, 'utf8');
  const changed = source
    .replace("{ type: 'overlay.close' };", "{ type: 'overlay.close' } | { type: 'overlay.hold' };")
    .replace(
      'delays: THANK_YOU_OVERLAY_DELAYS,',
      'delays: THANK_YOU_OVERLAY_DELAYS,\n  guards: { isSticky: () => true },',
    )
    .replace(
      "after: { autoCloseDelay: 'fadingOut' },\n      on: { 'overlay.close': 'fadingOut' },",
      "after: { autoCloseDelay: 'fadingOut' },\n      on: { 'overlay.close': 'fadingOut', " +
        "'overlay.hold': { guard: 'isSticky', target: 'held' } },",
    )
    .replace(
      '    removed: {',
      "    held: { description: 'Kept open.', on: { 'overlay.close': 'fadingOut' } },\n    removed: {",
    );
  expect(changed.match(/isSticky/g)).toHaveLength(2);
  expect(changed).toContain('held: {');
  writeFileSync(file, changed);
}

const BLINK = `import { setup } from 'xstate';

export const blinkMachine = setup({}).createMachine({
  id: 'blink',
  initial: 'on',
  states: {
    on: { description: 'On.', after: { 500: 'off' } },
    off: { description: 'Off.', after: { 500: 'on' } },
  },
});
`;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'machine-diff-test-'));
  repoA = path.join(scratch, 'a');
  copyTree(repoA);
  git(repoA, 'init', '-q', '--initial-branch=main');
  git(repoA, 'add', '.');
  git(repoA, 'commit', '-q', '-m', 'Machines as they are');
  repoB = path.join(scratch, 'b');
  git(scratch, 'clone', '-q', repoA, repoB);
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(repoB, 'node_modules'), 'dir');
  changeOverlay(repoB);
  writeFileSync(path.join(repoB, 'machines/blink.machine.ts'), BLINK);
  unlinkSync(path.join(repoB, 'machines/services-accordion.machine.ts'));
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('machines:diff', () => {
  it('finds no change between the working tree and main when there is none', async () => {
    expect(await machinesDiff(repoA)).toMatchObject({ output: 'No machine changed.', exitCode: 0 });
  });

  it('reports the added state, transitions, guard and event, and whole files added and removed', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, 'HEAD'], {
      cwd: repoB,
      env: { ...process.env, MACHINES_DIFF_ROOT: repoB },
      encoding: 'utf8',
    });
    expect(run.stderr).toContain('compared with HEAD (');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(
      [
        '### blink',
        '',
        'New machine file `machines/blink.machine.ts`: `blinkMachine` (2 states, 2 transitions, 1 delay).',
        '',
        '### services-accordion',
        '',
        'Machine file `machines/services-accordion.machine.ts` removed: `servicesAccordionMachine` ' +
          '(2 states, 3 transitions, 2 guards, 1 event, 2 actions).',
        '',
        '### thank-you-overlay',
        '',
        '```diff',
        '+ state #thankYouOverlay.held',
        '+ transition #thankYouOverlay.shown --overlay.hold [isSticky]--> #thankYouOverlay.held',
        '+ transition #thankYouOverlay.held --overlay.close--> #thankYouOverlay.fadingOut',
        '+ guard isSticky',
        '+ event overlay.hold',
        '```',
      ].join('\n'),
    );
  });

  it('exits with 2 and says why when the revision does not exist', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, 'no-such-branch'], {
      cwd: repoA,
      env: { ...process.env, MACHINES_DIFF_ROOT: repoA },
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no revision “no-such-branch”');
    expect(run.stdout).toBe('');
  });
});

describe('the “Last changed” lines of docs/machines.md', () => {
  const historyOf = (doc: string, exportName: string) => {
    const section = doc.split('\n## ').find((part) => part.startsWith(`${exportName} `)) ?? '';
    return section.split('\n')[4];
  };

  it('say what changed before the commit, name the commit after it, and keep the check meaningful', async () => {
    // Uncommitted: the change against HEAD.
    const before = await renderMachinesDoc({ root: repoB });
    expect(historyOf(before, 'thankYouOverlayMachine')).toBe(
      'Changed in the working tree (not committed yet): + 1 state, + 2 transitions, + 1 guard, + 1 event',
    );
    expect(historyOf(before, 'blinkMachine')).toBe(
      'Added in the working tree (not committed yet): 2 states, 2 transitions, 1 delay',
    );
    expect(historyOf(before, 'keepAliveMachine')).toMatch(
      /^Added in [0-9a-f]{7} \(\d{4}-\d\d-\d\d, “Machines as they are”\): 2 states, /,
    );

    // Committed together with the doc, the doc stays up to date; regenerated, it names the commit.
    mkdirSync(path.join(repoB, 'docs'));
    writeFileSync(path.join(repoB, 'docs/machines.md'), before);
    git(repoB, 'add', '-A');
    git(repoB, 'commit', '-q', '-m', 'Overlay: a held state');
    const sha = git(repoB, 'rev-parse', '--short=7', 'HEAD');
    // machines:diff between two revisions: the commit's own change, as the line below counts it.
    const commitDiff = await machinesDiff(repoB, `${sha}^`, sha);
    expect(commitDiff.output).toContain('### thank-you-overlay\n\n```diff\n+ state #thankYouOverlay.held\n');
    expect(commitDiff.revLabel).toBe(sha);
    const { upToDate, expected: after } = await checkMachinesDoc(before, { root: repoB });
    expect(upToDate).toBe(true);
    expect(after).not.toBe(before);
    expect(historyOf(after, 'thankYouOverlayMachine')).toMatch(
      new RegExp(
        `^Last changed in ${sha} \\(\\d{4}-\\d\\d-\\d\\d, “Overlay: a held state”\\): ` +
          '\\+ 1 state, \\+ 2 transitions, \\+ 1 guard, \\+ 1 event$',
      ),
    );
    expect(historyOf(after, 'blinkMachine')).toMatch(new RegExp(`^Added in ${sha} .*: 2 states, `));

    // A later commit of the machine without the doc leaves the doc out of date, though the graph is
    // the same.
    const overlay = path.join(repoB, OVERLAY);
    writeFileSync(overlay, `// A comment.\n${readFileSync(overlay, 'utf8')}`);
    git(repoB, 'commit', '-q', '-am', 'Overlay: a comment');
    const check = await checkMachinesDoc(before, { root: repoB });
    expect(check.upToDate).toBe(false);
    expect(historyOf(check.expected, 'thankYouOverlayMachine')).toMatch(
      /^Last changed in [0-9a-f]{7} .*“Overlay: a comment”\): no change to the graph$/,
    );

    // A shallow clone (as CI may make) cannot tell, and the check does not ask.
    const shallow = path.join(scratch, 'shallow');
    git(scratch, 'clone', '-q', '--depth=1', `file://${repoB}`, shallow);
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(shallow, 'node_modules'), 'dir');
    const shallowCheck = await checkMachinesDoc(after, { root: shallow });
    expect(historyOf(shallowCheck.expected, 'sessionMachine')).toBe('(git history too shallow)');
    expect(shallowCheck.upToDate).toBe(true);
  });

  it('read “(no git history)” without git, and the check then ignores them', async () => {
    const tarball = path.join(scratch, 'tarball');
    copyTree(tarball);
    const doc = await renderMachinesDoc({ root: tarball });
    expect(historyOf(doc, 'sessionMachine')).toBe('(no git history)');
    const withHistory = await renderMachinesDoc({ root: repoA });
    expect((await checkMachinesDoc(withHistory, { root: tarball })).upToDate).toBe(true);
  });
});
