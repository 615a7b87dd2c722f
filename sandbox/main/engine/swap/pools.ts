/**
 * Simulated liquidity pools: constant product (x * y = k) with the fee taken from the input, the
 * Uniswap v2 formula in exact integers.
 *
 * Pools are not stored: each quote derives them from the catalogue and the prices at the quote's
 * clock reading, so the pool's mid price is always the oracle price and a swap never moves the
 * reserves of the next quote. That keeps the sandbox deterministic (same clock, same quote) and
 * honest about what it simulates: price impact that grows with the size of a trade against a pool
 * of a realistic depth, not a market that other traders move.
 *
 * Which pools exist on a venue (an exchange on one chain):
 * - every listed token against the chain's native coin (the hub of two-hop routes);
 * - stablecoin against stablecoin when one of them is USDT, USDC or DAI.
 * Depth (USD per side) comes from the token's tier, scaled by the chain and the venue.
 */
import type { ChainId } from '../../../../domain/chains';
import { priceAt } from '../prices';
import { LISTED_STABLECOINS, nativeToken, PRICE_SCALE, type CatalogueToken } from '../token-catalogue';
import type { ToolKey } from './tools';

export const BPS = 10_000n;

export interface Venue {
  readonly tool: ToolKey;
  readonly chainId: ChainId;
  /** Pool fee in basis points of the input. */
  readonly feeBps: bigint;
  /** Share of the reference depth this venue's pools hold, in percent. */
  readonly depthPercent: bigint;
  /** The symbols the venue lists; undefined lists every token of the chain. */
  readonly symbols?: ReadonlySet<string> | undefined;
}

export interface Pool {
  readonly venue: Venue;
  readonly a: CatalogueToken;
  readonly b: CatalogueToken;
  readonly reserveA: bigint;
  readonly reserveB: bigint;
}

/** A fraction of value kept by a swap: executed price over mid price (1 would be no impact). */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

export const ONE: Ratio = { num: 1n, den: 1n };

export function mulRatio(x: Ratio, y: Ratio): Ratio {
  return { num: x.num * y.num, den: x.den * y.den };
}

/** USD per side of a pool, by tier of the token paired with the hub. */
export const DEPTH_USD = { deep: 5_000_000n, major: 1_000_000n, longTail: 100_000n } as const;

/** Assets with enough trading to deserve the middle tier; anything not deep and not here is long-tail. */
const MAJORS: ReadonlySet<string> = new Set([
  'ZRO', 'ARB', 'OP', 'ZK', 'LINK', 'UNI', 'AAVE', 'LDO', 'MKR', 'CRV', 'PEPE', 'SHIB', 'ENA', 'AERO', 'VELO', 'EURC',
  'NOT', 'DOGS', 'STON', 'HMSTR', 'CATI', 'SWITCH', 'PUNK',
]);
/** Price keys of the blue chips (wrapped and staked forms follow them). */
const DEEP_KEYS: ReadonlySet<string> = new Set(['ETH', 'BTC', 'TON']);

/** Mainnet pools are the deepest; L2s and TON hold less liquidity. */
const CHAIN_DEPTH_PERCENT: Readonly<Record<string, bigint>> = { 1: 100n, 42161: 60n, 8453: 60n, 10: 40n, 324: 25n, TON: 50n };

export function depthTier(token: CatalogueToken): keyof typeof DEPTH_USD {
  if (token.kind === 'stable' || DEEP_KEYS.has(token.priceKey)) return 'deep';
  return MAJORS.has(token.symbol) ? 'major' : 'longTail';
}

const isListedStable = (token: CatalogueToken): boolean => (LISTED_STABLECOINS as readonly string[]).includes(token.symbol);

export function lists(venue: Venue, token: CatalogueToken): boolean {
  return token.chainId === venue.chainId && (venue.symbols === undefined || venue.symbols.has(token.symbol) || token.kind === 'native');
}

