/**
 * Claiming a staked SBT is a purchase of the one purchase flow (MINING.md "Payments": the SBT pays
 * through it), by the external wallet only: the server answers the mint's transaction and mints
 * the SBT, once per period, when it lands (docs/decisions/staking.md "Staking (issue 22)").
 */
import type { Purchase } from '../../payment/types';
import type { SbtPeriod } from './rules';

declare module '../../payment/types' {
  interface PurchaseDetails {
    readonly 'staking-sbt': { readonly stakingPeriod: SbtPeriod };
  }
}

export const sbtPurchase = (stakingPeriod: SbtPeriod): Purchase => ({ purpose: 'staking-sbt', details: { stakingPeriod } });
