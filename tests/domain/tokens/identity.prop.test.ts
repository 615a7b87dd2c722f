import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVM_CHAIN_IDS } from '../../../domain/chains';
import { sameToken, tokenKey } from '../../../domain/tokens/identity';
import { isSafeLogoUri, logoLetter } from '../../../domain/tokens/logo';
import { chainIdArb, evmAddressArb, tokenAddressArb, tonAddressArb } from '../../support/arbitraries';

const refArb = fc.record({ address: tokenAddressArb, chainId: chainIdArb });
const flipCase = (text: string) => [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

describe('token identity', () => {
  it('is an equivalence, and the key agrees with it', () => {
    fc.assert(
      fc.property(refArb, refArb, refArb, (a, b, c) => {
        expect(sameToken(a, a)).toBe(true);
        expect(sameToken(a, b)).toBe(sameToken(b, a));
        if (sameToken(a, b) && sameToken(b, c)) expect(sameToken(a, c)).toBe(true);
        expect(tokenKey(a) === tokenKey(b)).toBe(sameToken(a, b));
      }),
    );
  });

  it('EVM addresses compare without case (a checksum is only case), TON addresses exactly (base64 case is the value)', () => {
    fc.assert(
      fc.property(evmAddressArb, fc.constantFrom(...EVM_CHAIN_IDS), (address, chainId) => {
        expect(sameToken({ address, chainId }, { address: flipCase(address), chainId })).toBe(true);
      }),
    );
    fc.assert(
      fc.property(tonAddressArb.filter((a) => a !== flipCase(a)), (address) => {
        expect(sameToken({ address, chainId: 'TON' }, { address: flipCase(address), chainId: 'TON' })).toBe(false);
      }),
    );
  });

  it('the same address on two chains is two tokens; nothing is the same as no token', () => {
    fc.assert(
      fc.property(evmAddressArb, (address) => {
        expect(sameToken({ address, chainId: 1 }, { address, chainId: 10 })).toBe(false);
        expect(sameToken({ address, chainId: 1 }, null)).toBe(false);
      }),
    );
  });
});

describe('the safe-logo rule', () => {
  it('loads only http(s) and same-origin paths', () => {
    for (const uri of ['https://cdn.example/t.png', 'http://x/y.svg', '/tokens/ton.svg', 'HTTPS://A/B']) expect(isSafeLogoUri(uri)).toBe(true);
    for (const uri of ['', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/x.png', 'ftp://x/y', 'tokens/ton.svg']) expect(isSafeLogoUri(uri)).toBe(false);
  });

  it('never throws, and nothing that is not http(s) or a rooted path passes', () => {
    fc.assert(
      fc.property(fc.string(), (uri) => {
        const safe = isSafeLogoUri(uri);
        expect(safe).toBe(/^https?:\/\//i.test(uri) || (uri.startsWith('/') && !uri.startsWith('//')));
      }),
    );
  });

  it('stands in with the first character of the symbol (a whole emoji, not half of one)', () => {
    expect(logoLetter('TON')).toBe('T');
    expect(logoLetter('🐸FROG')).toBe('🐸');
    expect(logoLetter('')).toBe('?');
  });
});
