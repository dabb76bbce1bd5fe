// Demo content for a new embedded database: staff, clients, careers, applicants over every stage, blogs.
// Idempotent: does nothing when the admin account already exists.
import { eq } from 'drizzle-orm';
import { type DefaultStatusCode, defaultStatusCodes } from '../../contracts/application-status';
import { makeJobId } from '../services/job-id';
import { hashPassword } from '../services/passwords';
import { attachToPerson } from '../services/person-matching';
import type { FileStorage } from '../storage/file-storage';
import type { Db } from './client';
import { demoBlogs } from './demo/blogs';
import { demoCareers } from './demo/careers';
import { demoClients } from './demo/clients';
import { seedDemoInterviews } from './demo/interviews';
import { demoLocations, demoNameGroups, demoSourceOf, demoStaff } from './demo/people';
import { demoResumePdf } from './demo-resume';
import * as schema from './schema';

export const DEMO_APPLICATION_COUNT = 72;
/** The demo applicant (by index) who applies again, as `again`, to another career. */
export const REPEAT_APPLICANT = { first: 8, again: 11 } as const;

const pick = <T extends object, K extends keyof T>(from: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Every seeded time is at least this long before "now": whatever happens after seeding is the newest. */
export const SEEDED_TIMES_END_BEFORE_NOW_MS = 5 * MINUTE;
/** How long before the seed the demo staff accounts and clients were created. */
const DEMO_ACCOUNTS_AGE_DAYS = 120;

/** Deterministic pseudo-random numbers, so every fresh demo database looks the same. */
function randomSequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, pick };
}

/** The stages an applicant passed through to reach `status`, along moves the board allows. */
export function demoStagePath(status: DefaultStatusCode, branch: number): DefaultStatusCode[] {
  const forward: DefaultStatusCode[] = [
    'APPLIED',
    'PROFILE_SCREENED',
    'INTERVIEWING',
    'OFFER_RELEASED',
    'OFFER_ACCEPTED',
    'POSITION_FILLED',
  ];
  if (status === 'REJECTED') return [...forward.slice(0, branch % 2 === 0 ? 2 : 3), 'REJECTED'];
  if (status === 'NO_SHOW') return [...forward.slice(0, branch % 2 === 0 ? 4 : 5), 'NO_SHOW'];
  return forward.slice(0, forward.indexOf(status) + 1);
}

// Most applicants sit early in the pipeline, as on a real board.
const STATUS_WEIGHTS: [DefaultStatusCode, number][] = [
  ['APPLIED', 30],
  ['PROFILE_SCREENED', 18],
  ['INTERVIEWING', 14],
  ['OFFER_RELEASED', 8],
  ['OFFER_ACCEPTED', 6],
  ['POSITION_FILLED', 5],
  ['NO_SHOW', 5],
  ['REJECTED', 14],
];

function weightedStatus(roll: number): DefaultStatusCode {
  const total = STATUS_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll * total;
  for (const [status, weight] of STATUS_WEIGHTS) {
    left -= weight;
    if (left < 0) return status;
  }
  return 'APPLIED';
}

type RandomSequence = ReturnType<typeof randomSequence>;

/** A demo person's first name and a surname from the same group of their country's names. */
function demoName(random: RandomSequence, country: 'IN' | 'UK') {
  const groups = demoNameGroups.filter((group) => group.country === country);
  // Every first name is equally likely, so a small group comes up as often as its names.
  const first = random.pick(groups.flatMap((group) => group.first));
  const group = groups.find((candidate) => candidate.first.includes(first));
  return { first, last: random.pick(group?.last ?? []) };
}

/**
 * When a demo applicant applied: `wanted` if it lies after the career was posted and at least an hour
 * before `latest` (room for the stage history); otherwise a time spread (by `roll`) over that window.
 */
export function demoAppliedAt(postedAt: Date, wanted: Date, latest: Date, roll: number): Date {
  const to = latest.getTime() - HOUR;
  const from = postedAt.getTime() + Math.min(DAY / 4, (to - postedAt.getTime()) / 4);
  const time = wanted.getTime();
  return new Date(time >= from && time <= to ? time : from + (to - from) * roll);
}

/** When each of `stageCount` stages was reached: from `appliedAt`, in order, all before `latest`. */
export function demoStageTimes(appliedAt: Date, stageCount: number, latest: Date): Date[] {
  const span = latest.getTime() - appliedAt.getTime();
  return Array.from(
    { length: stageCount },
    (_, step) => new Date(appliedAt.getTime() + (span * step) / stageCount),
  );
}

function demoMobile(country: 'IN' | 'UK', roll: number): string {
  const digits = String(Math.floor(roll * 1e9)).padStart(9, '0');
  return country === 'IN'
    ? `+91 9${digits.slice(0, 4)} ${digits.slice(4, 9)}`
    : `+44 7${digits.slice(0, 3)} ${digits.slice(3, 9)}`;
}

