import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_IDS, EVM_CHAIN_IDS, NATIVE_TOKEN_ADDRESS, type ChainId } from '../../../domain/chains';
import { unitsToDecimal } from '../../../domain/money/units';
import { swapAmountUnits } from '../../../domain/swap/amount';
import { confirmBlock, type ConfirmCheck } from '../../../domain/swap/confirm-block';
import { MAX_AMOUNT_MARGIN, maxSwapAmount, nativeReserve } from '../../../domain/swap/max-amount';
import { allowedChainsFor, isTokenAllowed } from '../../../domain/swap/pair-rules';
import { priceImpactStatus, priceImpactView } from '../../../domain/swap/price-impact';
import { minimumReceivedUnits, quoteKindFor, quoteRequestFor, tonMinAskAmount } from '../../../domain/swap/quote-request';
import { classifyTokenSearch, pastableSearch } from '../../../domain/swap/token-search';
import { tonGasMinimum, TON_ROUTING_TOOLS } from '../../../domain/swap/ton-tools';
import type { Token } from '../../../domain/tokens/types';
import { chainIdArb, decimalStringArb, evmAddressArb, tokenDecimalsArb, tonAddressArb, unitsStringArb } from '../../support/arbitraries';
import { aGas, aHolding, aQuote, ETH_TOKEN, TON_TOKEN, USDC_ETH_TOKEN, USDT_ARB_TOKEN, USDT_TON_TOKEN } from '../../support/mothers';

const tokenRefArb = fc.record({ address: fc.oneof(evmAddressArb, tonAddressArb), chainId: chainIdArb });

describe('swap amount units', () => {
  it('converts to units exactly: round trip with unitsToDecimal', () => {
    fc.assert(
      fc.property(unitsStringArb.filter((u) => u !== '0'), tokenDecimalsArb, (units, decimals) => {
        const decimal = unitsToDecimal(units, decimals);
        if (!decimal.ok) throw new Error('units did not convert');
        expect(swapAmountUnits(decimal.value, decimals)).toBe(units);
        expect(swapAmountUnits(decimal.value.replace('.', ','), decimals)).toBe(units);
      }),
    );
  });

  it('gives no units (no quote) for empty, non-numeric or zero amounts', () => {
    for (const amount of ['', '.', ',', 'abc', '0', '0.000', '.0']) expect(swapAmountUnits(amount, 18)).toBeNull();
    expect(swapAmountUnits('0.5', 6)).toBe('500000');
    expect(swapAmountUnits('1.1234567', 6)).toBe('1123456'); // rounded down to what the token expresses
    expect(swapAmountUnits('.5', 9)).toBe('500000000');
  });
});

describe('max amount', () => {
  const tokenArb = fc.oneof(
    fc.record({ address: evmAddressArb, chainId: chainIdArb, decimals: tokenDecimalsArb }),
    fc.record({
      address: fc.constant(NATIVE_TOKEN_ADDRESS.evm),
      chainId: fc.constantFrom(...EVM_CHAIN_IDS) as fc.Arbitrary<ChainId>,
      decimals: fc.constant(18),
    }),
    fc.record({ address: fc.constant('TON'), chainId: fc.constant('TON' as const), decimals: fc.constant(9) }),
  );
  const toolArb = fc.option(fc.constantFrom('stonfi', 'stonfi_v2', 'other'), { nil: undefined });

  it('is never negative and never above balance − margin − reserve when that is positive', () => {
    fc.assert(
      fc.property(decimalStringArb, tokenArb, toolArb, (balance, token, tonToolKey) => {
        const max = new Big(maxSwapAmount({ balance, token, tonToolKey }));
        const ceiling = new Big(balance).minus(MAX_AMOUNT_MARGIN).minus(nativeReserve(token, tonToolKey));
        expect(max.gte(0)).toBe(true);
        expect(max.lte(new Big(balance))).toBe(true);
        if (ceiling.gt(0)) {
          expect(max.lte(ceiling)).toBe(true);
          // Rounded down to the token's decimals: less than one smallest unit below the ceiling.
          expect(ceiling.minus(max).lt(new Big(`1e-${token.decimals}`))).toBe(true);
        } else expect(max.eq(0)).toBe(true);
      }),
    );
  });

  it('pins the reserves of seed 000 §5', () => {
    const native = (chainId: ChainId) => ({ address: chainId === 'TON' ? 'TON' : NATIVE_TOKEN_ADDRESS.evm, chainId, decimals: chainId === 'TON' ? 9 : 18 });
    expect(maxSwapAmount({ balance: '1', token: native(1) })).toBe('0.989999');
    for (const chainId of [10, 42161, 8453, 324] as const) expect(maxSwapAmount({ balance: '1', token: native(chainId) })).toBe('0.999669');
    expect(maxSwapAmount({ balance: '1', token: native('TON') })).toBe('0.779999');
    expect(maxSwapAmount({ balance: '1', token: native('TON'), tonToolKey: 'stonfi_v2' })).toBe('0.699999');
    expect(maxSwapAmount({ balance: '100', token: USDC_ETH_TOKEN })).toBe('99.999999');
    expect(maxSwapAmount({ balance: '0.2', token: native('TON') })).toBe('0');
    expect(maxSwapAmount({ balance: '5', token: { ...USDC_ETH_TOKEN, decimals: 0 } })).toBe('4');
  });
});

