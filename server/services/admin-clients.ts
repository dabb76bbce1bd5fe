// Client companies: a searchable list with their job counts, add, edit, delete (only without jobs), and the
// careers run for one client (the careers list, narrowed to that client).
import { asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CareerStatus } from '../../contracts/admin-careers';
import type { Client, ClientForm, ClientJobs, ClientRow } from '../../contracts/admin-clients';
import type { Page, PagingQuery } from '../../contracts/admin-common';
import type { Db } from '../db/client';
import { careers, clients } from '../db/schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import { listAdminCareers } from './admin-careers';
import { containsPattern, pageWindow } from './admin-paging';

const rowColumns = {
  sno: clients.sno,
  name: clients.name,
  contactPerson: clients.contactPerson,
  email: clients.email,
  phone: clients.phone,
  industry: clients.industry,
  country: clients.country,
  jobsCount: sql<number>`(select count(*)::int from ${careers} where ${careers.clientSno} = ${clients.sno})`,
  openJobsCount: sql<number>`(select count(*)::int from ${careers} where ${careers.clientSno} = ${clients.sno} and ${careers.status} = 'OPEN')`,
};

export async function listClients(db: Db, filter: PagingQuery): Promise<Page<ClientRow>> {
  let where: SQL | undefined;
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where = or(
      ilike(clients.name, pattern),
      ilike(clients.contactPerson, pattern),
      ilike(clients.email, pattern),
      ilike(clients.industry, pattern),
      ilike(clients.country, pattern),
    );
  }
  const { limit, offset } = pageWindow(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(clients)
      .where(where)
      .orderBy(asc(sql`lower(${clients.name})`), asc(clients.sno))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      jobsCount: Number(row.jobsCount),
      openJobsCount: Number(row.openJobsCount),
    })),
    total: Number(total?.total ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

const unknownClient = (sno: number) => new NotFoundError(`There is no client with number ${sno}.`);

export async function getClient(db: Db, sno: number): Promise<Client> {
  const [row] = await db
    .select({
      ...rowColumns,
      address: clients.address,
      notes: clients.notes,
      createdAt: clients.createdAt,
      updatedAt: clients.updatedAt,
    })
    .from(clients)
    .where(eq(clients.sno, sno));
  if (!row) throw unknownClient(sno);
  return {
    ...row,
    jobsCount: Number(row.jobsCount),
    openJobsCount: Number(row.openJobsCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createClient(db: Db, form: ClientForm): Promise<Client> {
  const [row] = await db.insert(clients).values(form).returning({ sno: clients.sno });
  if (!row) throw new Error('the client was not stored');
  return getClient(db, row.sno);
}

export async function updateClient(db: Db, sno: number, form: ClientForm): Promise<Client> {
  const updated = await db
    .update(clients)
    .set({ ...form, updatedAt: new Date() })
    .where(eq(clients.sno, sno))
    .returning({ sno: clients.sno });
  if (updated.length === 0) throw unknownClient(sno);
  return getClient(db, sno);
}

/** Only a client without jobs can go: a job's history must keep saying whom it was for. */
export async function deleteClient(db: Db, sno: number): Promise<void> {
  const client = await getClient(db, sno);
  if (client.jobsCount > 0) {
    throw new ConflictError(
      `${client.name} has ${client.jobsCount === 1 ? 'a job' : `${client.jobsCount} jobs`}. A client with jobs cannot be deleted; move the jobs to another client first.`,
    );
  }
  await db.delete(clients).where(eq(clients.sno, sno));
}

export async function clientJobs(
  db: Db,
  sno: number,
  filter: PagingQuery & { status?: CareerStatus | undefined },
): Promise<ClientJobs> {
  const client = await getClient(db, sno);
  const jobs = await listAdminCareers(db, { ...filter, clientSno: sno, sort: 'newest' });
  return { ...jobs, client: { sno: client.sno, name: client.name } };
}
