/**
 * The staked SBT (seed 001 §3 "Staked SBT", §7 "GET v2 claim staking SBT"; docs/decisions/staking.md
 * "Staking (issue 22)"): a soulbound token per staking period, earned by a deposit of at least
 * 5000 SWITCH of that period, or 'all-in' by locking at least 96 % of the mined balance (and at
 * least 100). Claiming it is a purchase of the one payment code, external way only: /v2/sbt/getTrBody
 * answers the TON Connect transaction (the mint fee to the treasury, the intent id as comment) and
 * the SBT is minted when that transaction lands, in the transaction that records the payment; the
 * table's key (user, period) mints it once, whatever lands twice.
 */
import { z } from 'zod';
import { SBT_PERIODS } from '../../../adapters/http/contract/mining/staking';
import type { Queryable } from '../../main/engine/ledger';
import { SandboxError } from '../../platform/http/errors';
import { EXTERNAL_VALIDITY_MS, TREASURY_ADDRESS } from '../payments/config';
import type { PaymentPurposeRow } from '../payments/purpose-table';
import { UNITS_PER_SWITCH } from '../shared/config';

export type SbtPeriod = (typeof SBT_PERIODS)[number];

export interface SbtDetails {
  readonly stakingPeriod: SbtPeriod;
}

/** Seed 001 §9: a deposit of at least 5000 SWITCH earns its period's SBT. */
export const SBT_THRESHOLD_UNITS = 5_000n * UNITS_PER_SWITCH;
/** Seed 001 §5: 'all-in' needs at least 96 % of the balance locked, and at least 100 SWITCH. */
const ALL_IN_SHARE_PERCENT = 96n;
const ALL_IN_MIN_LOCKED_UNITS = 100n * UNITS_PER_SWITCH;
/** Ours: what the mint costs, sent from the external wallet (0.05 TON, the mint's gas). */
export const SBT_MINT_UNITS = 50_000_000n;

export async function mintedSbts(q: Queryable, userId: number): Promise<SbtPeriod[]> {
  const result = await q.query<{ staking_period: SbtPeriod }>(`select staking_period from staking_sbts where user_id = $1 order by minted_at, staking_period`, [userId]);
  return result.rows.map((row) => row.staking_period);
}

/** Whether the user has earned this period's SBT now (the miner's row read by the caller's lock). */
async function earned(tx: Queryable, userId: number, period: SbtPeriod): Promise<boolean> {
  if (period === 'all-in') {
    const result = await tx.query<{ got_units: string; lock_units: string }>(`select got_units::text, lock_units::text from mining_users where user_id = $1`, [userId]);
    const row = result.rows[0];
    if (!row) return false;
    const got = BigInt(row.got_units);
    const locked = BigInt(row.lock_units);
    return got > 0n && locked >= ALL_IN_MIN_LOCKED_UNITS && locked * 100n >= got * ALL_IN_SHARE_PERCENT;
  }
  const result = await tx.query(`select 1 from staking_deposits where user_id = $1 and period = $2 and amount_units >= $3::numeric limit 1`, [
    userId,
    period,
    SBT_THRESHOLD_UNITS.toString(),
  ]);
  return result.rows.length > 0;
}

export const stakingSbtPurpose: PaymentPurposeRow<SbtDetails> = {
  purpose: 'staking-sbt',
  details: z.object({ stakingPeriod: z.enum(SBT_PERIODS) }).strict(),
  price: async () => ({ internal: null, stars: null, external: SBT_MINT_UNITS }),
  check: async (tx, details, at) => {
    if ((await mintedSbts(tx, at.userId)).includes(details.stakingPeriod)) throw new SandboxError(409, 'This SBT is minted already', 'sbt-minted', ['stakingPeriod']);
    if (!(await earned(tx, at.userId, details.stakingPeriod))) throw new SandboxError(409, 'This SBT is not earned', 'sbt-not-earned', ['stakingPeriod']);
  },
  activate: async (tx, details, at) => {
    await tx.query(`insert into staking_sbts (user_id, staking_period, intent_id, minted_at) values ($1, $2, $3, $4) on conflict (user_id, staking_period) do nothing`, [
      at.userId,
      details.stakingPeriod,
      at.intentId,
      new Date(at.now).toISOString(),
    ]);
    return null;
  },
};

/**
 * The user's unexpired pending mint of this period, answered again: two taps, a retry or two
 * requests at once (serialized by the caller's miner lock) sign one transaction, not two.
 */
export async function pendingSbtMint(tx: Queryable, userId: number, period: SbtPeriod, now: number) {
  const result = await tx.query<{ id: string; amount_units: string; created_at: Date }>(
    `select id, amount_units::text, created_at from payment_intents
      where user_id = $1 and purpose = $2 and way = 'external' and status = 'pending' and details->>'stakingPeriod' = $3 and created_at > $4
      order by created_at desc limit 1`,
    [userId, stakingSbtPurpose.purpose, period, new Date(now - EXTERNAL_VALIDITY_MS).toISOString()],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    intentId: row.id,
    transaction: {
      validUntil: Math.floor((row.created_at.getTime() + EXTERNAL_VALIDITY_MS) / 1000),
      messages: [{ address: TREASURY_ADDRESS, amount: row.amount_units, comment: row.id }],
    },
  };
}
