/**
 * Staking's money (MINING.md "Money and where it lives"): a deposit locks mined SWITCH
 * (lock_units) under the miner's row lock, so no stake locks more than got minus locked and two
 * deposits at once never overdraw; its reward is credited into got_units at every full hour of the
 * lock, counted on the sandbox clock read under that lock (credited_hours makes each hour paid
 * once); once ended it unlocks, and claiming it back releases its lock, once.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod/mini';
import { STAKING_DEPOSITS_MAX, type stakingDepositSchema } from '../../../adapters/http/contract/mining/staking';
import type { Queryable } from '../../main/engine/ledger';
import { SandboxError } from '../../platform/http/errors';
import { prepared } from '../../platform/store/database';
import type { MinerCatchUp } from '../shared/current';
import { switchText } from '../shared/miner';
import { addMonthsUtc, hourRewardOf } from '../../../domain/mining/staking/projection';
import { HOUR_MS, STAKING_CONFIGS, type StakingPeriod } from './config';
import { iso } from '../../platform/clock';

export interface DepositRow {
  readonly id: string;
  readonly userId: number;
  readonly period: StakingPeriod;
  readonly amountUnits: bigint;
  readonly apyPpm: bigint;
  readonly hourRewardUnits: bigint;
  readonly startedAt: number;
  readonly endedAt: number;
  readonly creditedHours: number;
  readonly claimedAt: number | null;
  readonly fee: { readonly units: bigint; readonly currency: 'TON' | 'XTR'; readonly switchUnits: bigint } | null;
}

interface Row {
  id: string;
  user_id: string | number;
  period: StakingPeriod;
  amount_units: string;
  apy_ppm: string | number;
  hour_reward_units: string;
  started_at: Date;
  ended_at: Date;
  credited_hours: number;
  claimed_at: Date | null;
  fee_units: string | null;
  fee_currency: 'TON' | 'XTR' | null;
  fee_switch_units: string | null;
}

const COLUMNS = `id, user_id, period, amount_units::text, apy_ppm::text, hour_reward_units::text, started_at, ended_at, credited_hours, claimed_at,
  fee_units::text, fee_currency, fee_switch_units::text`;

function toDeposit(row: Row): DepositRow {
  return {
    id: row.id,
    userId: Number(row.user_id),
    period: row.period,
    amountUnits: BigInt(row.amount_units),
    apyPpm: BigInt(row.apy_ppm),
    hourRewardUnits: BigInt(row.hour_reward_units),
    startedAt: row.started_at.getTime(),
    endedAt: row.ended_at.getTime(),
    creditedHours: row.credited_hours,
    claimedAt: row.claimed_at?.getTime() ?? null,
    fee:
      row.fee_units === null || row.fee_currency === null
        ? null
        : { units: BigInt(row.fee_units), currency: row.fee_currency, switchUnits: BigInt(row.fee_switch_units ?? '0') },
  };
}

// The rules the form's projection shares (domain/mining/staking/projection.ts).
export { addMonthsUtc, hourRewardOf };

/** Full hours of the lock that have passed at `now` (all of them once it has ended). */
export const hoursDue = (deposit: Pick<DepositRow, 'startedAt' | 'endedAt'>, now: number): number =>
  Math.max(0, Math.floor((Math.min(now, deposit.endedAt) - deposit.startedAt) / HOUR_MS));

export const lockHours = (deposit: Pick<DepositRow, 'startedAt' | 'endedAt'>): number => hoursDue(deposit, deposit.endedAt);

/**
 * The deposits the list answers, in the order they were made: at most STAKING_DEPOSITS_MAX, the
 * open ones first (soonest to unlock first, so one that can be claimed is always there), then the
 * latest claimed ones. A deposit past the bound is refused (checkRoomForDeposit), but a user may
 * already have more rows (claimed ones, or open ones made before the bound was enforced): the list
 * leaves the rest out rather than break the contract. Crediting reads every open deposit itself
 * (creditStakingRewards), whatever the list shows.
 */
export async function depositsOf(q: Queryable, userId: number): Promise<DepositRow[]> {
  const result = await q.query<Row>(
    `select * from (
       select ${COLUMNS} from staking_deposits where user_id = $1
        order by claimed_at is null desc, case when claimed_at is null then ended_at end asc, claimed_at desc, id
        limit $2) shown
      order by started_at, id`,
    [userId, STAKING_DEPOSITS_MAX],
  );
  return result.rows.map(toDeposit);
}

