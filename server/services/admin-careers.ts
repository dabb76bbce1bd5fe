// Careers as staff run them: a searchable, sortable list of every job (any status), one job with its
// applicants per pipeline status, add with a generated job ID, edit, and status changes. Every write
// drops the public careers answers (public-cache), so /careers shows the change at once.
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminCareer,
  AdminCareerRow,
  CareerForm,
  CareerFormOptions,
  CareerSort,
  CareerStatus,
  StatusCount,
} from '../../contracts/admin-careers';
import type { Page, PagingQuery } from '../../contracts/admin-common';
import type { Db } from '../db/client';
import { applications, careers, clients } from '../db/schema';
import { InvalidInputError, NotFoundError } from '../domain-errors';
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import { storedHtml } from '../markdown/stored-html';
import { containsPattern, isUniqueViolation, pageWindow } from './admin-paging';
import { makeJobId } from './job-id';
import { listStatuses } from './pipeline';
import { invalidatePublicCache } from './public-cache';

export interface CareerListFilter extends PagingQuery {
  status?: CareerStatus | undefined;
  sort: CareerSort;
  clientSno?: number | undefined;
}

const applicationsCount = sql<number>`(select count(*)::int from ${applications} where ${applications.careerId} = ${careers.id})`;

const rowColumns = {
  id: careers.id,
  jobId: careers.jobId,
  title: careers.title,
  department: careers.department,
  employmentType: careers.employmentType,
  location: careers.location,
  status: careers.status,
  vacancies: careers.vacancies,
  postedAt: careers.postedAt,
  closingDate: careers.closingDate,
  clientSno: clients.sno,
  clientName: clients.name,
  applicationsCount,
};

type Row = {
  id: number;
  jobId: string;
  title: string;
  department: string;
  employmentType: AdminCareerRow['employmentType'];
  location: string;
  status: CareerStatus;
  vacancies: number;
  postedAt: Date;
  closingDate: string | null;
  clientSno: number | null;
  clientName: string | null;
  applicationsCount: number;
};

function toRow(row: Row): AdminCareerRow {
  const { clientSno, clientName, postedAt, ...rest } = row;
  return {
    ...rest,
    postedAt: postedAt.toISOString(),
    applicationsCount: Number(row.applicationsCount),
    client: clientSno !== null && clientName !== null ? { sno: clientSno, name: clientName } : null,
  };
}

const orderings: Record<CareerSort, SQL[]> = {
  newest: [desc(careers.postedAt), desc(careers.id)],
  oldest: [asc(careers.postedAt), asc(careers.id)],
  title: [asc(sql`lower(${careers.title})`), asc(careers.id)],
  applicants: [desc(applicationsCount), desc(careers.postedAt)],
  closing: [sql`${careers.closingDate} asc nulls last`, desc(careers.postedAt)],
};

