import { defineConfig } from 'vitest/config';
import { HAPPY_DOM_OPTIONS } from './tests/support/dom/dom-window.ts';
import { TEST_SERVER_NODE_FLAGS } from './tests/support/server/spawn-server.ts';
import { filesNeedingFreshModules } from './tests/support/vitest/fresh-module-files.ts';
import { moveTmpdirToMemory } from './tests/support/vitest/memory-tmpdir.ts';
import { E2E_TEST_TIMEOUT_MS, WAIT_MS } from './tests/support/vitest/waits.ts';

/** Every expect.poll waits as long as tests/support/vitest/waits.ts says, in every project. */
const expectPoll = { poll: { timeout: WAIT_MS, interval: 50 } };

moveTmpdirToMemory();

// One run, four kinds of test; server tests run again on PostgreSQL when TEST_DATABASE_URL is set.
/** Server tests that open no test database (files, config, the embedded database's own backups and mail
 * queue): the PostgreSQL run would only repeat them. */
const DATABASE_FREE = [
  'accept-encoding',
  'config',
  'db-backup',
  'kept-assets',
  'mail-restart-embedded',
  'markdown-renderer',
  'note-mail-text',
  'passwords',
  'precompress',
  'prepare-database',
  'public-versions',
  'production-config',
  'resume-type',
].map((name) => `tests/server/${name}.test.ts`);

/** Tests of several servers on one PostgreSQL (docs/decisions/0012). */
const CLUSTER_TESTS = 'tests/server/cluster/**';
if (!process.env.TEST_DATABASE_URL) {
  console.info(
    'TEST_DATABASE_URL is unset: the server tests run on PGlite only, and the several-servers tests ' +
      `(${CLUSTER_TESTS}) do not run. .ci/run sets it when PostgreSQL answers.`,
  );
}

const serverProject = (
  name: string,
  env: Record<string, string>,
  { globalSetup = [], exclude = [] }: { globalSetup?: string[]; exclude?: string[] } = {},
) => ({
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    exclude,
    environment: 'node',
    env,
    // One database per worker, shared by its test files: a fresh PGlite takes seconds to create.
    isolate: false,
    setupFiles: ['tests/support/server/server-reset.ts'],
    // PGlite's WebAssembly compiled once, with V8's baseline compiler, as the e2e servers do
    // (docs/testing.md#webassembly-once).
    execArgv: TEST_SERVER_NODE_FLAGS,
    expect: expectPoll,
    globalSetup: ['tests/support/vitest/server-build-global.ts', ...globalSetup],
    testTimeout: 2 * WAIT_MS,
    hookTimeout: 60_000,
  },
});

/**
 * A project whose test files share their worker and the packages it loaded (once per worker, not once per
 * file: docs/testing.md#shared-workers), and `<name>-fresh` for the files that need a worker of their own
 * (tests/support/vitest/fresh-module-files.ts). `--project 'web*'` runs both.
 */
function sharingModules(folders: string[], test: { name: string } & Record<string, unknown>) {
  const include = folders.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
  const fresh = filesNeedingFreshModules(folders);
  const sharing = { test: { ...test, include, exclude: fresh, isolate: false } };
  return fresh.length
    ? [sharing, { test: { ...test, name: `${test.name}-fresh`, include: fresh } }]
    : [sharing];
}

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/vitest/run-summary-reporter.ts'],
    // Three at once on two cores: much of a test's time is spent waiting (a page's network going quiet, a
    // server starting), and a third file fills it (docs/testing.md#three-workers). A fourth was no faster;
    // two did better for the browser walks alone but not for the whole e2e project (docs/testing.md#tried).
    maxWorkers: 3,
    projects: [
      ...sharingModules(['tests/machines', 'tests/contracts', 'tests/tooling'], {
        name: 'machines',
        environment: 'node',
        // For the walks through components, which ask for happy-dom in their first line.
        environmentOptions: HAPPY_DOM_OPTIONS,
        setupFiles: [
          'tests/support/vitest/fresh-app-modules.ts',
          'tests/support/vitest/react-act-environment.ts',
        ],
        // A path's first walk also loads its component's modules: seconds on a busy machine.
        testTimeout: 2 * WAIT_MS,
      }),
      ...sharingModules(['tests/web'], {
        name: 'web',
        environment: 'happy-dom',
        environmentOptions: HAPPY_DOM_OPTIONS,
        setupFiles: ['tests/support/vitest/fresh-app-modules.ts', 'tests/support/dom/web.ts'],
        expect: expectPoll,
        testTimeout: 2 * WAIT_MS,
      }),
      // Several servers on one database need PostgreSQL: tests/server/cluster runs in server-pg only.
      serverProject('server', { TEST_DB: 'pglite' }, { exclude: [CLUSTER_TESTS] }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject(
              'server-pg',
              { TEST_DB: 'postgres' },
              {
                globalSetup: ['tests/support/vitest/postgres-global.ts'],
                exclude: DATABASE_FREE,
              },
            ),
          ]
        : []),
      // Each e2e file still has a server of its own, started in its worker's server host process
      // (docs/testing.md#e2e-server-host); the worker's Chromium is shared
      // (tests/support/browser/browser.ts).
      ...sharingModules(['tests/e2e'], {
        name: 'e2e',
        environment: 'node',
        globalSetup: ['tests/support/vitest/e2e-global.ts'],
        setupFiles: ['tests/support/vitest/fresh-app-modules.ts'],
        // One generous wait (tests/support/vitest/waits.ts): every expect.poll and every Playwright wait uses it,
        // so no test depends on how fast the machine is today.
        expect: expectPoll,
        testTimeout: E2E_TEST_TIMEOUT_MS,
        hookTimeout: 300_000,
      }),
    ],
  },
});
