// npm run bench:talent-pool: the talent pool search (server/services/talent-pool.ts) on BENCH_PEOPLE (50,000)
// people, each with one or two applications and a résumé text of a few hundred words, on embedded PGlite and,
// when BENCH_DATABASE_URL names a PostgreSQL server, on a throw-away database there too. Each engine runs
// BENCH_ROUNDS (5) rounds; in each, every search BENCH_REQUESTS times (after 3 not counted) beside a reference
// read (one application by primary key), in turn. Prints, per search, the median (min–max) over the rounds of
// its p50 and p95, and the ratio of its p95 to the reference's. Budget (docs/decisions/0048): p95 ≤ 200 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { talentPoolQuerySchema } from '../contracts/talent-pool';
import { type Database, openDatabase } from '../server/db/client';
import { applications, careers, people, personTags, resumeTexts } from '../server/db/schema';
import { searchTalentPool } from '../server/services/talent-pool';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/support/server/postgres-database';
import { median, spread } from './lib/stats';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUDGET_MS = 200;
const CAREERS = 40;
const DAY = 24 * 60 * 60 * 1000;

// Résumé words: common ones in every CV, skills at different rarities, so searches match from a few dozen
// people to a third of the pool.
const COMMON =
  'experience team project delivered managed worked responsible developed improved customers'.split(' ');
const SKILLS = [
  'react typescript javascript node',
  'java spring hibernate microservices',
  'python django pandas airflow',
  'kubernetes terraform aws docker',
  'sql postgresql snowflake tableau',
  'recruitment payroll onboarding compliance',
  'seo content campaigns analytics',
  'figma illustrator branding typography',
  'golang grpc kafka redis',
  'rust embedded firmware',
].map((group) => group.split(' '));
const CITIES = [
  ['Hyderabad', 'Telangana'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Kochi', 'Kerala'],
] as const;
const SOURCES = ['linkedin', 'naukri', 'indeed', 'referral', null];
const STATUSES = ['APPLIED', 'APPLIED', 'PROFILE_SCREENED', 'INTERVIEWING', 'REJECTED', 'OFFER_RELEASED'];

/** A deterministic pseudo-random sequence, so every run seeds the same pool. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function resumeText(n: number, next: () => number): string {
  const skills = SKILLS[n % SKILLS.length] ?? [];
  // One person in 25 has a second field of skills.
  const more = n % 25 === 0 ? (SKILLS[(n * 7) % SKILLS.length] ?? []) : [];
  const words: string[] = [`Candidate ${n}`, 'Curriculum vitae'];
  for (let sentence = 0; sentence < 30; sentence++) {
    const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)] ?? '';
    words.push(
      `${pick(COMMON)} ${pick(COMMON)} with ${pick(skills)} and ${pick([...skills, ...more])} for ${pick(COMMON)} ${pick(COMMON)}.`,
    );
  }
  return words.join(' ');
}

async function seed(database: Database) {
  const { db } = database;
  const next = random(42);
  const careerRows = await db
    .insert(careers)
    .values(
      Array.from({ length: CAREERS }, (_, n) => ({
        jobId: `MC-TP-${1000 + n}`,
        title: `Role ${n}`,
        department: 'Engineering',
        employmentType: 'FULL_TIME' as const,
        location: 'Hyderabad, India',
        experience: '2–4 years',
      })),
    )
    .returning({ id: careers.id });
  const start = Date.now() - 400 * DAY;
  for (let offset = 0; offset < PEOPLE; offset += 1000) {
    const count = Math.min(1000, PEOPLE - offset);
    const persons = await db
      .insert(people)
      .values(
        Array.from({ length: count }, (_, i) => ({
          fullName: `Person ${offset + i}`,
          email: `person${offset + i}@example.com`,
          mobile: '+91 98765 43210',
        })),
      )
      .returning({ id: people.id });
    // One person in five applied twice.
    const planned = persons.flatMap((person, i) => {
      const n = offset + i;
      return Array.from({ length: n % 5 === 0 ? 2 : 1 }, (_, k) => ({ n, k, personId: person.id }));
    });
    const rows = await db
      .insert(applications)
      .values(
        planned.map(({ n, k, personId }) => {
          const [city, state] = CITIES[n % CITIES.length] ?? ['Hyderabad', 'Telangana'];
          const appliedAt = new Date(start + ((n * 7919 + k * 31) % 390) * DAY);
          return {
            careerId: careerRows[(n + k * 7) % CAREERS]?.id ?? 1,
            personId,
            fullName: `Person ${n}`,
            email: `person${n}@example.com`,
            mobile: '+91 98765 43210',
            city,
            state,
            source: SOURCES[n % SOURCES.length] ?? null,
            statusCode: STATUSES[(n + k) % STATUSES.length] ?? 'APPLIED',
            resumeKey: `bench-${n}-${k}`,
            consentAt: appliedAt,
            appliedAt,
            updatedAt: appliedAt,
          };
        }),
      )
      .returning({ id: applications.id });
    await db.insert(resumeTexts).values(
      rows.map((row, i) => ({
        applicationId: row.id,
        state: 'extracted' as const,
        text: resumeText(planned[i]?.n ?? 0, next),
      })),
    );
    await db
      .insert(personTags)
      .values(
        persons
          .filter((_, i) => (offset + i) % 50 === 0)
          .map((person) => ({ personId: person.id, tag: 'relocating' })),
      );
  }
  await db.execute(sql`vacuum (analyze)`);
  return careerRows;
}

/** A kept pool's careers, or null when it is empty (a new BENCH_DATA_DIR) and must be seeded. */
async function alreadySeeded(database: Database) {
  const rows = await database.db.select({ id: careers.id }).from(careers).orderBy(careers.id);
  return rows.length ? rows : null;
}

// The filters' career is the one Telangana's Python people with one application applied for (people n with
// n % 10 = 2 know Python, n % 6 = 0 live in Telangana, n % 40 = 2 applied for career 2, and n % 6 = 0 is
// APPLIED), so that every search finds people.
const searches = (careerId: number) => [
  { name: 'a rare skill ("rust")', query: { q: 'rust' } },
  { name: 'a common skill ("react")', query: { q: 'react' } },
  { name: 'two words ("kubernetes terraform")', query: { q: 'kubernetes terraform' } },
  { name: 'two words in every CV ("experience delivered")', query: { q: 'experience delivered' } },
  {
    name: 'a skill and three filters',
    query: { q: 'python', state: 'Telangana', status: 'APPLIED', careerId },
  },
  { name: 'no words, one tag', query: { tag: 'relocating' } },
  { name: 'no words, everyone, page 3', query: { page: 3 } },
];

interface Figures {
  p50: number[];
  p95: number[];
}

async function timings(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const taken: number[] = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const began = performance.now();
    await run();
    if (i >= 3) taken.push(performance.now() - began);
  }
  taken.sort((a, b) => a - b);
  const pick = (q: number) => taken[Math.min(taken.length - 1, Math.floor(q * taken.length))] ?? 0;
  return { p50: pick(0.5), p95: pick(0.95) };
}

