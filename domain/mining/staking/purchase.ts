/**
 * A paid staking period's fee is a purchase of the one purchase flow (MINING.md "Payments"): its
 * details are the deposit it pays for, so the server stakes exactly that when the fee is paid.
 */
import type { Purchase } from '../../payment/types';
import type { StakingPeriod } from './types';

declare module '../../payment/types' {
  interface PurchaseDetails {
    readonly staking: { readonly amount: string; readonly period: StakingPeriod };
  }
}

/** The fee's purchase for staking `amount` (a decimal string with a dot) for `period`. */
export const stakingPurchase = (amount: string, period: StakingPeriod): Purchase => ({ purpose: 'staking', details: { amount, period } });
