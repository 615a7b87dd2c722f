import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeAmount, EMPTY_SWAP_FORM, flipSides, pickToken, toggleMax, type SwapForm } from '../../../domain/swap/form';
import { isTokenAllowed } from '../../../domain/swap/pair-rules';
import { sameToken } from '../../../domain/tokens/identity';
import type { Token } from '../../../domain/tokens/types';
import { ETH_TOKEN, TON_TOKEN, USDC_ETH_TOKEN, USDT_ARB_TOKEN, USDT_TON_TOKEN } from '../../support/mothers';

const TOKENS: Token[] = [TON_TOKEN, USDT_TON_TOKEN, ETH_TOKEN, USDC_ETH_TOKEN, USDT_ARB_TOKEN];
const tokenArb = fc.constantFrom(...TOKENS);
const sideArb = fc.constantFrom('from' as const, 'to' as const);
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('pick' as const), side: sideArb, token: tokenArb }),
  fc.record({ kind: fc.constant('amount' as const), value: fc.string({ maxLength: 6 }) }),
  fc.record({ kind: fc.constant('max' as const), max: fc.constantFrom('1', '0.5', '0') }),
  fc.record({ kind: fc.constant('flip' as const) }),
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

function apply(form: SwapForm, step: Step): SwapForm {
  switch (step.kind) {
    case 'pick':
      return pickToken(form, step.side, step.token);
    case 'amount':
      return changeAmount(form, step.value);
    case 'max':
      return toggleMax(form, step.max);
    case 'flip':
      return flipSides(form);
  }
}

describe('swap form rules', () => {
  it('never holds a pair that breaks the TON restriction, nor the same token twice', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 30 }), (steps) => {
        const form = steps.reduce(apply, EMPTY_SWAP_FORM);
        if (form.fromToken && form.toToken) {
          expect(isTokenAllowed(form.fromToken, form.toToken)).toBe(true);
          expect(sameToken(form.fromToken, form.toToken)).toBe(false);
        }
      }),
    );
  });

  it('flipping swaps the sides and clears the amount and max', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 10 }), (steps) => {
        const form = steps.reduce(apply, EMPTY_SWAP_FORM);
        const flipped = flipSides(form);
        expect(flipped).toEqual({ fromToken: form.toToken, toToken: form.fromToken, swapAmount: '', isSwapMax: false });
      }),
    );
  });

  it('changing the from token clears the amount and max; picking the same one keeps them', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 10 }), tokenArb, (steps, token) => {
        const form = steps.reduce(apply, EMPTY_SWAP_FORM);
        const picked = pickToken(form, 'from', token);
        if (sameToken(form.fromToken, token)) expect(picked.swapAmount).toBe(form.swapAmount);
        else expect([picked.swapAmount, picked.isSwapMax]).toEqual(['', false]);
      }),
    );
  });

  it('max toggles: a second press clears the amount; typing clears the flag', () => {
    const withMax = toggleMax({ ...EMPTY_SWAP_FORM, fromToken: ETH_TOKEN }, '0.989999');
    expect(withMax).toMatchObject({ swapAmount: '0.989999', isSwapMax: true });
    expect(toggleMax(withMax, '0.989999')).toMatchObject({ swapAmount: '', isSwapMax: false });
    expect(changeAmount(withMax, '0,5')).toMatchObject({ swapAmount: '0.5', isSwapMax: false });
  });

  it('picking a TON token facing an EVM token clears the other side (and the amount with a lost from token)', () => {
    const evmPair: SwapForm = { fromToken: ETH_TOKEN, toToken: USDC_ETH_TOKEN, swapAmount: '1', isSwapMax: false };
    expect(pickToken(evmPair, 'to', USDT_TON_TOKEN)).toEqual({ fromToken: null, toToken: USDT_TON_TOKEN, swapAmount: '', isSwapMax: false });
    expect(pickToken(evmPair, 'from', TON_TOKEN)).toEqual({ fromToken: TON_TOKEN, toToken: null, swapAmount: '', isSwapMax: false });
    expect(pickToken(evmPair, 'to', USDT_ARB_TOKEN)).toEqual({ ...evmPair, toToken: USDT_ARB_TOKEN });
  });
});
