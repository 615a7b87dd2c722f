/**
 * The auction claim (MINING.md "Money and where it lives"): today's share of the user's mined
 * SWITCH (gotAmount less what staking locks) moves into SWITCH jettons in account 0 of the wallet
 * ledger, the rest of it is burned, and the claim's price plus the gas reserve leave account 0 in
 * TON: one transaction across both ledgers, under the miner's lock, with the time read under that
 * lock. The route runs it once per Idempotency-Key (mountMoving).
 */
import { randomUUID } from 'node:crypto';
import { auctionDay, auctionPhase, paidUnits, shareAtBp, msToNextDay, type AuctionCampaign } from '../../../domain/mining/auction/schedule';
import type { z } from 'zod/mini';
import type { auctionSchema } from '../../../adapters/http/contract/mining/auction';
import { balanceOf, InsufficientBalanceError, postMovementsIn, type Queryable } from '../../main/engine/ledger';
import { formatUsd, priceAt } from '../../main/engine/prices';
import { nativeToken, requireToken } from '../../main/engine/token-catalogue';
import { SandboxError } from '../../platform/http/errors';
import { tonText } from '../payments/external-wallet';
import { TREASURY_ADDRESS } from '../payments/config';
import { switchText, type MinerRow } from '../shared/miner';
import { createStakingDepositInTx } from '../staking/engine';
import { CLAIM_PRICE_UNITS, GAS_RESERVE_UNITS, SEND_MS, STAKING_PART, STAKING_PART_BP } from './config';

export type WireAuction = z.input<typeof auctionSchema>;

interface ClaimRow {
  id: string;
  paid_units: string;
  burned_units: string;
  staked_units: string;
  send_failed: boolean;
  claimed_at: Date;
  lands_at: Date;
}

/** The mined SWITCH the auction counts: what the record holds, less what staking locks. */
export const auctionUnitsOf = (miner: MinerRow): bigint => (miner.gotUnits > miner.lockUnits ? miner.gotUnits - miner.lockUnits : 0n);

export const unavailableAmount = (): SandboxError => new SandboxError(422, 'Unavailable amount', 'unavailable-amount');
/** The claim's price plus the gas reserve: the auction's answer carries both, so the app words the sheet. */
export const notEnoughGas = (): SandboxError => new SandboxError(422, 'Not enough gas', 'not-enough-gas');
export const auctionClosed = (): SandboxError => new SandboxError(409, 'The auction is closed', 'auction-closed');

async function lastClaimOf(q: Queryable, userId: number): Promise<ClaimRow | null> {
  const result = await q.query<ClaimRow>(
    `select id, paid_units::text, burned_units::text, staked_units::text, send_failed, claimed_at, lands_at from auction_claims where user_id = $1 order by claimed_at desc, id desc limit 1`,
    [userId],
  );
  return result.rows[0] ?? null;
}

/** Whether a send of the user's has landed by `now` (a failed one never does). */
async function hasLandedSend(q: Queryable, userId: number, now: number): Promise<boolean> {
  const result = await q.query(`select 1 from auction_claims where user_id = $1 and not send_failed and lands_at <= $2 limit 1`, [userId, new Date(now).toISOString()]);
  return result.rows.length > 0;
}

/** The send's status at `now`: it lands (or fails) SEND_MS after its claim on the sandbox's clock. */
const progressOf = (claim: ClaimRow, now: number): 'sending' | 'responsed' | 'failed' => (now < claim.lands_at.getTime() ? 'sending' : claim.send_failed ? 'failed' : 'responsed');

/** The control's mark: the user's next claim's send fails (used up by that claim, in its transaction). */
export async function markNextSendFailing(q: Queryable, userId: number, now: number): Promise<void> {
  await q.query(`insert into auction_failing_sends (user_id, marked_at) values ($1, $2) on conflict (user_id) do update set marked_at = excluded.marked_at`, [
    userId,
    new Date(now).toISOString(),
  ]);
}

const takeFailingMark = async (tx: Queryable, userId: number): Promise<boolean> =>
  (await tx.query(`delete from auction_failing_sends where user_id = $1 returning user_id`, [userId])).rows.length > 0;

/** The auction as the user sees it at `now` (the sandbox clock's time). */
export async function wireAuction(q: Queryable, miner: MinerRow, campaign: AuctionCampaign, now: number, depositAddress: string): Promise<WireAuction> {
  const last = await lastClaimOf(q, miner.userId);
  const shareBp = shareAtBp(campaign, now);
  const switchToken = requireToken('TON', 'SWITCH');
  return {
    availableAmount: switchText(paidUnits(auctionUnitsOf(miner), shareBp)),
    gotAmount: switchText(auctionUnitsOf(miner)),
    stakingPart: STAKING_PART,
    switchPriceUsd: formatUsd(priceAt(switchToken, now)),
    claimPrice: tonText(CLAIM_PRICE_UNITS),
    gasReserve: tonText(GAS_RESERVE_UNITS),
    currDay: auctionDay(campaign, now),
    nextDayInMs: msToNextDay(now),
    // A send lands SEND_MS after its claim on the sandbox's clock (the chain's confirmation), or fails then.
    progressStatus: last === null ? null : progressOf(last, now),
    hasSuccessSwitchSend: await hasLandedSend(q, miner.userId, now),
    shareBp,
    startsAt: new Date(campaign.startsAt).toISOString(),
    deadline: new Date(campaign.deadline).toISOString(),
    phase: auctionPhase(campaign, now),
    lastClaim:
      last === null
        ? null
        : {
            claimId: last.id,
            paidAmount: switchText(BigInt(last.paid_units)),
            burnedAmount: switchText(BigInt(last.burned_units)),
            stakedAmount: switchText(BigInt(last.staked_units)),
            claimedAt: last.claimed_at.toISOString(),
          },
    depositAddress,
    serverTime: new Date(now).toISOString(),
  };
}

