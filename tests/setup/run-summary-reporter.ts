// Prints at the end of every run where its time went (tests/setup/run-summary.ts): the ten slowest test
// files with the project each ran in, each project's files together, and how busy the machine's cores were
// from the run's start (its builds included) to its end.
import os from 'node:os';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { runSummary } from './run-summary';

/** CPU time all cores have spent busy since the machine started, in seconds. */
const busySeconds = () =>
  os.cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) / 1000;

export default class RunSummaryReporter implements Reporter {
  private started = { wall: performance.now(), busy: busySeconds() };

  onInit() {
    this.started = { wall: performance.now(), busy: busySeconds() };
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module) => ({
      project: module.project.name,
      file: path.relative(process.cwd(), module.moduleId),
      seconds: module.diagnostic().duration / 1000,
    }));
    const machine = {
      wallSeconds: (performance.now() - this.started.wall) / 1000,
      busySeconds: busySeconds() - this.started.busy,
      cores: os.cpus().length,
    };
    const lines = runSummary(files, machine);
    if (lines.length) console.log(`\n${lines.join('\n')}`);
  }
}
