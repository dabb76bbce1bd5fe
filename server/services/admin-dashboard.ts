// The dashboard's figures for one person: hiring figures for admins and recruiters, the office's for
// admins, blog counts for everyone.
import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import { type Dashboard, RECENT_APPLICATIONS } from '../../contracts/admin-dashboard';
import type { Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import {
  applicationStatuses,
  applications,
  blogs,
  careers,
  clients,
  contactMessages,
  users,
} from '../db/schema';
import { listStatuses } from './pipeline';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const countOf = async (query: Promise<{ value: number }[]>) => Number((await query)[0]?.value ?? 0);

async function hiringFigures(db: Db, now: Date): Promise<NonNullable<Dashboard['hiring']>> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [openCareers, onHoldCareers, waitingInApplied, statuses, weekRows, recent] = await Promise.all([
    countOf(db.select({ value: count() }).from(careers).where(eq(careers.status, 'OPEN'))),
    countOf(db.select({ value: count() }).from(careers).where(eq(careers.status, 'ON_HOLD'))),
    countOf(db.select({ value: count() }).from(applications).where(eq(applications.statusCode, 'APPLIED'))),
    listStatuses(db),
    db
      .select({ statusCode: applications.statusCode, value: count() })
      .from(applications)
      .where(gte(applications.appliedAt, weekAgo))
      .groupBy(applications.statusCode),
    db
      .select({
        id: applications.id,
        name: applications.fullName,
        careerId: careers.id,
        careerTitle: careers.title,
        jobId: careers.jobId,
        statusCode: applications.statusCode,
        statusLabel: applicationStatuses.label,
        appliedAt: applications.appliedAt,
      })
      .from(applications)
      .innerJoin(careers, eq(careers.id, applications.careerId))
      .leftJoin(applicationStatuses, eq(applicationStatuses.code, applications.statusCode))
      .orderBy(desc(applications.appliedAt), desc(applications.id))
      .limit(RECENT_APPLICATIONS),
  ]);
  const byStatus = statuses.map((status) => ({
    statusCode: status.statusCode,
    label: status.label,
    count: Number(weekRows.find((row) => row.statusCode === status.statusCode)?.value ?? 0),
  }));
  return {
    openCareers,
    onHoldCareers,
    waitingInApplied,
    thisWeek: { total: byStatus.reduce((sum, status) => sum + status.count, 0), byStatus },
    recentApplications: recent.map((row) => ({
      ...row,
      statusLabel: row.statusLabel ?? row.statusCode,
      appliedAt: row.appliedAt.toISOString(),
    })),
  };
}

async function officeFigures(db: Db): Promise<NonNullable<Dashboard['office']>> {
  const [newContactMessages, activeEmployees, profilesIncomplete, clientCount] = await Promise.all([
    countOf(db.select({ value: count() }).from(contactMessages).where(isNull(contactMessages.handledAt))),
    countOf(db.select({ value: count() }).from(users).where(eq(users.active, true))),
    countOf(
      db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.active, true), eq(users.profileComplete, false))),
    ),
    countOf(db.select({ value: count() }).from(clients)),
  ]);
  return { newContactMessages, activeEmployees, profilesIncomplete, clients: clientCount };
}

async function blogFigures(db: Db, userId: number): Promise<Dashboard['blogs']> {
  const [drafts, published, myDrafts] = await Promise.all([
    countOf(db.select({ value: count() }).from(blogs).where(eq(blogs.status, 'DRAFT'))),
    countOf(db.select({ value: count() }).from(blogs).where(eq(blogs.status, 'PUBLISHED'))),
    countOf(
      db
        .select({ value: count() })
        .from(blogs)
        .where(and(eq(blogs.status, 'DRAFT'), eq(blogs.authorId, userId))),
    ),
  ]);
  return { drafts, published, myDrafts };
}

export async function dashboardFor(
  db: Db,
  user: { id: number; role: Role },
  now = new Date(),
): Promise<Dashboard> {
  const hiring = user.role === 'ADMIN' || user.role === 'RECRUITER';
  const [hiringSection, officeSection, blogSection] = await Promise.all([
    hiring ? hiringFigures(db, now) : undefined,
    user.role === 'ADMIN' ? officeFigures(db) : undefined,
    blogFigures(db, user.id),
  ]);
  return {
    role: user.role,
    ...(hiringSection ? { hiring: hiringSection } : {}),
    ...(officeSection ? { office: officeSection } : {}),
    blogs: blogSection,
  };
}
