/**
 * The home token list (seed 000 §2, §3): balances sorted by usdAmount descending, 3 shown until the
 * user asks for more, and placeholder rows (TON, ETH, USDT on OP) when the account holds nothing.
 */
import { NATIVE_TOKEN_ADDRESS } from '../chains';
import { compareDecimalText, plainDecimal } from '../money/decimal-text';
import type { BalanceEntry, Token } from '../tokens/types';

export const DEFAULT_VISIBLE_TOKENS = 3;

/**
 * Logos are served by the app itself (PRODUCT.md: no call to a third party); the UI ships these
 * files under public/tokens/.
 */
export const PLACEHOLDER_TOKENS: readonly Token[] = [
  { address: NATIVE_TOKEN_ADDRESS.ton, chainId: 'TON', decimals: 9, name: 'Toncoin', symbol: 'TON', logoURI: '/tokens/ton.svg' },
  { address: NATIVE_TOKEN_ADDRESS.evm, chainId: 1, decimals: 18, name: 'Ethereum', symbol: 'ETH', logoURI: '/tokens/eth.svg' },
  {
    address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
    chainId: 10,
    decimals: 6,
    name: 'Tether USD',
    symbol: 'USDT',
    logoURI: '/tokens/usdt.svg',
  },
];

/** A zero balance row for a token, so placeholders render like any other row. */
export function emptyBalance(token: Token): BalanceEntry {
  return { ...token, tokensAmount: '0', usdAmount: '0', tokensCost: '0' };
}

/** Richest first, compared exactly; an unreadable usdAmount sorts as 0; ties keep server order. */
export function sortBalances(list: readonly BalanceEntry[]): BalanceEntry[] {
  return list
    .map((entry, index) => ({ entry, index, usd: plainDecimal(entry.usdAmount) ?? '0' }))
    .sort((a, b) => compareDecimalText(b.usd, a.usd) || a.index - b.index)
    .map(({ entry }) => entry);
}

export interface VisibleTokens {
  readonly items: readonly BalanceEntry[];
  /** True when the items are the placeholder rows, not holdings. */
  readonly placeholder: boolean;
  /** More holdings exist than the collapsed list shows (the more/less toggle is offered). */
  readonly hasMore: boolean;
}

/** What the list shows; `list` is expected sorted (see sortBalances). */
export function visibleTokens(list: readonly BalanceEntry[], expanded: boolean): VisibleTokens {
  if (list.length === 0) return { items: PLACEHOLDER_TOKENS.map(emptyBalance), placeholder: true, hasMore: false };
  const hasMore = list.length > DEFAULT_VISIBLE_TOKENS;
  return { items: expanded ? list : list.slice(0, DEFAULT_VISIBLE_TOKENS), placeholder: false, hasMore };
}
