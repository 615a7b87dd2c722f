import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VISIBLE_TOKENS, PLACEHOLDER_TOKENS, sortBalances, visibleTokens } from '../../../domain/wallet/token-list';
import { balanceEntryArb } from '../../support/arbitraries';
import { aBalance } from '../../support/mothers';

describe('token list', () => {
  it('placeholders are TON, ETH on chain 1 and USDT on OP with their real decimals', () => {
    expect(PLACEHOLDER_TOKENS.map((t) => [t.symbol, t.chainId, t.decimals, t.address])).toEqual([
      ['TON', 'TON', 9, 'TON'],
      ['ETH', 1, 18, '0x0000000000000000000000000000000000000000'],
      ['USDT', 10, 6, '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'],
    ]);
    const view = visibleTokens([], false);
    expect(view.placeholder).toBe(true);
    expect(view.items.map((i) => [i.symbol, i.tokensAmount, i.usdAmount])).toEqual([
      ['TON', '0', '0'],
      ['ETH', '0', '0'],
      ['USDT', '0', '0'],
    ]);
  });

  it('sorts exactly, even where JS numbers would tie', () => {
    const list = [aBalance('A', '0.10000000000000000001'), aBalance('B', '0.1'), aBalance('C', '12'), aBalance('D', 'oops')];
    expect(sortBalances(list).map((b) => b.symbol)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('sortBalances is a permutation in descending usdAmount order', () => {
    fc.assert(
      fc.property(fc.array(balanceEntryArb, { maxLength: 30 }), (list) => {
        const sorted = sortBalances(list);
        expect(sorted).toHaveLength(list.length);
        for (const entry of list) expect(sorted).toContain(entry);
        for (let i = 1; i < sorted.length; i += 1) {
          expect(new Big(sorted[i - 1]?.usdAmount ?? '0').gte(new Big(sorted[i]?.usdAmount ?? '0'))).toBe(true);
        }
      }),
    );
  });

  it('shows 3 collapsed, all expanded, and offers the toggle only when more exist', () => {
    fc.assert(
      fc.property(fc.array(balanceEntryArb, { minLength: 1, maxLength: 30 }), fc.boolean(), (list, expanded) => {
        const view = visibleTokens(list, expanded);
        expect(view.placeholder).toBe(false);
        expect(view.hasMore).toBe(list.length > DEFAULT_VISIBLE_TOKENS);
        expect(view.items).toEqual(expanded ? list : list.slice(0, 3));
      }),
    );
  });
});
