import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, shortenAddress } from '../../../domain/wallet/address';
import { evmAddressArb, tonAddressArb } from '../../support/arbitraries';

describe('shortenAddress', () => {
  it('keeps the first 4 and last 4 characters', () => {
    expect(shortenAddress('UQAbcdefghijklmnop9xYz')).toBe('UQAb…9xYz');
    expect(shortenAddress('0x94b008aA00579c1307B0EF2c499aD98a8ce58e58')).toBe('0x94…8e58');
    expect(shortenAddress('123456789')).toBe('123456789');
    expect(shortenAddress('')).toBe('');
  });

  it('long addresses become 4 + ellipsis + 4 taken from the ends', () => {
    fc.assert(
      fc.property(fc.oneof(evmAddressArb, tonAddressArb, fc.string({ minLength: 10 })), (address) => {
        const chars = Array.from(address);
        if (chars.length <= 9) return;
        const short = shortenAddress(address);
        expect(Array.from(short)).toHaveLength(9);
        expect(short).toBe(`${chars.slice(0, 4).join('')}${ELLIPSIS}${chars.slice(-4).join('')}`);
      }),
    );
  });

  it('short strings are unchanged', () => {
    fc.assert(fc.property(fc.string({ maxLength: 9 }).filter((s) => Array.from(s).length <= 9), (text) => {
      expect(shortenAddress(text)).toBe(text);
    }));
  });
});
