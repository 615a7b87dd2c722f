import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositAddressFor, depositTokenSymbol } from '../../../domain/refill/deposit-address';
import { chainIdArb, evmAddressArb, tonAddressArb } from '../../support/arbitraries';

describe('the deposit address', () => {
  it('is the TON address on TON and the one EVM address on every EVM chain', () => {
    fc.assert(
      fc.property(chainIdArb, tonAddressArb, evmAddressArb, (chainId, tonAddress, evmAddress) => {
        expect(depositAddressFor(chainId, { tonAddress, evmAddress })).toBe(chainId === 'TON' ? tonAddress : evmAddress);
      }),
    );
  });

  it("names the looked-up token by its own symbol, whatever the address's case on EVM", () => {
    const usdc = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', chainId: 1 as const, symbol: 'USDC' };
    const other = { address: '0x0000000000000000000000000000000000000001', chainId: 1 as const, symbol: 'OTHER' };
    expect(depositTokenSymbol([other, usdc], { chainId: 1, address: usdc.address.toLowerCase() })).toBe('USDC');
    expect(depositTokenSymbol([other], { chainId: 1, address: usdc.address })).toBe('OTHER');
    expect(depositTokenSymbol([], { chainId: 1, address: usdc.address })).toBeNull();
  });
});
