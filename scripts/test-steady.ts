// npm run test:steady [-- --runs N]: the whole suite (`npm test`) with two busy processes beside it, each
// keeping a core at 100 %, as on a shared machine at its worst; N runs in a row (1 by default). Prints per
// run the tests passed, the failures by name and the wall time, and exits non-zero if any run failed.
// The busy processes are stopped by their PIDs whatever happens. Each run's output is kept in
// test-results/steady-<run>.log.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
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

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

interface RunResult {
  code: number;
  passed: number;
  failed: number;
  failures: string[];
  seconds: number;
}

async function runSuite(run: number): Promise<RunResult> {
  await mkdir(path.join(root, 'test-results'), { recursive: true });
  const logFile = path.join(root, 'test-results', `steady-${run}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  const suite = spawn('npm', ['test'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [suite.stdout, suite.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    });
  }
  const code = await new Promise<number>((resolve) => suite.once('exit', (exit) => resolve(exit ?? 1)));
  log.end();
  const text = plain(output);
  const totals = /Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(text);
  const failures = [...new Set(text.match(/^ FAIL .*$/gm) ?? [])].map((line) =>
    line.replace(/^ FAIL\s+/, ''),
  );
  return {
    code,
    passed: Number(totals?.[2] ?? 0),
    failed: Number(totals?.[1] ?? 0),
    failures,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

for (let i = 0; i < HOGS; i++) {
  hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}
console.info(
  `test:steady: ${HOGS} busy processes (PIDs ${hogs.map((hog) => hog.pid).join(', ')}), ${RUNS} run(s) of npm test`,
);

const results: RunResult[] = [];
for (let run = 1; run <= RUNS; run++) {
  const result = await runSuite(run);
  results.push(result);
  console.info(
    `run ${run}: ${result.passed} passed, ${result.failed} failed, ${result.seconds} s wall, exit ${result.code}` +
      ` (log: test-results/steady-${run}.log)`,
  );
  for (const failure of result.failures) console.info(`  FAIL ${failure}`);
}
stopHogs();
const allPassed = results.every((result) => result.code === 0);
console.info(allPassed ? `test:steady: all ${RUNS} run(s) passed` : 'test:steady: FAILED');
process.exit(allPassed ? 0 : 1);
