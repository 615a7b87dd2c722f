/**
 * Claims (MINING.md): a manual claim credits what has accrued with the bonuses and pays the
 * referral shares; an active autoclaim claims every missed period by itself. Both run inside the
 * caller's transaction with the miner's row locked and the time read under that lock
 * (current.ts), so two claims at once credit once: the second finds the clock already reset and
 * nothing accrued. The last claim never moves back, whatever time a caller hands in (issue 19).
 */
import { randomUUID } from 'node:crypto';
import { accruedUnits, claimDeadline, type SpeedSegment } from '../../../domain/mining/shared/accrual';
import type { Queryable } from '../../main/engine/ledger';
import { splitClaim, type ClaimSplit } from './bonuses';
import { findMiner, type MinerRow } from './miner';

export interface ClaimRecord {
  readonly claimId: string;
  readonly split: ClaimSplit;
}

/** Credits a referral share to a beneficiary who has a record; a missing one receives nothing. */
async function payShare(tx: Queryable, claimId: string, beneficiaryId: number | null, level: 1 | 2, units: bigint): Promise<number | null> {
  if (beneficiaryId === null) return null;
  const beneficiary = await findMiner(tx, beneficiaryId, true);
  if (!beneficiary) return null;
  if (units > 0n) {
    const column = level === 1 ? 'friends_bonus_units' : 'friends2_bonus_units';
    await tx.query(`update mining_users set got_units = got_units + $2::numeric, ${column} = ${column} + $2::numeric where user_id = $1`, [beneficiaryId, units.toString()]);
    await tx.query(`insert into mining_referral_shares (claim_id, beneficiary_id, level, units) values ($1, $2, $3, $4::numeric)`, [
      claimId,
      beneficiaryId,
      level,
      units.toString(),
    ]);
  }
  return beneficiary.inviterId;
}

/**
 * Writes one claim of `claimed` units ending at `claimAt`, the miner's new last claim. `miner` is
 * the row as read under its lock; a `claimAt` before its last claim is raised to it, so the last
 * claim never moves back and the interval already paid is never paid again.
 */
export async function recordClaim(
  tx: Queryable,
  miner: MinerRow,
  claim: { readonly claimed: bigint; readonly kind: 'manual' | 'auto'; readonly periods: number; readonly claimAt: number },
): Promise<ClaimRecord> {
  const split = splitClaim(claim.claimed, { verified: miner.confirmProve, inAlliance: miner.alliance !== null });
  const claimId = `cl_${randomUUID()}`;
  const at = new Date(Math.max(claim.claimAt, miner.lastClaimAt)).toISOString();
  await tx.query(`update mining_users set got_units = got_units + $2::numeric, last_claim_at = greatest(last_claim_at, $3) where user_id = $1`, [
    miner.userId,
    split.credited.toString(),
    at,
  ]);
  await tx.query(
    `insert into mining_claims (id, user_id, kind, periods, claimed_units, verified_bonus_units, alliance_bonus_units, claimed_at)
     values ($1, $2, $3, $4, $5::numeric, $6::numeric, $7::numeric, $8)`,
    [claimId, miner.userId, claim.kind, claim.periods, split.claimed.toString(), split.verifiedBonus.toString(), split.allianceBonus.toString(), at],
  );
  const inviterOfInviter = await payShare(tx, claimId, miner.inviterId, 1, split.inviterShare);
  await payShare(tx, claimId, inviterOfInviter, 2, split.inviterOfInviterShare);
  return { claimId, split };
}

/** More than six years of periods: a bound so a corrupt date cannot loop for ever. */
const MAX_AUTO_PERIODS = 10_000;

/** Whether an active autoclaim has a period to claim at `now` (catchUpAutoclaim then writes). */
export const autoclaimDue = (miner: MinerRow, now: number): boolean =>
  miner.autoclaimFrom !== null && Math.max(claimDeadline(miner.lastClaimAt), miner.autoclaimFrom) <= now;

/**
 * With autoclaim in force, every storage that filled up is claimed at its deadline (or at the
 * activation, when it was full before): periods are summed and written as one automatic claim.
 * Returns whether anything was written.
 */
export async function catchUpAutoclaim(tx: Queryable, miner: MinerRow, segments: readonly SpeedSegment[], now: number): Promise<boolean> {
  if (miner.autoclaimFrom === null) return false;
  let last = miner.lastClaimAt;
  let claimed = 0n;
  let periods = 0;
  for (;;) {
    const claimAt = Math.max(claimDeadline(last), miner.autoclaimFrom);
    if (claimAt > now || periods >= MAX_AUTO_PERIODS) break;
    claimed += accruedUnits(segments, last, claimAt);
    last = claimAt;
    periods++;
  }
  if (periods === 0) return false;
  await recordClaim(tx, miner, { claimed, kind: 'auto', periods, claimAt: last });
  return true;
}
