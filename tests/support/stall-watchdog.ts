/**
 * A Vitest reporter that fails a run which stops making progress (issue 18: a run once sat idle
 * for 8 minutes, its worker blocked, until it was killed by hand).
 *
 * Progress is anything the runner reports: a file queued, loaded, started or finished, a hook or a
 * test starting or ending. A test's own timeout covers a test that takes too long, as long as its
 * worker still runs JavaScript; what no timeout covers is a file whose import never settles or a
 * worker that is blocked outright. When nothing has happened for the window (TEST_STALL_SECONDS,
 * 240 by default), the watchdog prints which files were running and what each was doing, with the
 * state of each worker process (and, for one blocked outright, its native stack when gdb is
 * there), kills the workers (and what they started), and the run goes on without them: Vitest
 * reports their files as failed. Should the run still make no progress for
 * another window (the main process itself stuck, say in a global teardown), it ends the process.
 * Either way the run exits non-zero.
 *
 * Before the first file starts, the global setups run in the main process and report nothing: the
 * app's build for the e2e project takes minutes on a loaded 2-core machine. That phase gets three
 * windows; a setup that is truly stuck still ends the run long before CI's limit.
 */
import type { Reporter, ReportedHookContext, TestCase, TestModule, TestSpecification } from 'vitest/node';
import { describeProcess, descendants, kill, mainThreadWait, nativeStack, type ProcessInfo } from './process-tree';

export const STALL_LIMIT_VARIABLE = 'TEST_STALL_SECONDS';
const DEFAULT_LIMIT_S = 240;
/** The global setups' phase gets this many windows. */
const SETUP_WINDOWS = 3;

/** The window from the environment (seconds, fractions allowed), or the default. */
export function stallLimitMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env[STALL_LIMIT_VARIABLE]);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_LIMIT_S) * 1000;
}

export interface StallWatchdogOptions {
  readonly limitMs: number;
  /** Where the report goes (stderr by default). */
  readonly write?: (text: string) => void;
}

interface Running {
  readonly module: TestModule;
  doing: string;
}

/** Vitest's workers: child processes that run its worker entry (the forks pool). */
const isWorker = (candidate: ProcessInfo): boolean => candidate.ppid === process.pid && /vitest\/dist\/workers\//.test(candidate.command);

const moduleOf = (hook: ReportedHookContext): TestModule => (hook.entity.type === 'module' ? hook.entity : hook.entity.module);

export class StallWatchdog implements Reporter {
  private readonly limitMs: number;
  private readonly write: (text: string) => void;
  private lastProgress = Date.now();
  private readonly running = new Map<string, Running>();
  private timer: NodeJS.Timeout | undefined;
  /** Files that were running when the run stalled, in order. */
  private readonly stalled: string[] = [];
  /** When the watchdog last killed the workers (the window then starts again from there). */
  private killedAt = 0;
  /** Whether a test file has been queued (the global setups are done). */
  private filesStarted = false;

  constructor(options: StallWatchdogOptions) {
    this.limitMs = options.limitMs;
    this.write = options.write ?? ((text) => process.stderr.write(text));
  }

  onInit(): void {
    this.progress();
    this.timer ??= setInterval(() => this.check(), Math.min(1000, this.limitMs / 4));
    // Never what keeps the process alive.
    this.timer.unref();
    // Vitest sets the exit code from the results; a stall fails the run whatever they say.
    process.once('exit', () => {
      if (this.stalled.length > 0 && !process.exitCode) process.exitCode = 1;
    });
  }

  onTestRunStart(_specifications: ReadonlyArray<TestSpecification>): void {
    this.progress();
  }

  onTestModuleQueued(module: TestModule): void {
    this.filesStarted = true;
    this.running.set(module.moduleId, { module, doing: 'loading the file (its imports have not settled)' });
    this.progress();
  }

  onTestModuleCollected(module: TestModule): void {
    this.doing(module, 'loaded, no test started yet');
  }

  onTestModuleStart(module: TestModule): void {
    this.doing(module, 'starting');
  }

  onHookStart(hook: ReportedHookContext): void {
    this.doing(moduleOf(hook), `in the ${hook.name} hook of ${hook.entity.type === 'module' ? 'the file' : `"${hook.entity.fullName}"`}`);
  }

  onHookEnd(hook: ReportedHookContext): void {
    this.doing(moduleOf(hook), `after the ${hook.name} hook`);
  }

  onTestCaseReady(test: TestCase): void {
    this.doing(test.module, `in the test "${test.fullName}"`);
  }

  onTestCaseResult(test: TestCase): void {
    this.doing(test.module, `after the test "${test.fullName}"`);
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(module.moduleId);
    this.progress();
  }

  onTestRunEnd(): void {
    this.running.clear();
    // From here the window covers the global teardowns and the exit.
    this.progress();
    if (this.stalled.length > 0) this.write(`\n[watchdog] the run stalled; files that hung: ${this.stalled.join(', ')}\n`);
  }

  private doing(module: TestModule, what: string): void {
    const entry = this.running.get(module.moduleId);
    if (entry) entry.doing = what;
    else this.running.set(module.moduleId, { module, doing: what });
    this.progress();
  }

  private progress(): void {
    this.lastProgress = Date.now();
  }

  private check(): void {
    const idle = Date.now() - this.lastProgress;
    if (idle < this.limitMs * (this.filesStarted ? 1 : SETUP_WINDOWS)) return;
    const files = [...this.running.values()];
    for (const { module } of files) if (!this.stalled.includes(module.relativeModuleId)) this.stalled.push(module.relativeModuleId);
    const lines = [
      '',
      `[watchdog] no test progress for ${Math.round(idle / 1000)} s (${STALL_LIMIT_VARIABLE}=${this.limitMs / 1000}).`,
      ...(files.length > 0
        ? files.map(({ module, doing }) => `[watchdog] hung: ${module.relativeModuleId} (${module.project.name}): ${doing}`)
        : [`[watchdog] no test file was running: the runner itself is stuck (${this.filesStarted ? 'a global teardown, or the exit' : 'a global setup'}).`]),
    ];
    const workers = descendants(process.pid).filter(isWorker);
    for (const worker of workers) {
      lines.push(`[watchdog] worker ${describeProcess(worker)}`);
      // Blocked outright: only its native stack can say where.
      const stack = mainThreadWait(worker.pid).includes('futex') ? nativeStack(worker.pid) : null;
      if (stack) lines.push(...stack.split('\n').map((frame) => `[watchdog]   ${frame}`));
      for (const below of descendants(worker.pid)) lines.push(`[watchdog]   started by it: ${describeProcess(below)}`);
    }
    const killWorkers = (): void => {
      for (const worker of workers) for (const pid of [worker.pid, ...descendants(worker.pid).map((below) => below.pid)]) kill(pid);
    };
    // Killing the workers did not get the run going again (or there were none): the runner itself is stuck.
    if (workers.length === 0 || this.lastProgress === this.killedAt) {
      lines.push('[watchdog] ending the run.', '');
      this.write(lines.join('\n'));
      killWorkers();
      process.exit(1);
    }
    lines.push('[watchdog] killing the workers; the run goes on without them.', '');
    this.write(lines.join('\n'));
    killWorkers();
    this.killedAt = Date.now();
    this.lastProgress = this.killedAt;
  }
}
