// Periodic work that runs once per period across every server on one database (docs/decisions/0012).
// A server claims a run in one atomic statement; only the claim that changed the row runs. A run whose
// server died before finishing is claimable again once its lease has passed.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface RunClaim {
  /** The task's name, one row per task. */
  task: string;
  /** How often it runs: a finished run is due again this long after it started. */
  periodMs: number;
  /** How long a run may take before another server may take it over. */
  leaseMs: number;
}

const seconds = (ms: number) => ms / 1000;

/** True when this caller won the run that is due now; false when it is not due or another server has it. */
export async function claimRun(db: Db, { task, periodMs, leaseMs }: RunClaim): Promise<boolean> {
  const result = await db.execute(sql`
    insert into scheduled_runs as r (task, started_at, lease_until)
    values (${task}, now(), now() + make_interval(secs => ${seconds(leaseMs)}))
    on conflict (task) do update set
      started_at = now(),
      lease_until = now() + make_interval(secs => ${seconds(leaseMs)}),
      finished_at = null
    where (r.finished_at is not null and r.started_at <= now() - make_interval(secs => ${seconds(periodMs)}))
       or (r.finished_at is null and r.lease_until < now())
    returning task`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** Marks the claimed run done; the next is due a period after it started. */
export async function finishRun(db: Db, task: string): Promise<void> {
  await db.execute(sql`update scheduled_runs set finished_at = now() where task = ${task}`);
}

/** Gives the run back unfinished (it failed), so the next check may try again. */
export async function releaseRun(db: Db, task: string): Promise<void> {
  await db.execute(
    sql`update scheduled_runs set lease_until = now() where task = ${task} and finished_at is null`,
  );
}
