/** The staking flow's and the deposits screen's context: plain data the server sent and the user typed. */
import type { PercentPreset } from '../../money/percent-presets';
import type { DecimalString } from '../../money/types';
import type { StakingFailure } from './failure';
import type { BiometricGateContext } from '../../shared/biometric-gate';
import type { SbtPeriod } from './rules';
import type { DepositList, DepositMade, StakingConfigs, StakingPeriod, StakingTotal } from './types';

/** What the flow reads to start: the configs, the total and the user's record (through the deposit list). */
export interface StakingStart {
  readonly configs: StakingConfigs;
  readonly total: StakingTotal;
  readonly list: DepositList;
}

export interface StakeCall {
  readonly amount: DecimalString;
  readonly period: StakingPeriod;
  readonly idempotencyKey: string;
}

export interface StakingContext extends BiometricGateContext {
  readonly configs: StakingConfigs | null;
  readonly totalAmount: DecimalString;
  readonly gotAmount: DecimalString;
  readonly lockAmount: DecimalString;
  /** What the amount field shows (the shared amount rule). */
  readonly amountText: string;
  readonly period: StakingPeriod | null;
  /** The preset last pressed, shown as chosen until the amount is typed. */
  readonly preset: PercentPreset | null;
  readonly failure: StakingFailure | null;
  readonly loadFailure: StakingFailure | null;
  readonly idempotencyKey: string | null;
  readonly made: DepositMade | null;
  /** The fee's intent while its purchase is paying: followed to its outcome if the sheet closes first. */
  readonly feeIntentId: string | null;
}

export interface DepositsContext {
  readonly list: DepositList | null;
  readonly totalAmount: DecimalString | null;
  /** Device time when the list arrived, to run the server's time forward. */
  readonly receivedAt: number;
  readonly now: number;
  readonly openId: string | null;
  readonly failure: StakingFailure | null;
  readonly claimFailure: StakingFailure | null;
  readonly claimKey: string | null;
  /** The periods whose SBT is minted; null until read. */
  readonly sbts: readonly SbtPeriod[] | null;
  /** The SBT's drawer is open. */
  readonly sbtOpen: boolean;
}
