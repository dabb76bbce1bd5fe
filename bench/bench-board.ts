// npm run bench:board: a throw-away embedded database with one career of 5,000 applicants, then the
// board's applications call measured over real HTTP on loopback. Prints p50/p95/max and the payload size.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client';
import { addBenchRecruiter, serveBenchApp } from './lib/bench-recruiter-app';
import { seedBoardCareer } from './lib/seed-board';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-'));
const database = await openDatabase({ dataDir });
await database.migrate();
const { db } = database;

const seedStart = performance.now();
await addBenchRecruiter(database);
const career = await seedBoardCareer(db, APPLICANTS);
console.info(`Seeded ${APPLICANTS} applicants in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const { app, address, token } = await serveBenchApp(database, { dataDir });
const url = `${address}/api/recruiter/job-management/careers/${career.id}/applications`;

const timings: number[] = [];
let bytes = 0;
for (let i = 0; i < REQUESTS + 5; i++) {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  // The first five warm the caches and JIT; they are not counted.
  if (i >= 5) timings.push(performance.now() - start);
  bytes = body.byteLength;
}
timings.sort((a, b) => a - b);
const pick = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]?.toFixed(1);
console.info(
  `GET …/careers/{id}/applications with ${APPLICANTS} applicants, ${REQUESTS} requests (PGlite, ${os.cpus().length} cores):`,
);
console.info(
  `  p50 ${pick(0.5)} ms · p95 ${pick(0.95)} ms · max ${timings.at(-1)?.toFixed(1)} ms · ${(bytes / 1024).toFixed(0)} KiB per answer`,
);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
