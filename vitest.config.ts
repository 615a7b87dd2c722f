import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { StallWatchdog, stallLimitMs } from './tests/support/stall-watchdog';
import { e2eGroupOrder, projectFirst } from './tests/support/test-order';

export type ProjectName = 'domain' | 'unit' | 'postgres' | 'ui' | 'e2e';

export interface ProjectFiles {
  readonly include: readonly string[];
  readonly exclude?: readonly string[];
}

/**
 * Test files at a time in the unit, postgres and ui projects: every core but one, and never fewer
 * than two. Vitest's own default (every core but one) runs a 2-core machine's whole suite one file
 * at a time with a core idle (docs/decisions/testing.md, "The suite's time").
 */
const WORKERS = Math.max(2, availableParallelism() - 1);
/**
 * End-to-end files at a time, each with its worker's sandbox stack and Chromium: two, also on a
 * bigger machine (E2E_WORKERS sets another count, for measuring).
 */
const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 2;

/**
 * Vitest runs one group of files after another. When the worker counts agree (a 2- or 3-core
 * machine, CI's), the e2e files share the others' group and go first in it: the two workers start
 * on the longest files, and the short unit files fill the end, where each worker finishes its last
 * e2e file at its own time, instead of one worker waiting for the other at the end of the first
 * group and again at the end of the run (docs/decisions/testing.md, "The suite's time"). A worker
 * keeps its process (and its Chromium and stack) only while the next file in the queue is an e2e
 * file too: the e2e files are queued together, never mixed with the others.
 */
const E2E_GROUP = e2eGroupOrder(WORKERS, E2E_WORKERS);

/**
 * Vitest's own order (with its results cache: failed first, then the longest; on a fresh clone the
 * largest file first), with the e2e files ahead of the others of their group. Vitest queues the
 * projects of a group by name, which happens to put 'e2e' first; this holds it on purpose.
 */
export class E2eFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return projectFirst<TestSpecification>(await super.sort(files), 'e2e', (file) => ({ group: file.project.config.sequence.groupOrder, project: file.project.name }));
  }
}

/**
 * The unit, postgres and ui files run in worker threads, not child processes: every file still
 * gets its own module graph (isolate), but a thread starts for much less than a process. The unit
 * project took 183 s in threads against 250 s in processes, its CPU 345 s against 475 s
 * (docs/decisions/testing.md, "The suite's time"). The e2e files keep processes: each holds a sandbox
 * stack and a browser for minutes, and its start is no part of its time.
 */
const POOL = 'threads';

/**
 * The five test projects, for the files given: the suite's (SUITE_FILES, below) or the small
 * fixtures the exit-code test runs through the very same configuration
 * (tests/tooling/fixtures/vitest.config.ts). Every timeout here stays under the stall watchdog's
 * window (tests/support/stall-watchdog.ts), so a slow test fails by its own timeout, with its name,
 * and the watchdog only ends what no timeout can (a file that never loads, a worker that is stuck).
 */
export function testProjects(files: Readonly<Record<ProjectName, ProjectFiles>>): TestProjectInlineConfiguration[] {
  const globs = (name: ProjectName) => ({ include: [...files[name].include], ...(files[name].exclude ? { exclude: [...files[name].exclude] } : {}) });
  return [
    {
      // The domain's tests: pure functions and machines over fakes, no store, no server, no module
      // state of their own (lint keeps the sandbox out of them). A worker runs its files one after
      // another in one module graph (isolate: false), so the domain, XState, big.js and fast-check
      // load once per worker instead of once per file: the 87 files took 22 s of CPU against 60 s
      // isolated (docs/decisions/testing.md, "The suite's time").
      test: {
        name: 'domain',
        environment: 'node',
        pool: POOL,
        ...globs('domain'),
        isolate: false,
        maxWorkers: WORKERS,
        testTimeout: 20_000,
      },
    },
    {
      test: {
        name: 'unit',
        environment: 'node',
        pool: POOL,
        ...globs('unit'),
        maxWorkers: WORKERS,
        testTimeout: 20_000,
        // beforeAll hooks open PGlite; a cold start (no cached template yet) takes well over 10 s on a busy machine.
        hookTimeout: 60_000,
      },
    },
    {
      // The money tests again on a real PostgreSQL server (PGlite runs one statement at a time,
      // so it cannot show a race): one embedded server for the run, a database per test file.
      test: {
        name: 'postgres',
        environment: 'node',
        pool: POOL,
        ...globs('postgres'),
        globalSetup: ['tests/support/postgres-server.ts'],
        maxWorkers: WORKERS,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    },
    {
      // The app's own Vite config (React with the Lingui macro, .po compilation), rooted back at
      // the repository so the globs below resolve from here.
      extends: './vite.config.ts',
      root: '.',
      test: {
        name: 'ui',
        environment: 'jsdom',
        pool: POOL,
        ...globs('ui'),
        setupFiles: ['tests/ui/setup.ts'],
        maxWorkers: WORKERS,
        testTimeout: 20_000,
      },
    },
    {
      test: {
        name: 'e2e',
        environment: 'node',
        ...globs('e2e'),
        globalSetup: ['tests/e2e/support/global-setup.ts'],
        setupFiles: ['tests/e2e/support/setup.ts'],
        maxWorkers: E2E_WORKERS,
        // A worker runs its files one after another in one process with one module graph, so the
        // Chromium and the sandbox stack it starts for its first file serve every later one
        // (tests/e2e/support/stack-and-browser.ts; docs/decisions/testing.md, "One stack and one
        // browser per end-to-end worker"). Each file still gets its own browser context and its own
        // new users; the files that change the whole sandbox start a stack of their own.
        isolate: false,
        // In the others' group when the worker counts agree, first in it; else in a group after theirs.
        sequence: { groupOrder: E2E_GROUP },
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    },
  ];
}

export const SUITE_FILES: Readonly<Record<ProjectName, ProjectFiles>> = {
  domain: { include: ['tests/domain/**/*.test.ts'], exclude: ['tests/**/*.pg.test.ts'] },
  unit: {
    include: ['tests/adapters/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
    exclude: ['tests/**/*.pg.test.ts'],
  },
  postgres: { include: ['tests/**/*.pg.test.ts'] },
  ui: { include: ['tests/ui/**/*.test.{ts,tsx}'] },
  e2e: { include: ['tests/e2e/**/*.e2e.test.ts'] },
};

export default defineConfig({
  test: {
    projects: testProjects(SUITE_FILES),
    sequence: { sequencer: E2eFirstSequencer },
    // A run that stops making progress fails, naming the files that hung (TEST_STALL_SECONDS).
    reporters: ['default', new StallWatchdog({ limitMs: stallLimitMs() })],
  },
});
