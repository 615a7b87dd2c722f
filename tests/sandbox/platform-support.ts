/** Helpers for the sandbox platform tests: signed init data, a JSON fetch, a deferred. */
import { HEADERS } from '../../adapters/http/contract/common';
import { signInitData, type InitDataUser } from '../../sandbox/platform/auth/init-data';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { SEED_USERS } from '../../sandbox/platform/seed-users';

/** Starting a sandbox opens PGlite, which is slow on a busy machine. */
export const START_TIMEOUT_MS = 120_000;

export const alice = SEED_USERS[0]!;

/** Init data signed now by the deps' real time, as the messenger signs it. */
export function initDataFor(deps: Pick<SandboxDeps, 'botToken' | 'realClock'>, user: InitDataUser, authDate = new Date(deps.realClock.now())): string {
  return signInitData({ botToken: deps.botToken, user, authDate });
}

export function aliceInitData(deps: Pick<SandboxDeps, 'botToken' | 'realClock'>): string {
  return initDataFor(deps, { id: alice.id, first_name: alice.firstName, last_name: alice.lastName, username: alice.username, language_code: 'en' });
}

export interface JsonAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

export async function send(
  url: string,
  options: { method?: 'GET' | 'POST'; initData?: string | null; body?: unknown; idempotencyKey?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.initData) headers[HEADERS.initData] = options.initData;
  if (options.idempotencyKey) headers[HEADERS.idempotencyKey] = options.idempotencyKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown), headers: response.headers };
}

/** Waits until `check` holds, looking every 10 ms; fails after `limitMs` so a broken test ends. */
export async function until(check: () => Promise<boolean> | boolean, limitMs = 10_000): Promise<void> {
  const giveUpAt = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether a promise has settled by the time already-queued work has run. */
export async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const first = await Promise.race([promise.then(() => 'settled', () => 'settled'), new Promise((resolve) => setTimeout(() => resolve(pending), 50))]);
  return first !== pending;
}
