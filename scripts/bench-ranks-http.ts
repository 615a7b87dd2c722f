/**
 * The ranks bench's HTTP phase (scripts/bench-ranks-run.ts): the mining API in a process of its
 * own (scripts/bench-ranks-server.ts) on the bench's database, read the way the app reads it: over
 * keep-alive HTTP with each miner's signed init data, answers parsed as JSON. What a user waits
 * for, the server's event loop, routing, init-data check and serialization included.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { clientHeaders } from '../adapters/http/contract/headers';
import { signInitData } from '../sandbox/platform/auth/init-data';
import { SANDBOX_BOT_TOKEN } from '../sandbox/platform/seed-users';
import type { ClaimsRate } from './bench-ranks-claims';

/** The reads every user makes, by their routes: the record (with its rank), a leaderboard page, the rank card. */
export const HTTP_READS: Readonly<Record<string, (userId: number) => string>> = {
  'record (rank)': () => '/getUserMining',
  // The rank is a path segment, as the seed writes it (adapters/http/contract/mining/guilds.ts).
  leaderboard: () => `/guilds/${String(1 + Math.floor(Math.random() * 5))}`,
  'rank card': () => '/guilds/card',
};

/** Signed headers kept at most: well above the readers' sessions in flight (50 by default). */
const SIGNED_KEPT = 1024;

/** What a bench phase measures: the names of its reads, and one read of the named kind for a caller. */
export interface Reads {
  readonly names: readonly string[];
  readonly once: (read: string, userId: number) => Promise<void>;
  /**
   * Each reader is one user for a run of the reads in their order, then another user: a launch
   * that opens the guilds screen (the record, a leaderboard page, the rank card), the same init
   * data on its three calls as an app sends it. Otherwise every read is another miner's.
   */
  readonly sessions?: boolean;
}

export interface MiningServer {
  readonly reads: Reads;
  /** The server's process id (its CPU time is read from /proc). */
  readonly pid: number;
  /** Has the server print how late its event loop was since the last mark (bench-ranks-server.ts). */
  mark(label: string): void;
  stop(): Promise<void>;
}

/**
 * One GET, its answer parsed. A kept-alive socket the server closed as idle (its keep-alive
 * timeout, 5 s) just as this request went out fails with ECONNRESET ('socket hang up' among them):
 * the GET, a read, is sent again, at most twice, as browsers do.
 */
function get(agent: Agent, base: URL, path: string, headers: Record<string, string>, retries = 2): Promise<void> {
  return new Promise((resolve, reject) => {
    const call = request({ agent, host: base.hostname, port: base.port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`GET ${path}: HTTP ${String(response.statusCode)} ${Buffer.concat(chunks).toString().slice(0, 200)}`));
        JSON.parse(Buffer.concat(chunks).toString());
        resolve();
      });
      response.on('error', reject);
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (retries > 0 && error.code === 'ECONNRESET') get(agent, base, path, headers, retries - 1).then(resolve, reject);
      else reject(error);
    });
    call.end();
  });
}

/**
 * Starts the server on `databaseUrl` (or, with `pglite`, on its own PGlite with the default
 * population, making the claims' changes itself) and answers once it listens; `connections`
 * keep-alive sockets, one per reader.
 */
export async function startMiningServer(database: string | { readonly pglite: ClaimsRate }, connections: number): Promise<MiningServer> {
  const target = typeof database === 'string' ? [database] : ['pglite', String(database.pglite.writers), String(database.pglite.claims)];
  // BENCH_SERVER_PROFILE=<folder>: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/bench-ranks-server.ts', ...target], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench's mining server exited (${String(code)}) before listening`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const base = new URL((JSON.parse(line) as { mining: string }).mining);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  // Signing is the messenger's work, not the server's: a miner's init data is made once for the
  // reads of a launch, here. The cache is bounded: every miner's headers kept (a phase meets
  // hundreds of thousands) grew this process's heap and with it the collector's work, which ran
  // on both cores and stalled the server's reads (docs/decisions/frens-guilds-ranks.md, issue 21, session 35).
  const signed = new Map<number, Record<string, string>>();
  const headersOf = (userId: number): Record<string, string> => {
    let headers = signed.get(userId);
    if (!headers) {
      if (signed.size >= SIGNED_KEPT) signed.clear();
      const initData = signInitData({ botToken: SANDBOX_BOT_TOKEN, user: { id: userId, first_name: `Miner ${String(userId)}` }, authDate: new Date() });
      headers = clientHeaders(initData);
      signed.set(userId, headers);
    }
    return headers;
  };
  return {
    pid: child.pid ?? 0,
    reads: {
      sessions: true,
      names: Object.keys(HTTP_READS),
      once: (read, userId) => get(agent, base, HTTP_READS[read]?.(userId) ?? '/health', headersOf(userId)),
    },
    mark: (label) => {
      child.stdin?.write(`mark ${label}\n`);
    },
    async stop() {
      agent.destroy();
      child.stdin?.end();
      await exited;
    },
  };
}
