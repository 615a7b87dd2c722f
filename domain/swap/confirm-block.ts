/**
 * Why the swap cannot be confirmed yet (seed 000 §4, §5), or null when it can. The screen maps the
 * reason to its message ('Insufficient funds' for gas) and disables the button.
 *
 * Gas is checked against what is left AFTER the swap: when the from token is itself the gas coin,
 * the swapped amount is not available for gas. On a TON swap the TON left must cover the routing
 * tool's minimum (ton-tools.ts); elsewhere each gas entry's held amount must cover its printAmount.
 */
import Big from 'big.js';
import { NATIVE_TOKEN_ADDRESS } from '../chains';
import { toBig } from '../money/big-decimal';
import type { BalanceEntry } from '../tokens/types';
import { amountInputValue } from '../money/amount-input';
import { sameToken } from '../tokens/identity';
import { tonToolKeyOf, type QuoteKind } from './quote-request';
import { tonGasMinimum } from './ton-tools';
import type { GasEntry, Quote } from './types';
import type { TokenRef } from '../tokens/types';

export type ConfirmBlock = 'loading' | 'no-route' | 'amount-above-balance' | 'insufficient-gas';

export interface ConfirmCheck {
  /** A quote or the balances are still loading. */
  readonly loading: boolean;
  /** The quote for the current form; null when none (no route, failed, or nothing asked). */
  readonly quote: Quote | null;
  readonly kind: QuoteKind;
  readonly fromToken: TokenRef | null;
  /** The amount field as shown (whole tokens). */
  readonly amount: string;
  readonly balances: readonly BalanceEntry[] | null;
}

const TON_NATIVE: TokenRef = { address: NATIVE_TOKEN_ADDRESS.ton, chainId: 'TON' };

/** The amount field as a number; 0 when empty. */
export function amountValue(amount: string): Big {
  return amountInputValue(amount) ?? new Big(0);
}

/** What the account holds of a token, in whole tokens; 0 when it has no entry. */
export function heldAmount(balances: readonly BalanceEntry[] | null, token: TokenRef): Big {
  const entry = balances?.find((balance) => sameToken(balance, token));
  return toBig(entry?.tokensAmount ?? '0');
}

function spentOf(token: TokenRef, fromToken: TokenRef | null, amount: Big): Big {
  return sameToken(token, fromToken) ? amount : new Big(0);
}

export function isGasInsufficient(check: Omit<ConfirmCheck, 'loading'> & { readonly quote: Quote }): boolean {
  const amount = amountValue(check.amount);
  if (check.kind === 'ton') {
    const tonGas = check.quote.gases.find((gas) => sameToken(gas, TON_NATIVE));
    const held = check.balances?.some((b) => sameToken(b, TON_NATIVE)) ? heldAmount(check.balances, TON_NATIVE) : toBig(tonGas?.tokensAmount ?? '0');
    const left = held.minus(spentOf(TON_NATIVE, check.fromToken, amount));
    return left.lt(tonGasMinimum(tonToolKeyOf(check.quote)));
  }
  return check.quote.gases.some((gas: GasEntry) => toBig(gas.tokensAmount).minus(spentOf(gas, check.fromToken, amount)).lt(toBig(gas.printAmount)));
}

export function confirmBlock(check: ConfirmCheck): ConfirmBlock | null {
  if (check.loading) return 'loading';
  if (check.quote === null || check.fromToken === null) return 'no-route';
  if (amountValue(check.amount).gt(heldAmount(check.balances, check.fromToken))) return 'amount-above-balance';
  if (isGasInsufficient({ ...check, quote: check.quote })) return 'insufficient-gas';
  return null;
}

