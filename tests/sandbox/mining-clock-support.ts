/**
 * Support for the mining clock's PostgreSQL tests (mining-clock*.pg.test.ts): calls to running
 * sandbox servers over loopback, as the app and the host page make them (init data signed in real
 * time, as the messenger signs it), the database's own time, and the audit's assertions.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { recordContract } from '../../adapters/http/contract/mining/record';
import { signInitData } from '../../sandbox/platform/auth/init-data';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { SANDBOX_BOT_TOKEN } from '../../sandbox/platform/seed-users';
import type { Queryable } from '../../sandbox/platform/store/database';
import type { CoreServerName } from '../../sandbox/server';
import { auditClaims, type ClaimsAudit } from '../support/claim-audit';
import { send, type JsonAnswer } from './platform-support';

export type Urls = Readonly<Record<CoreServerName, string>>;

let nextUser = 7_400_000;
/** A user nobody has seen yet (ids far from the seed users, the population and other tests). */
export const newUserId = (): number => nextUser++;

const initDataOf = (userId: number): string => signInitData({ botToken: SANDBOX_BOT_TOKEN, user: { id: userId, first_name: `Clock ${userId}` }, authDate: new Date() });

export function minerCall(urls: Urls, userId: number, path: string, options: { body?: unknown; key?: string; get?: boolean } = {}): Promise<JsonAnswer> {
  return send(`${urls.mining}${path}`, {
    method: options.get ? 'GET' : 'POST',
    initData: initDataOf(userId),
    ...(options.get ? {} : { body: options.body ?? {} }),
    ...(options.key ? { idempotencyKey: options.key } : {}),
  });
}

export async function createMiner(urls: Urls, userId: number): Promise<void> {
  const answer = await minerCall(urls, userId, recordContract.createUserMining.path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A claim with a fresh Idempotency-Key; its answer. */
export const claim = (urls: Urls, userId: number): Promise<JsonAnswer> => minerCall(urls, userId, recordContract.claimMining.path, { key: `clock-${randomUUID()}` });

export const readMiner = (urls: Urls, userId: number): Promise<JsonAnswer> => minerCall(urls, userId, recordContract.getUserMining.path, { get: true });

/** A control of one API (`api` 'mining' or 'mainPrimary'), with the control header. */
export async function control(urls: Urls, api: 'mining' | 'mainPrimary', path: string, body?: unknown): Promise<unknown> {
  const answer = await send(`${urls[api]}/sandbox${path}`, { method: body === undefined ? 'GET' : 'POST', headers: sandboxControlHeaders, ...(body === undefined ? {} : { body }) });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

export const moveClock = (urls: Urls, ms: number): Promise<unknown> => control(urls, 'mining', '/clock', { advanceMs: ms });

/** The database's time as the sandbox clock reads it (its own clock plus the shared offset). */
export async function sandboxNow(db: Queryable): Promise<number> {
  const result = await db.query<{ now: string }>(`select (floor(extract(epoch from clock_timestamp()) * 1000)::bigint + offset_ms)::text as now from sandbox_clock`);
  return Number(result.rows[0]?.now);
}

/**
 * Runs a batch of claims (and whatever runs beside them: a clock move) and checks that each was
 * answered and took the database's time: between its readings before and after the batch.
 */
export async function claimsAtTheDatabaseTime(db: Queryable, batch: () => Promise<readonly JsonAnswer[]>): Promise<void> {
  const before = await sandboxNow(db);
  const answers = await batch();
  const after = await sandboxNow(db);
  for (const answer of answers) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const at = Date.parse((answer.body as { serverTime: string }).serverTime);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
  }
}

/**
 * What every test asserts of the audit: no claim paid time already paid, no claim lifted a
 * user's total above what had accrued by its instant, and each user was paid all that accrued
 * from the creation to the last claim but for the flooring (under one unit per period a claim covered).
 */
export function expectPaidByTheClock(audit: ClaimsAudit): void {
  expect(audit.recredited).toBe(0);
  expect(audit.aheadOfClock).toBe(0);
  expect(audit.maxOverpaid).toBe(0n);
  for (const miner of audit.miners) {
    const periods = BigInt(miner.claims.reduce((sum, each) => sum + each.periods, 0));
    expect(miner.accrued - miner.claimed, `user ${miner.userId}`).toBeGreaterThanOrEqual(0n);
    expect(miner.accrued - miner.claimed, `user ${miner.userId}`).toBeLessThanOrEqual(periods);
  }
}

export async function auditedUsers(db: Queryable, userIds: readonly number[]): Promise<ClaimsAudit> {
  const audit = await auditClaims(db, userIds);
  expect(audit.miners).toHaveLength(userIds.length);
  return audit;
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
