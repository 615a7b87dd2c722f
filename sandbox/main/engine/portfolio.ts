/** An account's holdings valued in USD at the clock's current prices. */
import type { z } from 'zod';
import type { balanceEntrySchema } from '../../../adapters/http/contract/main';
import { holdingsOf, type Queryable } from './ledger';
import { formatUsd, priceAt, usdValue } from './prices';
import { usdTotalOfRows } from '../../../domain/money/usd-total';
import { findToken, type CatalogueToken } from './token-catalogue';
import { formatUnits } from './units';
import { wireToken } from './wire';

export interface ValuedHolding {
  readonly token: CatalogueToken;
  readonly units: bigint;
  /** USD per whole token, scaled by PRICE_SCALE. */
  readonly price: bigint;
  /** USD value, scaled by PRICE_SCALE. */
  readonly usd: bigint;
}

export function valueHolding(token: CatalogueToken, units: bigint, nowMs: number): ValuedHolding {
  const price = priceAt(token, nowMs);
  return { token, units, price, usd: usdValue(units, token.decimals, price) };
}

/** Richest first; equal values keep the catalogue's order so the answer is stable. */
export function byUsdDescending(a: ValuedHolding, b: ValuedHolding): number {
  if (a.usd !== b.usd) return a.usd > b.usd ? -1 : 1;
  return a.token.rank - b.token.rank;
}

/** Non-zero holdings of one account, richest first. */
export async function valuedHoldings(q: Queryable, userId: number, accountIndex: number, nowMs: number): Promise<readonly ValuedHolding[]> {
  const holdings = await holdingsOf(q, userId, accountIndex);
  const valued: ValuedHolding[] = [];
  for (const holding of holdings) {
    const token = findToken(holding.chainId, holding.tokenAddress);
    // The ledger only ever receives catalogue tokens; a stray row must not break the wallet.
    if (!token) {
      console.error(`[sandbox] ledger holds ${holding.tokenAddress} on ${String(holding.chainId)}, which is not in the catalogue`);
      continue;
    }
    valued.push(valueHolding(token, holding.units, nowMs));
  }
  return valued.sort(byUsdDescending);
}

/**
 * An account's total as the wallet shows it ("12.30"): the sum of its /balances rows, each rounded
 * by the domain's one USD rule, so the total equals the rows the app shows to the cent.
 */
export function totalUsdOfHoldings(holdings: readonly ValuedHolding[]): string {
  return usdTotalOfRows(holdings.map((holding) => formatUsd(holding.usd)));
}

export function wireBalanceEntry(holding: ValuedHolding, origin: string): z.input<typeof balanceEntrySchema> {
  return {
    ...wireToken(holding.token, origin),
    tokensAmount: formatUnits(holding.units, holding.token.decimals),
    usdAmount: formatUsd(holding.usd),
    tokensCost: formatUsd(holding.price),
  };
}
