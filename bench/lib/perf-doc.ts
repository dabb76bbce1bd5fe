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
