/**
 * Copy trading's rules (issue 24) as properties: the address rule (every valid address accepted,
 * every near miss refused), the start button for every deposit, ante and balance combination, the
 * per-trade amount and token equivalent exact to 4 decimals, the slider within 0..100 in steps of 10.
 */
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anteFractionOf,
  clampAnte,
  depositButtonOf,
  depositUnitsOf,
  entryStepOf,
  isTraderAddress,
  maxDepositOf,
  perTradeOf,
  shortAddress,
  tokenEquivalentOf,
} from '../../../domain/mining/copy-trade/rules';
import type { CopyTrade, FundingToken } from '../../../domain/mining/copy-trade/types';

const HEX = '0123456789abcdefABCDEF';
const hex = (length: number) => fc.array(fc.constantFrom(...HEX), { minLength: length, maxLength: length }).map((chars) => chars.join(''));
const validAddress = hex(40).map((body) => `0x${body}`);
/** A decimal text with up to 6 integer and 6 fraction digits. */
const decimalText = fc.tuple(fc.bigInt({ min: 0n, max: 999_999n }), fc.option(fc.bigInt({ min: 0n, max: 999_999n }), { nil: undefined })).map(([whole, fraction]) => (fraction === undefined ? whole.toString() : `${whole.toString()}.${fraction.toString().padStart(6, '0')}`));

describe('the trader address', () => {
  it('accepts every 0x and 40 hex digits', () => {
    fc.assert(fc.property(validAddress, (address) => isTraderAddress(address)));
  });

  it('refuses every near miss: one character short or long, a non-hex digit, a wrong prefix, spaces', () => {
    const nearMiss = fc.oneof(
      validAddress.map((a) => a.slice(0, 41)),
      fc.tuple(validAddress, fc.constantFrom(...HEX)).map(([a, c]) => `${a}${c}`),
      fc.tuple(validAddress, fc.integer({ min: 2, max: 41 }), fc.constantFrom('g', 'G', 'z', ' ', 'x', '-', 'é', '0x')).map(([a, at, c]) => `${a.slice(0, at)}${c}${a.slice(at + 1)}`.slice(0, 42)),
      validAddress.map((a) => `0X${a.slice(2)}`),
      validAddress.map((a) => `1x${a.slice(2)}`),
      validAddress.map((a) => ` ${a}`),
      validAddress.map((a) => `${a}\n`),
    );
    fc.assert(fc.property(nearMiss, (text) => (/^0x[0-9a-fA-F]{40}$/.test(text) ? true : !isTraderAddress(text))));
  });

  it('shortens to the first and last 4 characters', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x12…5678');
  });
});

describe('the start button', () => {
  const ante = fc.option(fc.integer({ min: 0, max: 10 }).map((step) => step * 10), { nil: null });
  it('is, in order: enter deposit, enter ante, minimum (under 100), insufficient (above the balance), else ready', () => {
    fc.assert(
      fc.property(fc.oneof(decimalText, fc.constantFrom('', '.', '0', '0.00', '100', '99.99', '100.01')), ante, decimalText, (deposit, percent, balance) => {
        const button = depositButtonOf(deposit, percent, balance);
        const value = /\d/.test(deposit) ? new Big(deposit.startsWith('.') ? `0${deposit}` : deposit) : null;
        if (value === null || value.eq(0)) return button === 'enter-deposit';
        if (percent === null || percent === 0) return button === 'enter-ante';
        if (value.lt(100)) return button === 'minimum';
        if (value.gt(balance)) return button === 'insufficient';
        return button === 'ready';
      }),
    );
  });
});

describe('the amounts', () => {
  it('amount per trade = deposit / 100 x ante, to 4 decimals rounded down, exactly', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 100 }), (deposit, percent) => {
        const shown = perTradeOf(deposit, percent);
        expect(shown).toMatch(/^\d+\.\d{4}$/);
        const exact = new Big(deposit).times(percent).div(100);
        expect(new Big(shown).lte(exact)).toBe(true);
        expect(exact.minus(shown).lt('0.0001')).toBe(true);
      }),
    );
    expect(perTradeOf('150', 20)).toBe('30.0000');
    expect(perTradeOf('100', null)).toBe('50.0000');
  });

  it('token equivalent = deposit / token cost, to 4 decimals rounded down, exactly', () => {
    const cost = fc.tuple(fc.bigInt({ min: 1n, max: 99_999_999n }), fc.integer({ min: 0, max: 8 })).map(([units, places]) => new Big(units.toString()).div(new Big(10).pow(places)).toFixed());
    fc.assert(
      fc.property(decimalText, cost, (deposit, tokenCost) => {
        const shown = tokenEquivalentOf(deposit, tokenCost);
        expect(shown).toMatch(/^\d+\.\d{4}$/);
        const exact = new Big(deposit).div(tokenCost);
        expect(new Big(shown).lte(exact)).toBe(true);
        expect(exact.minus(shown).lt('0.0001')).toBe(true);
      }),
    );
    expect(tokenEquivalentOf('100', '3200')).toBe('0.0312');
  });

  it('Max is the full USD value to 2 decimals, never above it; the deposit in units never above the holding', () => {
    fc.assert(
      fc.property(decimalText, (usd) => {
        const max = maxDepositOf(usd);
        expect(new Big(max).lte(usd)).toBe(true);
        expect(new Big(usd).minus(max).lt('0.01')).toBe(true);
      }),
    );
    const token = { tokensCost: '0.9986', tokensAmount: '150', decimals: 6 };
    expect(BigInt(depositUnitsOf('150', token))).toBe(150_000_000n);
    expect(depositUnitsOf('100', { tokensCost: '1', tokensAmount: '200', decimals: 6 })).toBe('100000000');
  });
});

describe('the ante slider', () => {
  it('never leaves 0 to 100 in steps of 10, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer({ min: -1000, max: 1000 })), (value) => {
        const ante = clampAnte(value);
        return ante >= 0 && ante <= 100 && ante % 10 === 0;
      }),
    );
    expect(clampAnte(Number.NaN)).toBe(10);
  });

  it('goes to the server as a fraction', () => {
    expect(anteFractionOf(20)).toBe('0.2');
    expect(anteFractionOf(100)).toBe('1');
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), (step) => anteFractionOf(step * 10) === new Big(step).div(10).toFixed()));
  });
});

describe('the entry', () => {
  const token = (symbol: string, chainId: number | 'TON', amount = '1'): FundingToken => ({
    address: `0x${symbol}`,
    chainId,
    decimals: 6,
    name: symbol,
    symbol,
    logoURI: 'https://x/y.svg',
    tokensAmount: amount,
    usdAmount: amount,
    tokensCost: '1',
  });
  it('goes to the archive with subscriptions, to not-enough-balance without a fundable holding, else to the address', () => {
    expect(entryStepOf([{} as CopyTrade], [])).toBe('archive');
    expect(entryStepOf([], [])).toBe('not-balance');
    expect(entryStepOf([], [token('USDT', 'TON'), token('ZRO', 42161), token('USDC', 1, '0')])).toBe('not-balance');
    expect(entryStepOf([], [token('DAI', 10)])).toBe('address');
  });
});