/** Whether fewer than STAKING_DEPOSITS_MAX deposits are open (counted to the bound: a user far past it costs no more). */
export async function hasRoomForDeposit(q: Queryable, userId: number): Promise<boolean> {
  const result = await q.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from staking_deposits where user_id = $1 and claimed_at is null limit $2) open`,
    [userId, STAKING_DEPOSITS_MAX],
  );
  return (result.rows[0]?.n ?? 0) < STAKING_DEPOSITS_MAX;
}

export const tooManyDepositsMessage = `At most ${STAKING_DEPOSITS_MAX} deposits can be open at once: claim one back first`;

/**
 * Refuses a new deposit while STAKING_DEPOSITS_MAX are open, so the list can always show every
 * open deposit. Called under the miner's row lock (two deposits at once count one after the other).
 */
export async function checkRoomForDeposit(q: Queryable, userId: number): Promise<void> {
  if (!(await hasRoomForDeposit(q, userId))) {
    throw new SandboxError(409, tooManyDepositsMessage, 'too-many-deposits', ['amount'], { max: String(STAKING_DEPOSITS_MAX) });
  }
}

async function findDeposit(q: Queryable, id: string, forUpdate: boolean): Promise<DepositRow | null> {
  const result = await q.query<Row>(`select ${COLUMNS} from staking_deposits where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  const row = result.rows[0];
  return row ? toDeposit(row) : null;
}

/** The deposit a paid fee made, if any. */
export async function depositOfIntent(q: Queryable, intentId: string): Promise<DepositRow | null> {
  const result = await q.query<Row>(`select ${COLUMNS} from staking_deposits where intent_id = $1`, [intentId]);
  const row = result.rows[0];
  return row ? toDeposit(row) : null;
}

/** The user's deposits still earning, read whenever the record is (the record's catch-up). */
const OPEN_DEPOSITS = prepared(`select ${COLUMNS} from staking_deposits where user_id = $1 and claimed_at is null and ended_at > started_at`);

/**
 * Credits every full hour due on the user's open deposits at `now` into got_units. Call it with the
 * miner's row locked and `now` read after that lock (currentMiner does). True when it credited.
 */
export async function creditStakingRewards(tx: Queryable, userId: number, now: number): Promise<boolean> {
  const open = await tx.query<Row>(OPEN_DEPOSITS, [userId]);
  let total = 0n;
  for (const deposit of open.rows.map(toDeposit)) {
    const due = hoursDue(deposit, now);
    if (due <= deposit.creditedHours) continue;
    total += BigInt(due - deposit.creditedHours) * deposit.hourRewardUnits;
    await tx.query(`update staking_deposits set credited_hours = $2 where id = $1`, [deposit.id, due]);
  }
  if (total > 0n) await tx.query(`update mining_users set got_units = got_units + $2 where user_id = $1`, [userId, total.toString()]);
  return total > 0n;
}

/**
 * The catch-up every read of a locked miner makes (sandbox/mining/shared/current.ts). lock_units is
 * the sum of the open deposits, each more than zero (createStakingDepositInTx adds it, the claim
 * takes it off), so a miner with nothing locked has nothing to credit: no statement for them.
 */
export const stakingCatchUp: MinerCatchUp = {
  due: (miner) => miner.lockUnits > 0n,
  run: (tx, miner, now) => creditStakingRewards(tx, miner.userId, now),
};

const newDepositId = (): string => `sd_${randomBytes(15).toString('base64url')}`;

export interface NewDeposit {
  readonly userId: number;
  readonly period: StakingPeriod;
  readonly amountUnits: bigint;
  /** The sandbox clock's time, read under the miner's lock. */
  readonly now: number;
  readonly intentId?: string;
  readonly fee?: DepositRow['fee'];
  /** Skip the period's minimum and maximum (the auction's claim-and-stake stakes whatever share it has). */
  readonly anySize?: boolean;
}

const tooSmall = (): SandboxError => new SandboxError(400, 'The amount is too small for this period', 'stake-too-small', ['amount']);
const tooLarge = (): SandboxError => new SandboxError(400, 'The amount is too large for this period', 'stake-too-large', ['amount']);
const notEnough = (): SandboxError => new SandboxError(400, 'Not enough SWITCH', 'not-enough-switch', ['amount']);

/** The size errors (seed 001 §8 "Staking size"), before anything is locked. */
export function checkStakeSize(period: StakingPeriod, amountUnits: bigint): void {
  const config = STAKING_CONFIGS[period];
  if (amountUnits <= 0n || amountUnits < config.minUnits) throw tooSmall();
  if (amountUnits > config.maxUnits) throw tooLarge();
}

/**
 * Creates a deposit inside the caller's transaction: locks the miner's row, refuses more than got
 * minus locked, adds the amount to lock_units and starts the lock at the clock's time. The miner's
 * row must be locked by the caller (`now` read after it): currentMiner, or settleIntent for a paid fee.
 * The auction's "claim and stake" calls this with `anySize` (sandbox/mining/staking/engine.ts).
 */