export async function listAdminCareers(db: Db, filter: CareerListFilter): Promise<Page<AdminCareerRow>> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const match = or(
      ilike(careers.title, pattern),
      ilike(careers.jobId, pattern),
      ilike(careers.department, pattern),
      ilike(careers.location, pattern),
      ilike(clients.name, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.status) conditions.push(eq(careers.status, filter.status));
  if (filter.clientSno) conditions.push(eq(careers.clientSno, filter.clientSno));
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(careers)
      .leftJoin(clients, eq(clients.sno, careers.clientSno))
      .where(where)
      .orderBy(...orderings[filter.sort])
      .limit(pageWindow(filter).limit)
      .offset(pageWindow(filter).offset),
    db
      .select({ total: count() })
      .from(careers)
      .leftJoin(clients, eq(clients.sno, careers.clientSno))
      .where(where),
  ]);
  return {
    items: rows.map((row) => toRow(row as Row)),
    total: Number(total?.total ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

const unknownCareer = (id: number) => new NotFoundError(`There is no career with id ${id}.`);

/** Every pipeline status in order with how many of the career's applicants are in it. */
export async function applicantsByStatus(db: Db, careerId: number): Promise<StatusCount[]> {
  const [statuses, counts] = await Promise.all([
    listStatuses(db),
    db
      .select({ statusCode: applications.statusCode, count: count() })
      .from(applications)
      .where(eq(applications.careerId, careerId))
      .groupBy(applications.statusCode),
  ]);
  return statuses.map((status) => ({
    statusCode: status.statusCode,
    label: status.label,
    count: Number(counts.find((row) => row.statusCode === status.statusCode)?.count ?? 0),
  }));
}

/** A job as its editor saves it: the form and the description rendered to HTML (renderForSaving). */
export type SavedCareerForm = CareerForm & { descriptionHtml: string };

export async function getAdminCareer(db: Db, markdown: MarkdownRenderer, id: number): Promise<AdminCareer> {
  const [row] = await db
    .select({
      ...rowColumns,
      experience: careers.experience,
      description: careers.description,
      descriptionHtml: careers.descriptionHtml,
      updatedAt: careers.updatedAt,
    })
    .from(careers)
    .leftJoin(clients, eq(clients.sno, careers.clientSno))
    .where(eq(careers.id, id));
  if (!row) throw unknownCareer(id);
  const { experience, description, descriptionHtml, updatedAt, ...listRow } = row;
  return {
    ...toRow(listRow as Row),
    experience,
    description,
    descriptionHtml: await storedHtml(markdown, description, descriptionHtml, (html) =>
      db.update(careers).set({ descriptionHtml: html }).where(eq(careers.id, id)),
    ),
    applicantsByStatus: await applicantsByStatus(db, id),
    updatedAt: updatedAt.toISOString(),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

async function checkReferences(db: Db, form: CareerForm, previous?: { closingDate: string | null }) {
  const fields: Record<string, string> = {};
  if (form.clientSno !== null) {
    const [client] = await db
      .select({ sno: clients.sno })
      .from(clients)
      .where(eq(clients.sno, form.clientSno));
    if (!client) fields.clientSno = 'That client no longer exists. Please choose another, or none.';
  }
  // A closing date already passed makes no sense for a new advert; an old one may stay while editing.
  const changed = form.closingDate !== (previous?.closingDate ?? null);
  if (form.closingDate && changed && form.closingDate < today()) {
    fields.closingDate = 'The closing date has passed. Please choose today or a later day.';
  }
  if (Object.keys(fields).length) throw new InvalidInputError('Some fields are not valid.', fields);
}

const MAX_JOB_ID_ATTEMPTS = 5;

/** The next running number after the highest in use (MC-ENG-1004 → 5), so IDs never repeat. */
async function nextJobSequence(db: Db): Promise<number> {
  const [row] = await db
    .select({
      highest: sql<number | null>`max(substring(${careers.jobId} from '-([0-9]+)$')::int)`,
    })
    .from(careers);
  return Math.max(Number(row?.highest ?? 1000), 1000) + 1 - 1000;
}

export async function createCareer(
  db: Db,
  markdown: MarkdownRenderer,
  form: SavedCareerForm,
): Promise<AdminCareer> {
  await checkReferences(db, form);
  for (let attempt = 1; ; attempt++) {
    const jobId = makeJobId(form.department, await nextJobSequence(db));
    try {
      const [row] = await db
        .insert(careers)
        .values({ ...form, jobId, status: 'OPEN', postedAt: new Date() })
        .returning({ id: careers.id });
      if (!row) throw new Error('the career was not stored');
      invalidatePublicCache(db, 'careers');
      return getAdminCareer(db, markdown, row.id);
    } catch (error) {
      // Two admins adding a job at the same moment drew the same number: draw again.
      if (attempt < MAX_JOB_ID_ATTEMPTS && isUniqueViolation(error, 'careers_job_id_key')) continue;
      throw error;
    }
  }
}

/** Saves the form; the job ID stays as it was (applicants and adverts already quote it). */
export async function updateCareer(
  db: Db,
  markdown: MarkdownRenderer,
  id: number,
  form: SavedCareerForm,
): Promise<AdminCareer> {
  const [current] = await db
    .select({ closingDate: careers.closingDate })
    .from(careers)
    .where(eq(careers.id, id));
  if (!current) throw unknownCareer(id);
  await checkReferences(db, form, current);
  await db
    .update(careers)
    .set({ ...form, updatedAt: new Date() })
    .where(eq(careers.id, id));
  invalidatePublicCache(db, 'careers');
  return getAdminCareer(db, markdown, id);
}

/** Close, reopen, put on hold or mark filled; only OPEN careers are public. */
export async function setCareerStatus(
  db: Db,
  markdown: MarkdownRenderer,
  id: number,
  status: CareerStatus,
): Promise<AdminCareer> {
  const updated = await db
    .update(careers)
    .set({ status, updatedAt: new Date() })
    .where(eq(careers.id, id))
    .returning({ id: careers.id });
  if (updated.length === 0) throw unknownCareer(id);
  invalidatePublicCache(db, 'careers');
  return getAdminCareer(db, markdown, id);
}

/** The clients a job can be run for and the departments already in use, for the form's selects. */
export async function careerFormOptions(db: Db): Promise<CareerFormOptions> {
  const [clientRows, departmentRows] = await Promise.all([
    db
      .select({ sno: clients.sno, name: clients.name })
      .from(clients)
      .orderBy(asc(sql`lower(${clients.name})`)),
    db
      .selectDistinct({ department: sql<string>`trim(${careers.department})` })
      .from(careers)
      .where(isNotNull(careers.department)),
  ]);
  return {
    clients: clientRows,
    departments: departmentRows
      .map((row) => row.department)
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b, 'en')),
  };
}
