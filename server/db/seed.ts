// Demo content for a new embedded database: staff, clients, careers, applicants over every stage, blogs.
// Idempotent: does nothing when the admin account already exists.
import { eq } from 'drizzle-orm';
import { type DefaultStatusCode, defaultStatusCodes } from '../../contracts/application-status';
import { makeJobId } from '../services/job-id';
import { hashPassword } from '../services/passwords';
import { createFileStorage } from '../storage/file-storage';
import type { Db } from './client';
import { demoBlogs, demoCareers, demoClients, demoLocations, demoPeople, demoStaff } from './demo-data';
import { demoResumePdf } from './demo-resume';
import * as schema from './schema';

export const DEMO_APPLICATION_COUNT = 72;
const DAY = 24 * 60 * 60 * 1000;

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

function demoMobile(country: 'IN' | 'UK', roll: number): string {
  const digits = String(Math.floor(roll * 1e9)).padStart(9, '0');
  return country === 'IN'
    ? `+91 9${digits.slice(0, 4)} ${digits.slice(4, 9)}`
    : `+44 7${digits.slice(0, 3)} ${digits.slice(3, 9)}`;
}

export interface SeedOptions {
  password: string;
  dataDir: string;
  now?: Date;
  /** Called once it is clear there is something to add (a first start says what it is doing). */
  onSeed?: () => void;
}

export async function seedDemo(db: Db, { password, dataDir, now = new Date(), onSeed }: SeedOptions) {
  const existing = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, 'admin'));
  if (existing.length > 0) return { seeded: false };
  onSeed?.();

  const random = randomSequence(2013);
  const storage = createFileStorage(dataDir);
  const hashes = await Promise.all(demoStaff.map(() => hashPassword(password)));
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 60 * 60 * 1000);

  // Résumé files are written before the transaction; a failed seed leaves only unreferenced files.
  const applicants = Array.from({ length: DEMO_APPLICATION_COUNT }, (_, index) => {
    const first = random.pick(demoPeople.first);
    const last = random.pick(demoPeople.last);
    const place = random.pick(demoLocations);
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
    };
  });
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
      })),
    );

    const clientRows = await tx
      .insert(schema.clients)
      .values(demoClients)
      .returning({ sno: schema.clients.sno });

    const careerRows = await tx
      .insert(schema.careers)
      .values(
        demoCareers.map((career, index) => ({
          jobId: makeJobId(career.department, index + 1),
          title: career.title,
          department: career.department,
          employmentType: career.employmentType,
          location: career.location,
          experience: career.experience,
          vacancies: career.vacancies,
          description: career.description,
          status: career.closed ? ('CLOSED' as const) : ('OPEN' as const),
          postedAt: ago(career.postedDaysAgo, 2),
          clientSno: career.clientIndex === undefined ? null : (clientRows[career.clientIndex]?.sno ?? null),
        })),
      )
      .returning({ id: schema.careers.id, postedAt: schema.careers.postedAt });

    const recruiterId = userId('recruiter');
    const inserted = await tx
      .insert(schema.applications)
      .values(
        applicants.map((a, index) => {
          const career = careerRows[Math.floor(a.careerRoll * careerRows.length)] ?? careerRows[0];
          if (!career) throw new Error('demo careers are missing');
          const appliedAt = new Date(
            Math.max(career.postedAt.getTime() + DAY / 4, ago(a.daysAgo, a.hoursAgo).getTime()),
          );
          const key = resumeKeys[index] ?? null;
          return {
            careerId: career.id,
            fullName: a.fullName,
            email: a.email,
            mobile: a.mobile,
            state: a.state,
            city: a.city,
            statusCode: a.status,
            resumeKey: key,
            resumeFilename: key ? `${a.fullName.replace(/\s+/g, '_')}_CV.pdf` : null,
            resumeContentType: key ? 'application/pdf' : null,
            resumeSize: resumes[index]?.length ?? null,
            consentAt: appliedAt,
            appliedAt,
          };
        }),
      )
      .returning({ id: schema.applications.id, appliedAt: schema.applications.appliedAt });

    const history = inserted.flatMap((row, index) => {
      const stages = demoStagePath(applicants[index]?.status ?? 'APPLIED', index);
      const span = Math.max(1, now.getTime() - row.appliedAt.getTime());
      return stages.map((stage, step) => ({
        applicationId: row.id,
        fromStatus: step === 0 ? null : (stages[step - 1] ?? null),
        toStatus: stage,
        note: step === 0 ? 'Applied through the careers page' : null,
        changedBy: step === 0 ? null : recruiterId,
        changedAt: new Date(row.appliedAt.getTime() + (span * step) / (stages.length + 1)),
      }));
    });
    await tx.insert(schema.applicationStatusHistory).values(history);

    const adminId = userId('admin');
    await tx.insert(schema.blogs).values(
      demoBlogs.map((blog) => ({
        title: blog.title,
        slug: blog.slug,
        excerpt: blog.excerpt,
        body: blog.body,
        tags: blog.tags,
        status: blog.publishedDaysAgo === null ? ('DRAFT' as const) : ('PUBLISHED' as const),
        publishedAt: blog.publishedDaysAgo === null ? null : ago(blog.publishedDaysAgo, 5),
        authorId: adminId,
      })),
    );
  });
  return { seeded: true };
}
