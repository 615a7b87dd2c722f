/**
 * Simulated USD prices: each token's base price times a slow, deterministic drift over hours, so
 * the same clock reading always gives the same price (tests can pin time) while a running sandbox
 * still sees prices move. Results are exact integers of 1e-8 USD.
 */
import { createHash } from 'node:crypto';
import { PRICE_DECIMALS, PRICE_SCALE, type CatalogueToken } from './token-catalogue';
import { formatUnits } from './units';
import { spanInstants } from '../../../domain/wallet/token-page/rules';
import type { PriceSpan } from '../../../domain/wallet/token-page/types';

const HOUR_MS = 60 * 60 * 1000;

/** Largest relative move: 3 % for ordinary assets, 0.15 % for stablecoins (the peg holds within 0.2 %). */
export const DRIFT_AMPLITUDE = { volatile: 0.03, stable: 0.0015 } as const;

function phase(key: string, salt: string): number {
  const digest = createHash('sha256').update(`${salt}:${key}`).digest();
  return (digest.readUInt32BE(0) / 0x1_0000_0000) * 2 * Math.PI;
}

/**
 * Relative drift in units of 1e-8, within ±amplitude. Two sines of incommensurate periods (7 h and
 * 31 h) so the movement does not look periodic over a day. The float result is rounded once into
 * an integer; from there on everything is exact.
 */
export function driftAt(priceKey: string, stable: boolean, nowMs: number): bigint {
  const hours = nowMs / HOUR_MS;
  const amplitude = stable ? DRIFT_AMPLITUDE.stable : DRIFT_AMPLITUDE.volatile;
  const wave = (2 / 3) * Math.sin((2 * Math.PI * hours) / 7 + phase(priceKey, 'fast')) + (1 / 3) * Math.sin((2 * Math.PI * hours) / 31 + phase(priceKey, 'slow'));
  return BigInt(Math.round(amplitude * wave * Number(PRICE_SCALE)));
}

/** Price of one whole token in USD, scaled by PRICE_SCALE. */
export function priceAt(token: CatalogueToken, nowMs: number): bigint {
  const drift = driftAt(token.priceKey, token.kind === 'stable', nowMs);
  return (token.basePrice * (PRICE_SCALE + drift)) / PRICE_SCALE;
}

/** USD value of an amount in smallest units, scaled by PRICE_SCALE (truncated, never rounded up). */
export function usdValue(units: bigint, decimals: number, price: bigint): bigint {
  return (units * price) / 10n ** BigInt(decimals);
}

/** A PRICE_SCALE integer as a decimal string ("3204.1234"). */
export function formatUsd(scaled: bigint): string {
  return formatUnits(scaled, PRICE_DECIMALS);
}

/**
 * A token's price over a span (issue 38, GET /priceHistory): the same price process the wallet
 * quotes, read at the span's instants (domain/wallet/token-page/rules.ts), the last of them the
 * clock's now. So the chart's last point is exactly the price /balances and /priceCheck give at
 * that instant, and every earlier point is the price they gave then.
 */
export function priceSeries(token: CatalogueToken, span: PriceSpan, nowMs: number): { time: string; usd: string }[] {
  return spanInstants(span, nowMs).map((at) => ({ time: new Date(at).toISOString(), usd: formatUsd(priceAt(token, at)) }));
}
