// What new memory and dropped files cost this machine, printed beside the browser benchmarks' figures. On
// the slow machines of this kind (issue 59) the page floors' long tasks were several times a quiet machine's
// while a fixed script ran as fast (decision 0069). What differed was the first write to memory a new page
// takes (each page fault far dearer than writing the page again) and files the kernel had dropped from its
// cache being read again. A browser's navigation, first layout and context are made of both; a script loop is
// made of neither, so neither Lighthouse's benchmarkIndex nor the reference script shows it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PAGE_BYTES = 4096;
const SAMPLE_MB = 128;
const SAMPLES = 3;

/**
 * Microseconds a 4 KB page of new memory costs at its first write, beyond writing it again: the median of
 * SAMPLES fresh allocations of SAMPLE_MB, each in a process of its own so that every page is new.
 */
export function newMemoryMicrosPerPage(): number {
  const script = `
    const bytes = ${SAMPLE_MB} * 1024 * 1024;
    const buffer = Buffer.allocUnsafe(bytes);
    let at = process.hrtime.bigint();
    buffer.fill(1);
    const first = Number(process.hrtime.bigint() - at);
    at = process.hrtime.bigint();
    buffer.fill(2);
    const again = Number(process.hrtime.bigint() - at);
    console.log((first - again) / 1000 / (bytes / ${PAGE_BYTES}));`;
  const samples = Array.from({ length: SAMPLES }, () =>
    Number(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout.trim()),
  ).sort((a, b) => a - b);
  return samples[Math.floor(SAMPLES / 2)] ?? Number.NaN;
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

/**
 * Measures new memory now, and counts dropped files read again from now until `describe()`: "new memory
 * 10.7 µs a page at the start, 9.8 at the end; 323 MB of dropped files read again during the run".
 */
export function sampleMachineMemory(): { describe(): string } {
  const atStart = newMemoryMicrosPerPage();
  const refaultsAtStart = refaultedFilePages();
  return {
    describe() {
      const atEnd = newMemoryMicrosPerPage();
      const refaults = refaultedFilePages();
      const reread =
        refaults === undefined || refaultsAtStart === undefined
          ? ''
          : `; ${Math.round(((refaults - refaultsAtStart) * PAGE_BYTES) / 1e6).toLocaleString('en-GB')} MB of ` +
            'files the kernel had dropped read again during the run';
      return (
        `new memory ${atStart.toFixed(1)} µs a 4 KB page at its first write at the start, ${atEnd.toFixed(1)} ` +
        `at the end${reread}`
      );
    },
  };
}
