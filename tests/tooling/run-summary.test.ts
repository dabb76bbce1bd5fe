import { describe, expect, it } from 'vitest';
import { type FileTime, runSummary } from '../support/vitest/run-summary';

const machine = { wallSeconds: 700.4, busySeconds: 1376.2, cores: 2 };

describe('the summary at the end of a test run', () => {
  it('lists the ten slowest files, slowest first, with their projects', () => {
    const files: FileTime[] = Array.from({ length: 12 }, (_, n) => ({
      project: n % 2 ? 'e2e' : 'server',
      file: `tests/file-${n}.test.ts`,
      seconds: n * 10 + 0.25,
    }));
    const lines = runSummary(files, machine);
    expect(lines.slice(0, 4)).toEqual([
      'The 10 slowest test files (tests and hooks, in seconds):',
      '  110.3  e2e tests/file-11.test.ts',
      '  100.3  server tests/file-10.test.ts',
      '   90.3  e2e tests/file-9.test.ts',
    ]);
    expect(lines[10]).toBe('   20.3  server tests/file-2.test.ts');
    expect(lines.join('\n')).not.toContain('file-1.test.ts');
  });

  it('sums each project’s files, the largest share first', () => {
    const files: FileTime[] = [
      { project: 'web', file: 'tests/web/a.test.tsx', seconds: 2 },
      { project: 'e2e', file: 'tests/e2e/b.test.ts', seconds: 40 },
      { project: 'web', file: 'tests/web/c.test.tsx', seconds: 3.5 },
    ];
    const lines = runSummary(files, machine);
    const projects = lines.indexOf(
      'Each project’s test files together (seconds of the workers’ time, files running side by side):',
    );
    expect(lines.slice(projects + 1, projects + 3)).toEqual([
      '  40.0  e2e (1 file)',
      '   5.5  web (2 files)',
    ]);
  });

  it('says how busy the cores were, and that a run that kept them busy is bound by CPU', () => {
    const file = [{ project: 'e2e', file: 'tests/e2e/a.test.ts', seconds: 1 }];
    expect(runSummary(file, machine)[0]).toBe('The test file (tests and hooks, in seconds):');
    expect(runSummary(file, machine).at(-1)).toBe(
      'The machine was busy 1376 CPU-seconds in the run’s 700 s on 2 cores (98 % of what they could do): ' +
        'bound by CPU, so only CPU saved makes the run shorter.',
    );
    expect(runSummary(file, { wallSeconds: 100, busySeconds: 80, cores: 2 }).at(-1)).toBe(
      'The machine was busy 80 CPU-seconds in the run’s 100 s on 2 cores (40 % of what they could do).',
    );
  });

  it('prints nothing for a run without a test file', () => {
    expect(runSummary([], machine)).toEqual([]);
  });
});
