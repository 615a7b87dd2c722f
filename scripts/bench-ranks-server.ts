/**
 * The sandbox's servers on a given database, alone in their process, for the ranks bench's HTTP
 * phase (scripts/bench-ranks-http.ts): the readers' client then runs in another process, as a
 * user's app would, and neither steals the other's event loop. Prints `{ "mining": url }` on one
 * line once listening; stops when its standard input closes (the bench ending, or dying).
 *
 *   tsx scripts/bench-ranks-server.ts <database url>
 *   tsx scripts/bench-ranks-server.ts pglite <writers> <claims a second>
 *
 * A line on its standard input (`mark <label>`) prints to its standard error how long the event
 * loop was late since the last mark (p50, p99, max: what a request arriving then waited before any
 * of its code ran), and starts counting again.
 *
 * With `pglite`, the store is this process's own PGlite with the default population, which only
 * this process can reach: the claims' amount changes are made here too, until it stops.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { POPULATION_ID_BASE, POPULATION_SIZE } from '../sandbox/mining/shared/population';
import { startSandbox } from '../sandbox/server';
import { rankRefreshFromEnvironment } from '../tests/support/rank-refresh-env';
import { changeAmounts } from './bench-ranks-claims';

const [target, writers, claims] = process.argv.slice(2);
if (!target) throw new Error('usage: bench-ranks-server.ts <database url> | pglite <writers> <claims a second>');
const pglite = target === 'pglite';

// SANDBOX_RANK_REFRESH_MS: how often ranks are recomputed (to measure the reads with fewer of them).
rankRefreshFromEnvironment();
const sandbox = await startSandbox(pglite ? {} : { databaseUrl: target });
let running = true;
const changing = pglite
  ? changeAmounts(sandbox.deps.db, { writers: Number(writers), claims: Number(claims) }, () => POPULATION_ID_BASE + 1 + Math.floor(Math.random() * POPULATION_SIZE), () => running)
  : Promise.resolve(0);
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
process.stdout.write(`${JSON.stringify({ mining: sandbox.urls.mining })}\n`);
const ms = (ns: number): string => (ns / 1e6).toFixed(1);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (!line.startsWith('mark ')) return;
  process.stderr.write(`  server event loop late by (${line.slice(5)}): p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms\n`);
  delay.reset();
});
process.stdin.on('end', () => {
  running = false;
  void changing.finally(() => sandbox.close()).finally(() => process.exit(0));
});
