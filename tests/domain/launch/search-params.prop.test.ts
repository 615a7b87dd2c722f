import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletSearchSchema } from '../../../domain/launch/search-params';
import { buyPresetOf, swapPresetSearchSchema } from '../../../domain/launch/swap-preset-search';

describe('walletSearchSchema', () => {
  it('reads the spec parameters and defaults the wallet index to 0', () => {
    expect(walletSearchSchema.parse({})).toEqual({ selectedWalletIndex: 0 });
    expect(walletSearchSchema.parse({ selectedWalletIndex: 2, tradeID: 'abc_12-x' })).toEqual({ selectedWalletIndex: 2, tradeID: 'abc_12-x' });
    expect(walletSearchSchema.parse({ selectedWalletIndex: '3' })).toEqual({ selectedWalletIndex: 3 });
    expect(walletSearchSchema.parse({ selectedWalletIndex: -1 }).selectedWalletIndex).toBe(0);
    expect(walletSearchSchema.parse({ selectedWalletIndex: 1.5 }).selectedWalletIndex).toBe(0);
    expect(walletSearchSchema.parse({ selectedWalletIndex: 'x' }).selectedWalletIndex).toBe(0);
    expect(walletSearchSchema.parse({ tradeID: 'a'.repeat(65) }).tradeID).toBeUndefined();
    expect(walletSearchSchema.parse({ tradeID: '<script>' }).tradeID).toBeUndefined();
  });

  it('never throws and always yields a valid index and a clean trade id', () => {
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.record({ selectedWalletIndex: fc.anything(), tradeID: fc.anything() }), fc.anything()), (input) => {
        const search = walletSearchSchema.parse(input);
        expect(Number.isInteger(search.selectedWalletIndex) && search.selectedWalletIndex >= 0).toBe(true);
        if (search.tradeID !== undefined) expect(search.tradeID).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      }),
    );
  });

  it('keeps every valid value as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (selectedWalletIndex, tradeID) => {
        expect(walletSearchSchema.parse({ selectedWalletIndex, tradeID })).toEqual({ selectedWalletIndex, tradeID });
      }),
    );
  });
});

describe('the swap preset of /swap', () => {
  it('buys `to` with the chain’s native coin, or pays with `from` when the link names it (a swap task’s pair)', () => {
    expect(buyPresetOf(swapPresetSearchSchema.parse({ to: 'EQ-punk', chainId: 'TON' }))).toEqual({ from: 'TON', to: 'EQ-punk', chainId: 'TON' });
    expect(buyPresetOf(swapPresetSearchSchema.parse({ from: '0x0000000000000000000000000000000000000001', to: '0x00000000000000000000000000000000000000c0', chainId: '8453' }))).toEqual({
      from: '0x0000000000000000000000000000000000000001',
      to: '0x00000000000000000000000000000000000000c0',
      chainId: 8453,
    });
    // A from alone is not a swap; a bad from reads as none (the native coin).
    expect(buyPresetOf(swapPresetSearchSchema.parse({ from: 'TON', chainId: 'TON' }))).toBeNull();
    expect(buyPresetOf(swapPresetSearchSchema.parse({ from: '<x>', to: 'EQ-punk', chainId: 'TON' }))?.from).toBe('TON');
  });
});
