/**
 * What the server's records show of a task (docs/decisions/tasks.md "Tasks (issue 20)"): how much of it
 * is done at `now`, and the boost its grant would add now. Each check reads the sandbox's own
 * records inside the task's window: burns, claims, channel memberships, and the wallet's swaps and
 * deposits (activity.ts) with the thresholds of seed 001 §9.
 */
import type { Queryable } from '../../main/engine/ledger';
import { PRICE_SCALE } from '../../main/engine/token-catalogue';
import { utcDayStart } from '../../../domain/mining/tasks/rules';
import type { CurrentMiner } from '../shared/current';
import type { UserFacts } from '../shared/facts';
import { dollars, operationsIn, sumUsd, wholeTokens, type Operation } from './activity';
import type { CatalogueTask, TaskCheck } from './catalogue';
import { TASK_RULES } from './config';
import { dailyRewardUnits, dailyStanding } from './daily';
import { timerRunOutSql } from './timer-records';
import { openLeagueSteps } from './league-steps';
import { heldPunkSwaps } from './swap-hold';
import { punkNftsHeld } from './punk-nft-store';
import { folderMembership, taskFolder } from './folders';
import { iso } from '../../platform/clock';

export interface Measure {
  /** At most the task's maxAmount. */
  readonly done: number;
  /** 1e-9 SWITCH per hour a grant now would add: the catalogue's, or scaled by the amount (deposits). */
  readonly unitsPerHour: bigint;
}

async function count(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const result = await q.query<{ n: string }>(sql, params);
  return Number(result.rows[0]?.n ?? 0);
}

const clamp = (value: bigint, min: bigint, max: bigint): bigint => (value < min ? min : value > max ? max : value);

/** Swaps above $10 (seed 001 §9 "swaps above $10 boost for 24 h"). */
const bigSwaps = (swaps: readonly Operation[]) => swaps.filter((swap) => swap.usd > dollars(TASK_RULES.swapMinUsd));

/** Sniping (seed 001 §9): a buy paying at least 10 TON, or a sale of at least 1.4 million of a coin. */
const isSnipe = (swap: Operation): boolean =>
  swap.chainId === 'TON' &&
  (swap.native ? swap.units >= wholeTokens(TASK_RULES.snipeBuyTon, swap.decimals) : swap.units >= wholeTokens(TASK_RULES.snipeSellTokens, swap.decimals));

/** Secret Society (seed 001 §9): how many of the four it asks are met (the Punk NFT: the external wallet's, punk-nft.ts). */
function secretSocietyMet(swaps: readonly Operation[], deposits: readonly Operation[], punkNfts: number): number {
  const society = TASK_RULES.secretSociety;
  const punkDeposited = deposits.filter((deposit) => deposit.chainId === 'TON' && deposit.symbol === 'PUNK').reduce((sum, deposit) => sum + deposit.units, 0n);
  return [
    swaps.some((swap) => swap.usd > dollars(society.singleSwapUsd)),
    sumUsd(swaps) > dollars(society.totalSwapsUsd),
    punkDeposited >= wholeTokens(society.punkDeposited, 9),
    punkNfts >= society.punkNfts,
  ].filter(Boolean).length;
}

/** The deposit boost (seed 001 §9): +0.05 SWITCH/h per USD deposited, from $10 to $100. */
function depositUsdBoost(deposits: readonly Operation[]): { done: boolean; unitsPerHour: bigint } {
  const rule = TASK_RULES.depositUsd;
  const usd = sumUsd(deposits);
  return { done: usd >= dollars(rule.minUsd), unitsPerHour: (rule.unitsPerHourPerUsd * clamp(usd, dollars(rule.minUsd), dollars(rule.maxUsd))) / PRICE_SCALE };
}

/** The PUNK deposit boost (seed 001 §9): +0.00875 SWITCH/h per PUNK, from 20 to 8000 PUNK. */
function depositPunkBoost(deposits: readonly Operation[]): { done: boolean; unitsPerHour: bigint } {
  const rule = TASK_RULES.depositPunk;
  const punk = deposits.filter((deposit) => deposit.chainId === 'TON' && deposit.symbol === 'PUNK').reduce((sum, deposit) => sum + deposit.units, 0n);
  const min = wholeTokens(rule.minPunk, 9);
  return { done: punk >= min, unitsPerHour: (rule.unitsPerHourPerPunk * clamp(punk, min, wholeTokens(rule.maxPunk, 9))) / 10n ** 9n };
}

