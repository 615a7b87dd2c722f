/**
 * One sandbox server process on a PostgreSQL database, as a deployment grows past one machine:
 * the tests and the claims load script (scripts/load-claims.ts) start two or more on one database
 * (sandbox-process.ts). Its environment:
 *
 *   SANDBOX_DATABASE_URL     the PostgreSQL database (required)
 *   SANDBOX_PROCESS_SKEW_MS  moves this process's own clock (Date.now) by that many ms, as on a
 *                            machine whose clock is off; the sandbox's values must not notice
 *   SANDBOX_RANK_REFRESH_MS, SANDBOX_RANK_POLL_MS  how often ranks are recomputed and looked for
 *                            (rank-refresh-env.ts)
 *   SANDBOX_WORKERS          N > 1: the servers run in N cluster workers on the same ports, as
 *                            `npm start -- --workers N` runs them (sandbox/platform/workers.ts)
 *
 * Prints one line, `ready <JSON of the servers' URLs>`, once it listens; ends cleanly on SIGTERM.
 */
import { isApiWorker, runWorkers, workerReady, workersOption } from '../../sandbox/platform/workers';
import { startSandbox } from '../../sandbox/server';
import { rankRefreshFromEnvironment } from './rank-refresh-env';

const skewMs = Number(process.env.SANDBOX_PROCESS_SKEW_MS ?? 0);
if (!Number.isFinite(skewMs)) throw new Error('SANDBOX_PROCESS_SKEW_MS must be a number of ms');
if (skewMs !== 0) {
  const systemNow = Date.now.bind(Date);
  Date.now = () => systemNow() + skewMs;
}

rankRefreshFromEnvironment();

const databaseUrl = process.env.SANDBOX_DATABASE_URL;
if (!databaseUrl) throw new Error('SANDBOX_DATABASE_URL is required');

const workers = workersOption([], process.env);

if (workers > 1 && !isApiWorker()) {
  const running = await runWorkers<Record<string, string>>(workers);
  process.stdout.write(`ready ${JSON.stringify(running.ready)}\n`);
  process.once('SIGTERM', () => {
    void running.stop().then(() => process.exit(0));
  });
} else {
  const sandbox = await startSandbox({ databaseUrl });
  if (isApiWorker()) workerReady(sandbox.urls);
  else process.stdout.write(`ready ${JSON.stringify(sandbox.urls)}\n`);
  process.once('SIGTERM', () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
