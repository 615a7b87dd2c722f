/**
 * Starts sandbox server processes (sandbox-process-child.ts) on one PostgreSQL database, on free
 * loopback ports, and stops them: how the PostgreSQL tests and the claims load script run two
 * sandboxes side by side. Each process is killed when the caller stops it, and on the caller's
 * own exit, so none outlives a run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { CoreServerName } from '../../sandbox/server';
import { bundledEntry } from './node-entry';

const CHILD = fileURLToPath(new URL('./sandbox-process-child.ts', import.meta.url));
/** Loading the sandbox and migrating takes a while on a busy machine. */
const START_LIMIT_MS = 90_000;

export interface SandboxProcess {
  readonly urls: Readonly<Record<CoreServerName, string>>;
  readonly pid: number;
  /** SIGTERM, then SIGKILL if it has not ended within 5 s. */
  stop(): Promise<void>;
}

export interface SandboxProcessOptions {
  readonly databaseUrl: string;
  /** This process's own clock runs this many ms off the others' (SANDBOX_PROCESS_SKEW_MS). */
  readonly skewMs?: number;
  /** How often the store's ranks are recomputed and this process looks for them (ranks-refresh.ts). */
  readonly ranks?: { readonly refreshMs: number; readonly pollMs: number };
  /** Its servers in this many cluster workers on the same ports (SANDBOX_WORKERS; default 1). */
  readonly workers?: number;
  /**
   * A folder for V8 CPU profiles (`node --cpu-prof`): each process (cluster workers included, which
   * inherit the flag) writes one `.cpuprofile` there when it ends through stop().
   */
  readonly cpuProfileDir?: string;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function onceReady(child: ChildProcess, errors: () => string): Promise<Record<CoreServerName, string>> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error(`sandbox process not ready in ${START_LIMIT_MS} ms\n${errors()}`)), START_LIMIT_MS);
    lines.on('line', (line) => {
      if (!line.startsWith('ready ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('ready '.length)) as Record<CoreServerName, string>);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`sandbox process ended before ready (${String(code ?? signal)})\n${errors()}`));
    });
  });
}

export async function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxProcess> {
  const profile = options.cpuProfileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`];
  // Bundled once, not loaded through tsx (node-entry.ts); its cluster workers run the same bundle. A
  // profiled process keeps tsx, so its profile names the source files (scripts/cpu-profile-summary.ts).
  const entry = options.cpuProfileDir === undefined ? [await bundledEntry(CHILD)] : ['--import', 'tsx', CHILD];
  const child = spawn(process.execPath, [...profile, ...entry], {
    env: {
      ...process.env,
      SANDBOX_DATABASE_URL: options.databaseUrl,
      SANDBOX_PROCESS_SKEW_MS: String(options.skewMs ?? 0),
      SANDBOX_WORKERS: String(options.workers ?? 1),
      ...(options.ranks ? { SANDBOX_RANK_REFRESH_MS: String(options.ranks.refreshMs), SANDBOX_RANK_POLL_MS: String(options.ranks.pollMs) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void ended.then(() => running.delete(child));
  let urls: Record<CoreServerName, string>;
  try {
    urls = await onceReady(child, () => errors);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    urls,
    pid: child.pid ?? -1,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await ended;
      clearTimeout(timer);
    },
  };
}
