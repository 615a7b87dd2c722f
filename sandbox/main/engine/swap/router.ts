/**
 * Plans a swap: which pools and bridge a route goes through, what each step gives, the gas per
 * chain and the minimum received. Pure: the same tokens, amount and clock reading always give the
 * same plan. Returns null when there is no route (the caller answers 422 no-route).
 *
 * - Same EVM chain: the direct pool when the chain's exchange has one, else two hops via the
 *   native coin.
 * - Across EVM chains: swap to a bridgeable asset (USDC or ETH) on the source chain when needed,
 *   bridge it, swap to the wanted token on the destination chain when needed; of the two bridge
 *   assets the one that delivers more is chosen.
 * - On TON: the same pool rules through either tool version; the one that delivers more wins (or
 *   the one the caller names, for an execution that must honour its quote's provider).
 * - TON to EVM or back: no route (seed 000 §4 keeps TON pairs on TON).
 */
import type { ChainId, EvmChainId } from '../../../../domain/chains';
import { nativeToken, requireToken, type CatalogueToken } from '../token-catalogue';
import { evmGasUnits, TON_GAS_RESERVE_UNITS, tonGasUnits } from './gas';
import { BPS, mulRatio, ONE, poolBetween, swapInPool, type Pool, type Ratio, type Venue } from './pools';
import type { TonToolKey, ToolKey } from './tools';
import { evmVenue, TON_VENUES } from './venues';

export interface PlannedStep {
  readonly type: 'swap' | 'cross';
  readonly tool: ToolKey;
  /** The chain the step's transaction runs on (a bridge step: the source chain). */
  readonly chainId: ChainId;
  readonly from: CatalogueToken;
  readonly to: CatalogueToken;
  readonly amountIn: bigint;
  readonly amountOut: bigint;
}

export interface PlannedGas {
  /** The chain's native coin. */
  readonly token: CatalogueToken;
  /** Consumed by the swap (debited as a fee). */
  readonly units: bigint;
  /** Must be held (besides what the swap spends of the coin) before executing; at least `units`. */
  readonly reserve: bigint;
}

export interface RoutePlan {
  readonly kind: 'evm' | 'ton';
  readonly from: CatalogueToken;
  readonly to: CatalogueToken;
  readonly fromAmount: bigint;
  readonly toAmount: bigint;
  readonly toAmountMin: bigint;
  readonly steps: readonly PlannedStep[];
  /** One entry per chain the route touches, source chain first. */
  readonly gas: readonly PlannedGas[];
  /** Executed price over mid price across the whole route. */
  readonly kept: Ratio;
}

/** Slippage of EVM routes: toAmountMin = toAmount × (1 − 0.5 %). */
export const EVM_SLIPPAGE_BPS = 50n;
/** TON routes: the minimum is 95 % of the simulated output (seed 000 §9). */
export const TON_MIN_RECEIVED_PERCENT = 95n;
/** What a bridge keeps of what it carries. */
export const BRIDGE_FEE_BPS = 6n;
export const BRIDGE_ASSETS = ['USDC', 'ETH'] as const;
const BRIDGE_TOOL: Readonly<Record<(typeof BRIDGE_ASSETS)[number], ToolKey>> = { USDC: 'stargate', ETH: 'across' };

interface Hop {
  readonly pool: Pool;
  readonly tokenIn: CatalogueToken;
  readonly tokenOut: CatalogueToken;
}

/** The direct pool, else two hops through the native coin, else null. */
export function hopsOn(venue: Venue, from: CatalogueToken, to: CatalogueToken, nowMs: number): readonly Hop[] | null {
  const direct = poolBetween(venue, from, to, nowMs);
  if (direct) return [{ pool: direct, tokenIn: from, tokenOut: to }];
  const hub = nativeToken(venue.chainId);
  if (from === hub || to === hub) return null;
  const first = poolBetween(venue, from, hub, nowMs);
  const second = poolBetween(venue, hub, to, nowMs);
  if (!first || !second) return null;
  return [
    { pool: first, tokenIn: from, tokenOut: hub },
    { pool: second, tokenIn: hub, tokenOut: to },
  ];
}

interface Leg {
  readonly steps: readonly PlannedStep[];
  readonly amountOut: bigint;
  readonly kept: Ratio;
}

function runHops(hops: readonly Hop[], amountIn: bigint): Leg {
  const steps: PlannedStep[] = [];
  let amount = amountIn;
  let kept = ONE;
  for (const hop of hops) {
    const result = swapInPool(hop.pool, hop.tokenIn, amount);
    steps.push({ type: 'swap', tool: hop.pool.venue.tool, chainId: hop.pool.venue.chainId, from: hop.tokenIn, to: hop.tokenOut, amountIn: amount, amountOut: result.amountOut });
    kept = mulRatio(kept, result.kept);
    amount = result.amountOut;
  }
  return { steps, amountOut: amount, kept };
}

