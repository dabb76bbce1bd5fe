// npm run test:steady [-- --runs N]: the whole suite (`npm test`) with two busy processes beside it, each
// keeping a core at 100 %, as on a shared machine at its worst; N runs in a row (1 by default). Prints per
// run the tests passed, the failures by name and the wall time, and exits non-zero if any run failed.
// The busy processes are stopped by their PIDs whatever happens. Each run's output is kept in
// test-results/steady-<run>.log.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { root, runSuite, type SuiteRun } from './lib/run-suite';

const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;
const HOGS = 2;

const hogs: ChildProcess[] = [];
const stopHogs = () => {
  for (const hog of hogs) if (hog.pid && hog.exitCode === null) process.kill(hog.pid, 'SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });
}

for (let i = 0; i < HOGS; i++) {
  hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}
console.info(
  `test:steady: ${HOGS} busy processes (PIDs ${hogs.map((hog) => hog.pid).join(', ')}), ${RUNS} run(s) of npm test`,
);

const results: SuiteRun[] = [];
for (let run = 1; run <= RUNS; run++) {
  const result = await runSuite(path.join(root, 'test-results', `steady-${run}.log`));
  results.push(result);
  console.info(
    `run ${run}: ${result.passed} passed, ${result.failed} failed, ${Math.round(result.seconds)} s wall, exit ${result.code}` +
      ` (log: test-results/steady-${run}.log)`,
  );
  for (const failure of result.failures) console.info(`  FAIL ${failure}`);
}
stopHogs();
const allPassed = results.every((result) => result.code === 0);
console.info(allPassed ? `test:steady: all ${RUNS} run(s) passed` : 'test:steady: FAILED');
process.exit(allPassed ? 0 : 1);
