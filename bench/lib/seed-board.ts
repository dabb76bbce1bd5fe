// One career with many applicants spread over the board's statuses, for the benchmarks.
import type { Db } from '../../server/db/client';
import { applicationStatusHistory, applications, careers } from '../../server/db/schema';

const STATUSES = ['APPLIED', 'PROFILE_SCREENED', 'INTERVIEWING', 'OFFER_RELEASED', 'REJECTED'];

/** Inserts the career and its applicants (with their first status in the history); returns the career. */
export async function seedBoardCareer(db: Db, applicants: number) {
  const [career] = await db
    .insert(careers)
    .values({
      jobId: 'MC-BEN-1001',
      title: 'Bulk Hiring Drive',
      department: 'Operations',
      employmentType: 'FULL_TIME',
      location: 'Hyderabad, India',
      experience: '0–2 years',
    })
    .returning();
  if (!career) throw new Error('career not created');
  for (let offset = 0; offset < applicants; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, applicants - offset) }, (_, i) => {
      const n = offset + i;
      return {
        careerId: career.id,
        fullName: `Applicant ${n}`,
        email: `applicant${n}@example.com`,
        mobile: `+91 9${String(n).padStart(4, '0')} ${String(n * 7)
          .padStart(5, '0')
          .slice(-5)}`,
        state: 'Telangana',
        city: 'Hyderabad',
        statusCode: STATUSES[n % STATUSES.length] ?? 'APPLIED',
        resumeFilename: `Applicant_${n}_CV.pdf`,
        consentAt: new Date(),
        appliedAt: new Date(Date.now() - n * 60_000),
      };
    });
    const inserted = await db
      .insert(applications)
      .values(rows)
      .returning({ id: applications.id, statusCode: applications.statusCode });
    await db
      .insert(applicationStatusHistory)
      .values(inserted.map((row) => ({ applicationId: row.id, toStatus: row.statusCode })));
  }
  return career;
}
