/**
 * The sandbox's servers on a given database, alone in their process, for the ranks bench's HTTP
 * phase (scripts/bench-ranks-http.ts): the readers' client then runs in another process, as a
 * user's app would, and neither steals the other's event loop. Prints `{ "mining": url }` on one
 * line once listening; stops when its standard input closes (the bench ending, or dying).
 *
 *   tsx scripts/bench-ranks-server.ts <database url>
 *   tsx scripts/bench-ranks-server.ts pglite <writers> <claims a second>
 *
 * With `pglite`, the store is this process's own PGlite with the default population, which only
 * this process can reach: the claims' amount changes are made here too, until it stops.
 */
import { POPULATION_ID_BASE, POPULATION_SIZE } from '../sandbox/mining/shared/population';
import { startSandbox } from '../sandbox/server';
import { changeAmounts } from './bench-ranks-claims';

const [target, writers, claims] = process.argv.slice(2);
if (!target) throw new Error('usage: bench-ranks-server.ts <database url> | pglite <writers> <claims a second>');
const pglite = target === 'pglite';

const sandbox = await startSandbox(pglite ? {} : { databaseUrl: target });
let running = true;
const changing = pglite
  ? changeAmounts(sandbox.deps.db, { writers: Number(writers), claims: Number(claims) }, () => POPULATION_ID_BASE + 1 + Math.floor(Math.random() * POPULATION_SIZE), () => running)
  : Promise.resolve(0);
process.stdout.write(`${JSON.stringify({ mining: sandbox.urls.mining })}\n`);
process.stdin.on('end', () => {
  running = false;
  void changing.finally(() => sandbox.close()).finally(() => process.exit(0));
});
process.stdin.resume();