async function benchEngine(engine: 'PGlite' | 'PostgreSQL', serverUrl?: string) {
  // BENCH_DATA_DIR keeps the embedded pool between runs (seeded once), for trying a query change quickly.
  const kept = engine === 'PGlite' ? process.env.BENCH_DATA_DIR : undefined;
  const dataDir = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'meera-bench-talent-')));
  const name = `meera_bench_talent_${process.pid}_${Date.now()}`;
  const url = serverUrl ? await createPostgresDatabase(serverUrl, name) : undefined;
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    await database.migrate();
    const began = performance.now();
    const careerRows = (await alreadySeeded(database)) ?? (await seed(database));
    console.info(`${engine}: ${PEOPLE} people ready in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const { db } = database;
    const retention = { retentionMonths: 12 };
    const targets = [
      {
        name: 'reference: one application by primary key',
        run: () =>
          db.execute(sql`select * from applications where id = ${1 + Math.floor(Math.random() * PEOPLE)}`),
      },
      ...searches(careerRows[2]?.id ?? 1).map((search) => {
        const query = talentPoolQuerySchema.parse(search.query);
        return { name: search.name, run: () => searchTalentPool(db, query, retention) };
      }),
    ];
    const figures = new Map<string, Figures>(targets.map((target) => [target.name, { p50: [], p95: [] }]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const { p50, p95 } = await timings(target.run);
        figures.get(target.name)?.p50.push(p50);
        figures.get(target.name)?.p95.push(p95);
      }
      console.info(`${engine}: round ${round} of ${ROUNDS} done`);
    }
    const found = await Promise.all(
      searches(careerRows[2]?.id ?? 1).map(
        async (search) =>
          (await searchTalentPool(db, talentPoolQuerySchema.parse(search.query), retention)).total,
      ),
    );
    return { engine, targets: targets.map((target) => target.name), figures, found };
  } finally {
    await database.close();
    if (!kept) await rm(dataDir, { recursive: true, force: true });
    if (serverUrl) await dropPostgresDatabase(serverUrl, name);
  }
}

const results = [await benchEngine('PGlite')];
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) results.push(await benchEngine('PostgreSQL', serverUrl));
else console.info('BENCH_DATABASE_URL is unset: PostgreSQL is not measured.');

const format2 = (value: number) => value.toFixed(1);
for (const { engine, targets, figures, found } of results) {
  const reference = figures.get(targets[0] ?? '') ?? { p50: [], p95: [] };
  console.info(
    `\n${engine}, ${PEOPLE.toLocaleString('en-GB')} people, ${ROUNDS} rounds × ${REQUESTS} searches:`,
  );
  for (const [index, target] of targets.entries()) {
    const figure = figures.get(target) ?? { p50: [], p95: [] };
    const ratios = figure.p95.map((p95, round) => p95 / (reference.p95[round] || 1));
    const people = index === 0 ? '' : ` · ${found[index - 1]} people found`;
    console.info(
      `  ${target}: p50 ${spread(figure.p50, format2)} ms · p95 ${spread(figure.p95, format2)} ms` +
        (index === 0 ? '' : ` · p95 ${spread(ratios, format2)}× the reference`) +
        people,
    );
  }
  const misses = targets.slice(1).filter((target) => median(figures.get(target)?.p95 ?? []) > BUDGET_MS);
  console.info(
    `  Budget p95 ≤ ${BUDGET_MS} ms: ${misses.length ? `not met for ${misses.join(', ')}` : 'met'}.`,
  );
}
