import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScannedCode } from '../../domain/links/payment-qr';

const TON = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

const tonAddressArb = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: 48, maxLength: 48 });
const evmAddressArb = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 40, maxLength: 40 }).map((hex) => `0x${hex}`);

describe('parseScannedCode', () => {
  it('examples: the link forms the issue names', () => {
    expect(parseScannedCode(`ton://transfer/${TON}?amount=1500000000&text=for%20lunch`)).toEqual({ kind: 'address', family: 'TON', address: TON, chainId: null, amount: '1.5', comment: 'for lunch' });
    expect(parseScannedCode(`ethereum:${EVM}@42161?value=2.014e18`)).toEqual({ kind: 'address', family: 'EVM', address: EVM, chainId: 42161, amount: '2.014', comment: null });
    expect(parseScannedCode(`ethereum:${EVM}`)).toMatchObject({ family: 'EVM', chainId: null, amount: null });
    expect(parseScannedCode(` ${TON} `)).toMatchObject({ kind: 'address', family: 'TON', address: TON });
    expect(parseScannedCode(EVM)).toMatchObject({ kind: 'address', family: 'EVM', address: EVM });
    expect(parseScannedCode('ton://transfer/foundation.ton')).toMatchObject({ family: 'TON', address: 'foundation.ton' });
    expect(parseScannedCode('https://t.me/switch_wallet_bot/app?startapp=swapFrom-abc')).toEqual({ kind: 'telegram-link', url: 'https://t.me/switch_wallet_bot/app?startapp=swapFrom-abc' });
  });

  it('refuses what is not a payment, a chain the app lacks, and amounts that are not whole units', () => {
    for (const code of ['hello', '', 'https://example.org', `ton://transfer/${TON}?amount=1.5`, `ton://transfer/${TON}?amount=-1`, `ethereum:${EVM}/transfer?address=${EVM}`, 'ethereum:0x123', 'javascript:alert(1)', `ton://transfer/${TON}%ZZ`]) {
      expect(parseScannedCode(code), code).toMatchObject({ kind: 'refused', reason: 'not-a-payment' });
    }
    expect(parseScannedCode(`ethereum:${EVM}@56?value=1`)).toEqual({ kind: 'refused', reason: 'unknown-chain' });
  });

  it('never throws, whatever the camera sees', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.string().map((tail) => `ton://transfer/${tail}`), fc.string().map((tail) => `ethereum:${tail}`)), (code) => {
        expect(['address', 'telegram-link', 'refused']).toContain(parseScannedCode(code).kind);
      }),
    );
  });

  it('reads back the address, amount and comment a TON link was made of', () => {
    fc.assert(
      fc.property(tonAddressArb, fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.string({ minLength: 1, maxLength: 120 }), (address, nanotons, text) => {
        const parsed = parseScannedCode(`ton://transfer/${address}?amount=${nanotons}&text=${encodeURIComponent(text)}`);
        expect(parsed).toMatchObject({ kind: 'address', family: 'TON', address, comment: text });
        if (parsed.kind !== 'address' || parsed.amount === null) throw new Error('no amount');
        const [whole = '0', fraction = ''] = parsed.amount.split('.');
        expect(BigInt(whole + fraction.padEnd(9, '0'))).toBe(nanotons);
      }),
    );
  });

  it('reads back the address of an EVM link, and its amount in ether exactly', () => {
    fc.assert(
      fc.property(evmAddressArb, fc.constantFrom(1, 10, 42161, 8453, 324), fc.bigInt({ min: 1n, max: 10n ** 24n }), (address, chainId, wei) => {
        const parsed = parseScannedCode(`ethereum:${address}@${chainId}?value=${wei}`);
        expect(parsed).toMatchObject({ kind: 'address', family: 'EVM', address, chainId });
        if (parsed.kind !== 'address' || parsed.amount === null) throw new Error('no amount');
        const [whole = '0', fraction = ''] = parsed.amount.split('.');
        expect(BigInt(whole + fraction.padEnd(18, '0'))).toBe(wei);
      }),
    );
  });
});
