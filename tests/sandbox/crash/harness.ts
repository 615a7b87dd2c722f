/**
 * Drives the sandbox as a child process (child.ts) that dies and comes back: each life gets a
 * fault plan; a request that loses its connection waits for the next life and is sent again with
 * the same Idempotency-Key, like the app's client after a server failure.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { HEADERS } from '../../../adapters/http/contract/common';
import type { FaultPoint } from '../../../sandbox/platform/deps';
import { bundledEntry } from '../../support/node-entry';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));
/** A life's start includes loading the sandbox and opening the store: slow on a busy machine. */
const START_LIMIT_MS = 90_000;

export interface Life {
  readonly index: number;
  readonly url: string;
  readonly plan: string;
  /** Resolves when the process has ended, however. */
  readonly ended: Promise<void>;
  /** Resolves when the process has ended: with the fault point it crashed at, or null (killed, stopped). */
  readonly crashedAt: Promise<FaultPoint | null>;
  kill(): void;
  stop(): Promise<void>;
}

export interface StoreTarget {
  readonly dataDir?: string;
  readonly databaseUrl?: string;
}

export async function startLife(index: number, target: StoreTarget, plan: string): Promise<Life> {
  // Bundled once, not loaded through tsx: a life's start is then mostly the store's opening.
  const child = spawn(process.execPath, [await bundledEntry(CHILD)], {
    env: { ...process.env, CRASH_DATA_DIR: target.dataDir ?? '', CRASH_DATABASE_URL: target.databaseUrl ?? '', CRASH_AT: plan },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  let crash: FaultPoint | null = null;
  let ready: (url: string) => void = () => undefined;
  const listening = new Promise<string>((resolve) => (ready = resolve));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const [word, value] = line.split(' ');
    if (word === 'ready' && value) ready(value);
    if (word === 'crash' && value) crash = value as FaultPoint;
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // 'close' comes once the output has been read to its end, so a `crash` line is never missed.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sandbox child (plan '${plan}') not ready in time`)), START_LIMIT_MS);
    void ended.then(() => reject(new Error(`sandbox child (plan '${plan}') ended before ready: ${String(child.exitCode ?? child.signalCode)}`)));
  });
  failed.catch(() => undefined);
  let url: string;
  try {
    url = await Promise.race([listening, failed]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${errors}`);
  } finally {
    clearTimeout(timer);
  }
  return {
    index,
    url,
    plan,
    ended,
    crashedAt: closed.then(() => crash),
    kill: () => {
      child.kill('SIGKILL');
    },
    stop: async () => {
      child.kill('SIGTERM');
      await ended;
    },
  };
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export interface CallSpec {
  readonly path: string;
  readonly key: string;
  readonly initData: string;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

/** One attempt; null when the connection failed (the process died under it). */
export async function attempt(url: string, call: CallSpec): Promise<Answer | null> {
  try {
    const response = await fetch(`${url}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADERS.initData]: call.initData, [HEADERS.idempotencyKey]: call.key, ...call.headers },
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return null;
  }
}

/** Whether the client would send the same request again: no answer, a server failure, or still running. */
export function retryable(answer: Answer | null): boolean {
  if (answer === null || answer.status >= 500) return true;
  return answer.status === 409 && (answer.body as { code?: string } | null)?.code === 'idempotency-key-in-progress';
}

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
export interface Seeded {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function seeded(seed: number): Seeded {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
