/**
 * The swap form's own rules (seed 000 §3, §4) as pure functions, so the machine and the property
 * tests share them: typing clears max; max toggles (a second press clears the amount); changing the
 * from token clears the amount and max; flipping swaps the sides and clears the amount; picking a
 * token that cannot face the other side (TON restriction, or the very same token) clears that side.
 */
import type { Token } from '../tokens/types';
import { sanitizeAmountInput } from '../money/amount-input';
import { isTokenAllowed } from './pair-rules';
import { sameToken } from '../tokens/identity';

export type SwapSide = 'from' | 'to';

export interface SwapForm {
  readonly fromToken: Token | null;
  readonly toToken: Token | null;
  /** The amount field as shown: digits and at most one '.'. */
  readonly swapAmount: string;
  readonly isSwapMax: boolean;
}

export const EMPTY_SWAP_FORM: SwapForm = { fromToken: null, toToken: null, swapAmount: '', isSwapMax: false };

export function changeAmount(form: SwapForm, raw: string): SwapForm {
  return { ...form, swapAmount: sanitizeAmountInput(raw), isSwapMax: false };
}

/** `maxAmount` is what maxSwapAmount gives for the from token now; ignored on the clearing press. */
export function toggleMax(form: SwapForm, maxAmount: string): SwapForm {
  if (form.isSwapMax) return { ...form, swapAmount: '', isSwapMax: false };
  return { ...form, swapAmount: maxAmount, isSwapMax: true };
}

export function pickToken(form: SwapForm, side: SwapSide, token: Token): SwapForm {
  const other = side === 'from' ? form.toToken : form.fromToken;
  const keepOther = other !== null && isTokenAllowed(token, other) && !sameToken(token, other) ? other : null;
  if (side === 'from') {
    const changed = !sameToken(form.fromToken, token);
    return {
      fromToken: token,
      toToken: keepOther,
      swapAmount: changed ? '' : form.swapAmount,
      isSwapMax: changed ? false : form.isSwapMax,
    };
  }
  // Losing the from token is a change of the from token: the amount goes with it.
  if (keepOther === null && form.fromToken !== null) return { fromToken: null, toToken: token, swapAmount: '', isSwapMax: false };
  return { ...form, toToken: token, fromToken: keepOther };
}

export function flipSides(form: SwapForm): SwapForm {
  return { fromToken: form.toToken, toToken: form.fromToken, swapAmount: '', isSwapMax: false };
}
