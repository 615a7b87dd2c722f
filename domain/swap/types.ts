import type { ChainId } from '../chains';
import type { DecimalString, UnitsString } from '../money/types';
import type { Token } from '../tokens/types';

export interface RouteTool {
  readonly key: string;
  readonly name: string;
  readonly logoURI: string;
}

export interface RouteStepSide {
  readonly symbol: string;
  readonly chainId: ChainId;
  /** Human-readable amount in whole tokens. */
  readonly printAmount: DecimalString;
}

export interface RouteStep {
  readonly type: 'swap' | 'cross';
  readonly viaTool: RouteTool;
  readonly from: RouteStepSide;
  readonly to: RouteStepSide;
}

export interface Route {
  readonly id: string;
  readonly fromToken: Token;
  readonly toToken: Token;
  readonly fromAmount: UnitsString;
  readonly toAmount: UnitsString;
  readonly toAmountMin: UnitsString;
  readonly fromAmountUSD: DecimalString;
  readonly toAmountUSD: DecimalString;
  readonly fromChainId: ChainId;
  readonly toChainId: ChainId;
  readonly gasCostUSD: DecimalString;
  readonly priceImpactPercent: DecimalString;
  readonly steps: readonly RouteStep[];
  /** ISO timestamp after which the server refuses the route id. */
  readonly expiresAt: string;
}

export interface GasEntry {
  readonly address: string;
  readonly chainId: ChainId;
  readonly symbol: string;
  readonly logoURI: string;
  /** Required gas in whole tokens. */
  readonly printAmount: DecimalString;
  /** Required gas in smallest units. */
  readonly amount: UnitsString;
  readonly amountUSD: DecimalString;
  /** What the account holds of the gas token, in whole tokens. */
  readonly tokensAmount: DecimalString;
}

export interface RouteTransaction {
  readonly provider: string;
  readonly chainId: ChainId;
  readonly viaTool: RouteTool;
}

export interface Quote {
  readonly route: Route;
  readonly gases: readonly GasEntry[];
  readonly transactions: readonly RouteTransaction[];
}

export interface FetchRouteRequest {
  readonly amount: UnitsString;
  readonly from: string;
  readonly fromChainId: ChainId;
  readonly to: string;
  readonly toChainId: ChainId;
  readonly accountIndex: number;
}

export interface TonSimulateRequest {
  readonly offer_jetton: string;
  readonly offer_amount: UnitsString;
  readonly ask_jetton: string;
  readonly accountIndex: number;
}

export interface TonSwapRequest {
  readonly offer_jetton: string;
  readonly offer_amount: UnitsString;
  readonly ask_jetton: string;
  readonly min_ask_amount: UnitsString;
  readonly provider: string;
  readonly accountIndex: number;
}

export interface SwapResult {
  readonly swapId: string;
  readonly status: 'completed';
}

export interface PresetTokens {
  readonly from: Token;
  readonly to: Token;
}