export interface SeedOptions {
  password: string;
  /** Where the demo résumés go: the server's résumé store (plugins/storage.ts). */
  resumes: FileStorage;
  now?: Date;
  /** Called once it is clear there is something to add (a first start says what it is doing). */
  onSeed?: () => void;
}

export async function seedDemo(
  db: Db,
  { password, resumes: storage, now = new Date(), onSeed }: SeedOptions,
) {
  const existing = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, 'admin'));
  if (existing.length > 0) return { seeded: false };
  onSeed?.();

  const random = randomSequence(2013);
  const hashes = await Promise.all(demoStaff.map(() => hashPassword(password)));
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR);
  const latest = new Date(now.getTime() - SEEDED_TIMES_END_BEFORE_NOW_MS);
  const accountsCreatedAt = ago(DEMO_ACCOUNTS_AGE_DAYS);

  // Résumé files are written before the transaction; a failed seed leaves only unreferenced files.
  const applicants = Array.from({ length: DEMO_APPLICATION_COUNT }, (_, index) => {
    const place = random.pick(demoLocations);
    const { first, last } = demoName(random, place.country);
    // The first eight cover every stage; the rest follow the weights.
    const status =
      index < defaultStatusCodes.length ? defaultStatusCodes[index] : weightedStatus(random.next());
    return {
      fullName: `${first} ${last}`,
      email: `${first}.${last}.${index + 1}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      mobile: demoMobile(place.country, random.next()),
      state: place.state,
      city: place.city,
      status: status ?? 'APPLIED',
      daysAgo: Math.floor(random.next() * 40),
      hoursAgo: Math.floor(random.next() * 20),
      careerRoll: random.next(),
      hasResume: random.next() > 0.1,
      timeRoll: random.next(),
    };
  });
  // One person applies twice, to two careers: their person page shows both (docs/decisions/0047).
  const [first, again] = [applicants[REPEAT_APPLICANT.first], applicants[REPEAT_APPLICANT.again]];
  if (first && again) Object.assign(again, pick(first, ['fullName', 'email', 'mobile', 'state', 'city']));
  const resumes = applicants.map((a) =>
    a.hasResume
      ? demoResumePdf([a.fullName, a.email, a.mobile, `${a.city}, ${a.state}`, '', 'Curriculum vitae (demo)'])
      : null,
  );
  const resumeKeys = await Promise.all(resumes.map((pdf) => (pdf ? storage.put(pdf) : null)));

  await db.transaction(async (tx) => {
    const staff = await tx
      .insert(schema.users)
      .values(
        demoStaff.map((person, index) => ({
          username: person.username,
          displayName: person.displayName,
          role: person.role,
          passwordHash: hashes[index] ?? '',
          profileComplete: person.profileComplete,
          createdAt: accountsCreatedAt,
          updatedAt: accountsCreatedAt,
        })),
      )
      .returning({ id: schema.users.id, username: schema.users.username });
    const userId = (username: string) => staff.find((user) => user.username === username)?.id ?? null;

    await tx.insert(schema.employees).values(
      demoStaff.map((person) => ({
        userId: userId(person.username),
        fullName: person.displayName,
        email: person.email,
        designation: person.profileComplete ? person.designation : null,
        office: person.profileComplete ? person.office : null,
        department:
          person.role === 'EMPLOYEE' ? null : person.role === 'ADMIN' ? 'Management' : 'Talent Acquisition',
        createdAt: accountsCreatedAt,
        updatedAt: accountsCreatedAt,
      })),
    );

    const clientRows = await tx
      .insert(schema.clients)
      .values(
        demoClients.map((client) => ({
          ...client,
          createdAt: accountsCreatedAt,
          updatedAt: accountsCreatedAt,
        })),
      )
      .returning({ sno: schema.clients.sno });

    const careerRows = await tx
      .insert(schema.careers)
      .values(
        demoCareers.map((career, index) => {
          const postedAt = ago(career.postedDaysAgo, 2);
          return {
            jobId: makeJobId(career.department, index + 1),
            title: career.title,
            department: career.department,
            employmentType: career.employmentType,
            location: career.location,
            experience: career.experience,
            vacancies: career.vacancies,
            description: career.description,
            status: career.closed ? ('CLOSED' as const) : ('OPEN' as const),
            postedAt,
            createdAt: postedAt,
            updatedAt: postedAt,
            clientSno:
              career.clientIndex === undefined ? null : (clientRows[career.clientIndex]?.sno ?? null),
          };
        }),
      )
      .returning({ id: schema.careers.id, postedAt: schema.careers.postedAt });

    const recruiterId = userId('recruiter');
    // The demo recruiter hears of each new applicant to the demo careers (docs/decisions/0050).
    if (recruiterId !== null)
      await tx.insert(schema.careerFollows).values(
        careerRows.map((career) => ({
          userId: recruiterId,
          careerId: career.id,
          delivery: 'each' as const,
          createdAt: career.postedAt,
        })),
      );
    // Each applicant's career, stages and the times they reached them (the first is when they applied).
    const planned = applicants.map((applicant, index) => {
      const roll = Math.floor(applicant.careerRoll * careerRows.length);
      // The repeat applicant's second application is to another career than the first.
      const firstRoll = Math.floor((applicants[REPEAT_APPLICANT.first]?.careerRoll ?? 0) * careerRows.length);
      const careerIndex =
        index === REPEAT_APPLICANT.again && roll === firstRoll ? (roll + 1) % careerRows.length : roll;
      const career = careerRows[careerIndex] ?? careerRows[0];
      if (!career) throw new Error('demo careers are missing');
      const wanted = ago(applicant.daysAgo, applicant.hoursAgo);
      const appliedAt = demoAppliedAt(career.postedAt, wanted, latest, applicant.timeRoll);
      const stages = demoStagePath(applicant.status, index);
      const times = demoStageTimes(appliedAt, stages.length, latest);
      return { applicant, careerId: career.id, appliedAt, stages, times, index };
    });
    const inserted = await tx
      .insert(schema.applications)
      .values(
        planned.map(({ applicant: a, careerId, appliedAt, times, index }) => {
          const key = resumeKeys[index] ?? null;
          return {
            careerId,
            fullName: a.fullName,
            email: a.email,
            mobile: a.mobile,
            state: a.state,
            city: a.city,
            source: demoSourceOf(index),
            statusCode: a.status,
            resumeKey: key,
            resumeFilename: key ? `${a.fullName.replace(/\s+/g, '_')}_CV.pdf` : null,
            resumeContentType: key ? 'application/pdf' : null,
            resumeSize: resumes[index]?.length ?? null,
            consentAt: appliedAt,
            appliedAt,
            updatedAt: times.at(-1) ?? appliedAt,
          };
        }),
      )
      .returning({ id: schema.applications.id });

    // Demo rejections name a reason (the migration's list, those that need no note), so the reports have some.
    const reasonIds = (
      await tx
        .select({ id: schema.rejectionReasons.id, needsNote: schema.rejectionReasons.needsNote })
        .from(schema.rejectionReasons)
        .orderBy(schema.rejectionReasons.sortOrder)
    )
      .filter((reason) => !reason.needsNote)
      .map((reason) => reason.id);
    const history = inserted.flatMap((row, index) => {
      const { stages = [], times = [] } = planned[index] ?? {};
      return stages.map((stage, step) => ({
        applicationId: row.id,
        fromStatus: step === 0 ? null : (stages[step - 1] ?? null),
        toStatus: stage,
        reasonId: stage === 'REJECTED' ? (reasonIds[index % Math.max(1, reasonIds.length)] ?? null) : null,
        note: step === 0 ? 'Applied through the careers page' : null,
        changedBy: step === 0 ? null : recruiterId,
        changedAt: times[step] ?? latest,
      }));
    });
    await tx.insert(schema.applicationStatusHistory).values(history);
    // Each application joins its person, oldest first, as they would have arrived.
    const arrivals = inserted
      .map((row, index) => ({ id: row.id, plan: planned[index] }))
      .sort((x, y) => (x.plan?.appliedAt.getTime() ?? 0) - (y.plan?.appliedAt.getTime() ?? 0));
    for (const { id, plan } of arrivals)
      if (plan) await attachToPerson(tx, id, plan.applicant, plan.appliedAt);

    // Two applicants in "Interviewing" get an interview: one to choose a time for, one booked.
    const interviewing = inserted
      .filter((_, index) => planned[index]?.applicant.status === 'INTERVIEWING')
      .map((row) => row.id);
    const employeeId = userId('employee');
    await seedDemoInterviews(tx, {
      applicationIds: interviewing,
      proposer: {
        id: recruiterId,
        displayName: demoStaff.find((p) => p.username === 'recruiter')?.displayName ?? '',
      },
      interviewers: [
        [recruiterId, employeeId].filter((id): id is number => id !== null),
        [userId('admin'), employeeId].filter((id): id is number => id !== null),
      ],
      now,
      proposedAt: latest,
    });

    const adminId = userId('admin');
    await tx.insert(schema.blogs).values(
      demoBlogs.map((blog) => {
        // A draft was last edited a couple of days ago.
        const writtenAt = ago(blog.publishedDaysAgo ?? 2, 5);
        return {
          title: blog.title,
          slug: blog.slug,
          excerpt: blog.excerpt,
          body: blog.body,
          tags: blog.tags,
          status: blog.publishedDaysAgo === null ? ('DRAFT' as const) : ('PUBLISHED' as const),
          publishedAt: blog.publishedDaysAgo === null ? null : writtenAt,
          authorId: adminId,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        };
      }),
    );
  });
  return { seeded: true };
}
