/**
 * The sandbox's servers on a given database, alone in their process, for the ranks bench's HTTP
 * phase (scripts/bench-ranks-http.ts): the readers' client then runs in another process, as a
 * user's app would, and neither steals the other's event loop. Prints `{ "mining": url }` on one
 * line once listening; stops when its standard input closes (the bench ending, or dying).
 *
 *   tsx scripts/bench-ranks-server.ts <database url>
 */
import { startSandbox } from '../sandbox/server';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: bench-ranks-server.ts <database url>');

const sandbox = await startSandbox({ databaseUrl });
process.stdout.write(`${JSON.stringify({ mining: sandbox.urls.mining })}\n`);
process.stdin.on('end', () => {
  void sandbox.close().finally(() => process.exit(0));
});
process.stdin.resume();
