/**
 * API workers (docs/decisions/sandbox-platform.md "API workers: `--workers N` on one PostgreSQL
 * (issue 36)"): N sandbox processes listening on the same ports through Node's cluster module, all
 * on one PostgreSQL. The primary forks them one after another (each migrates the store as it
 * starts, so the first does it and the others find it done), waits for each to say it listens,
 * replaces one that ends unasked, and ends them all when it is stopped. The kernel hands each new
 * connection to a worker; every value they share is in the database (the idempotency keys, the
 * sandbox clock's offset, the ranks), so which worker answers does not matter.
 */
import cluster, { type Worker } from 'node:cluster';

/** The message a worker sends once its servers listen. */
const READY = 'sandbox-worker-ready';
const MAX_WORKERS = 64;

/** `--workers N` on the command line, else SANDBOX_WORKERS, else 1. */
export function workersOption(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): number {
  const index = argv.indexOf('--workers');
  const text = index >= 0 ? argv[index + 1] : env.SANDBOX_WORKERS;
  if (text === undefined || text === '') return 1;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) throw new Error(`--workers (SANDBOX_WORKERS) takes a whole number from 1 to ${String(MAX_WORKERS)}, not '${text}'`);
  return count;
}

/**
 * PGlite is one embedded database in one process: two processes cannot open it. The refusal, said
 * before anything starts, with what to do instead; null when `workers` can run.
 */
export function workersRefusal(workers: number, databaseUrl: string | undefined): string | null {
  if (workers <= 1 || databaseUrl) return null;
  return `--workers ${String(workers)} needs a PostgreSQL server (DATABASE_URL): the default store, PGlite, is embedded in one process and cannot be shared. Set DATABASE_URL, or run one worker.`;
}

/** Whether this process is an API worker forked by runWorkers. */
export const isApiWorker = (): boolean => cluster.isWorker;

/** Called by a worker once its servers listen; `payload` reaches the primary (the servers' URLs). */
export function workerReady(payload: unknown): void {
  process.send?.({ type: READY, payload });
}

export interface Workers<T> {
  /** What the first worker said when ready (they all listen on the same ports). */
  readonly ready: T;
  readonly count: number;
  /** SIGTERM to every worker, SIGKILL to any still running 5 s later; resolves once all ended. */
  stop(): Promise<void>;
}

function untilReady<T>(worker: Worker, label: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown): void => {
      if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== READY) return;
      worker.off('exit', onExit);
      worker.off('message', onMessage);
      resolve((message as { payload: T }).payload);
    };
    const onExit = (code: number | null, signal: string | null): void => reject(new Error(`${label} ended before it was ready (${String(code ?? signal)})`));
    worker.on('message', onMessage);
    worker.once('exit', onExit);
  });
}

/** In the primary: forks `count` workers running this same script, one after another. */
export async function runWorkers<T>(count: number): Promise<Workers<T>> {
  if (!cluster.isPrimary) throw new Error('runWorkers runs in the primary process');
  const alive = new Set<Worker>();
  let stopping = false;

  const fork = async (index: number): Promise<T> => {
    const worker = cluster.fork({ SANDBOX_WORKER_INDEX: String(index) });
    alive.add(worker);
    let listening = false;
    worker.once('exit', (code, signal) => {
      alive.delete(worker);
      // One that never started is the caller's error (untilReady); replacing it would loop.
      if (stopping || !listening) return;
      // A worker that died (a crash, the OOM killer) is replaced: the others answer meanwhile.
      console.error(`[sandbox] API worker ${String(index + 1)} ended (${String(code ?? signal)}); starting another`);
      void fork(index).catch((error: unknown) => console.error('[sandbox] the replacement worker did not start', error));
    });
    const ready = await untilReady<T>(worker, `API worker ${String(index + 1)}`);
    listening = true;
    return ready;
  };

  const stop = async (): Promise<void> => {
    stopping = true;
    await Promise.all(
      [...alive].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), 5_000);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const ready = await fork(0);
    // One after another: the first has migrated the store; the rest only check it.
    for (let index = 1; index < count; index++) await fork(index);
    return { ready, count, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
