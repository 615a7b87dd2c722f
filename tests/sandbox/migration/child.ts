/**
 * A process that opens the sandbox store on PostgreSQL when told to (migration-race.pg.test.ts):
 * it loads the store's code, prints `loaded`, then for each database URL read on stdin opens the
 * store there (migrating it), closes it and prints `ok` or `error <message>`. Several such
 * processes handed the same URL at once start together on an empty database, as sandboxes do.
 */
import { createInterface } from 'node:readline';
import { openSandboxStore } from '../../../sandbox/store';

const lines = createInterface({ input: process.stdin });
process.stdout.write('loaded\n');
for await (const line of lines) {
  const databaseUrl = line.trim();
  if (databaseUrl === '') continue;
  try {
    const db = await openSandboxStore({ databaseUrl });
    await db.close();
    process.stdout.write('ok\n');
  } catch (error) {
    process.stdout.write(`error ${String(error instanceof Error ? error.message : error).replace(/\s+/g, ' ')}\n`);
  }
}
