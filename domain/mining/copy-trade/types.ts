/** Copy trading's shapes (seed 001 §3 "Copy-trade subscription", "Stablecoin holding"), as the port answers them. */
import type { DecimalString } from '../../money/types';

export type CopyTradeChainId = 1 | 10 | 42161 | 8453 | 324;

export interface CopyTradeAmounts {
  readonly usd: DecimalString;
  readonly eth: DecimalString;
}

export interface CopyTrade {
  readonly _id: string;
  readonly accountIndex: number;
  readonly chainId: CopyTradeChainId;
  readonly followedAddress: string;
  /** A fraction ("0.2"). */
  readonly ante: DecimalString;
  readonly protocols: readonly string[];
  readonly depositInNano: string;
  readonly fromToken: string;
  readonly dttmAdded: string;
  /** Absent while it runs. */
  readonly dttmDeactivated?: string | undefined;
  readonly token: { readonly logoURI: string; readonly name: string; readonly symbol: string; readonly decimals: number };
  readonly deposit: CopyTradeAmounts;
  readonly startDeposit: CopyTradeAmounts;
  readonly depositAmount: DecimalString;
  readonly perTradeAmount: DecimalString;
  readonly holdings: readonly { readonly symbol: string; readonly amount: DecimalString; readonly usd: DecimalString }[];
}

/** A holding that may fund a copy trade (ETH, USDT, USDC or DAI on an EVM chain). */
export interface FundingToken {
  readonly address: string;
  readonly chainId: number | 'TON';
  readonly decimals: number;
  readonly name: string;
  readonly symbol: string;
  readonly logoURI: string;
  readonly tokensAmount: DecimalString;
  readonly usdAmount: DecimalString;
  readonly tokensCost: DecimalString;
}

export type SkipReason = 'too-small' | 'not-enough-left' | 'slippage';

/** One of the leader's trades and what the position did with it. */
export interface MirroredTrade {
  readonly seq: number;
  readonly at: string;
  readonly leader: { readonly from: string; readonly to: string; readonly usd: DecimalString; readonly slippagePercent: DecimalString };
  readonly outcome: 'mirrored' | 'skipped';
  readonly sold?: { readonly symbol: string; readonly amount: DecimalString } | undefined;
  readonly got?: { readonly symbol: string; readonly amount: DecimalString } | undefined;
  readonly reason?: SkipReason | undefined;
}

export interface CopyTrades {
  readonly copyTrades: readonly CopyTrade[];
  readonly tokens: readonly FundingToken[];
  readonly address: string;
  readonly transactions?: readonly MirroredTrade[] | undefined;
  /** With a trade id: the token of the next (older) page of its trades; null on the last page. */
  readonly transactionsNextToken?: string | null | undefined;
  readonly slippageLimitPercent: DecimalString;
  readonly serverTime: string;
}

export interface StartCopyTradeRequest {
  readonly accountIndex: number;
  readonly chainId: CopyTradeChainId;
  readonly followedAddress: string;
  readonly ante: DecimalString;
  readonly protocols: readonly string[];
  readonly depositInNano: string;
  readonly fromToken: string;
}
