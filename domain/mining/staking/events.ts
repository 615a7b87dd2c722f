/** The staking flow's and the deposits screen's events ('noun.verb'). */
import type { PercentPreset } from '../../money/percent-presets';
import type { StakingPeriod } from './types';

export type StakingEvent =
  | { readonly type: 'amount.change'; readonly value: string }
  | { readonly type: 'preset.choose'; readonly percent: PercentPreset }
  | { readonly type: 'configs.open' }
  | { readonly type: 'configs.close' }
  | { readonly type: 'period.choose'; readonly period: StakingPeriod }
  | { readonly type: 'form.continue' }
  | { readonly type: 'confirm.back' }
  | { readonly type: 'stake.confirm' }
  | { readonly type: 'payment.back' }
  /** The fee's intent being paid (null once the purchase is no longer paying): followed if the sheet closes meanwhile. */
  | { readonly type: 'fee.pending'; readonly intentId: string | null }
  | { readonly type: 'fee.paid' }
  | { readonly type: 'flow.restart' }
  | { readonly type: 'staking.retry' };

export type DepositsEvent =
  | { readonly type: 'deposit.open'; readonly id: string }
  | { readonly type: 'deposit.close' }
  | { readonly type: 'stake.claim' }
  | { readonly type: 'deposits.retry' }
  | { readonly type: 'deposits.refresh' }
  | { readonly type: 'clock.tick'; readonly now: number }
  | { readonly type: 'sbt.open' }
  | { readonly type: 'sbt.close' }
  /** The SBT's mint was paid and landed: the list and the SBTs are read again. */
  | { readonly type: 'sbt.minted' };