/** USD per side of the pool between x and y on the venue, or null when the venue has no such pool. */
export function pairDepthUsd(venue: Venue, x: CatalogueToken, y: CatalogueToken): bigint | null {
  if (x === y || !lists(venue, x) || !lists(venue, y)) return null;
  const hub = nativeToken(venue.chainId);
  let reference: bigint;
  if (x === hub || y === hub) reference = DEPTH_USD[depthTier(x === hub ? y : x)];
  else if (x.kind === 'stable' && y.kind === 'stable' && (isListedStable(x) || isListedStable(y))) reference = DEPTH_USD.deep;
  else return null;
  const chainPercent = CHAIN_DEPTH_PERCENT[String(venue.chainId)] ?? 100n;
  return (reference * chainPercent * venue.depthPercent) / 10_000n;
}

/** Units of a token worth `depthUsd` at `price` (PRICE_SCALE integers). */
export function reserveUnits(token: CatalogueToken, depthUsd: bigint, price: bigint): bigint {
  return (depthUsd * PRICE_SCALE * 10n ** BigInt(token.decimals)) / price;
}

/** The pool as it stands at the clock reading, or null when the venue does not pair the two. */
export function poolBetween(venue: Venue, x: CatalogueToken, y: CatalogueToken, nowMs: number): Pool | null {
  const depth = pairDepthUsd(venue, x, y);
  if (depth === null) return null;
  return { venue, a: x, b: y, reserveA: reserveUnits(x, depth, priceAt(x, nowMs)), reserveB: reserveUnits(y, depth, priceAt(y, nowMs)) };
}

export interface PoolSwap {
  readonly amountOut: bigint;
  /** Executed price over mid price, exact (fee and curve both count). */
  readonly kept: Ratio;
}

function reservesFor(pool: Pool, tokenIn: CatalogueToken): { reserveIn: bigint; reserveOut: bigint } {
  if (tokenIn === pool.a) return { reserveIn: pool.reserveA, reserveOut: pool.reserveB };
  if (tokenIn === pool.b) return { reserveIn: pool.reserveB, reserveOut: pool.reserveA };
  throw new Error(`${tokenIn.symbol} is not in the pool`);
}

/**
 * out = in·(1−fee)·Rout / (Rin + in·(1−fee)), truncated: always below the reserve. The kept ratio
 * is the exact rational (1−fee)·Rin / (Rin + in·(1−fee)), so it falls strictly as the input grows,
 * whatever the truncation of the output does at tiny amounts.
 */
export function swapInPool(pool: Pool, tokenIn: CatalogueToken, amountIn: bigint): PoolSwap {
  if (amountIn < 0n) throw new Error('a swap spends a non-negative amount');
  const { reserveIn, reserveOut } = reservesFor(pool, tokenIn);
  const keep = BPS - pool.venue.feeBps;
  const inAfterFee = amountIn * keep;
  return {
    amountOut: (inAfterFee * reserveOut) / (reserveIn * BPS + inAfterFee),
    kept: { num: keep * reserveIn, den: reserveIn * BPS + inAfterFee },
  };
}

/** What the input would fetch at the mid price (no fee, no impact). */
export function midOut(pool: Pool, tokenIn: CatalogueToken, amountIn: bigint): bigint {
  const { reserveIn, reserveOut } = reservesFor(pool, tokenIn);
  return (amountIn * reserveOut) / reserveIn;
}

export function reserveOf(pool: Pool, token: CatalogueToken): bigint {
  return reservesFor(pool, token).reserveIn;
}

/** Scale of priceImpactPercent: percent with this many decimals. */
export const IMPACT_DECIMALS = 4;

/** (1 − kept) × 100, in units of 10^-IMPACT_DECIMALS percent, truncated. */
export function impactPercentScaled(kept: Ratio): bigint {
  return ((kept.den - kept.num) * 100n * 10n ** BigInt(IMPACT_DECIMALS)) / kept.den;
}
