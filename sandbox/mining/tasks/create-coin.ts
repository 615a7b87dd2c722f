/**
 * The create-coin task `bigpumpCreateCoin` (seed 001 §9 "Create-coin task: up to 5 coins, 24 h
 * each"; docs/decisions/tasks.md "Tasks (issue 20)", "Create-coin task"): `/v2/check/hash` counts a coin
 * the user created on BigPump (bigpump-coins.ts), named by its creation transaction's hash. Under
 * the miner's lock (checkTasks), at the database clock's instant: the coin must exist, be this
 * user's, be created after the mining record and not be counted yet; each counted coin is a grant
 * of its own (period: the hash), so it adds its own 24 h boost once whatever the keys, and five
 * grants close the task (doneAmount is the coins counted).
 */
import type { Queryable } from '../../main/engine/ledger';
import { iso, type SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import type { UserFacts } from '../shared/facts';
import { speedSegments, wireMining } from '../shared/miner';
import { coinByHash } from './bigpump-coins';
import { checkTasks, grant, wireTasks } from './engine';

export const CREATE_COIN_CODE = 'bigpumpCreateCoin';

const refusal = {
  done: () => new SandboxError(409, 'All the coins this task counts are counted', 'coins-done'),
  unknown: () => new SandboxError(404, 'No coin on BigPump was created by this transaction', 'unknown-coin', ['hash']),
  notYours: () => new SandboxError(409, 'This coin was created by another user', 'coin-not-yours', ['hash']),
  before: () => new SandboxError(409, 'This coin was created before the mining record', 'coin-before-mining', ['hash']),
  counted: () => new SandboxError(409, 'This coin is already counted', 'coin-counted', ['hash']),
};

async function isCounted(q: Queryable, userId: number, hash: string): Promise<boolean> {
  const result = await q.query(`select 1 from mining_task_grants where user_id = $1 and code = $2 and period = $3`, [userId, CREATE_COIN_CODE, hash]);
  return result.rows.length > 0;
}

/** Counts the coin `hash` (64 lowercase hex digits, the contract's) for the user, or refuses why not. */
export async function countCoin(tx: Queryable, clock: SandboxClock, facts: UserFacts, userId: number, hash: string) {
  const { current, checked } = await checkTasks(tx, clock, userId, facts);
  const entry = checked.find(({ task }) => task.code === CREATE_COIN_CODE);
  if (!entry) throw new Error(`the catalogue has no ${CREATE_COIN_CODE}`);
  const coin = await coinByHash(tx, hash);
  if (coin === null || coin.createdAt > current.now) throw refusal.unknown();
  if (coin.userId !== userId) throw refusal.notYours();
  if (await isCounted(tx, userId, hash)) throw refusal.counted();
  if (entry.completed) throw refusal.done();
  // Activity before the record does not count (as every task's window starts at the record).
  if (coin.createdAt < current.miner.createdAt) throw refusal.before();
  await grant(tx, userId, entry.task, hash, entry.unitsPerHour, current.now);
  const doneAmount = entry.doneAmount + 1;
  const [task] = await wireTasks(tx, userId, [{ ...entry, doneAmount, completed: doneAmount >= entry.task.maxAmount }], current.now);
  if (!task) throw new Error(`${CREATE_COIN_CODE} was not wired`);
  const segments = await speedSegments(tx, userId);
  return {
    ok: true as const,
    coin: { hash: coin.hash, name: coin.name, ticker: coin.ticker, createdAt: iso(coin.createdAt) },
    task,
    mining: await wireMining(tx, current.miner, segments, current.now),
    serverTime: iso(current.now),
  };
}
