/**
 * What `npm test` reports is what happened (issue 18): the real test runner, with the suite's own
 * projects (tests/tooling/fixtures/vitest.config.ts), over small fixtures. A run exits 0 only when
 * everything ran and passed; a failing test in any project, a file that does not load, a failing
 * hook or global teardown make it exit 1; a run that stops making progress is ended, naming the
 * files that hung. And `npm test` itself (scripts/test.ts) exits 0 only when the type check, lint
 * and Vitest all did.
 *
 * The e2e fixtures skip the app's build (E2E_SKIP_BUILD): they open a browser, not the app, and the
 * build costs a minute; the rest of the e2e project's configuration is the suite's.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LINT_CACHE, TYPECHECK_CACHE, runSteps, testSteps, type Step } from '../../scripts/test';
import { STALL_LIMIT_VARIABLE } from '../support/stall-watchdog';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITEST = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));
const CONFIG = 'tests/tooling/fixtures/vitest.config.ts';
const FIXTURES = 'tests/tooling/fixtures';
/** Each run starts Vitest (and maybe PostgreSQL or Chromium) on a busy machine. */
const RUN_LIMIT_MS = 150_000;

interface Run {
  /** null when the run was ended by a signal (its limit). */
  readonly code: number | null;
  readonly pid: number | undefined;
  readonly output: string;
  readonly seconds: number;
}

/** Runs Vitest on the fixtures; `args` pick the projects and the scenario folder. */
function runFixtures(args: readonly string[], env: Record<string, string> = {}, limitMs = RUN_LIMIT_MS - 5_000): Promise<Run> {
  // The runner's own variables would tell the inner Vitest it runs inside a worker.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'));
  const started = Date.now();
  const child = spawn(process.execPath, [VITEST, 'run', '--config', CONFIG, ...args], {
    cwd: ROOT,
    env: { ...inherited, E2E_SKIP_BUILD: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so a run and what it started can be ended together.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A run past its limit (just under its test's timeout) is ended with everything it started (its
  // workers, Chromium, the PostgreSQL helper): the test then fails on the run's exit code, with its
  // output, and nothing is left running after it. A test worker that ends takes its runs with it.
  const endGroup = (): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has already ended.
    }
  };
  const limit = setTimeout(endGroup, limitMs);
  process.once('exit', endGroup);
  return new Promise((resolve, reject) => {
    const settle = (): void => {
      clearTimeout(limit);
      process.off('exit', endGroup);
    };
    child.once('error', (error) => {
      settle();
      reject(error);
    });
    child.once('exit', (code) => {
      settle();
      resolve({ code, pid: child.pid, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** 'alive' while any process of the group `pid` leads exists, else the error's code (ESRCH). */
function groupState(pid: number): string | undefined {
  try {
    process.kill(-pid, 0);
    return 'alive';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code;
  }
}

/** The summary's count for a line ("Test Files", "Tests"), e.g. "1 failed (1)". */
const summary = (run: Run, line: 'Test Files' | 'Tests'): string => new RegExp(`^\\s*${line}\\s+(.+)$`, 'm').exec(run.output)?.[1]?.trim() ?? `(no ${line} line)\n${run.output}`;

describe.concurrent('the exit code of a test run', () => {
  it('is 0 when every project ran and passed', async () => {
    const run = await runFixtures([`${FIXTURES}/passing/`]);
    expect(summary(run, 'Test Files'), run.output).toBe('5 passed (5)');
    expect(run.code, run.output).toBe(0);
  }, RUN_LIMIT_MS);

  it.for(['domain', 'unit', 'postgres', 'ui', 'e2e'])('is 1 when a test fails in the %s project', { timeout: RUN_LIMIT_MS }, async (project) => {
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

  // The context's expect: a concurrent test's poll needs its own.
  it('is ended with every process it started when it outlives its limit', async ({ expect }) => {
    // The watchdog's window far away, so only the limit can end this hanging run.
    const run = await runFixtures(['--maxWorkers', '2', `${FIXTURES}/hanging/`], { [STALL_LIMIT_VARIABLE]: '600' }, 8_000);
    expect(run.code, run.output).toBeNull();
    expect(run.seconds).toBeLessThan(60);
    // No process of its group is left (the signal 0 only asks whether any exists), once the
    // system has reaped them.
    await expect.poll(() => groupState(run.pid ?? 0), { timeout: 5_000 }).toBe('ESRCH');
  }, RUN_LIMIT_MS);
});

describe('npm test, the type check, lint and Vitest side by side (scripts/test.ts)', () => {
  const node = process.execPath;
  const step = (name: string, code: string, live = false): Step => ({ name, command: [node, '-e', code], live });
  const run = async (steps: readonly Step[]): Promise<{ code: number; output: string }> => {
    let output = '';
    const code = await runSteps(steps, (text) => (output += text));
    return { code, output };
  };

  it('runs the three steps: the type check, lint, and Vitest with the arguments given', async () => {
    const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.test).toBe('tsx scripts/test.ts');
    // The scripts a developer runs alone keep the very same caches.
    expect(manifest.scripts.typecheck).toBe(`tsc -p . ${TYPECHECK_CACHE.join(' ')}`);
    expect(manifest.scripts.lint).toBe(`eslint . ${LINT_CACHE.join(' ')}`);
    const steps = testSteps(['tests/x.test.ts']);
    expect(steps.map(({ name, command }) => [name, ...command.slice(1).map((part) => part.replace(ROOT, ''))])).toEqual([
      ['typecheck', 'node_modules/typescript/bin/tsc', '-p', '.', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo'],
      ['lint', 'node_modules/eslint/bin/eslint.js', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'],
      ['vitest', 'node_modules/vitest/vitest.mjs', 'run', 'tests/x.test.ts'],
    ]);
    for (const { command } of steps) expect(command[0]).toBe(node);
  });

  it('is 0 only when every step exited 0', async () => {
    const all = await run([step('typecheck', ''), step('lint', 'console.log("clean")'), step('vitest', '', true)]);
    expect(all.code, all.output).toBe(0);
    expect(all.output).toContain('[test] typecheck passed');
    expect(all.output).toContain('[test] vitest passed');
  });

  it.for(['typecheck', 'lint', 'vitest'])('is 1 when %s fails, the others passing, and prints what it said', async (failing) => {
    const steps = ['typecheck', 'lint', 'vitest'].map((name) =>
      name === failing ? step(name, `setTimeout(() => { console.error('${name} found a problem'); process.exit(2); }, 300)`) : step(name, ''),
    );
    const result = await run(steps);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`[test] ${failing}:\n${failing} found a problem`);
    expect(result.output).toContain(`[test] ${failing} FAILED (exit 2)`);
  });

  it('is 1 when a step is ended by a signal or cannot start', async () => {
    const killed = await run([step('typecheck', ''), step('vitest', 'process.kill(process.pid, "SIGKILL")')]);
    expect(killed.code).toBe(1);
    expect(killed.output).toContain('[test] vitest FAILED (SIGKILL)');
    const missing = await run([{ name: 'lint', command: [join(ROOT, 'node_modules/.bin/no-such-program')] }]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('[test] lint FAILED (exit 1)');
  });
});