/** The window a wallet check reads: since the mining record was made, and within the current UTC day for a daily one. */
const windowStart = (check: TaskCheck, miner: CurrentMiner): number =>
  check.kind === 'swaps' && check.window === 'utc-day' ? Math.max(utcDayStart(miner.now), miner.miner.createdAt) : miner.miner.createdAt;

/** How much of `task` the records show done at the miner's `now`, and what granting it now would add. */
export async function measure(q: Queryable, current: CurrentMiner, task: CatalogueTask, facts: UserFacts): Promise<Measure> {
  const { userId, createdAt } = current.miner;
  const { now } = current;
  const fixed = (done: number): Measure => ({ done: Math.min(done, task.maxAmount), unitsPerHour: task.unitsPerHour });
  const check = task.check;
  switch (check.kind) {
    case 'wallet':
    case 'emoji':
    case 'phrase':
      return fixed(0);
    case 'coins':
      // Each coin counted by its own call is a grant of its own (create-coin.ts): the count is the progress.
      return fixed(await count(q, `select count(*)::text as n from mining_task_grants where user_id = $1 and code = $2`, [userId, task.code]));
    case 'folder': {
      const folder = taskFolder(check.folder);
      if (!folder) return fixed(0);
      return fixed((await folderMembership(q, userId, folder, now)).every((entry) => entry.member) ? task.maxAmount : 0);
    }
    case 'fact':
      // Another feature's record, asked by name (shared/facts.ts) at this read's instant.
      return fixed((await facts[check.fact](q, userId, now)) ? task.maxAmount : 0);
    case 'timer':
      // The server's own record of the start, and the database's clock: never the client's timer.
      return fixed(await count(q, timerRunOutSql, [userId, task.code, check.ms, iso(now)]));
    case 'daily-reward':
      // Taken only with activateDailyBoost: a read reports it undone with the reward today's day gives.
      return { done: 0, unitsPerHour: dailyRewardUnits((await dailyStanding(q, userId, now)).currentDay) };
    case 'burns':
      return fixed(await count(q, `select count(*)::text as n from mining_burns where user_id = $1 and burned_at >= $2 and burned_at <= $3`, [userId, iso(createdAt), iso(now)]));
    case 'claim-today':
      return fixed(await count(q, `select count(*)::text as n from mining_claims where user_id = $1 and claimed_at >= $2 and claimed_at <= $3`, [userId, iso(utcDayStart(now)), iso(now)]));
    case 'channel':
      return fixed(await count(q, `select count(*)::text as n from mining_channel_members where user_id = $1 and channel = $2 and joined_at <= $3`, [userId, check.channel, iso(now)]));
    case 'swaps': {
      const swaps = await operationsIn(q, userId, 'swap', windowStart(check, current), now);
      return fixed(bigSwaps(swaps).filter((swap) => check.chain === null || swap.chainId === check.chain).length);
    }
    case 'swap-volume':
      return fixed(sumUsd(await operationsIn(q, userId, 'swap', createdAt, now)) >= dollars(check.usd) ? task.maxAmount : 0);
    case 'sniping':
      return fixed((await operationsIn(q, userId, 'swap', createdAt, now)).filter(isSnipe).length);
    case 'secret-society': {
      const swaps = await operationsIn(q, userId, 'swap', createdAt, now);
      return fixed(secretSocietyMet(swaps, await operationsIn(q, userId, 'deposit', createdAt, now), await punkNftsHeld(q, userId)));
    }
    case 'swap-hold':
      return fixed(await heldPunkSwaps(q, userId, createdAt, now));
    case 'open-league':
      return fixed(await openLeagueSteps(q, userId, task, now));
    case 'deposit-usd':
    case 'deposit-punk': {
      const deposits = await operationsIn(q, userId, 'deposit', createdAt, now);
      const boost = check.kind === 'deposit-usd' ? depositUsdBoost(deposits) : depositPunkBoost(deposits);
      return { done: boost.done ? task.maxAmount : 0, unitsPerHour: boost.unitsPerHour };
    }
  }
}
