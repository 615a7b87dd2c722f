/**
 * What `npm test` reports is what happened (issue 18): the real test runner, with the suite's own
 * projects (tests/tooling/fixtures/vitest.config.ts), over small fixtures. A run exits 0 only when
 * everything ran and passed; a failing test in any project, a file that does not load, a failing
 * hook or global teardown make it exit 1; a run that stops making progress is ended, naming the
 * files that hung.
 *
 * The e2e fixtures skip the app's build (E2E_SKIP_BUILD): they open a browser, not the app, and the
 * build costs a minute; the rest of the e2e project's configuration is the suite's.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STALL_LIMIT_VARIABLE } from '../support/stall-watchdog';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITEST = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));
const CONFIG = 'tests/tooling/fixtures/vitest.config.ts';
const FIXTURES = 'tests/tooling/fixtures';
/** Each run starts Vitest (and maybe PostgreSQL or Chromium) on a busy machine. */
const RUN_LIMIT_MS = 150_000;

interface Run {
  readonly code: number | null;
  readonly output: string;
  readonly seconds: number;
}

/** Runs Vitest on the fixtures; `args` pick the projects and the scenario folder. */
function runFixtures(args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  // The runner's own variables would tell the inner Vitest it runs inside a worker.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'));
  const started = Date.now();
  const child = spawn(process.execPath, [VITEST, 'run', '--config', CONFIG, ...args], {
    cwd: ROOT,
    env: { ...inherited, E2E_SKIP_BUILD: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** The summary's count for a line ("Test Files", "Tests"), e.g. "1 failed (1)". */
const summary = (run: Run, line: 'Test Files' | 'Tests'): string => new RegExp(`^\\s*${line}\\s+(.+)$`, 'm').exec(run.output)?.[1]?.trim() ?? `(no ${line} line)\n${run.output}`;

describe.concurrent('the exit code of a test run', () => {
  it('is 0 when every project ran and passed', async () => {
    const run = await runFixtures([`${FIXTURES}/passing/`]);
    expect(summary(run, 'Test Files'), run.output).toBe('4 passed (4)');
    expect(run.code, run.output).toBe(0);
  }, RUN_LIMIT_MS);

  it.for(['unit', 'postgres', 'ui', 'e2e'])('is 1 when a test fails in the %s project', { timeout: RUN_LIMIT_MS }, async (project) => {
    const run = await runFixtures(['--project', project, `${FIXTURES}/failing/`]);
    expect(run.output).toContain(`fails in the ${project} project`);
    expect(summary(run, 'Tests'), run.output).toBe('1 failed (1)');
    expect(run.code, run.output).toBe(1);
  });

  it('is 1 when a test file fails to load', async () => {
    const run = await runFixtures([`${FIXTURES}/broken/import-fails`]);
    expect(run.output).toContain('this file fails to load on purpose');
    expect(summary(run, 'Test Files'), run.output).toBe('1 failed (1)');
    expect(run.code, run.output).toBe(1);
  }, RUN_LIMIT_MS);

  it('is 1 when a teardown hook fails, though every test passed', async () => {
    const run = await runFixtures([`${FIXTURES}/broken/after-all-fails`]);
    expect(run.output).toContain('this teardown hook fails on purpose');
    expect(summary(run, 'Tests'), run.output).toBe('1 passed (1)');
    expect(run.code, run.output).toBe(1);
  }, RUN_LIMIT_MS);

  it('is 1 when a global teardown fails, though every test passed', async () => {
    const run = await runFixtures(['--project', 'unit', `${FIXTURES}/passing/`], { FIXTURE_TEARDOWN_FAILS: '1' });
    expect(run.output).toContain('the fixture teardown failed on purpose');
    expect(summary(run, 'Tests'), run.output).toBe('1 passed (1)');
    expect(run.code, run.output).toBe(1);
  }, RUN_LIMIT_MS);

  it('is 1 when the run stops making progress, within the window, naming the files that hung', async () => {
    // Two workers, so both hang at once: one whose import never settles, one blocked outright.
    const run = await runFixtures(['--maxWorkers', '2', `${FIXTURES}/hanging/`], { [STALL_LIMIT_VARIABLE]: '8' });
    expect(run.output).toMatch(/\[watchdog\] hung: tests\/tooling\/fixtures\/hanging\/hangs-on-import\.unit\.fixture\.ts/);
    expect(run.output).toMatch(/\[watchdog\] hung: tests\/tooling\/fixtures\/hanging\/blocks-its-worker\.unit\.fixture\.ts/);
    expect(run.code, run.output).toBe(1);
    // The window, Vitest's start and the workers' end; never the minutes a hang used to last.
    expect(run.seconds).toBeLessThan(60);
  }, RUN_LIMIT_MS);
});
