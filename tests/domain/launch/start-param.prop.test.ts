import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from '../../../domain/launch/base64url';
import { formatStartParam, parseStartParam, START_PARAM_MAX_LENGTH } from '../../../domain/launch/start-param';
import { allianceNameArb, chainIdArb, tokenAddressArb } from '../../support/arbitraries';

const USDT_ARB = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
const swapArb = fc.record({ from: tokenAddressArb, to: tokenAddressArb, chainId: chainIdArb });
const inputArb = fc.record({ swap: fc.option(swapArb, { nil: undefined }), alliance: fc.option(allianceNameArb, { nil: undefined }) });

describe('parseStartParam', () => {
  it('reads a swap preset in the documented form', () => {
    const raw = `swapFrom-${encodeBase64Url('TON')}-swapTo-${encodeBase64Url(USDT_ARB)}-chainId-42161`;
    expect(raw).toBe('swapFrom-VE9O-swapTo-MHhGZDA4NmJDN0NENUM0ODFEQ0M5Qzg1ZWJFNDc4QTFDMGI2OUZDYmI5-chainId-42161');
    expect(parseStartParam(raw)).toEqual({ swap: { from: 'TON', to: USDT_ARB, chainId: 42161 }, rejected: [] });
  });

  it('reads an alliance and rejects what it cannot read', () => {
    expect(parseStartParam('alliance-punks_42')).toEqual({ alliance: 'punks_42', rejected: [] });
    expect(parseStartParam('alliance-ab')).toEqual({ rejected: ['alliance-ab'] });
    expect(parseStartParam('ref-123-alliance-punks')).toEqual({ ref: '123', alliance: 'punks', rejected: [] });
    expect(parseStartParam('ref-a.b')).toEqual({ rejected: ['ref-a.b'] });
    expect(parseStartParam('code-123')).toEqual({ rejected: ['code-123'] });
    expect(parseStartParam('chainId-999')).toEqual({ rejected: ['chainId-999'] });
    expect(parseStartParam('swapFrom-!!!')).toEqual({ rejected: ['swapFrom-!!!'] });
    expect(parseStartParam('swapFrom-VE9O-chainId-TON')).toEqual({ rejected: ['swapFrom-VE9O', 'chainId-TON'] });
    expect(parseStartParam('swapFrom-VE9-swapTo-VE9O-chainId-TON').rejected).toEqual(['swapFrom-VE9', 'swapTo-VE9O', 'chainId-TON']);
    expect(parseStartParam('alliance-one-alliance-two')).toEqual({ alliance: 'one', rejected: ['alliance-two'] });
    // The first token after a key is always its value, even when it spells a key.
    expect(parseStartParam('alliance-chainId')).toEqual({ alliance: 'chainId', rejected: [] });
    expect(parseStartParam(null)).toEqual({ rejected: [] });
    expect(parseStartParam('')).toEqual({ rejected: [] });
    expect(parseStartParam('a'.repeat(513)).rejected).toHaveLength(1);
  });

  it('never throws, on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/), fc.string({ unit: fc.constantFrom('-', 'swapFrom', 'swapTo', 'chainId', 'alliance', 'VE9O', 'TON', '1', '_') })), (raw) => {
        const result = parseStartParam(raw);
        expect(Array.isArray(result.rejected)).toBe(true);
      }),
    );
  });

  it('every valid piece is read and everything else lands in rejected', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('-', 'swapFrom', 'swapTo', 'chainId', 'alliance', 'VE9O', 'TON', '10', 'xx', 'abc') }), (raw) => {
        const result = parseStartParam(raw);
        if (result.alliance !== undefined) expect(result.alliance).toMatch(/^[A-Za-z0-9_]{3,32}$/);
        for (const piece of result.rejected) expect(raw).toContain(piece);
      }),
    );
  });
});

describe('formatStartParam', () => {
  it('parse(format(x)) round-trips', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const formatted = formatStartParam(input);
        expect(formatted).not.toBeNull();
        const parsed = parseStartParam(formatted);
        expect(parsed.rejected).toEqual([]);
        expect(parsed.swap).toEqual(input.swap);
        expect(parsed.alliance).toEqual(input.alliance);
      }),
    );
  });

  it('stays inside the messenger alphabet and length', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const formatted = formatStartParam(input) ?? '';
        expect(formatted.length).toBeLessThanOrEqual(START_PARAM_MAX_LENGTH);
        expect(formatted).toMatch(/^[A-Za-z0-9_-]*$/);
      }),
    );
  });

  it('refuses what cannot travel', () => {
    expect(formatStartParam({ alliance: 'no spaces' })).toBeNull();
    expect(formatStartParam({ swap: { from: 'TON', to: 'TON', chainId: 5 as never } })).toBeNull();
    expect(formatStartParam({ swap: { from: 'Tön', to: 'TON', chainId: 'TON' } })).toBeNull();
  });
});

describe('base64url', () => {
  it('decode(encode(x)) round-trips for byte strings and encodings stay canonical', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)) }), (text) => {
        const encoded = encodeBase64Url(text);
        expect(encoded).not.toBeNull();
        expect(decodeBase64Url(encoded ?? '')).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{0,40}$/), (encoded) => {
        const decoded = decodeBase64Url(encoded);
        if (decoded !== null) expect(encodeBase64Url(decoded)).toBe(encoded);
      }),
    );
  });
});