describe('TON routing tools', () => {
  it('one table: first 0.22 TON, second 0.3 TON, unknown the larger', () => {
    expect(TON_ROUTING_TOOLS.first.minGasTon).toBe('0.22');
    expect(TON_ROUTING_TOOLS.second.minGasTon).toBe('0.3');
    expect(tonGasMinimum('stonfi').toFixed()).toBe('0.22');
    expect(tonGasMinimum('stonfi_v2').toFixed()).toBe('0.3');
    expect(tonGasMinimum('something-new').toFixed()).toBe('0.3');
    expect(tonGasMinimum(null).toFixed()).toBe('0.22');
  });
});

describe('price impact', () => {
  it('normal up to 2, warning above 2, danger above 5; monotone in the percent', () => {
    const rank = { normal: 0, warning: 1, danger: 2 } as const;
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: -100, max: 100, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[priceImpactStatus(new Big(low))]).toBeLessThanOrEqual(rank[priceImpactStatus(new Big(high))]);
      }),
    );
    expect(priceImpactStatus('2')).toBe('normal');
    expect(priceImpactStatus('2.0001')).toBe('warning');
    expect(priceImpactStatus('5')).toBe('warning');
    expect(priceImpactStatus('5.01')).toBe('danger');
    expect(priceImpactStatus('-3')).toBe('normal');
    expect(priceImpactStatus('garbage')).toBe('normal');
  });

  it("gives the x of 'High price impact (x%)'", () => {
    expect(priceImpactView('3.456')).toEqual({ status: 'warning', percent: '3.46', high: true });
    expect(priceImpactView('7.5')).toEqual({ status: 'danger', percent: '7.5', high: true });
    expect(priceImpactView('0.3')).toEqual({ status: 'normal', percent: '0.3', high: false });
  });
});

describe('token search', () => {
  it('classifies 0x+40 hex and 48-character strings as addresses, the rest as text', () => {
    fc.assert(
      fc.property(fc.oneof(evmAddressArb, tonAddressArb), (address) => {
        expect(classifyTokenSearch(address)).toEqual({ kind: 'address', value: address });
        expect(classifyTokenSearch(` ${address} `)).toEqual({ kind: 'address', value: address });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 47 }).filter((s) => !/^0x[0-9a-fA-F]{40}$/.test(s.trim())), (text) => {
        expect(classifyTokenSearch(text).kind).toBe('text');
      }),
    );
    expect(classifyTokenSearch('usdt')).toEqual({ kind: 'text', value: 'usdt' });
    expect(classifyTokenSearch('0x1234')).toEqual({ kind: 'text', value: '0x1234' });
    expect(classifyTokenSearch(`0x${'g'.repeat(40)}`).kind).toBe('text');
  });

  it('pastes only clipboard text starting with 0x', () => {
    expect(pastableSearch(' 0xabc ')).toBe('0xabc');
    expect(pastableSearch('EQabc')).toBeNull();
    expect(pastableSearch(null)).toBeNull();
  });
});

describe('TON side restriction', () => {
  it('a TON token allows only TON; an EVM token excludes TON; an empty side allows all', () => {
    fc.assert(
      fc.property(tokenRefArb, tokenRefArb, (candidate, other) => {
        const allowed = isTokenAllowed(candidate, other);
        expect(allowed).toBe((candidate.chainId === 'TON') === (other.chainId === 'TON'));
        expect(allowed).toBe(allowedChainsFor(other).includes(candidate.chainId));
        expect(isTokenAllowed(candidate, null)).toBe(true);
      }),
    );
    expect(allowedChainsFor(TON_TOKEN)).toEqual(['TON']);
    expect(allowedChainsFor(USDT_ARB_TOKEN)).toEqual([1, 10, 42161, 8453, 324]);
    expect(allowedChainsFor(null)).toEqual(CHAIN_IDS);
  });
});

