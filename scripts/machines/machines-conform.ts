// npm run machines:conform [-- --force]: does real stage history conform to the machine model? Reads the
// database the server would use (DATABASE_URL's PostgreSQL, else the embedded PGlite in DATA_DIR, default
// ./data), replays every application's application_status_history through the pipeline rules
// (machines/applicant-pipeline.ts) and the applicant-status machine, and prints each violating row, how often
// real data used each transition, and which of those no generated test path walks.
//
// What counts as a violation (scripts/machines/lib/conform-history.ts says it in full): a first row that is not the
// creation (from null) into the pipeline's first status; a later creation row; a row whose from is not where
// the previous row left the application (history that skips); a move the pipeline does not offer or the
// machine does not make; a status code not in application_statuses; an application whose status is not
// where its history ends, or that has no history.
//
// It only reads (one read-only transaction) and never creates, migrates or seeds: a missing, unreachable,
// unmigrated or empty database is refused. An embedded database a running server holds is refused too
// (PGlite allows one process per directory); --force reads it anyway after a crash left postmaster.pid.
//
// Interviews are replayed too (scripts/machines/lib/conform-interviews.ts): each stored interview against the
// interview rules (machines/interview-rules.ts), and no interviewer booked twice at once. So are scorecards
// (scripts/machines/lib/conform-scorecards.ts): every offer made since the gate had a yes or an override, and
// every scorecard is its interviewer's, submitted once the interview took place.
//
// Exit codes: 0 conforms, 1 any violation, 2 no database to check.

import { NoDatabaseError, type OpenedDatabase, openExistingDatabase } from './lib/conform-database';
import { conformHistory, exitCodeOf } from './lib/conform-history';
import { conformInterviews, interviewReportLines, readStoredInterviews } from './lib/conform-interviews';
import { reportLines } from './lib/conform-report';
import { readConformRows } from './lib/conform-rows';
import { readScorecardRows, scorecardReportLines } from './lib/conform-scorecard-rows';
import { scorecardViolations } from './lib/conform-scorecards';
import { movesTheTestsWalk } from './lib/conform-walked';

const NO_DATABASE = 2;

let opened: OpenedDatabase;
try {
  opened = await openExistingDatabase(process.env, { force: process.argv.includes('--force') });
} catch (error) {
  if (!(error instanceof NoDatabaseError)) throw error;
  console.error(`machines:conform: ${error.message}`);
  process.exit(NO_DATABASE);
}

const { database, where, pendingMigrations } = opened;
let data: Awaited<ReturnType<typeof readConformRows>>;
let stored: Awaited<ReturnType<typeof readStoredInterviews>>;
let cards: Awaited<ReturnType<typeof readScorecardRows>>;
try {
  data = await readConformRows(database.db);
  stored = await readStoredInterviews(database.db);
  cards = await readScorecardRows(database.db);
} finally {
  await database.close();
}

if (data.applications.length === 0 && data.rows.length === 0) {
  console.error(
    `machines:conform: ${where} has no applications and no stage history: nothing to check. ` +
      'Point DATA_DIR or DATABASE_URL at a database with data (`npm run db:seed` makes a demo one).',
  );
  process.exit(NO_DATABASE);
}

const walked = movesTheTestsWalk();
const result = await conformHistory({ ...data, walked });
const lines = reportLines(result, {
  where,
  statuses: data.statuses.length,
  paths: walked.paths,
  pendingMigrations,
});
// The interviews' and scorecards' sections go before the verdict (the last two lines), and a violation there
// fails it too.
const verdict = lines.splice(-2);
const interviews = conformInterviews(stored, new Date());
const cardViolations = scorecardViolations(cards);
lines.push(...interviewReportLines(interviews), ...scorecardReportLines(cards, cardViolations));
const more = interviews.violations.length + cardViolations.length;
if (more && !exitCodeOf(result)) {
  lines.push('', `FAIL: ${more} interview or scorecard violation(s) (exit 1)`);
} else {
  lines.push(...verdict);
}
for (const line of lines) console.info(line);
process.exitCode = Math.max(exitCodeOf(result), more ? 1 : 0);
