/**
 * Starts the sandbox: one store, the main API on two ports (primary and backup) and the mining API
 * on a third, plus any extra servers (the host page) in the same process. Each listener can be
 * stopped and started again, and made to hold its answers, so tests can drive server switching.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Clock } from '../domain/shared/clock';
import { createApp } from './app';
import { databaseClock, systemClock, type SandboxClock } from './platform/clock';
import type { Faults, SandboxDeps } from './platform/deps';
import { SANDBOX_BOT_TOKEN } from './platform/seed-users';
import { openSandboxStore } from './store';

export type CoreServerName = 'mainPrimary' | 'mainBackup' | 'mining';

/** Anything that answers a fetch Request: a Hono app in practice. */
export interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface SandboxOptions<X extends string = never> {
  /** A folder for a persistent store; omitted means in memory. */
  readonly dataDir?: string | undefined;
  /** A PostgreSQL server (postgres://user:password@host:port/db) instead of PGlite. */
  readonly databaseUrl?: string | undefined;
  /** Fault injection (crash tests): told when a value-moving request passes each point. */
  readonly faults?: Faults | undefined;
  /** Loopback only: the sandbox holds test users' sessions and must not be reachable from outside. */
  readonly host?: '127.0.0.1';
  /** Port per server; 0 or absent picks a free one. */
  readonly ports?: { readonly [K in CoreServerName | NoInfer<X>]?: number };
  readonly botToken?: string;
  /** The sandbox's time; by default the database's clock plus the shared offset (platform/clock.ts). */
  readonly clock?: SandboxClock;
  /** Real time, for init data's age; by default the system's. */
  readonly realClock?: Clock;
  /** Origins the app is served from; defaults to '*' (the sandbox is a development tool). */
  readonly allowedOrigins?: readonly string[];
  /** Pages that may drive the /sandbox controls; tools that send no Origin always may. */
  readonly controlOrigins?: readonly string[];
  /** More servers sharing the store, each on its own port (the host page). */
  readonly extraServers?: { readonly [K in X]: (deps: SandboxDeps) => FetchApp };
}

/** Without a type argument (`let sandbox: SandboxHandle`) any extra server name is accepted. */
export interface SandboxHandle<X extends string = string> {
  readonly deps: SandboxDeps;
  readonly urls: Readonly<Record<CoreServerName, string>> & Readonly<Record<X, string>>;
  /** Closes that listener only (in-flight connections are cut, as when a server dies). */
  stop(name: CoreServerName | X): Promise<void>;
  /** Listens again on the same port. */
  start(name: CoreServerName | X): Promise<void>;
  /** Fault injection: the server does the work, then holds each answer for `ms` before sending it. */
  setResponseDelay(name: CoreServerName | X, ms: number): void;
  /** Stops every listener, waits briefly for running handlers, and closes the store. */
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
/** How long close() lets handlers that are still running finish before the store goes away. */
const CLOSE_GRACE_MS = 2_000;

interface Listener {
  readonly app: FetchApp;
  port: number;
  server: Server | null;
  delayMs: number;
}

function listen(listener: Listener, fetch: (request: Request, env: unknown) => Promise<Response>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: listener.port, hostname: HOST }, () => {
      server.off('error', reject);
      resolve(server as Server);
    });
    server.once('error', reject);
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets would otherwise keep answering on a "stopped" port.
    server.closeAllConnections();
  });
}

export async function startSandbox<X extends string = never>(options: SandboxOptions<X> = {}): Promise<SandboxHandle<X>> {
  const db = await openSandboxStore({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  const deps: SandboxDeps = {
    db,
    clock: options.clock ?? databaseClock(),
    realClock: options.realClock ?? systemClock,
    botToken: options.botToken ?? SANDBOX_BOT_TOKEN,
    faults: options.faults,
  };
  const allowedOrigins = options.allowedOrigins ?? ['*'];
  const controlOrigins = options.controlOrigins ?? [];
  const ports: Partial<Record<string, number>> = options.ports ?? {};

  const apps: Record<string, FetchApp> = {
    mainPrimary: createApp(deps, { kind: 'main', allowedOrigins, controlOrigins }),
    mainBackup: createApp(deps, { kind: 'main', allowedOrigins, controlOrigins }),
    mining: createApp(deps, { kind: 'mining', allowedOrigins }),
  };
  const extras = (options.extraServers ?? {}) as Record<string, (deps: SandboxDeps) => FetchApp>;
  for (const [name, build] of Object.entries(extras)) apps[name] = build(deps);

  const listeners = new Map<string, Listener>();
  const inFlight = new Set<Promise<unknown>>();
  const holds = new Set<() => void>();

  const hold = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const release = (): void => {
        clearTimeout(timer);
        holds.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      holds.add(release);
    });

  const fetchOf = (listener: Listener) => async (request: Request, env: unknown): Promise<Response> => {
    const work = Promise.resolve(listener.app.fetch(request, env));
    inFlight.add(work);
    try {
      const response = await work;
      if (listener.delayMs > 0) await hold(listener.delayMs);
      return response;
    } finally {
      inFlight.delete(work);
    }
  };

  const listenerOf = (name: string): Listener => {
    const listener = listeners.get(name);
    if (!listener) throw new Error(`unknown sandbox server '${name}'`);
    return listener;
  };

  const start = async (name: string): Promise<void> => {
    const listener = listenerOf(name);
    if (listener.server) return;
    listener.server = await listen(listener, fetchOf(listener));
    listener.port = (listener.server.address() as AddressInfo).port;
  };

  const stop = async (name: string): Promise<void> => {
    const listener = listenerOf(name);
    const server = listener.server;
    if (!server) return;
    listener.server = null;
    await close(server);
  };

  const closeAll = async (): Promise<void> => {
    await Promise.all([...listeners.keys()].map(stop));
    for (const release of [...holds]) release();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...inFlight]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    await db.close();
  };

  try {
    for (const [name, app] of Object.entries(apps)) {
      listeners.set(name, { app, port: ports[name] ?? 0, server: null, delayMs: 0 });
      await start(name);
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  const urls = Object.fromEntries([...listeners].map(([name, listener]) => [name, `http://${HOST}:${listener.port}`]));
  let closed: Promise<void> | null = null;
  return {
    deps,
    urls: urls as SandboxHandle<X>['urls'],
    stop,
    start,
    setResponseDelay: (name, ms) => {
      listenerOf(name).delayMs = Math.max(0, ms);
    },
    close: () => (closed ??= closeAll()),
  };
}
