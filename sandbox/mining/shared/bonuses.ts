/**
 * What a claim credits (MINING.md): the accrued amount, plus 5 % of it when the miner is verified
 * and another 5 % of it when in an alliance (each bonus on the accrued amount, so the order does not
 * matter), and what the inviter (10 %) and the inviter's inviter (2 %) receive on top, each share of
 * the accrued amount. Every part floored to 1e-9 SWITCH; nothing is taken from the claimer.
 */
import { BONUS_PERCENT } from './config';

export interface ClaimSplit {
  readonly claimed: bigint;
  readonly verifiedBonus: bigint;
  readonly allianceBonus: bigint;
  /** claimed + both bonuses: what the claimer's gotAmount grows by. */
  readonly credited: bigint;
  readonly inviterShare: bigint;
  readonly inviterOfInviterShare: bigint;
}

const percentOf = (units: bigint, percent: bigint): bigint => (units * percent) / 100n;

export function splitClaim(claimed: bigint, miner: { readonly verified: boolean; readonly inAlliance: boolean }): ClaimSplit {
  if (claimed < 0n) throw new Error('a claim is never negative');
  const verifiedBonus = miner.verified ? percentOf(claimed, BONUS_PERCENT.verified) : 0n;
  const allianceBonus = miner.inAlliance ? percentOf(claimed, BONUS_PERCENT.alliance) : 0n;
  return {
    claimed,
    verifiedBonus,
    allianceBonus,
    credited: claimed + verifiedBonus + allianceBonus,
    inviterShare: percentOf(claimed, BONUS_PERCENT.inviter),
    inviterOfInviterShare: percentOf(claimed, BONUS_PERCENT.inviterOfInviter),
  };
}
