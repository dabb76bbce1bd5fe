// npm run test:paths: every machine's generated path tests, through the machine, the component in happy-dom
// and the built site in Chromium, then one coverage table (states, transitions, both outcomes of every
// guard, consecutive transition pairs, situations) per machine and driver. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CoverageRow, formatTable } from '../../tests/support/paths/path-report';

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'meera-paths-'));
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'machines*', '--project', 'e2e', '.paths.test', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, PATHS_REPORT_DIR: reportDir } },
);

const DRIVERS = ['machine', 'happy-dom', 'chromium'];
const rows = readdirSync(reportDir)
  .map((file) => JSON.parse(readFileSync(path.join(reportDir, file), 'utf8')) as CoverageRow)
  .sort(
    (a, b) => a.machine.localeCompare(b.machine) || DRIVERS.indexOf(a.driver) - DRIVERS.indexOf(b.driver),
  );
rmSync(reportDir, { recursive: true, force: true });

console.log(
  '\nCoverage of the generated paths (covered/required; a UI driver must cover all a person can reach):\n',
);
console.log(formatTable(rows));
const machines = new Set(rows.map((row) => row.machine));
const withoutBrowser = [...machines].filter(
  (name) => !rows.some((r) => r.machine === name && r.driver === 'chromium'),
);
if (withoutBrowser.length) console.log(`\nNot walked in Chromium: ${withoutBrowser.join(', ')}.`);
const skipping = rows.filter((row) => row.skipped);
if (skipping.length) {
  console.log('\nWalked through the machine only, because no person can cause them in that driver:');
  for (const row of skipping) console.log(`  ${row.machine}, ${row.driver}: ${row.skipped}`);
}
process.exit(vitest.status ?? 1);
