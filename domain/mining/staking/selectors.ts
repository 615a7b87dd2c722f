/** Plain view data of the staking machines: the step from tags, what can be pressed from snapshot.can. */
import type { BiometricRefusal } from '../../shared/biometric-gate';
import type { SnapshotFrom } from 'xstate';
import type { DecimalString } from '../../money/types';
import type { StakingFailure } from './failure';
import { chosenConfig, depositsSbtOffer, formAmount, formAvailable, formError, openDeposit, serverNow } from './guards';
import type { depositsMachine, stakingMachine } from './machine';
import { balanceAfter, canClaimStake, hasClaimableStake, maxOf, ownStaked, type SbtPeriod, type StakeError } from './rules';
import { holdsInput } from '../../money/amount-input';
import type { StakingConfig, StakingConfigs, StakingDeposit, StakingPeriod } from './types';

/** An amount typed, until the deposit is made. */
export function selectStakingHoldsInput(snapshot: StakingSnapshot): boolean {
  return holdsInput([snapshot.context.amountText], snapshot.matches('success'));
}

export const STAKING_STEPS = ['loading', 'failed', 'form', 'configs', 'payment-method', 'confirm', 'staking', 'success'] as const;
export type StakingStep = (typeof STAKING_STEPS)[number];

export interface StakingView {
  readonly step: StakingStep;
  readonly configs: StakingConfigs | null;
  readonly totalAmount: DecimalString;
  readonly available: DecimalString;
  readonly amountText: string;
  readonly amount: DecimalString | null;
  readonly period: StakingPeriod | null;
  readonly config: StakingConfig | null;
  readonly max: DecimalString;
  readonly preset: number | null;
  readonly error: StakeError | null;
  readonly canContinue: boolean;
  readonly balanceAfter: DecimalString;
  readonly failure: StakingFailure | null;
  readonly loadFailure: StakingFailure | null;
  readonly deposit: StakingDeposit | null;
  /** The fee's sheet was closed while it was being paid: its outcome is awaited from the server. */
  readonly feePending: boolean;
  /** Why the biometric prompt let nothing be staked at the last confirm; null otherwise. */
  readonly biometrics: BiometricRefusal | null;
}

type StakingSnapshot = SnapshotFrom<typeof stakingMachine>;

export const selectStakingStep = (snapshot: StakingSnapshot): StakingStep =>
  STAKING_STEPS.filter((tag) => tag !== 'loading').find((tag) => snapshot.hasTag(tag)) ?? 'loading';

export function selectStakingView(snapshot: StakingSnapshot): StakingView {
  const { context } = snapshot;
  const amount = formAmount(context);
  const available = formAvailable(context);
  const config = chosenConfig(context);
  return {
    step: selectStakingStep(snapshot),
    configs: context.configs,
    totalAmount: context.totalAmount,
    available,
    amountText: context.amountText,
    amount,
    period: context.period,
    config,
    max: maxOf(config),
    preset: context.preset,
    error: formError(context),
    canContinue: snapshot.can({ type: 'form.continue' }),
    balanceAfter: balanceAfter(available, amount ?? '0'),
    failure: context.failure,
    loadFailure: context.loadFailure,
    deposit: context.made?.deposit ?? null,
    feePending: snapshot.hasTag('fee-pending'),
    biometrics: context.biometrics,
  };
}

export interface DepositsView {
  readonly step: 'loading' | 'failed' | 'list';
  readonly deposits: readonly StakingDeposit[];
  readonly ownStaked: DecimalString;
  readonly totalAmount: DecimalString;
  /** The server's time now, ms. */
  readonly now: number;
  readonly open: StakingDeposit | null;
  readonly openCanClaim: boolean;
  readonly claiming: boolean;
  readonly claimable: boolean;
  readonly failure: StakingFailure | null;
  readonly claimFailure: StakingFailure | null;
  readonly gotAmount: DecimalString;
  readonly lockAmount: DecimalString;
  /** The SBT the claim card offers, or null. */
  readonly sbt: SbtPeriod | null;
  /** The periods whose SBT is minted. */
  readonly sbtsMinted: readonly SbtPeriod[];
  readonly sbtOpen: boolean;
}

export function selectDepositsView(snapshot: SnapshotFrom<typeof depositsMachine>): DepositsView {
  const { context } = snapshot;
  const now = serverNow(context);
  const deposits = context.list?.deposits ?? [];
  const open = openDeposit(context);
  return {
    step: snapshot.hasTag('list') ? 'list' : snapshot.hasTag('failed') ? 'failed' : 'loading',
    deposits,
    ownStaked: ownStaked(deposits),
    totalAmount: context.totalAmount ?? '0',
    now,
    open,
    openCanClaim: open !== null && canClaimStake(open, now),
    claiming: snapshot.hasTag('claiming'),
    claimable: hasClaimableStake(deposits, now),
    failure: context.failure,
    claimFailure: context.claimFailure,
    gotAmount: context.list?.mining.gotAmount ?? '0',
    lockAmount: context.list?.mining.lockAmount ?? '0',
    sbt: depositsSbtOffer(context),
    sbtsMinted: context.sbts ?? [],
    sbtOpen: context.sbtOpen && depositsSbtOffer(context) !== null,
  };
}
