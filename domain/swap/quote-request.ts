/**
 * Which quote call a form makes (seed 000 §7): a TON destination asks /v2/tc/simulate-swap, every
 * other pair /fetchRoute. Also the minimum received (PRODUCT.md): the route's toAmountMin, or 95
 * percent of the simulated output on a TON swap.
 */
import type { Token } from '../tokens/types';
import type { UnitsString } from '../money/types';
import { swapAmountUnits } from './amount';
import { sameToken } from '../tokens/identity';
import type { FetchRouteRequest, Quote, TonSimulateRequest, TonSwapRequest } from './types';

export type QuoteKind = 'evm' | 'ton';

export type QuoteRequest =
  | { readonly kind: 'evm'; readonly request: FetchRouteRequest }
  | { readonly kind: 'ton'; readonly request: TonSimulateRequest };

export function quoteKindFor(toToken: Pick<Token, 'chainId'>): QuoteKind {
  return toToken.chainId === 'TON' ? 'ton' : 'evm';
}

export interface QuotableForm {
  readonly fromToken: Token | null;
  readonly toToken: Token | null;
  readonly swapAmount: string;
}

/** The call the form asks for, or null while it cannot be quoted (a side or the amount missing). */
export function quoteRequestFor(form: QuotableForm, accountIndex: number): QuoteRequest | null {
  const { fromToken, toToken } = form;
  if (!fromToken || !toToken || sameToken(fromToken, toToken)) return null;
  const amount = swapAmountUnits(form.swapAmount, fromToken.decimals);
  if (amount === null) return null;
  if (quoteKindFor(toToken) === 'ton') {
    return { kind: 'ton', request: { offer_jetton: fromToken.address, offer_amount: amount, ask_jetton: toToken.address, accountIndex } };
  }
  return {
    kind: 'evm',
    request: { amount, from: fromToken.address, fromChainId: fromToken.chainId, to: toToken.address, toChainId: toToken.chainId, accountIndex },
  };
}

/**
 * Identifies what a quote answers, so an answer can be matched to the form that asked for it.
 * Two forms with the same key ask the server the same question.
 */
export function quoteKeyOf(request: QuoteRequest | null): string | null {
  if (request === null) return null;
  if (request.kind === 'ton') {
    const r = request.request;
    return ['ton', r.accountIndex, r.offer_jetton, r.ask_jetton, r.offer_amount].join('|');
  }
  const r = request.request;
  return ['evm', r.accountIndex, r.fromChainId, r.from, r.toChainId, r.to, r.amount].join('|');
}

/** Slippage of TON swaps: the least accepted output is 95 percent of the simulated one. */
export const TON_MIN_ASK_PERCENT = 95n;

/** 95 percent of `toAmount`, rounded down, in exact integer arithmetic. */
export function tonMinAskAmount(toAmount: UnitsString): UnitsString {
  if (!/^\d+$/.test(toAmount)) return '0';
  return ((BigInt(toAmount) * TON_MIN_ASK_PERCENT) / 100n).toString();
}

/** Minimum received in the to token's smallest units. */
export function minimumReceivedUnits(quote: Quote, kind: QuoteKind): UnitsString {
  return kind === 'ton' ? tonMinAskAmount(quote.route.toAmount) : quote.route.toAmountMin;
}

/** The routing tool of a TON quote: the first transaction's tool (the spec's viaTool.key). */
export function tonToolKeyOf(quote: Quote): string | null {
  return quote.transactions[0]?.viaTool.key ?? quote.route.steps[0]?.viaTool.key ?? null;
}

/** The request that executes a simulated TON swap. */
export function tonSwapRequest(quote: Quote, accountIndex: number): TonSwapRequest {
  const { route } = quote;
  return {
    offer_jetton: route.fromToken.address,
    offer_amount: route.fromAmount,
    ask_jetton: route.toToken.address,
    min_ask_amount: tonMinAskAmount(route.toAmount),
    provider: quote.transactions[0]?.provider ?? tonToolKeyOf(quote) ?? '',
    accountIndex,
  };
}
