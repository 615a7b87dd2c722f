import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_IDS } from '../../../domain/chains';
import { refillQrSearchSchema, refillToSearchSchema } from '../../../ui/screens/refill/refill-search';

describe('the refill flow search parameters', () => {
  it('keeps every known chain, as the router hands it over (a number, TON, or digits typed in a link)', () => {
    for (const chainId of CHAIN_IDS) {
      expect(refillToSearchSchema.parse({ chainId }).chainId).toBe(chainId);
      if (typeof chainId === 'number') expect(refillQrSearchSchema.parse({ chainId: String(chainId), token: 'USDT' })).toEqual({ chainId, token: 'USDT' });
    }
  });

  it('drops an unknown chain instead of failing (a near miss, a float, a hostile string)', () => {
    for (const chainId of [2, 0, -1, 10.5, '10a', 'ton', '<b>', null, {}, '1000000']) expect(refillToSearchSchema.parse({ chainId }).chainId).toBeUndefined();
  });

  it('never throws, and whatever it keeps is a known chain', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (chainId, token) => {
        const search = refillQrSearchSchema.parse({ chainId, token });
        if (search.chainId !== undefined) expect(CHAIN_IDS).toContain(search.chainId);
        if (search.token !== undefined) expect(search.token.length).toBeGreaterThan(0);
      }),
    );
  });
});
