/** Plain data for the swap screens, read from snapshots of the swap machines. */
import type { ApiFailure } from '../shared/api-failure';
import { CHAIN_IDS, chainInfo, type ChainId } from '../chains';
import { formatPickerAmount, formatTokenAmount, formatUsd } from '../money/format';
import { unitsToDecimal } from '../money/units';
import type { Token } from '../tokens/types';
import type { UnitsString } from '../money/types';
import { AMOUNT_PLACEHOLDER } from '../money/amount-input';
import { isBelowSmallestUnit } from './amount';
import { confirmBlock, heldAmount, type ConfirmBlock } from './confirm-block';
import type { QuoteChange } from './quote-freshness';
import type { SwapConfirmInput } from './confirm-machine';
import type { SwapSide } from './form';
import { currentMaxAmount, type PresetFailure, type SwapSnapshot } from './machine';
import { allowedChainsFor } from './pair-rules';
import type { TokenPickerSnapshot } from './picker-machine';
import { priceImpactView, type PriceImpactView } from './price-impact';
import { minimumReceivedUnits, quoteKindFor, tonToolKeyOf, type QuoteKind } from './quote-request';
import { tonSwapGasText } from './ton-tools';
import type { KnownToken } from '../tokens/types';
import type { Quote, RouteStep } from './types';

const tokenAmount = (units: UnitsString, decimals: number): string => {
  const decimal = unitsToDecimal(units, decimals);
  return formatTokenAmount(decimal.ok ? decimal.value : '0');
};

export interface GasView {
  readonly chainId: ChainId;
  readonly symbol: string;
  readonly logoURI: string;
  /** Required gas in whole tokens, formatted (6 decimals at most). */
  readonly amount: string;
  /** USD, two decimals, no symbol. */
  readonly amountUsd: string;
}

export interface QuoteView {
  readonly kind: QuoteKind;
  readonly fromAmount: string;
  readonly fromSymbol: string;
  readonly fromAmountUsd: string;
  readonly toAmount: string;
  readonly toSymbol: string;
  readonly toAmountUsd: string;
  readonly gasCostUsd: string;
  readonly gases: readonly GasView[];
  /**
   * The gas as one line: each fee with the chain it is paid on ('0.001 ETH (Arbitrum) + 0.0002 ETH
   * (Base)'), or on a TON swap the range of seed 000 §9 ('0.08 – 0.22 TON').
   */
  readonly gasFee: string;
  /** A TON swap shows a range, so no single USD figure goes with it. */
  readonly gasIsRange: boolean;
  readonly priceImpact: PriceImpactView;
  /** In the to token, formatted. */
  readonly minimumReceived: string;
  /** The route crosses networks: the bottom sheet explains the two gas fees. */
  readonly crossChain: boolean;
  readonly steps: readonly RouteStep[];
}

function gasFeeLine(quote: Quote, kind: QuoteKind, gases: readonly GasView[]): string {
  if (kind === 'ton') {
    return tonSwapGasText(tonToolKeyOf(quote));
  }
  return gases.map((gas) => `${gas.amount} ${gas.symbol} (${chainInfo(gas.chainId).label})`).join(' + ');
}

export function quoteView(quote: Quote, kind: QuoteKind): QuoteView {
  const { route } = quote;
  const gases = quote.gases.map((gas) => ({
    chainId: gas.chainId,
    symbol: gas.symbol,
    logoURI: gas.logoURI,
    amount: formatTokenAmount(gas.printAmount),
    amountUsd: formatUsd(gas.amountUSD),
  }));
  return {
    kind,
    fromAmount: tokenAmount(route.fromAmount, route.fromToken.decimals),
    fromSymbol: route.fromToken.symbol,
    fromAmountUsd: formatUsd(route.fromAmountUSD),
    toAmount: tokenAmount(route.toAmount, route.toToken.decimals),
    toSymbol: route.toToken.symbol,
    toAmountUsd: formatUsd(route.toAmountUSD),
    gasCostUsd: formatUsd(route.gasCostUSD),
    gases,
    gasFee: gasFeeLine(quote, kind, gases),
    gasIsRange: kind === 'ton',
    priceImpact: priceImpactView(route.priceImpactPercent),
    minimumReceived: tokenAmount(minimumReceivedUnits(quote, kind), route.toToken.decimals),
    crossChain: route.fromChainId !== route.toChainId,
    steps: route.steps,
  };
}

/** searching: waiting or fetching; quote: shown; no-route: the fetch failed (Retry); idle: nothing asked. */
export type QuoteState = 'idle' | 'searching' | 'quote' | 'no-route';

/** Why nothing is asked while idle: a side or the amount is missing, or the amount is below one unit. */
export type IdleReason = 'incomplete' | 'amount-too-small';

export interface SwapView {
  readonly fromToken: Token | null;
  readonly toToken: Token | null;
  /** What the account holds of each side, formatted; null while unknown or no token. */
  readonly fromBalance: string | null;
  readonly toBalance: string | null;
  readonly amount: string;
  readonly placeholder: string;
  readonly isSwapMax: boolean;
  readonly canMax: boolean;
  readonly pickingToken: SwapSide | null;
  readonly quoteState: QuoteState;
  /** Meaningful while quoteState is 'idle'. */
  readonly idleReason: IdleReason;
  readonly routeFetching: boolean;
  readonly quote: QuoteView | null;
  readonly quoteError: ApiFailure | null;
  /** Why confirm is disabled; null when it is enabled. */
  readonly confirmBlock: ConfirmBlock | null;
  readonly canConfirm: boolean;
  readonly resolvingStartSwap: boolean;
  readonly presetFailure: PresetFailure | null;
}