/** A leg on one chain from `from` to `to` (nothing to do when they are the same token). */
function legOn(venue: Venue, from: CatalogueToken, to: CatalogueToken, amountIn: bigint, nowMs: number): Leg | null {
  if (from === to) return { steps: [], amountOut: amountIn, kept: ONE };
  const hops = hopsOn(venue, from, to, nowMs);
  return hops ? runHops(hops, amountIn) : null;
}

const swapCount = (steps: readonly PlannedStep[], chainId: ChainId): number => steps.filter((step) => step.type === 'swap' && step.chainId === chainId).length;

function evmGas(steps: readonly PlannedStep[], source: EvmChainId, destination: EvmChainId): PlannedGas[] {
  const entry = (chainId: EvmChainId, bridgeSend: boolean, bridgeReceive: boolean): PlannedGas => {
    const units = evmGasUnits(chainId, { hops: swapCount(steps, chainId), bridgeSend, bridgeReceive });
    return { token: nativeToken(chainId), units, reserve: units };
  };
  if (source === destination) return [entry(source, false, false)];
  return [entry(source, true, false), entry(destination, false, true)];
}

function finish(kind: 'evm' | 'ton', from: CatalogueToken, to: CatalogueToken, fromAmount: bigint, leg: Leg, gas: readonly PlannedGas[]): RoutePlan | null {
  // An output that rounds to nothing is no route: the user would pay gas for zero.
  if (leg.amountOut <= 0n) return null;
  const toAmountMin = kind === 'ton' ? (leg.amountOut * TON_MIN_RECEIVED_PERCENT) / 100n : (leg.amountOut * (BPS - EVM_SLIPPAGE_BPS)) / BPS;
  return { kind, from, to, fromAmount, toAmount: leg.amountOut, toAmountMin, steps: leg.steps, gas, kept: leg.kept };
}

function sameChainRoute(from: CatalogueToken, to: CatalogueToken, amount: bigint, chainId: EvmChainId, nowMs: number): RoutePlan | null {
  const leg = legOn(evmVenue(chainId), from, to, amount, nowMs);
  return leg ? finish('evm', from, to, amount, leg, evmGas(leg.steps, chainId, chainId)) : null;
}

function crossChainRoute(from: CatalogueToken, to: CatalogueToken, amount: bigint, source: EvmChainId, destination: EvmChainId, nowMs: number): RoutePlan | null {
  let best: RoutePlan | null = null;
  for (const symbol of BRIDGE_ASSETS) {
    const sent = requireToken(source, symbol);
    const received = requireToken(destination, symbol);
    const before = legOn(evmVenue(source), from, sent, amount, nowMs);
    if (!before || before.amountOut <= 0n) continue;
    const bridged = (before.amountOut * (BPS - BRIDGE_FEE_BPS)) / BPS;
    const cross: PlannedStep = { type: 'cross', tool: BRIDGE_TOOL[symbol], chainId: source, from: sent, to: received, amountIn: before.amountOut, amountOut: bridged };
    const after = legOn(evmVenue(destination), received, to, bridged, nowMs);
    if (!after) continue;
    const steps = [...before.steps, cross, ...after.steps];
    const kept = mulRatio(mulRatio(before.kept, { num: BPS - BRIDGE_FEE_BPS, den: BPS }), after.kept);
    const plan = finish('evm', from, to, amount, { steps, amountOut: after.amountOut, kept }, evmGas(steps, source, destination));
    if (plan && (!best || plan.toAmount > best.toAmount)) best = plan;
  }
  return best;
}

/** A TON-only route through the named tool version, or through whichever delivers more. */
export function planTonRoute(from: CatalogueToken, to: CatalogueToken, amount: bigint, nowMs: number, provider?: TonToolKey): RoutePlan | null {
  if (from.chainId !== 'TON' || to.chainId !== 'TON' || from === to || amount <= 0n) return null;
  const tools: readonly TonToolKey[] = provider ? [provider] : ['stonfi', 'stonfi_v2'];
  let best: RoutePlan | null = null;
  for (const tool of tools) {
    const leg = legOn(TON_VENUES[tool], from, to, amount, nowMs);
    if (!leg) continue;
    const gas: PlannedGas = { token: nativeToken('TON'), units: tonGasUnits(leg.steps.length), reserve: TON_GAS_RESERVE_UNITS[tool] };
    const plan = finish('ton', from, to, amount, leg, [gas]);
    if (plan && (!best || plan.toAmount > best.toAmount)) best = plan;
  }
  return best;
}

export function planRoute(from: CatalogueToken, to: CatalogueToken, amount: bigint, nowMs: number): RoutePlan | null {
  if (from === to || amount <= 0n) return null;
  if (from.chainId === 'TON' || to.chainId === 'TON') return planTonRoute(from, to, amount, nowMs);
  if (from.chainId === to.chainId) return sameChainRoute(from, to, amount, from.chainId, nowMs);
  return crossChainRoute(from, to, amount, from.chainId, to.chainId, nowMs);
}

/** The TON tool a TON plan goes through. */
export function tonToolOf(plan: RoutePlan): TonToolKey | null {
  const tool = plan.steps[0]?.tool;
  return tool === 'stonfi' || tool === 'stonfi_v2' ? tool : null;
}
