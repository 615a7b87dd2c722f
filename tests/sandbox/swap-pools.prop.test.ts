/** Pool and route rules of the sandbox's swap engine, without a store: pure functions of the clock. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVM_CHAIN_IDS, type ChainId, type EvmChainId } from '../../domain/chains';
import { impactPercentScaled, midOut, poolBetween, reserveOf, reserveUnits, swapInPool, type Pool } from '../../sandbox/main/engine/swap/pools';
import { priceAt } from '../../sandbox/main/engine/prices';
import { planRoute, planTonRoute, tonToolOf, type RoutePlan } from '../../sandbox/main/engine/swap/router';
import { TON_GAS_RESERVE_UNITS } from '../../sandbox/main/engine/swap/gas';
import { evmVenue, TON_VENUES, venueOf } from '../../sandbox/main/engine/swap/venues';
import { nativeToken, requireToken, tokensOnChain, TOKEN_CATALOGUE, type CatalogueToken } from '../../sandbox/main/engine/token-catalogue';

const NOW = Date.UTC(2025, 3, 1, 12, 0, 0);
const CHAINS: readonly ChainId[] = ['TON', ...EVM_CHAIN_IDS];
const EVM_TOKENS = TOKEN_CATALOGUE.filter((token) => token.chainId !== 'TON');
const TON_TOKENS = tokensOnChain('TON');

/** Every pool of the chain's main venue: each token against the native coin. */
function nativePools(chainId: ChainId): Pool[] {
  const venue = venueOf(chainId);
  const hub = nativeToken(chainId);
  return tokensOnChain(chainId)
    .filter((token) => token !== hub)
    .map((token) => poolBetween(venue, hub, token, NOW))
    .filter((pool): pool is Pool => pool !== null);
}
const POOLS = CHAINS.flatMap(nativePools);

const poolSide = fc.record({ pool: fc.constantFrom(...POOLS), aIn: fc.boolean() });
/** Amounts from dust to far beyond the pool's depth (in smallest units of up to 18 decimals). */
const amount = fc.bigInt({ min: 1n, max: 10n ** 30n });
const timestamp = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) });

describe('constant-product pools', () => {
  it('exist for every token against its chain native coin, with both reserves positive', () => {
    expect(POOLS.length).toBe(TOKEN_CATALOGUE.length - CHAINS.length);
    for (const pool of POOLS) {
      expect(pool.reserveA > 0n && pool.reserveB > 0n).toBe(true);
    }
  });

  it('price the pool at the oracle: a small trade gets the mid price minus the 0.3 % fee', () => {
    const pool = poolBetween(evmVenue(1), nativeToken(1), requireToken(1, 'USDC'), NOW);
    if (!pool) throw new Error('no ETH/USDC pool');
    const oneEth = 10n ** 18n;
    const { amountOut } = swapInPool(pool, nativeToken(1), oneEth);
    const mid = midOut(pool, nativeToken(1), oneEth);
    // 1 ETH against 5 M USD of depth: 0.3 % fee plus ~0.06 % of curve.
    expect(amountOut < mid).toBe(true);
    expect((mid - amountOut) * 10_000n / mid).toBeGreaterThanOrEqual(30n);
    expect((mid - amountOut) * 10_000n / mid).toBeLessThan(40n);
  });

  it('price impact grows monotonically with the amount', () => {
    fc.assert(
      fc.property(poolSide, amount, amount, ({ pool, aIn }, x, y) => {
        const tokenIn = aIn ? pool.a : pool.b;
        const [small, large] = x <= y ? [x, y] : [y, x];
        const impactSmall = impactPercentScaled(swapInPool(pool, tokenIn, small).kept);
        const impactLarge = impactPercentScaled(swapInPool(pool, tokenIn, large).kept);
        expect(impactLarge >= impactSmall).toBe(true);
        // And never below the pool fee: a swap cannot beat the mid price.
        expect(impactSmall >= 3000n).toBe(true);
      }),
    );
  });

  it('never pays out the whole reserve, nor more than the mid price would', () => {
    fc.assert(
      fc.property(poolSide, amount, ({ pool, aIn }, x) => {
        const tokenIn = aIn ? pool.a : pool.b;
        const tokenOut = aIn ? pool.b : pool.a;
        const { amountOut } = swapInPool(pool, tokenIn, x);
        expect(amountOut >= 0n).toBe(true);
        expect(amountOut < reserveOf(pool, tokenOut)).toBe(true);
        expect(amountOut <= midOut(pool, tokenIn, x)).toBe(true);
      }),
    );
  });

  it('gives more for more, never less', () => {
    fc.assert(
      fc.property(poolSide, amount, amount, ({ pool, aIn }, x, y) => {
        const tokenIn = aIn ? pool.a : pool.b;
        const [small, large] = x <= y ? [x, y] : [y, x];
        expect(swapInPool(pool, tokenIn, large).amountOut >= swapInPool(pool, tokenIn, small).amountOut).toBe(true);
      }),
    );
  });

  it('are thinner for long-tail tokens than for majors and stables', () => {
    const usd = (symbol: string): bigint => {
      const pool = poolBetween(evmVenue(1), nativeToken(1), requireToken(1, symbol), NOW);
      if (!pool) throw new Error(`no pool for ${symbol}`);
      return pool.reserveA; // the ETH side, same price for every pool
    };
    expect(usd('USDC') > usd('LINK')).toBe(true);
    expect(usd('LINK') > usd('BLUR')).toBe(true);
  });
});

