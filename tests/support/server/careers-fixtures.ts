// Careers in the test database and multipart application bodies for inject().
import { careers } from '../../../server/db/schema';
import { makeJobId } from '../../../server/services/job-id';
import { invalidatePublicCache } from '../../../server/services/public-cache';
import { getTestDatabase } from './test-database';

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;

export async function insertCareer(overrides: Partial<typeof careers.$inferInsert> = {}) {
  const { db } = await getTestDatabase();
  sequence += 1;
  const department = overrides.department ?? 'Engineering';
  const [row] = await db
    .insert(careers)
    .values({
      jobId: makeJobId(department, sequence),
      title: 'Frontend Developer (React)',
      department,
      employmentType: 'FULL_TIME',
      location: 'Hyderabad, India',
      experience: '2–4 years',
      vacancies: 2,
      description: '## About the role\n\nBuild fast, accessible websites.\n\n- React\n- TypeScript',
      postedAt: new Date(Date.now() - DAY),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('career not inserted');
  // Tests write straight to the table, so they drop the public cache as the admin screens do.
  invalidatePublicCache(db, 'careers');
  return row;
}

export async function forgetCachedCareers() {
  invalidatePublicCache((await getTestDatabase()).db, 'careers');
}

export const validApplicant = {
  fullName: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  mobile: '+91 98765 43210',
  state: 'Telangana',
  city: 'Hyderabad',
  consent: 'true',
};

export interface ResumePart {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser sends it: the fields first, then the file. */
export async function multipart(fields: Record<string, string>, resume?: ResumePart, fileField = 'resume') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) {
    form.append(
      fileField,
      new Blob([new Uint8Array(resume.content)], { type: resume.type ?? 'application/octet-stream' }),
      resume.name,
    );
  }
  const request = new Request('http://test.local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
