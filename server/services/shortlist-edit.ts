// Making and editing a shortlist draft (docs/decisions/0059): only a client's career has shortlists, and only
// its own applicants go on one. What is shared is settled in the draft; once shared the client reads a fixed list.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { SHORTLIST_TEXTS, type ShortlistCreate, type ShortlistUpdate } from '../../contracts/shortlists';
import { mayDo, shortlistPhase } from '../../machines/shortlist-rules';
import type { Db } from '../db/client';
import { applications, careers, clients, shortlistEntries, shortlists } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';

export interface StaffActor {
  id: number;
  username: string;
  displayName: string;
}

/** Refuses ids that are not applicants of the career, naming the field, before anything is written. */
async function requireApplicantsOf(tx: Db, careerId: number, ids: number[]) {
  const found = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.careerId, careerId), inArray(applications.id, ids)));
  if (found.length !== new Set(ids).size)
    throw new InvalidInputError(SHORTLIST_TEXTS.notOnCareer, { applicationIds: SHORTLIST_TEXTS.notOnCareer });
}

/** A new draft with these applicants; answers its id. */
export async function createShortlist(db: Db, input: ShortlistCreate, actor: StaffActor): Promise<number> {
  return db.transaction(async (tx) => {
    const [career] = await tx
      .select({ title: careers.title, clientSno: careers.clientSno, clientName: clients.name })
      .from(careers)
      .leftJoin(clients, eq(clients.sno, careers.clientSno))
      .where(eq(careers.id, input.careerId));
    if (!career) throw new NotFoundError(`There is no career with id ${input.careerId}.`);
    if (career.clientSno === null || career.clientName === null)
      throw new ConflictError(SHORTLIST_TEXTS.noClient);
    const ids = [...new Set(input.applicationIds)];
    await requireApplicantsOf(tx, input.careerId, ids);
    const [created] = await tx
      .insert(shortlists)
      .values({
        careerId: input.careerId,
        clientSno: career.clientSno,
        title: input.title || `${career.title} for ${career.clientName}`,
        createdById: actor.id,
        createdByName: actor.displayName,
      })
      .returning({ id: shortlists.id });
    if (!created) throw new Error('the shortlist was not written');
    await tx
      .insert(shortlistEntries)
      .values(ids.map((applicationId) => ({ shortlistId: created.id, applicationId })));
    return created.id;
  });
}

/** Locks the shortlist for a change and refuses one its phase does not allow. */
export async function lockedShortlist(
  tx: Db,
  shortlistId: number,
  action: Parameters<typeof mayDo>[1],
  words: string,
) {
  const [row] = await tx.select().from(shortlists).where(eq(shortlists.id, shortlistId)).for('update');
  if (!row) throw new NotFoundError(`There is no shortlist with id ${shortlistId}.`);
  const phase = shortlistPhase(row, new Date());
  if (!mayDo(phase, action)) throw new ConflictError(SHORTLIST_TEXTS.notNow(words, phase));
  return row;
}

/** The draft as the recruiter saved it: title, candidates (one left out is taken off) and what each shares. */
export async function updateShortlist(db: Db, shortlistId: number, input: ShortlistUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedShortlist(tx, shortlistId, 'edit', 'edited');
    const ids = input.entries.map((entry) => entry.applicationId);
    await requireApplicantsOf(tx, row.careerId, ids);
    await tx.update(shortlists).set({ title: input.title }).where(eq(shortlists.id, shortlistId));
    await tx
      .delete(shortlistEntries)
      .where(
        and(eq(shortlistEntries.shortlistId, shortlistId), notInArray(shortlistEntries.applicationId, ids)),
      );
    for (const entry of input.entries) {
      const shared = {
        shareSummary: entry.shareSummary,
        shareResume: entry.shareResume,
        shareNote: entry.shareNote,
        summary: entry.summary,
        note: entry.note,
      };
      await tx
        .insert(shortlistEntries)
        .values({ shortlistId, applicationId: entry.applicationId, ...shared })
        .onConflictDoUpdate({
          target: [shortlistEntries.shortlistId, shortlistEntries.applicationId],
          set: shared,
        });
    }
  });
}
