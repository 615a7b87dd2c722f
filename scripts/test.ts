/**
 * `npm test`: the type check, lint and every test project, side by side (docs/decisions/testing.md, "The
 * suite's time"). They used to run one after the other, the type check and lint two minutes of one
 * core before Vitest started; together they keep both cores of a 2-core machine busy while Vitest
 * builds the app for the end-to-end tests.
 *
 * Vitest writes to the terminal as it runs; the type check's and lint's output is held and printed
 * after it, whole, then one line per step with its verdict. The exit code is 0 only when all three
 * exited 0; arguments go to Vitest (`npm test -- tests/x.test.ts`), as they did.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Step {
  readonly name: string;
  readonly command: readonly string[];
  /** The step writes to the terminal as it runs; otherwise its output is held and printed after every step. */
  readonly live?: boolean;
}

export interface StepResult {
  readonly name: string;
  /** The exit code, or null when a signal ended the step. */
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly output: string;
  readonly seconds: number;
}

const passed = (result: StepResult): boolean => result.code === 0 && result.signal === null;

function runStep(step: Step, started: Set<ReturnType<typeof spawn>>): Promise<StepResult> {
  const began = Date.now();
  const [program = '', ...args] = step.command;
  const child = spawn(program, args, { stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const done = (code: number | null, signal: NodeJS.Signals | null, extra = ''): void => {
      started.delete(child);
      resolve({ name: step.name, code, signal, output: output + extra, seconds: Math.round((Date.now() - began) / 1000) });
    };
    // A step that cannot start at all fails like one that exits non-zero.
    child.once('error', (error) => done(1, null, `${error.message}\n`));
    child.once('close', (code, signal) => done(code, signal));
  });
}

/** Runs the steps at once; resolves to the exit code (0 only when every step passed) once all have ended. */
export async function runSteps(steps: readonly Step[], write: (text: string) => void = (text) => process.stdout.write(text)): Promise<number> {
  const started = new Set<ReturnType<typeof spawn>>();
  // Ended from outside (Ctrl-C, CI's limit): the steps end too, and the run fails.
  const stop = (signal: NodeJS.Signals): void => {
    for (const child of started) child.kill(signal);
    process.exitCode = 1;
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    const results = await Promise.all(steps.map((step) => runStep(step, started)));
    const lines: string[] = [];
    for (const result of results) {
      if (result.output.trim() === '') continue;
      lines.push('', `[test] ${result.name}:`, result.output.trimEnd());
    }
    lines.push('');
    for (const result of results) {
      const verdict = passed(result) ? 'passed' : `FAILED (${result.signal ?? `exit ${String(result.code)}`})`;
      lines.push(`[test] ${result.name} ${verdict} in ${String(result.seconds)} s`);
    }
    write(`${lines.join('\n')}\n`);
    return results.every(passed) ? 0 : 1;
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
  }
}

/** The type check's and lint's caches: the same flags as `npm run typecheck` and `npm run lint`. */
export const TYPECHECK_CACHE = ['--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo'] as const;
export const LINT_CACHE = ['--cache', '--cache-location', 'node_modules/.cache/eslint/'] as const;

/** What `npm test` runs; `vitestArgs` go after `vitest run`. */
export function testSteps(vitestArgs: readonly string[]): Step[] {
  const bin = (path: string): string => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
  const node = process.execPath;
  // Both keep what they learnt about unchanged files under node_modules/.cache (never committed):
  // a second run checks and lints only what changed since (docs/decisions/testing.md, "The suite's time").
  return [
    { name: 'typecheck', command: [node, bin('typescript/bin/tsc'), '-p', '.', ...TYPECHECK_CACHE] },
    { name: 'lint', command: [node, bin('eslint/bin/eslint.js'), '.', ...LINT_CACHE] },
    { name: 'vitest', command: [node, bin('vitest/vitest.mjs'), 'run', ...vitestArgs], live: true },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runSteps(testSteps(process.argv.slice(2)));
}
