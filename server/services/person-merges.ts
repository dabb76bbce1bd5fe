// Merging two people and undoing it (docs/decisions/0047): the merged record's applications move to the kept
// one and the move is recorded, so that an undo moves exactly those back. Both are audit-logged with ids and
// counts only.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { PERSON_MERGE_REFUSALS, type PersonMergeInput, type PersonMergeResult } from '../../contracts/people';
import type { Db } from '../db/client';
import { applications, people, personMerges } from '../db/schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import { tidyPeople } from './people-left-behind';
import { mergesById, type PersonReading, personRecord, unknownPerson } from './person-record';
import { type Actor, recordAudit } from './personal-data-audit';

type StaffActor = Exclude<Actor, 'system'>;

export async function mergePeople(
  db: Db,
  input: PersonMergeInput,
  actor: StaffActor,
  reading: PersonReading,
): Promise<PersonMergeResult> {
  return db.transaction(async (tx) => {
    // Both rows locked, in id order: two merges of the same people wait for each other.
    const locked = await tx
      .select()
      .from(people)
      .where(inArray(people.id, [input.keptPersonId, input.mergedPersonId]))
      .orderBy(asc(people.id))
      .for('update');
    const kept = locked.find((row) => row.id === input.keptPersonId);
    const merged = locked.find((row) => row.id === input.mergedPersonId);
    if (!kept) throw unknownPerson(input.keptPersonId);
    if (!merged) throw unknownPerson(input.mergedPersonId);
    for (const person of [kept, merged]) {
      if (person.mergedIntoId !== null)
        throw new ConflictError(PERSON_MERGE_REFUSALS.alreadyMerged(person.fullName));
    }
    const moved = await tx
      .update(applications)
      .set({ personId: kept.id })
      .where(eq(applications.personId, merged.id))
      .returning({ id: applications.id });
    const now = new Date();
    await tx.update(people).set({ mergedIntoId: kept.id, updatedAt: now }).where(eq(people.id, merged.id));
    const [merge] = await tx
      .insert(personMerges)
      .values({
        keptPersonId: kept.id,
        mergedPersonId: merged.id,
        applicationIds: moved.map((row) => row.id),
        mergedBy: actor.id,
        mergedAt: now,
      })
      .returning({ id: personMerges.id });
    if (!merge) throw new Error('the merge was not recorded');
    await recordAudit(tx, {
      action: 'person-merge',
      actor,
      details: {
        mergeId: merge.id,
        keptPersonId: kept.id,
        mergedPersonId: merged.id,
        applications: moved.length,
      },
      at: now,
    });
    return answer(tx, merge.id, kept.id, reading);
  });
}

export async function undoPersonMerge(
  db: Db,
  mergeId: number,
  actor: StaffActor,
  reading: PersonReading,
): Promise<PersonMergeResult> {
  return db.transaction(async (tx) => {
    const [merge] = await tx.select().from(personMerges).where(eq(personMerges.id, mergeId)).for('update');
    if (!merge) throw new NotFoundError(`There is no merge with id ${mergeId}.`);
    if (merge.undoneAt) throw new ConflictError(PERSON_MERGE_REFUSALS.alreadyUndone);
    // A later merge took the kept record's applications on to a third: undoing this one first would leave
    // them there, so that one goes first.
    const [later] = await tx
      .select({ keptName: people.fullName })
      .from(personMerges)
      .innerJoin(people, eq(people.id, personMerges.keptPersonId))
      .where(
        and(
          eq(personMerges.mergedPersonId, merge.keptPersonId),
          isNull(personMerges.undoneAt),
          gt(personMerges.id, merge.id),
        ),
      )
      .limit(1);
    if (later) throw new ConflictError(PERSON_MERGE_REFUSALS.laterMerge(later.keptName));
    const ids = merge.applicationIds;
    const back =
      ids.length === 0
        ? []
        : await tx
            .update(applications)
            .set({ personId: merge.mergedPersonId })
            .where(and(inArray(applications.id, ids), eq(applications.personId, merge.keptPersonId)))
            .returning({ id: applications.id });
    const now = new Date();
    await tx
      .update(people)
      .set({ mergedIntoId: null, updatedAt: now })
      .where(eq(people.id, merge.mergedPersonId));
    await tx
      .update(personMerges)
      .set({ undoneBy: actor.id, undoneAt: now })
      .where(eq(personMerges.id, merge.id));
    await tidyPeople(tx, [merge.keptPersonId, merge.mergedPersonId]);
    await recordAudit(tx, {
      action: 'person-unmerge',
      actor,
      details: {
        mergeId: merge.id,
        keptPersonId: merge.keptPersonId,
        mergedPersonId: merge.mergedPersonId,
        applications: back.length,
      },
      at: now,
    });
    // Should the kept record have had nothing else, it is gone: the answer is the record that got them back.
    const [keptStill] = await tx
      .select({ id: people.id })
      .from(people)
      .where(eq(people.id, merge.keptPersonId));
    return answer(tx, merge.id, keptStill ? merge.keptPersonId : merge.mergedPersonId, reading);
  });
}

async function answer(tx: Db, mergeId: number, personId: number, reading: PersonReading) {
  const [merge] = await mergesById(tx, [mergeId]);
  if (!merge) throw new Error('the merge vanished');
  return { merge, person: await personRecord(tx, personId, reading) };
}
