// One whole `npm test` in a child process, its output kept in a log file: what test:steady and bench:suite
// run. Says how many tests passed and failed, which files failed, and how long it took.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export interface SuiteRun {
  code: number;
  passed: number;
  failed: number;
  failures: string[];
  seconds: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Runs `npm test` from the project's root, writing everything it prints to `logFile`. */
export async function runSuite(logFile: string): Promise<SuiteRun> {
  await mkdir(path.dirname(logFile), { recursive: true });
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
  await new Promise((resolve) => log.end(resolve));
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
    seconds: (Date.now() - started) / 1000,
  };
}