function quoteState(snapshot: SwapSnapshot): QuoteState {
  if (snapshot.matches({ quote: 'debouncing' }) || snapshot.matches({ quote: 'fetching' })) return 'searching';
  if (snapshot.matches({ quote: 'ready' })) return 'quote';
  if (snapshot.matches({ quote: 'failed' })) return 'no-route';
  return 'idle';
}

export function selectSwapView(snapshot: SwapSnapshot): SwapView {
  const { context } = snapshot;
  const state = quoteState(snapshot);
  const kind = context.toToken ? quoteKindFor(context.toToken) : 'evm';
  const quote = state === 'quote' ? context.quote : null;
  const balanceOf = (token: Token | null) =>
    token === null || context.balances === null ? null : formatTokenAmount(heldAmount(context.balances, token));
  const block = confirmBlock({
    loading: state === 'searching' || snapshot.matches({ balances: 'loading' }),
    quote,
    kind,
    fromToken: context.fromToken,
    amount: context.swapAmount,
    balances: context.balances,
  });
  return {
    fromToken: context.fromToken,
    toToken: context.toToken,
    fromBalance: balanceOf(context.fromToken),
    toBalance: balanceOf(context.toToken),
    amount: context.swapAmount,
    placeholder: AMOUNT_PLACEHOLDER,
    isSwapMax: context.isSwapMax,
    canMax: context.isSwapMax || currentMaxAmount(context) !== null,
    pickingToken: context.pickingToken,
    quoteState: state,
    idleReason: context.fromToken && isBelowSmallestUnit(context.swapAmount, context.fromToken.decimals) ? 'amount-too-small' : 'incomplete',
    routeFetching: context.routeFetching,
    quote: quote ? quoteView(quote, kind) : null,
    quoteError: context.quoteError,
    confirmBlock: block,
    canConfirm: block === null,
    resolvingStartSwap: snapshot.matches({ form: 'resolvingStartSwap' }),
    presetFailure: context.presetFailure,
  };
}

/** The confirm machine's input for the current quote, or null while confirm is blocked. */
export function selectConfirmInput(snapshot: SwapSnapshot): SwapConfirmInput | null {
  const view = selectSwapView(snapshot);
  const { quote, toToken, accountIndex, lookAgain } = snapshot.context;
  if (!view.canConfirm || quote === null || toToken === null) return null;
  return { quote, accountIndex, kind: quoteKindFor(toToken), lookAgain: lookAgain !== null };
}

/** How fresh the shown quote is: its deadline for the countdown, and whether it waits for a look. */
export interface QuoteFreshnessView {
  /** When the quote expires, on the app's clock (epoch ms). */
  readonly deadline: number;
  /** A refresh is on its way (the old quote stays shown). */
  readonly refreshing: boolean;
  /** A confirmation is in flight: the quote is held. */
  readonly held: boolean;
  /** The quote moved by more than the warning threshold since the user looked; confirm waits for 'quote.acknowledge'. */
  readonly lookAgain: QuoteChange | null;
}

export function selectQuoteFreshness(snapshot: SwapSnapshot): QuoteFreshnessView | null {
  const { quote, quoteDeadline, lookAgain } = snapshot.context;
  if (quote === null || quoteDeadline === null || !snapshot.matches({ quote: 'ready' })) return null;
  return {
    deadline: quoteDeadline,
    refreshing: snapshot.matches({ quote: { ready: 'refreshing' } }),
    held: snapshot.matches({ quote: { ready: 'held' } }),
    lookAgain,
  };
}

export interface PickerChainOption {
  readonly chainId: ChainId;
  readonly label: string;
  readonly selected: boolean;
}

export interface PickerRow {
  readonly token: KnownToken;
  readonly symbol: string;
  /** Held amount, picker format (4 decimals). */
  readonly amount: string;
  readonly chainLabel: string;
  readonly usdAmount: string;
}

export interface PickerView {
  readonly side: SwapSide;
  readonly search: string;
  /** Only the chains the other side allows (TON restriction). */
  readonly chains: readonly PickerChainOption[];
  readonly allChainsSelected: boolean;
  readonly rows: readonly PickerRow[];
  /** Skeleton rows show. */
  readonly loading: boolean;
  /** The scroll trigger may ask for more. */
  readonly canLoadMore: boolean;
  /** "couldn't find tokens" with the paste action. */
  readonly empty: boolean;
  readonly failure: ApiFailure | null;
}

export function selectPickerView(snapshot: TokenPickerSnapshot): PickerView {
  const { context } = snapshot;
  const allowed = allowedChainsFor(context.otherSideToken);
  return {
    side: context.side,
    search: context.search,
    chains: CHAIN_IDS.filter((id) => allowed.includes(id)).map((chainId) => ({
      chainId,
      label: chainInfo(chainId).label,
      selected: context.chainFilter === chainId,
    })),
    allChainsSelected: context.chainFilter === null,
    rows: context.tokens.map((token) => ({
      token,
      symbol: token.symbol,
      amount: formatPickerAmount(token.tokenAmount),
      chainLabel: chainInfo(token.chainId).label,
      usdAmount: formatUsd(token.usdAmount),
    })),
    loading: context.loading,
    canLoadMore: snapshot.matches('listing') && !context.loading && !context.done,
    empty: !context.loading && context.done && context.tokens.length === 0,
    failure: context.failure,
  };
}