describe('quote call and minimum received', () => {
  it('a TON destination simulates a TON swap; everything else fetches a route', () => {
    expect(quoteKindFor(USDT_TON_TOKEN)).toBe('ton');
    expect(quoteKindFor(USDT_ARB_TOKEN)).toBe('evm');
    expect(quoteRequestFor({ fromToken: TON_TOKEN, toToken: USDT_TON_TOKEN, swapAmount: '1,5' }, 2)).toEqual({
      kind: 'ton',
      request: { offer_jetton: 'TON', offer_amount: '1500000000', ask_jetton: USDT_TON_TOKEN.address, accountIndex: 2 },
    });
    expect(quoteRequestFor({ fromToken: ETH_TOKEN, toToken: USDT_ARB_TOKEN, swapAmount: '0.1' }, 0)).toEqual({
      kind: 'evm',
      request: { amount: '100000000000000000', from: ETH_TOKEN.address, fromChainId: 1, to: USDT_ARB_TOKEN.address, toChainId: 42161, accountIndex: 0 },
    });
    expect(quoteRequestFor({ fromToken: ETH_TOKEN, toToken: null, swapAmount: '1' }, 0)).toBeNull();
    expect(quoteRequestFor({ fromToken: ETH_TOKEN, toToken: USDT_ARB_TOKEN, swapAmount: '' }, 0)).toBeNull();
    expect(quoteRequestFor({ fromToken: ETH_TOKEN, toToken: ETH_TOKEN, swapAmount: '1' }, 0)).toBeNull();
  });

  it('TON minimum is 95 percent rounded down, exactly', () => {
    fc.assert(
      fc.property(unitsStringArb, (toAmount) => {
        const min = BigInt(tonMinAskAmount(toAmount));
        const out = BigInt(toAmount);
        expect(min * 100n <= out * 95n).toBe(true);
        expect((min + 1n) * 100n > out * 95n).toBe(true);
      }),
    );
    expect(tonMinAskAmount('1000')).toBe('950');
    expect(tonMinAskAmount('19')).toBe('18');
    expect(tonMinAskAmount('1')).toBe('0');
  });

  it("uses the route's toAmountMin elsewhere", () => {
    const quote = aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { toAmount: '2000', toAmountMin: '1990' });
    expect(minimumReceivedUnits(quote, 'evm')).toBe('1990');
    expect(minimumReceivedUnits(quote, 'ton')).toBe('1900');
  });
});

describe('confirm blocking', () => {
  const base = (overrides: Partial<ConfirmCheck> = {}): ConfirmCheck => ({
    loading: false,
    quote: aQuote(USDC_ETH_TOKEN, ETH_TOKEN, '100000000', { gases: [aGas({ printAmount: '0.001', tokensAmount: '0.5' })] }),
    kind: 'evm',
    fromToken: USDC_ETH_TOKEN,
    amount: '100',
    balances: [aHolding(USDC_ETH_TOKEN, '150'), aHolding(ETH_TOKEN, '0.5')],
    ...overrides,
  });

  it('names the first reason: loading, no route, amount above balance, insufficient gas', () => {
    expect(confirmBlock(base())).toBeNull();
    expect(confirmBlock(base({ loading: true, quote: null }))).toBe('loading');
    expect(confirmBlock(base({ quote: null }))).toBe('no-route');
    expect(confirmBlock(base({ amount: '150.000001' }))).toBe('amount-above-balance');
    expect(confirmBlock(base({ amount: '150' }))).toBeNull();
    expect(confirmBlock(base({ quote: aQuote(USDC_ETH_TOKEN, ETH_TOKEN, '1', { gases: [aGas({ printAmount: '0.6', tokensAmount: '0.5' })] }) }))).toBe(
      'insufficient-gas',
    );
  });

  it('does not count the swapped amount of the gas coin as gas', () => {
    const quote = aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1', { gases: [aGas({ printAmount: '0.001', tokensAmount: '1' })] });
    const check = base({ quote, fromToken: ETH_TOKEN, balances: [aHolding(ETH_TOKEN, '1')] });
    expect(confirmBlock({ ...check, amount: '0.999' })).toBeNull();
    expect(confirmBlock({ ...check, amount: '0.9995' })).toBe('insufficient-gas');
  });

  it("compares the TON held after the swap with the routing tool's minimum on a TON swap", () => {
    const tonCheck = (tool: string, held: string, amount: string, from: Token = TON_TOKEN) =>
      confirmBlock({
        loading: false,
        quote: aQuote(from, from === TON_TOKEN ? USDT_TON_TOKEN : TON_TOKEN, '1', { tool }),
        kind: 'ton',
        fromToken: from,
        amount,
        balances: [aHolding(TON_TOKEN, held), aHolding(USDT_TON_TOKEN, '100')],
      });
    expect(tonCheck('stonfi', '1.22', '1')).toBeNull();
    expect(tonCheck('stonfi', '1.2199', '1')).toBe('insufficient-gas');
    expect(tonCheck('stonfi_v2', '1.22', '1')).toBe('insufficient-gas');
    expect(tonCheck('stonfi_v2', '1.3', '1')).toBeNull();
    expect(tonCheck('stonfi', '0.22', '5', USDT_TON_TOKEN)).toBeNull();
    expect(tonCheck('stonfi', '0.2', '5', USDT_TON_TOKEN)).toBe('insufficient-gas');
  });

  it('never lets a swap through whose amount exceeds the balance', () => {
    fc.assert(
      fc.property(decimalStringArb, decimalStringArb, (amount, held) => {
        const block = confirmBlock(base({ amount, balances: [aHolding(USDC_ETH_TOKEN, held), aHolding(ETH_TOKEN, '0.5')] }));
        if (new Big(amount).gt(new Big(held))) expect(block).toBe('amount-above-balance');
      }),
    );
  });
});
