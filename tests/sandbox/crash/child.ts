/**
 * The sandbox as a child process for the crash tests (crash-run.test.ts): a persistent store, the
 * main API on a free port, and a fault plan from the environment that kills this process, with no
 * chance to clean up, the n-th time a value-moving request reaches a point.
 *
 *   CRASH_DATA_DIR   PGlite data folder (or CRASH_DATABASE_URL for a PostgreSQL server)
 *   CRASH_AT         'after-commit:3' (point:n), or empty for no planned crash
 *
 * Prints `ready <main API URL>` once it listens, and `crash <point>` the moment a planned crash
 * ends it (so the run counts the crashes that happened, not the ones it expected); ends cleanly on
 * SIGTERM.
 */
import { writeSync } from 'node:fs';
import type { FaultPoint, Faults } from '../../../sandbox/platform/deps';
import { startSandbox } from '../../../sandbox/server';

function faultsFrom(plan: string | undefined): Faults | undefined {
  if (!plan) return undefined;
  const [point, nth] = plan.split(':');
  let seen = 0;
  return {
    reached(at: FaultPoint) {
      if (at !== point) return;
      seen += 1;
      if (seen !== Number(nth)) return;
      // Written synchronously: nothing after the kill runs.
      writeSync(1, `crash ${at}\n`);
      process.kill(process.pid, 'SIGKILL');
    },
  };
}

const sandbox = await startSandbox({
  dataDir: process.env.CRASH_DATA_DIR,
  databaseUrl: process.env.CRASH_DATABASE_URL || undefined,
  faults: faultsFrom(process.env.CRASH_AT),
});
process.stdout.write(`ready ${sandbox.urls.mainPrimary}\n`);
process.once('SIGTERM', () => {
  void sandbox.close().then(() => process.exit(0));
});
