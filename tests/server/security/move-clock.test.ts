// Moves are stamped by the database's clock, and "the latest move" is the one written last
// (docs/decisions/0040): servers whose clocks disagree can never disagree about which move an undo may take
// back, nor about whether its window has passed.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOVE_UNDO_REFUSALS } from '../../../contracts/recruiter';
import { applicationStatusHistory } from '../../../server/db/schema';
import { ConflictError } from '../../../server/domain-errors';
import type { MailQueue } from '../../../server/mail/mail-queue';
import { undoMove } from '../../../server/services/move-undo';
import { moveApplication } from '../../../server/services/pipeline';
import { historyRowsOf, insertApplication } from '../../support/server/application-fixtures';
import { createStaff } from '../../support/server/auth';
import { insertCareer } from '../../support/server/careers-fixtures';
import { getTestDatabase } from '../../support/server/test-database';

const UNDO_MINUTES = 10;
const MINUTE = 60_000;
let ritaId: number;
let applicationId: number;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  ritaId = (await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' })).id;
  const careerId = (await insertCareer({ title: 'Payroll Executive' })).id;
  applicationId = (
    await insertApplication(db, { careerId, statusCode: 'APPLIED', email: 'priya@example.com' })
  ).id;
});

/**
 * Runs `work` as a server whose clock is `offsetMs` off would: `new Date()` reads that clock. `Date.now()` is
 * left alone, since the embedded test database reads its own clock through it.
 */
async function onServerClock<T>(offsetMs: number, work: () => Promise<T>): Promise<T> {
  const RealDate = globalThis.Date;
  class SkewedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as [string]));
    }
  }
  globalThis.Date = SkewedDate as DateConstructor;
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** These moves stay in the pipeline, so no interview is cancelled and nothing is announced. */
const NOTHING_ANNOUNCED = {
  mail: new Proxy({} as MailQueue, {
    get: () => {
      throw new Error('a move within the pipeline announced an interview change');
    },
  }),
  publicUrl: 'http://127.0.0.1',
};

const moveTo = async (toStatusCode: string) => {
  const { db } = await getTestDatabase();
  return moveApplication(db, {
    applicationId,
    toStatusCode,
    userId: ritaId,
    undoMinutes: UNDO_MINUTES,
    mailing: NOTHING_ANNOUNCED,
  });
};

const undo = async (historyId: number | undefined) => {
  const { db } = await getTestDatabase();
  return undoMove(
    db,
    { applicationId, historyId: historyId ?? 0, userId: ritaId },
    { undoMinutes: UNDO_MINUTES },
  );
};

const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => null,
    (error: unknown) => (error instanceof ConflictError ? error.message : Promise.reject(error)),
  );

describe('moves on servers whose clocks disagree', () => {
  it('the move made last is the latest, though a server an hour fast made the one before it', async () => {
    const { db } = await getTestDatabase();
    await onServerClock(60 * MINUTE, () => moveTo('PROFILE_SCREENED'));
    const interviewing = await onServerClock(0, () => moveTo('INTERVIEWING'));
    const rows = await historyRowsOf(db, applicationId);
    const last = rows.find((row) => row.toStatus === 'INTERVIEWING');
    // The board offers to undo the move made last, and the undo takes it back.
    expect(interviewing.undoableMove?.historyId).toBe(last?.id);
    const undone = await undo(last?.id);
    expect(undone.status.statusCode).toBe('PROFILE_SCREENED');
    // No stamp is in the database's future.
    const [{ inFuture } = { inFuture: -1 }] = (
      (await db.execute(
        sql`select count(*)::int as "inFuture" from ${applicationStatusHistory}
            where ${applicationStatusHistory.applicationId} = ${applicationId}
              and ${applicationStatusHistory.changedAt} > now()`,
      )) as unknown as { rows: { inFuture: number }[] }
    ).rows;
    expect(inFuture).toBe(0);
  });

  it('the undo window is the database’s: a fast server does not close it early, a slow one not late', async () => {
    const { db } = await getTestDatabase();
    const screened = await moveTo('PROFILE_SCREENED');
    // Eleven minutes fast: still within the window as the database tells it.
    const undone = await onServerClock(11 * MINUTE, () => undo(screened.undoableMove?.historyId));
    expect(undone.status.statusCode).toBe('APPLIED');

    const again = await moveTo('PROFILE_SCREENED');
    // Eleven minutes ago, as far as the database can tell; a server eleven minutes slow still refuses.
    await db
      .update(applicationStatusHistory)
      .set({ changedAt: sql`${applicationStatusHistory.changedAt} - interval '11 minutes'` })
      .where(eq(applicationStatusHistory.applicationId, applicationId));
    expect(await refusalOf(onServerClock(-11 * MINUTE, () => undo(again.undoableMove?.historyId)))).toBe(
      MOVE_UNDO_REFUSALS.windowPassed,
    );
  });
});
