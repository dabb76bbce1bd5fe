// The public side of careers: open jobs for the board, one job's page, the jobs a sitemap and the feeds list.
import { desc, eq } from 'drizzle-orm';
import type { CareerDetail, CareerListItem, CareerSummary } from '../../contracts/careers';
import type { Db } from '../db/client';
import { careers } from '../db/schema';
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import { storedHtml } from '../markdown/stored-html';

/** A job without a closing date is advertised for this long after posting (docs/decisions/0005-careers-board-and-applications.md). */
export const DEFAULT_ADVERT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const listColumns = {
  id: careers.id,
  title: careers.title,
  department: careers.department,
  employmentType: careers.employmentType,
  location: careers.location,
  jobId: careers.jobId,
  experience: careers.experience,
  vacancies: careers.vacancies,
  postedAt: careers.postedAt,
};

type ListRow = Pick<typeof careers.$inferSelect, keyof typeof listColumns>;

function toListItem(row: ListRow): CareerListItem {
  // Departments are trimmed (docs/requirements.md#entity-career) so the filter groups " Sales" with "Sales".
  return {
    ...row,
    title: row.title.trim(),
    department: row.department.trim(),
    postedAt: row.postedAt.toISOString(),
  };
}

/** Open jobs, newest first: the careers board. */
export async function listOpenCareers(db: Db): Promise<CareerListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(careers)
    .where(eq(careers.status, 'OPEN'))
    .orderBy(desc(careers.postedAt), desc(careers.id));
  return rows.map(toListItem);
}

/** The statuses of a job that exists but takes no applications. */
export type ClosedStatus = 'ON_HOLD' | 'CLOSED' | 'FILLED';

export type CareerLookup =
  | { state: 'open'; career: CareerDetail }
  | { state: 'closed'; career: CareerSummary; status: ClosedStatus }
  | { state: 'unknown' };

/** One job: open with its full page, closed with enough to name it, or unknown. */
export async function findCareer(db: Db, markdown: MarkdownRenderer, id: number): Promise<CareerLookup> {
  const [row] = await db
    .select({
      ...listColumns,
      description: careers.description,
      descriptionHtml: careers.descriptionHtml,
      closingDate: careers.closingDate,
      status: careers.status,
    })
    .from(careers)
    .where(eq(careers.id, id));
  if (!row) return { state: 'unknown' };
  const { description, descriptionHtml, closingDate, status, ...listRow } = row;
  const item = toListItem(listRow);
  if (status !== 'OPEN') return { state: 'closed', career: careerSummary(item), status };
  return {
    state: 'open',
    career: {
      ...item,
      descriptionHtml: await descriptionHtmlOf(db, markdown, { id, description, descriptionHtml }),
      closingDate,
      validThrough: validThrough(row.postedAt, closingDate),
    },
  };
}

/** A job's description as HTML: stored, or rendered now and stored for next time. */
function descriptionHtmlOf(
  db: Db,
  markdown: MarkdownRenderer,
  job: { id: number; description: string; descriptionHtml: string | null },
): Promise<string> {
  return storedHtml(markdown, job.description, job.descriptionHtml, (html) =>
    db.update(careers).set({ descriptionHtml: html }).where(eq(careers.id, job.id)),
  );
}

/** An open job as the job feeds describe it. */
export type FeedCareer = CareerListItem & {
  descriptionHtml: string;
  validThrough: string;
  updatedAt: string;
};

/** Open jobs with their descriptions, newest first: the job feeds (server/feeds). */
export async function openCareersForFeeds(db: Db, markdown: MarkdownRenderer): Promise<FeedCareer[]> {
  const rows = await db
    .select({
      ...listColumns,
      description: careers.description,
      descriptionHtml: careers.descriptionHtml,
      closingDate: careers.closingDate,
      updatedAt: careers.updatedAt,
    })
    .from(careers)
    .where(eq(careers.status, 'OPEN'))
    .orderBy(desc(careers.postedAt), desc(careers.id));
  return Promise.all(
    rows.map(async ({ description, descriptionHtml, closingDate, updatedAt, ...listRow }) => ({
      ...toListItem(listRow),
      descriptionHtml: await descriptionHtmlOf(db, markdown, {
        id: listRow.id,
        description,
        descriptionHtml,
      }),
      validThrough: validThrough(listRow.postedAt, closingDate),
      updatedAt: updatedAt.toISOString(),
    })),
  );
}

/** Why a job that exists takes no applications, naming it. */
export function closedMessage(career: CareerSummary, status: ClosedStatus): string {
  const name = `“${career.title}” (${career.jobId})`;
  return status === 'ON_HOLD'
    ? `${name} is on hold and not taking applications at the moment.`
    : `${name} is closed and no longer takes applications.`;
}

export const unknownCareerMessage = (id: number) => `There is no job with id ${id}.`;

export function careerSummary(career: CareerListItem): CareerSummary {
  const { id, title, jobId, department, location } = career;
  return { id, title, jobId, department, location };
}

/** The end of the closing day (UTC), else DEFAULT_ADVERT_DAYS after posting. */
export function validThrough(postedAt: Date, closingDate: string | null): string {
  if (closingDate) return new Date(`${closingDate}T23:59:59.000Z`).toISOString();
  return new Date(postedAt.getTime() + DEFAULT_ADVERT_DAYS * DAY_MS).toISOString();
}

/** Open jobs with the time they last changed, for the sitemap. */
export async function openCareersForSitemap(db: Db) {
  return db
    .select({
      id: careers.id,
      title: careers.title,
      updatedAt: careers.updatedAt,
      postedAt: careers.postedAt,
    })
    .from(careers)
    .where(eq(careers.status, 'OPEN'))
    .orderBy(desc(careers.postedAt));
}
