/**
 * Answers a quote: resolves the tokens, plans the route at the clock's prices, stores it for
 * execution (it lives ROUTE_TTL_MS) and shapes the wire quote with what the account holds of each
 * gas coin. Holding too little does not stop a quote: the app shows the gas it would need.
 */
import type { Db } from '../../../platform/store/database';
import { EVM_CHAIN_IDS, type ChainId } from '../../../../domain/chains';
import { balanceOf } from '../ledger';
import { findToken, type CatalogueToken } from '../token-catalogue';
import { wireQuote, type WireQuote } from './quote-wire';
import { noRoute, unknownToken } from './refusals';
import { saveRoute } from './route-store';
import { planRoute, planTonRoute } from './router';

/** How long a quote can be executed (the app refetches after a second of idle input anyway). */
export const ROUTE_TTL_MS = 60_000;

/** A catalogue token, or the 404 "Couldn't find specified token" naming the request field. */
export function resolveToken(chainId: ChainId, address: string, field: string): CatalogueToken {
  const token = findToken(chainId, address.trim());
  if (!token) throw unknownToken(field);
  return token;
}

/**
 * A token of a TON swap call, which names jettons by address only. An EVM token there is a known
 * token on the wrong side: TON pairs stay on TON, so that is no route rather than an unknown token.
 */
export function resolveTonToken(address: string, field: string): CatalogueToken {
  const token = findToken('TON', address.trim());
  if (token) return token;
  if (EVM_CHAIN_IDS.some((chainId) => findToken(chainId, address.trim()))) throw noRoute();
  throw unknownToken(field);
}

export interface QuoteInput {
  readonly userId: number;
  readonly accountIndex: number;
  readonly from: CatalogueToken;
  readonly to: CatalogueToken;
  readonly amount: bigint;
  /** /v2/tc/simulate-swap quotes TON pairs only. */
  readonly tonOnly?: boolean | undefined;
}

export async function quoteSwap(db: Db, input: QuoteInput, nowMs: number, origin: string): Promise<WireQuote> {
  const plan = input.tonOnly ? planTonRoute(input.from, input.to, input.amount, nowMs) : planRoute(input.from, input.to, input.amount, nowMs);
  if (!plan) throw noRoute();
  const expiresAt = new Date(nowMs + ROUTE_TTL_MS);
  const routeId = await saveRoute(db, { userId: input.userId, accountIndex: input.accountIndex, plan, createdAt: new Date(nowMs), expiresAt });
  const held = new Map<CatalogueToken, bigint>();
  for (const gas of plan.gas) held.set(gas.token, await balanceOf(db, input.userId, input.accountIndex, gas.token));
  return wireQuote(plan, { routeId, expiresAt, nowMs, origin, held });
}