export async function createStakingDepositInTx(tx: Queryable, input: NewDeposit): Promise<DepositRow> {
  if (!input.anySize) checkStakeSize(input.period, input.amountUnits);
  if (input.amountUnits <= 0n) throw tooSmall();
  const miner = await tx.query<{ got_units: string; lock_units: string }>(`select got_units::text, lock_units::text from mining_users where user_id = $1 for update`, [input.userId]);
  const row = miner.rows[0];
  if (!row) throw new SandboxError(404, 'No mining record: create it first (POST /mining/createUserMining)', 'no-mining');
  if (BigInt(row.got_units) - BigInt(row.lock_units) < input.amountUnits) throw notEnough();
  // The auction's claim-and-stake is not refused for it (the claim is its answer; the list's
  // bound still holds, depositsOf): see docs/decisions/sandbox-platform.md "Lists at their contract bound (issue 43)".
  if (!input.anySize) await checkRoomForDeposit(tx, input.userId);
  const config = STAKING_CONFIGS[input.period];
  const id = newDepositId();
  const endedAt = addMonthsUtc(input.now, config.months);
  await tx.query(`update mining_users set lock_units = lock_units + $2 where user_id = $1`, [input.userId, input.amountUnits.toString()]);
  await tx.query(
    `insert into staking_deposits (id, user_id, period, amount_units, apy_ppm, hour_reward_units, started_at, ended_at, intent_id, fee_units, fee_currency, fee_switch_units)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      input.userId,
      input.period,
      input.amountUnits.toString(),
      config.apyPpm.toString(),
      hourRewardOf(input.amountUnits, config.apyPpm).toString(),
      new Date(input.now).toISOString(),
      new Date(endedAt).toISOString(),
      input.intentId ?? null,
      input.fee?.units.toString() ?? null,
      input.fee?.currency ?? null,
      input.fee?.switchUnits.toString() ?? null,
    ],
  );
  const created = await findDeposit(tx, id, false);
  if (!created) throw new Error('the deposit just made is gone');
  return created;
}

/**
 * Claims a deposit's stake back: refused before it unlocks, once after (a second claim answers the
 * claimed deposit and releases nothing). Its every hour is credited first. The miner's row must be
 * locked and `now` read after it.
 */
export async function claimStake(tx: Queryable, userId: number, depositId: string, now: number): Promise<DepositRow> {
  const deposit = await findDeposit(tx, depositId, true);
  if (!deposit || deposit.userId !== userId) throw new SandboxError(404, 'No such deposit', 'unknown-deposit', ['depositId']);
  if (deposit.claimedAt !== null) return deposit;
  if (now < deposit.endedAt) throw new SandboxError(409, 'The deposit is still locked', 'stake-locked', ['depositId']);
  await creditStakingRewards(tx, userId, now);
  await tx.query(`update mining_users set lock_units = lock_units - $2 where user_id = $1`, [userId, deposit.amountUnits.toString()]);
  await tx.query(`update staking_deposits set claimed_at = $2 where id = $1`, [depositId, new Date(now).toISOString()]);
  const claimed = await findDeposit(tx, depositId, false);
  if (!claimed) throw new Error('the deposit just claimed is gone');
  return claimed;
}

/** SWITCH staked by everyone: every deposit not claimed back. */
export async function totalStakedUnits(q: Queryable): Promise<bigint> {
  const result = await q.query<{ total: string | null }>(`select coalesce(sum(amount_units), 0)::text as total from staking_deposits where claimed_at is null`);
  return BigInt(result.rows[0]?.total ?? '0');
}

/** A fraction of parts per million as a decimal string (150000 → '0.15'). */
export const apyText = (ppm: bigint): string => switchText(ppm * 1000n);

export function wireDeposit(deposit: DepositRow): z.input<typeof stakingDepositSchema> {
  return {
    _id: deposit.id,
    amount: switchText(deposit.amountUnits),
    period: deposit.period,
    apy: apyText(deposit.apyPpm),
    hourReward: switchText(deposit.hourRewardUnits),
    dttmStarted: iso(deposit.startedAt),
    dttmEnded: iso(deposit.endedAt),
    gotAmount: switchText(BigInt(deposit.creditedHours) * deposit.hourRewardUnits),
    rewardAtEnd: switchText(BigInt(lockHours(deposit)) * deposit.hourRewardUnits),
    dttmClaimed: deposit.claimedAt === null ? null : iso(deposit.claimedAt),
    fee:
      deposit.fee === null
        ? null
        : {
            amount: deposit.fee.currency === 'TON' ? switchText(deposit.fee.units) : deposit.fee.units.toString(),
            currency: deposit.fee.currency,
            switchValue: switchText(deposit.fee.switchUnits),
          },
  };
}

/** The staking status (GET /staking): whether the user has a deposit not yet claimed. */
export async function hasActiveStake(q: Queryable, userId: number): Promise<boolean> {
  const result = await q.query<{ n: string }>(`select count(*)::text as n from staking_deposits where user_id = $1 and claimed_at is null`, [userId]);
  return Number(result.rows[0]?.n ?? 0) > 0;
}
