// What `TRUNCATE … RESTART IDENTITY CASCADE` does to a test's database, done with DELETEs: a TRUNCATE
// gives every table and index new files, tens of milliseconds per test on PGlite, while deleting the few
// rows a test wrote takes a few. The statement is worked out once per database from its catalog.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

interface Reached {
  table: string;
  /** The other tables this one's foreign keys point at. */
  references: string[];
  /** Its serial and identity columns' sequences. */
  sequences: string[];
}

const statements = new WeakMap<Database, Promise<SQL>>();

/**
 * Empties `tables` and every table whose foreign keys reach them, and restarts their sequences. One list
 * per database: the statement worked out for the first call's `tables` serves every later call.
 */
export async function emptyTables(database: Database, tables: readonly string[]): Promise<void> {
  let statement = statements.get(database);
  if (!statement) {
    statement = emptyingStatement(database, tables);
    statements.set(database, statement);
  }
  await database.db.execute(await statement);
}

async function emptyingStatement(database: Database, tables: readonly string[]): Promise<SQL> {
  // Partitions are emptied with their table, so only top-level constraints count (conparentid = 0).
  const { rows } = (await database.db.execute(sql`
    WITH RECURSIVE reached(rel) AS (
      SELECT unnest(${`{${tables.join(',')}}`}::text[])::regclass
      UNION
      SELECT c.conrelid::regclass FROM pg_constraint c JOIN reached r ON c.confrelid = r.rel
        WHERE c.contype = 'f' AND c.conparentid = 0
    )
    SELECT r.rel::text AS "table",
      array(SELECT DISTINCT c.confrelid::regclass::text FROM pg_constraint c
        WHERE c.conrelid = r.rel AND c.contype = 'f' AND c.conparentid = 0 AND c.confrelid <> r.rel) AS "references",
      array(SELECT d.objid::regclass::text FROM pg_depend d JOIN pg_class s ON s.oid = d.objid
        WHERE d.refobjid = r.rel AND d.classid = 'pg_class'::regclass AND s.relkind = 'S'
          AND d.deptype IN ('a', 'i')) AS sequences
    FROM reached r`)) as unknown as { rows: Reached[] };
  const deletes = childrenFirst(rows).map((table) => `DELETE FROM ${table};`);
  const sequences = rows.flatMap((row) => row.sequences);
  return sql.raw(`DO $$ BEGIN
    ${deletes.join('\n    ')}
    PERFORM setval(seqrelid, seqstart, false) FROM pg_sequence
      WHERE seqrelid = ANY('{${sequences.join(',')}}'::regclass[]);
  END $$`);
}

/** The tables in an order that deletes every row before the rows it references (a restrict would refuse). */
function childrenFirst(rows: Reached[]): string[] {
  const ordered: string[] = [];
  let left = rows;
  while (left.length) {
    const referencedByLeft = new Set(left.flatMap((row) => row.references));
    const ready = left.filter((row) => !referencedByLeft.has(row.table));
    if (!ready.length) throw new Error(`foreign keys in a cycle: ${left.map((row) => row.table).join(', ')}`);
    ordered.push(...ready.map((row) => row.table));
    left = left.filter((row) => !ready.includes(row));
  }
  return ordered;
}
