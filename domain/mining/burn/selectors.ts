/**
 * What the burn modal shows, as plain data: the step from the machine's tags, a loading flag, the
 * reward the typed amount would add, the typed failure and whether it offers a swap (rules.ts).
 */
import type { DecimalString } from '../../money/types';
import type { BurnFailure } from './failure';
import type { BurnSnapshot } from './machine';
import { burnAmountProblem, burnRewardText, offersSwap, type BurnAmountProblem } from './rules';

/** Each step is a tag of the states that show it, so no table of state names is kept here. */
export const BURN_STEPS = ['loading-config', 'config-failed', 'editing', 'burning', 'done'] as const;
export type BurnStep = (typeof BURN_STEPS)[number];

export interface BurnView {
  readonly step: BurnStep;
  readonly loading: boolean;
  readonly amountText: string;
  readonly problem: BurnAmountProblem | null;
  readonly minAmount: DecimalString;
  /** SWITCH/h the burn would add, or null while the rate is unknown. */
  readonly reward: string | null;
  readonly gasTon: DecimalString | null;
  readonly canSubmit: boolean;
  readonly failure: BurnFailure | null;
  /** The refusal is one a swap fixes: the screen shows go-to-swap instead of Burn. */
  readonly offersSwap: boolean;
  readonly burnedAmount: DecimalString | null;
  readonly newSpeed: DecimalString | null;
}

export function selectBurnView(snapshot: BurnSnapshot): BurnView {
  const { context } = snapshot;
  return {
    step: BURN_STEPS.find((tag) => snapshot.hasTag(tag)) ?? 'loading-config',
    loading: snapshot.hasTag('loading'),
    amountText: context.amountText,
    problem: burnAmountProblem(context.amountText, context.minAmount),
    minAmount: context.minAmount,
    reward: context.rate === null ? null : burnRewardText(context.amountText, context.rate),
    gasTon: context.gasTon,
    canSubmit: snapshot.can({ type: 'burn.submit' }),
    failure: context.failure,
    offersSwap: offersSwap(context.failure),
    burnedAmount: context.burned?.receipt.burnedAmount ?? null,
    newSpeed: context.burned?.receipt.mining.speed ?? null,
  };
}