/** A random pair of distinct tokens, same chain or across chains. */
const anyPair = fc.tuple(fc.constantFrom(...TOKEN_CATALOGUE), fc.constantFrom(...TOKEN_CATALOGUE)).filter(([a, b]) => a !== b);
/** Amounts worth from cents to millions of USD for most tokens. */
const tradeAmount = (token: CatalogueToken) => fc.bigInt({ min: 10n ** BigInt(Math.max(0, token.decimals - 4)), max: 10n ** BigInt(token.decimals + 6) });

const pairAndAmount = anyPair.chain(([from, to]) => tradeAmount(from).map((units) => ({ from, to, units })));

const touchesTon = (a: CatalogueToken, b: CatalogueToken): boolean => a.chainId === 'TON' || b.chainId === 'TON';

describe('route planning', () => {
  it('is deterministic for a clock reading', () => {
    fc.assert(
      fc.property(pairAndAmount, timestamp, ({ from, to, units }, at) => {
        expect(planRoute(from, to, units, at)).toEqual(planRoute(from, to, units, at));
      }),
      { numRuns: 50 },
    );
  });

  it('keeps toAmountMin at or below toAmount (0.5 % below on EVM, 95 % of it on TON)', () => {
    fc.assert(
      fc.property(pairAndAmount, timestamp, ({ from, to, units }, at) => {
        const plan = planRoute(from, to, units, at);
        if (!plan) return;
        expect(plan.toAmount > 0n).toBe(true);
        expect(plan.toAmountMin <= plan.toAmount).toBe(true);
        if (plan.kind === 'ton') expect(plan.toAmountMin).toBe((plan.toAmount * 95n) / 100n);
        else expect(plan.toAmountMin).toBe((plan.toAmount * 9950n) / 10_000n);
      }),
    );
  });

  it('chains its steps: each step spends what the previous gave, from the amount asked to toAmount', () => {
    fc.assert(
      fc.property(pairAndAmount, ({ from, to, units }) => {
        const plan = planRoute(from, to, units, NOW);
        if (!plan) return;
        expect(plan.steps[0]?.from).toBe(from);
        expect(plan.steps[0]?.amountIn).toBe(units);
        expect(plan.steps.at(-1)?.to).toBe(to);
        expect(plan.steps.at(-1)?.amountOut).toBe(plan.toAmount);
        plan.steps.slice(1).forEach((step, index) => {
          expect(step.from.symbol).toBe(plan.steps[index]?.to.symbol);
          expect(step.amountIn).toBe(plan.steps[index]?.amountOut);
        });
      }),
    );
  });

  it('offers no route between TON and EVM chains, for a zero amount, or for the same token', () => {
    fc.assert(
      fc.property(pairAndAmount, ({ from, to, units }) => {
        if (touchesTon(from, to) && from.chainId !== to.chainId) expect(planRoute(from, to, units, NOW)).toBeNull();
        expect(planRoute(from, to, 0n, NOW)).toBeNull();
        expect(planRoute(from, from, units, NOW)).toBeNull();
      }),
    );
  });

  it('routes every pair on one EVM chain: the direct pool, or two hops via the native coin', () => {
    for (const chainId of EVM_CHAIN_IDS) {
      const tokens = tokensOnChain(chainId);
      for (const from of tokens) {
        for (const to of tokens) {
          if (from === to) continue;
          // Worth 1000 USD: one whole PEPE would buy less than a satoshi of WBTC, which is no route.
          const plan = planRoute(from, to, reserveUnits(from, 1000n, priceAt(from, NOW)), NOW);
          if (!plan) throw new Error(`no route ${from.symbol} -> ${to.symbol} on ${chainId}`);
          const direct = poolBetween(evmVenue(chainId), from, to, NOW) !== null;
          expect(plan.steps.length).toBe(direct ? 1 : 2);
          if (!direct) expect(plan.steps[0]?.to).toBe(nativeToken(chainId));
          expect(plan.steps.every((step) => step.type === 'swap' && step.chainId === chainId)).toBe(true);
          expect(plan.gas).toHaveLength(1);
          expect(plan.gas[0]?.token).toBe(nativeToken(chainId));
        }
      }
    }
  });

  it('gives a cross-chain quote at least two steps, two tools and two gas entries when a swap is involved', () => {
    const crossPair = fc
      .tuple(fc.constantFrom(...EVM_TOKENS), fc.constantFrom(...EVM_TOKENS))
      .filter(([a, b]) => a.chainId !== b.chainId && !(a.symbol === b.symbol && (a.symbol === 'USDC' || a.symbol === 'ETH')));
    fc.assert(
      fc.property(crossPair.chain(([from, to]) => tradeAmount(from).map((units) => ({ from, to, units }))), ({ from, to, units }) => {
        const plan = planRoute(from, to, units, NOW);
        if (!plan) return; // an amount whose output rounds to nothing
        expect(plan.steps.length).toBeGreaterThanOrEqual(2);
        expect(new Set(plan.steps.map((step) => step.tool)).size).toBeGreaterThanOrEqual(2);
        expect(plan.steps.filter((step) => step.type === 'cross')).toHaveLength(1);
        expect(plan.gas.map((gas) => gas.token)).toEqual([nativeToken(from.chainId), nativeToken(to.chainId)]);
        const cross = plan.steps.find((step) => step.type === 'cross');
        expect(['USDC', 'ETH']).toContain(cross?.from.symbol);
        expect(cross?.chainId).toBe(from.chainId);
        expect(cross?.to.chainId).toBe(to.chainId);
      }),
    );
  });

  it('bridges a bridge asset to itself in one cross step, still with gas on both chains', () => {
    const plan = planRoute(requireToken(42161, 'USDC'), requireToken(10, 'USDC'), 100_000_000n, NOW) as RoutePlan;
    expect(plan.steps.map((step) => step.type)).toEqual(['cross']);
    expect(plan.toAmount).toBe((100_000_000n * 9994n) / 10_000n);
    expect(plan.gas.map((gas) => gas.token.chainId)).toEqual([42161, 10]);
  });

  it('routes TON pairs through either tool version, with its own gas reserve', () => {
    const tools = new Set<string>();
    for (const from of TON_TOKENS) {
      for (const to of TON_TOKENS) {
        if (from === to) continue;
        for (const units of [10n ** 9n, 10n ** 15n]) {
          const plan = planTonRoute(from, to, units, NOW);
          if (!plan) continue;
          const tool = tonToolOf(plan);
          if (!tool) throw new Error('a TON route without a TON tool');
          tools.add(tool);
          expect(plan.steps.every((step) => step.tool === tool)).toBe(true);
          expect(plan.gas).toHaveLength(1);
          expect(plan.gas[0]?.reserve).toBe(TON_GAS_RESERVE_UNITS[tool]);
          expect(plan.gas[0]?.units).toBeLessThanOrEqual(plan.gas[0]?.reserve ?? 0n);
        }
      }
    }
    expect([...tools].sort()).toEqual(['stonfi', 'stonfi_v2']);
  });

  it('picks the TON version that delivers more, and honours a named one', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.constantFrom(...TON_TOKENS), fc.constantFrom(...TON_TOKENS)).filter(([a, b]) => a !== b),
        fc.bigInt({ min: 1n, max: 10n ** 16n }),
        ([from, to], units) => {
          const best = planTonRoute(from, to, units, NOW);
          const v1 = planTonRoute(from, to, units, NOW, 'stonfi');
          const v2 = planTonRoute(from, to, units, NOW, 'stonfi_v2');
          const outputs = [v1?.toAmount ?? 0n, v2?.toAmount ?? 0n];
          const bestOut = outputs[0]! > outputs[1]! ? outputs[0]! : outputs[1]!;
          expect(best?.toAmount ?? 0n).toBe(bestOut);
          if (v2) expect(tonToolOf(v2)).toBe('stonfi_v2');
        },
      ),
    );
  });

  it('has impact growing with the amount along a two-hop route too', () => {
    const from = requireToken(1, 'LINK');
    const to = requireToken(1, 'UNI');
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 28n }), fc.bigInt({ min: 1n, max: 10n ** 28n }), (x, y) => {
        const [small, large] = x <= y ? [x, y] : [y, x];
        const a = planRoute(from, to, small, NOW);
        const b = planRoute(from, to, large, NOW);
        if (!a || !b) return;
        expect(impactPercentScaled(b.kept) >= impactPercentScaled(a.kept)).toBe(true);
      }),
    );
  });

  it('quotes the second TON version only for the jettons it lists', () => {
    const v2 = TON_VENUES.stonfi_v2;
    expect(planTonRoute(requireToken('TON', 'FISH'), nativeToken('TON'), 10n ** 12n, NOW, 'stonfi_v2')).toBeNull();
    expect(v2.symbols?.has('USDT')).toBe(true);
  });

  it('costs gas on EVM in proportion to the work per chain', () => {
    const direct = planRoute(nativeToken(1 as EvmChainId), requireToken(1, 'USDC'), 10n ** 18n, NOW) as RoutePlan;
    const twoHops = planRoute(requireToken(1, 'LINK'), requireToken(1, 'UNI'), 10n ** 18n, NOW) as RoutePlan;
    expect(twoHops.gas[0]!.units).toBe(direct.gas[0]!.units * 2n);
  });
});
