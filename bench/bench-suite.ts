// npm run bench:suite: how long the whole `npm test` is, measured against a reference that runs on the same
// machine in the same rounds. Machines of this kind run the same commit at very different speeds, so a wall
// time alone says more about the machine than about the suite (docs/testing.md#suite-length). The reference is
// the type check (`tsc --noEmit`, TypeScript 7's native compiler: CPU-bound on both cores, no network, no
// browser). BENCH_RUNS (5) alternating rounds, each the type check and then `npm test` as a fresh clone runs
// it (dist/, dist-server/ and Vite's and Vitest's caches removed: the builds are part of it). Prints each
// round, the medians (min–max), the suite's length in type checks per round, and whether it is held within
// SUITE_MAX_TYPE_CHECKS (the length the suite is held at while features are added). Writes docs/perf.md;
// exits non-zero if a run failed or the median length is over the bound.
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { busyCpuSeconds } from '../tests/support/vitest/busy-cpu';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { root, runSuite, type SuiteRun } from './lib/run-suite';
import { median, spread } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The length the suite is held at, in type checks (docs/testing.md#suite-length). */
const MAX_TYPE_CHECKS = Number(process.env.SUITE_MAX_TYPE_CHECKS ?? 36);
/** What a fresh clone does not have: the builds, and the caches Vite and Vitest keep between runs. */
const BUILT = ['dist', 'dist-server', 'node_modules/.vite', 'node_modules/.vite-temp'];

interface Round {
  reference: { wall: number; cpu: number; code: number };
  suite: SuiteRun & { cpu: number };
}

/** The whole machine's busy CPU-seconds while `run` ran, beside what it returned. */
async function withCpu<T>(run: () => T | Promise<T>): Promise<{ cpu: number; result: T }> {
  const before = busyCpuSeconds();
  const result = await run();
  return { cpu: busyCpuSeconds() - before, result };
}

function typeCheck(): { wall: number; code: number } {
  const started = performance.now();
  const npx = spawnSync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: root, stdio: 'ignore' });
  return { wall: (performance.now() - started) / 1000, code: npx.status ?? 1 };
}

const rounds: Round[] = [];
let failed = false;
for (let round = 1; round <= RUNS; round++) {
  const checked = await withCpu(typeCheck);
  const reference = { ...checked.result, cpu: checked.cpu };
  await Promise.all(BUILT.map((built) => rm(path.join(root, built), { recursive: true, force: true })));
  const log = path.join(root, 'test-results', `bench-suite-${round}.log`);
  const { result, cpu } = await withCpu(() => runSuite(log));
  rounds.push({ reference, suite: { ...result, cpu } });
  failed ||= reference.code !== 0 || result.code !== 0;
  console.info(
    `round ${round}: type check ${reference.wall.toFixed(1)} s (${reference.cpu.toFixed(0)} s CPU, exit ` +
      `${reference.code}); npm test ${result.seconds.toFixed(0)} s (${cpu.toFixed(0)} s CPU), ` +
      `${result.passed} passed, ${result.failed} failed, exit ${result.code} (log: ${path.relative(root, log)})`,
  );
  for (const failure of result.failures) console.info(`  FAIL ${failure}`);
}

const s = (value: number) => value.toFixed(0);
const tenth = (value: number) => value.toFixed(1);
const referenceWall = rounds.map(({ reference }) => reference.wall);
const suiteWall = rounds.map(({ suite }) => suite.seconds);
const length = rounds.map(({ reference, suite }) => suite.seconds / reference.wall);
const cpuLength = rounds.map(({ reference, suite }) => suite.cpu / reference.cpu);
const lengthNow = median(length);
const cores = os.cpus().length;
const busyShare = median(rounds.map(({ suite }) => suite.cpu / (cores * suite.seconds)));

const section = `## The whole suite against the type check (\`npm run bench:suite\`)

${machineLine()} · ${RUNS} alternating rounds: \`tsc --noEmit\` (the reference), then \`npm test\` as a fresh clone runs it
(builds and caches removed first). CPU is the whole machine's busy time over each run.

| | wall, s: median (min–max) | CPU, s: median (min–max) |
| --- | ---: | ---: |
| type check (reference) | ${spread(referenceWall, tenth)} | ${spread(
  rounds.map(({ reference }) => reference.cpu),
  s,
)} |
| \`npm test\` | ${spread(suiteWall, s)} | ${spread(
  rounds.map(({ suite }) => suite.cpu),
  s,
)} |

The suite is **${spread(length, tenth)} type checks** long in wall time, ${spread(cpuLength, tenth)} in CPU
(per round); it kept the cores ${(100 * busyShare).toFixed(0)} % busy. ${
  failed
    ? 'A round failed: see the logs in test-results/.'
    : `Every round passed (${rounds[0]?.suite.passed ?? 0} tests).`
}
${
  lengthNow <= MAX_TYPE_CHECKS
    ? `Held: the median is within the ${MAX_TYPE_CHECKS} type checks the suite is held at.`
    : `**Over**: the median is more than the ${MAX_TYPE_CHECKS} type checks the suite is held at.`
} A type check is a rough yardstick: when the suite's length moves, check that its CPU length moved with it
(docs/testing.md#suite-length).`;

writePerfSection('bench-suite', section);
console.info(`\n${section}\n\nWritten to docs/perf.md.`);
process.exit(failed || lengthNow > MAX_TYPE_CHECKS ? 1 : 0);
