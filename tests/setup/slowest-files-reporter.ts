// Prints the ten slowest test files at the end of every run (their tests and hooks, setup included), with
// the project each ran in: where to look first when the suite grows slow.
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules
      .map((module) => ({
        name: `${module.project.name} ${path.relative(process.cwd(), module.moduleId)}`,
        seconds: module.diagnostic().duration / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (timed.length === 0) return;
    const width = Math.max(...timed.map((file) => file.seconds.toFixed(1).length));
    console.log(`\nThe ${timed.length} slowest test files (tests and hooks, in seconds):`);
    for (const file of timed) console.log(`  ${file.seconds.toFixed(1).padStart(width)}  ${file.name}`);
  }
}
