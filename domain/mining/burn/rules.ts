/**
 * Burn rules (seed 001 §5 "Burn", §9): the amount is a number of at least the minimum (1); the
 * reward shown is the amount times the server's burn rate, with one decimal when it is not whole
 * (rounded down, so the screen never promises more than the server adds).
 */
import Big from 'big.js';
import { amountInputValue } from '../../money/amount-input';
import { toBig } from '../../money/big-decimal';
import type { DecimalString } from '../../money/types';
import type { BurnFailure } from './failure';

/** seed 001 §9: minimum burn 1 (the server's configuration may say otherwise). */
export const DEFAULT_MIN_BURN: DecimalString = '1';

export type BurnAmountProblem = 'empty' | 'below-minimum';

/** Why the typed amount cannot be burned, or null when it can. */
export function burnAmountProblem(text: string, minAmount: DecimalString = DEFAULT_MIN_BURN): BurnAmountProblem | null {
  const value = amountInputValue(text);
  if (value === null || value.eq(0)) return 'empty';
  return value.lt(toBig(minAmount, new Big(DEFAULT_MIN_BURN))) ? 'below-minimum' : null;
}

/** The speed a burn adds, as shown: amount × rate, whole, or with 1 decimal (rounded down). */
export function burnRewardText(text: string, rate: DecimalString): string {
  const value = amountInputValue(text) ?? new Big(0);
  const reward = value.times(toBig(rate));
  return reward.round(0, Big.roundDown).eq(reward) ? reward.toFixed(0) : reward.round(1, Big.roundDown).toFixed(1);
}

/**
 * Whether a refusal sends the user to the swap screen (seed 001 §4: 4002 and 4003 change the button
 * to go-to-swap). For 4003 too: /swap is also where TON for the gas is bought with another token.
 */
export const offersSwap = (failure: BurnFailure | null): boolean => failure !== null && failure.type !== 'server';
