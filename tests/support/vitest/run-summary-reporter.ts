// Prints at the end of every run where its time went (tests/support/vitest/run-summary.ts): the ten slowest test
// files with the project each ran in, each project's files together, and how busy the machine's cores were
// from the run's start (its builds included) to its end.
import os from 'node:os';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { busyCpuSeconds } from './busy-cpu';
import { runSummary } from './run-summary';

export default class RunSummaryReporter implements Reporter {
  /** When the run started: vitest makes its reporters first, before the builds of its global setup. */
  private readonly started = { wall: performance.now(), busy: busyCpuSeconds() };

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module) => ({
      project: module.project.name,
      file: path.relative(process.cwd(), module.moduleId),
      seconds: module.diagnostic().duration / 1000,
    }));
    const machine = {
      wallSeconds: (performance.now() - this.started.wall) / 1000,
      busySeconds: busyCpuSeconds() - this.started.busy,
      cores: os.cpus().length,
    };
    const lines = runSummary(files, machine);
    if (lines.length) console.log(`\n${lines.join('\n')}`);
  }
}
