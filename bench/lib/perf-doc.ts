// docs/perf.md holds one section per measuring script; each run replaces its own section only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PERF_DOC = path.resolve(import.meta.dirname, '../../docs/perf.md');
const HEADER =
  '# Performance figures\n\nWritten by the measuring scripts (`npm run bench`, `npm run bench:startup`); ' +
  'do not edit the sections by hand, run the script again.\n';

/** "2026-11-22 04:10 UTC · 2 cores (model) · Node v20.19.0 · linux": where and when a figure was taken. */
export function machineLine(): string {
  const cpus = os.cpus();
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${when} UTC · ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}) · Node ${process.version} · ${os.platform()}`;
}

/**
 * The machine's 1-minute load average, read every 10 s from now until `describe()`: "load average 0.4–3.5
 * (median 1.8) during the run". Neither a fixed script's speed nor Lighthouse's benchmarkIndex told a quiet
 * machine from one shared with other work (decision 0069); this does. The benchmark's own browser and
 * servers count in it.
 */
export function sampleLoadAverage(): { describe(): string } {
  const samples = [os.loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(os.loadavg()[0] ?? 0), 10_000);
  timer.unref();
  return {
    describe() {
      clearInterval(timer);
      samples.push(os.loadavg()[0] ?? 0);
      const sorted = [...samples].sort((a, b) => a - b);
      const at = (index: number) => (sorted[index] ?? 0).toFixed(1);
      return `load average ${at(0)}–${at(sorted.length - 1)} (median ${at(Math.floor((sorted.length - 1) / 2))}) during the run`;
    },
  };
}

/** Replaces (or appends) the section named `name` in docs/perf.md. */
export function writePerfSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(PERF_DOC) ? readFileSync(PERF_DOC, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(PERF_DOC, next);
}
