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
import { prepared, type Tx } from '../../platform/store/database';
import { splitClaim, type ClaimSplit } from './bonuses';
import type { MinerRow } from './miner';

export interface ClaimRecord {
  readonly claimId: string;
  readonly split: ClaimSplit;
}

/**
 * A claim's writes as one statement (docs/decisions/sandbox-platform.md "Claims in four round trips
 * (issue 36)"): the claimer's credit and last claim, the claim's row, each referral share to a
 * beneficiary who has a record (an UPDATE, so it waits for that miner's lock as a locking read
 * would; a share of 0 writes nothing, and the second level's is never more than the first's), and,
 * for a manual claim answered in the same transaction, the Idempotency-Key's answer. The claimer's
 * total as stored must be the one computed under the lock (`$13`), or the statement fails
 * (mining_claim_total, migration 008): with the key's answer it also commits, so no check after
 * it could roll it back.
 */
const claimWrites = new Map<boolean, string>();
function claimWrite(settles: boolean): string {
  let sql = claimWrites.get(settles);
  if (sql === undefined) {
    sql = prepared(`WITH me AS (
        UPDATE mining_users SET got_units = got_units + $2::numeric, last_claim_at = greatest(last_claim_at, $3::timestamptz)
         WHERE user_id = $1 RETURNING got_units AS got),
      claim AS (
        INSERT INTO mining_claims (id, user_id, kind, periods, claimed_units, verified_bonus_units, alliance_bonus_units, claimed_at)
        VALUES ($4, $1, $5, $6, $7::numeric, $8::numeric, $9::numeric, $3::timestamptz)),
      inviter AS (
        UPDATE mining_users SET got_units = got_units + $11::numeric, friends_bonus_units = friends_bonus_units + $11::numeric
         WHERE user_id = $10::bigint AND $11::numeric > 0 RETURNING user_id, inviter_id),
      share1 AS (
        INSERT INTO mining_referral_shares (claim_id, beneficiary_id, level, units) SELECT $4, user_id, 1, $11::numeric FROM inviter),
      inviter2 AS (
        UPDATE mining_users SET got_units = got_units + $12::numeric, friends2_bonus_units = friends2_bonus_units + $12::numeric
         WHERE user_id = (SELECT inviter_id FROM inviter) AND $12::numeric > 0 RETURNING user_id),
      share2 AS (
        INSERT INTO mining_referral_shares (claim_id, beneficiary_id, level, units) SELECT $4, user_id, 2, $12::numeric FROM inviter2)${
        settles
          ? `,
      settled AS (
        UPDATE idempotency_keys SET status = 'done', response_status = 200, response_body = $15::jsonb WHERE user_id = $1 AND key = $14)`
          : ''
      }
      SELECT mining_claim_total($4, me.got, $13::numeric) AS got FROM (SELECT 1) AS one LEFT JOIN me ON true`);
    claimWrites.set(settles, sql);
  }
  return sql;
}

/** A claim as computed under the miner's lock, before it is written. */
export interface ClaimPlan extends ClaimRecord {
  readonly kind: 'manual' | 'auto';
  readonly periods: number;
  /** The claim's instant: its `claimAt`, never before the miner's last claim. */
  readonly at: number;
  readonly miner: MinerRow;
  /** The claimer's record once the claim is written (exact: the row is locked, see planClaim). */
  readonly after: MinerRow;
}

/**
 * One claim of `claimed` units ending at `claimAt`, the miner's new last claim. `miner` is the row
 * as read under its lock; a `claimAt` before its last claim is raised to it, so the last claim
 * never moves back and the interval already paid is never paid again. The record after it is
 * computed here: under the lock no other statement changes the row (a friend's share to it is an
 * UPDATE, which waits), and writeClaim checks the stored total against it.
 */
export function planClaim(
  miner: MinerRow,
  claim: { readonly claimed: bigint; readonly kind: 'manual' | 'auto'; readonly periods: number; readonly claimAt: number },
): ClaimPlan {
  const split = splitClaim(claim.claimed, { verified: miner.confirmProve, inAlliance: miner.alliance !== null });
  const at = Math.max(claim.claimAt, miner.lastClaimAt);
  return {
    claimId: `cl_${randomUUID()}`,
    split,
    kind: claim.kind,
    periods: claim.periods,
    at,
    miner,
    after: { ...miner, gotUnits: miner.gotUnits + split.credited, lastClaimAt: at },
  };
}

/**
 * Writes a planned claim in one statement; `settle`, the request's Idempotency-Key and its answer
 * (idempotency.ts settleInline), is written by the same statement, which then commits the
 * transaction (queryAndCommit): the caller sends nothing after it.
 */
export async function writeClaim(tx: Queryable, plan: ClaimPlan): Promise<void>;
export async function writeClaim(tx: Tx, plan: ClaimPlan, settle: { readonly key: string; readonly answerJson: string }): Promise<void>;
export async function writeClaim(tx: Queryable | Tx, plan: ClaimPlan, settle?: { readonly key: string; readonly answerJson: string }): Promise<void> {
  const { split, miner } = plan;
  const params: unknown[] = [
    miner.userId,
    split.credited.toString(),
    new Date(plan.at).toISOString(),
    plan.claimId,
    plan.kind,
    plan.periods,
    split.claimed.toString(),
    split.verifiedBonus.toString(),
    split.allianceBonus.toString(),
    miner.inviterId,
    split.inviterShare.toString(),
    split.inviterOfInviterShare.toString(),
    plan.after.gotUnits.toString(),
  ];
  if (settle) {
    params.push(settle.key, settle.answerJson);
    await (tx as Tx).queryAndCommit(claimWrite(true), params);
  } else await tx.query(claimWrite(false), params);
}

/** Plans and writes one claim (see planClaim). */
export async function recordClaim(
  tx: Queryable,
  miner: MinerRow,
  claim: { readonly claimed: bigint; readonly kind: 'manual' | 'auto'; readonly periods: number; readonly claimAt: number },
): Promise<ClaimRecord> {
  const plan = planClaim(miner, claim);
  await writeClaim(tx, plan);
  return { claimId: plan.claimId, split: plan.split };
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
