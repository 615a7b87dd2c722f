/**
 * Tokens as every feature sees them: the wallet lists them, swap and send move them, refill shows
 * where to deposit them, and the mining area stakes and burns them. Kept out of any one feature so
 * features need not import each other to share a token.
 */
import type { ChainId } from '../chains';
import type { DecimalString } from '../money/types';

/** What names a token: its address on its chain (see identity.ts for how two are compared). */
export interface TokenRef {
  readonly address: string;
  readonly chainId: ChainId;
}

export interface Token extends TokenRef {
  readonly decimals: number;
  readonly name: string;
  readonly symbol: string;
  readonly logoURI: string;
}

/** A token the account holds, with its value. */
export interface BalanceEntry extends Token {
  /** Held amount in whole tokens. */
  readonly tokensAmount: DecimalString;
  /** Value of the held amount in USD. */
  readonly usdAmount: DecimalString;
  /** Price of one token in USD. */
  readonly tokensCost: DecimalString;
}

export interface KnownTokensRequest {
  readonly chainId?: ChainId | undefined;
  readonly searchText?: string | undefined;
  readonly tokenAddress?: string | undefined;
  readonly accountIndex: number;
  readonly sliceProps: { readonly limit: number; readonly offset: number };
}

/** A row of the token catalogue, with what the account holds of it. */
export interface KnownToken extends Token {
  /** What the account holds of it, in whole tokens ("0" when nothing). */
  readonly tokenAmount: DecimalString;
  readonly usdAmount: DecimalString;
}

export interface KnownTokensPage {
  readonly tokens: readonly KnownToken[];
  readonly tokensCount: number;
  readonly offset: number;
}
