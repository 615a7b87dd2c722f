/**
 * The PostgreSQL store's pool keeps the connections it opened (sandbox/platform/store/postgres.ts:
 * reopening one under load stalled the reads of the moment, docs/decisions/frens-guilds-ranks.md "Friends, guilds and
 * ranks (issue 21)", session 35), and so must not keep a process alive by them: a script that
 * used the store and never closed it still ends. Run in a process of its own, which is what is
 * being watched; with the driver's defaults it would end only after the 10 s idle timeout, with
 * kept connections and nothing else it would never end.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { postgresTestDatabase } from '../support/postgres-db';

const SCRIPT = `
import { postgresDb } from './sandbox/platform/store/postgres.ts';
const db = postgresDb({ connectionString: process.env.POOL_TEST_URL });
// Three at once: three connections opened, all idle afterwards.
const pids = await Promise.all([1, 2, 3].map(() => db.transaction(async (tx) => (await tx.query('select pg_backend_pid() as pid, pg_sleep(0.05)')).rows[0].pid)));
process.stdout.write(JSON.stringify({ pids }) + '\\n');
`;

/** Runs the script; its exit code, its output and how long it lived after printing it. */
function runUnclosed(url: string): Promise<{ code: number | null; afterWork: number; out: string }> {
  let printed = Number.POSITIVE_INFINITY;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      env: { ...process.env, POOL_TEST_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.endsWith('\n')) printed = performance.now();
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, afterWork: performance.now() - printed, out });
    });
  });
}

describe('the PostgreSQL pool', () => {
  it('lets a process that never closed the store end once its work is done', async () => {
    const { code, afterWork, out } = await runUnclosed(await postgresTestDatabase());
    expect(code).toBe(0);
    const { pids } = JSON.parse(out) as { pids: number[] };
    expect(new Set(pids).size).toBe(3);
    // Ended by itself once done, not when the driver's idle timeout (10 s) closed the connections.
    expect(afterWork).toBeLessThan(5_000);
  }, 40_000);
});