export interface AuctionClaim {
  readonly claimId: string;
  readonly minedUnits: bigint;
  readonly paidUnits: bigint;
  readonly burnedUnits: bigint;
  /** Claim-and-stake: the part of the paid share locked for 3 months (0 for a plain claim). */
  readonly stakedUnits: bigint;
  readonly depositId: string | null;
  /** The control marked this claim's send to fail: it moved nothing. */
  readonly sendFails: boolean;
}

/** What a claim-and-stake stakes of a paid share: STAKING_PART of it, rounded down. */
export const stakedUnitsOf = (paid: bigint): bigint => (paid * STAKING_PART_BP) / 10_000n;

/**
 * The claim itself, in the caller's transaction; `miner` is locked and `now` read under its lock.
 * With `stake`, STAKING_PART of the paid share stays in the mining record as a 3-month deposit
 * (staking's createStakingDepositInTx) and only the rest reaches account 0; a share whose part
 * rounds down to 0 (a share of 1 smallest unit) stakes nothing and makes no deposit: all of it is
 * paid. A claim the control marked to fail records what it would have moved and moves nothing.
 */
export async function claimFromAuction(tx: Queryable, miner: MinerRow, campaign: AuctionCampaign, now: number, stake = false): Promise<AuctionClaim> {
  if (auctionPhase(campaign, now) === 'closed') throw auctionClosed();
  const shareBp = shareAtBp(campaign, now);
  const mined = auctionUnitsOf(miner);
  const share = paidUnits(mined, shareBp);
  if (share <= 0n) throw unavailableAmount();
  const staked = stake ? stakedUnitsOf(share) : 0n;
  const paid = share - staked;
  const gas = CLAIM_PRICE_UNITS + GAS_RESERVE_UNITS;
  const ton = nativeToken('TON');
  const switchToken = requireToken('TON', 'SWITCH');
  if ((await balanceOf(tx, miner.userId, 0, ton)) < gas) throw notEnoughGas();
  const at = new Date(now);
  if (await takeFailingMark(tx, miner.userId)) {
    // The send fails: nothing leaves the record or account 0 (no gas is taken either).
    const claimId = await insertClaim(tx, { miner, campaign, now, mined, paid, staked, share, shareBp, gas: 0n, operationId: null, depositId: null });
    return { claimId, minedUnits: mined, paidUnits: paid, burnedUnits: mined - share, stakedUnits: staked, depositId: null, sendFails: true };
  }
  let operationId: string;
  try {
    [operationId = ''] = await postMovementsIn(
      tx,
      [
        {
          userId: miner.userId,
          accountIndex: 0,
          operation: { kind: 'deposit', token: switchToken, amountUnits: paid, counterparty: TREASURY_ADDRESS, comment: 'auction claim' },
          legs: [
            { token: switchToken, amountUnits: paid, kind: 'deposit' },
            { token: ton, amountUnits: -gas, kind: 'fee' },
          ],
        },
      ],
      at,
    );
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw notEnoughGas();
    throw error;
  }
  // The whole mined amount leaves the record but the staked part: the share is paid, the rest burned
  // (the Dutch auction); the staked part stays, locked by its deposit.
  const updated = await tx.query(
    `update mining_users set got_units = got_units - $2::numeric where user_id = $1 and got_units - lock_units >= $3::numeric returning user_id`,
    [miner.userId, (mined - staked).toString(), mined.toString()],
  );
  if (updated.rows.length !== 1) throw unavailableAmount();
  const deposit = staked > 0n ? await createStakingDepositInTx(tx, { userId: miner.userId, period: '3m', amountUnits: staked, now, anySize: true }) : null;
  const claimId = await insertClaim(tx, { miner, campaign, now, mined, paid, staked, share, shareBp, gas, operationId, depositId: deposit?.id ?? null });
  return { claimId, minedUnits: mined, paidUnits: paid, burnedUnits: mined - share, stakedUnits: staked, depositId: deposit?.id ?? null, sendFails: false };
}

interface ClaimRecord {
  readonly miner: MinerRow;
  readonly campaign: AuctionCampaign;
  readonly now: number;
  readonly mined: bigint;
  readonly share: bigint;
  readonly paid: bigint;
  readonly staked: bigint;
  readonly shareBp: number;
  readonly gas: bigint;
  /** The wallet operation; null for a send that fails (it moved nothing). */
  readonly operationId: string | null;
  readonly depositId: string | null;
}

async function insertClaim(tx: Queryable, claim: ClaimRecord): Promise<string> {
  const claimId = `auction_${randomUUID()}`;
  await tx.query(
    `insert into auction_claims (id, user_id, mined_units, paid_units, burned_units, share_bp, day, gas_units, operation_id, claimed_at, lands_at, staked_units, deposit_id, send_failed)
     values ($1, $2, $3::numeric, $4::numeric, $5::numeric, $6, $7, $8::numeric, $9, $10, $11, $12::numeric, $13, $14)`,
    [
      claimId,
      claim.miner.userId,
      claim.mined.toString(),
      claim.paid.toString(),
      (claim.mined - claim.share).toString(),
      claim.shareBp,
      auctionDay(claim.campaign, claim.now),
      claim.gas.toString(),
      claim.operationId,
      new Date(claim.now).toISOString(),
      new Date(claim.now + SEND_MS).toISOString(),
      claim.staked.toString(),
      claim.depositId,
      claim.operationId === null,
    ],
  );
  return claimId;
}
