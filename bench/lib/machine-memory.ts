// What new memory and dropped files cost this machine, printed beside the browser benchmarks' figures. On
// the slow machines of this kind (issue 59) the page floors' long tasks were several times a quiet machine's
// while a fixed script ran as fast (decision 0069). What differed was the first write to memory a new page
// takes (each page fault far dearer than writing the page again) and files the kernel had dropped from its
// cache being read again. A browser's navigation, first layout and context are made of both; a script loop is
// made of neither, so neither Lighthouse's benchmarkIndex nor the reference script shows it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { spread } from './stats';

const PAGE_BYTES = 4096;
const SAMPLE_MB = 128;
const SAMPLES = 5;

interface MemorySample {
  /** Microseconds a 4 KB page of new memory took at its first write. */
  first: number;
  /** Microseconds the same page took written again: the reference the first write is read against. */
  again: number;
}

/** SAMPLES fresh allocations of SAMPLE_MB, each in a process of its own so that every page is new. */
export function sampleNewMemory(): MemorySample[] {
  const script = `
    const bytes = ${SAMPLE_MB} * 1024 * 1024;
    const buffer = Buffer.allocUnsafe(bytes);
    const timed = (value) => {
      const at = process.hrtime.bigint();
      buffer.fill(value);
      return Number(process.hrtime.bigint() - at) / 1000 / (bytes / ${PAGE_BYTES});
    };
    console.log(JSON.stringify({ first: timed(1), again: timed(2) }));`;
  return Array.from(
    { length: SAMPLES },
    () =>
      JSON.parse(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout) as MemorySample,
  );
}

/** Pages of files read again after the kernel dropped them (Linux's workingset_refault_file), if known. */
function refaultedFilePages(): number | undefined {
  try {
    const line = readFileSync('/proc/vmstat', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('workingset_refault_file '));
    return line ? Number(line.split(' ')[1]) : undefined;
  } catch {
    return undefined;
  }
}

const micros = (value: number) => value.toFixed(1);

/**
 * Samples new memory now and when `describe()` is called, and counts the dropped files read again in between:
 * "new memory at its first write, µs a 4 KB page, median (min–max) of 5 at the start and 5 at the end: … (written
 * again: …); … MB of files the kernel had dropped read again during the run".
 */
export function sampleMachineMemory(): { describe(): string } {
  const atStart = sampleNewMemory();
  const refaultsAtStart = refaultedFilePages();
  return {
    describe() {
      const samples = [...atStart, ...sampleNewMemory()];
      const refaults = refaultedFilePages();
      const reread =
        refaults === undefined || refaultsAtStart === undefined
          ? ''
          : `; ${Math.round(((refaults - refaultsAtStart) * PAGE_BYTES) / 1e6).toLocaleString('en-GB')} MB of ` +
            'files the kernel had dropped read again during the run';
      return (
        `new memory at its first write, µs a 4 KB page, median (min–max) of ${SAMPLES} at the start and ${SAMPLES} ` +
        `at the end: ${spread(
          samples.map((sample) => sample.first),
          micros,
        )} (written again: ${spread(
          samples.map((sample) => sample.again),
          micros,
        )})${reread}`
      );
    },
  };
}
