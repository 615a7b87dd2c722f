/**
 * Exactly once through crashes (issue 9, defect 1): the sandbox runs as a child process on a
 * persistent PGlite store and is killed (SIGKILL, no cleanup) at each fault point in turn, then at
 * random moments and seeded points; every call is retried with its key until it gets an answer.
 * Afterwards the store must show each key's movement at most once, every answered movement
 * present, and every token's total conserved. CRASH_SEED replays a run. The same on PostgreSQL: crash-run.pg.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSandboxStore } from '../../sandbox/store';
import { crashSuite } from './crash/suite';

crashSuite({
  calls: 220,
  prepare: async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-crash-'));
    return {
      target: { dataDir },
      open: () => openSandboxStore({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
});
