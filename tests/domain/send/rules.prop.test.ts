import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVM_CHAIN_IDS, type EvmChainId } from '../../../domain/chains';
import {
  addressError,
  amountError,
  canContinue,
  isValidAddress,
  sendSummary,
} from '../../../domain/send/rules';
import { evmAddressArb, tonAddressArb } from '../../support/arbitraries';
import { aBalance } from '../../support/mothers';

const evmChainArb = fc.constantFrom<EvmChainId>(...EVM_CHAIN_IDS);
const TON_ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_'];
const DNS_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789-'];
const HEX = [...'0123456789abcdefABCDEF'];
/** Characters neither address form allows (no '.', which could turn a string into a .ton name). */
const BAD_CHARS = ['!', '@', '#', ' ', ':', '*', '%', '?', 'й', '\u00a0'];

/** TON user-friendly form: 48 to 64 characters in all, up to two '=' of padding at the end. */
const tonFriendlyArb = fc
  .record({ length: fc.integer({ min: 48, max: 64 }), padding: fc.integer({ min: 0, max: 2 }) })
  .chain(({ length, padding }) =>
    fc
      .string({ unit: fc.constantFrom(...TON_ALPHABET), minLength: length - padding, maxLength: length - padding })
      .map((body) => body + '='.repeat(padding)),
  );
const tonDnsArb = fc.string({ unit: fc.constantFrom(...DNS_ALPHABET), minLength: 4, maxLength: 64 }).map((name) => `${name}.ton`);
const tonValidArb = fc.oneof(tonAddressArb, tonFriendlyArb, tonDnsArb);

/** Replaces the character at a position the generator picks with a forbidden one. */
const withBadChar = (arb: fc.Arbitrary<string>, from = 0) =>
  fc.tuple(arb, fc.nat(), fc.constantFrom(...BAD_CHARS)).map(([text, at, bad]) => {
    const index = from + (at % (text.length - from));
    return text.slice(0, index) + bad + text.slice(index + 1);
  });

describe('send address rules', () => {
  it('accepts every valid EVM address on every EVM chain', () => {
    fc.assert(fc.property(evmAddressArb, evmChainArb, (address, chainId) => { expect(isValidAddress(address, chainId)).toBe(true); }));
  });

  it('accepts every valid TON address, user-friendly or .ton name', () => {
    fc.assert(fc.property(tonValidArb, (address) => { expect(isValidAddress(address, 'TON')).toBe(true); }));
  });

  it('rejects EVM near misses: one hex short or long, a bad character, no 0x', () => {
    const hex = (length: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length });
    const nearMiss = fc.oneof(
      hex(39).map((h) => `0x${h}`),
      hex(41).map((h) => `0x${h}`),
      withBadChar(evmAddressArb, 2),
      fc.tuple(hex(40), fc.constantFrom('g', 'z', 'G', 'x')).map(([h, c]) => `0x${h.slice(0, 20)}${c}${h.slice(21)}`),
      hex(42),
      hex(40).map((h) => `0X${h}`),
    );
    fc.assert(fc.property(nearMiss, evmChainArb, (address, chainId) => { expect(isValidAddress(address, chainId)).toBe(false); }));
  });

  it('rejects TON near misses: one character short or long, a bad character, three "="', () => {
    const body = (length: number) => fc.string({ unit: fc.constantFrom(...TON_ALPHABET), minLength: length, maxLength: length });
    const nearMiss = fc.oneof(
      body(47),
      body(65),
      withBadChar(tonFriendlyArb),
      fc.integer({ min: 46, max: 61 }).chain((length) => body(length)).map((b) => `${b}===`),
      fc.string({ unit: fc.constantFrom(...DNS_ALPHABET), minLength: 3, maxLength: 3 }).map((name) => `${name}.ton`),
      fc.string({ unit: fc.constantFrom(...DNS_ALPHABET), minLength: 65, maxLength: 70 }).map((name) => `${name}.ton`),
      withBadChar(tonDnsArb.map((name) => name.slice(0, -4))).map((name) => `${name}.ton`),
    );
    fc.assert(fc.property(nearMiss, (address) => { expect(isValidAddress(address, 'TON')).toBe(false); }));
  });

  it('an address of one family is invalid on the other', () => {
    fc.assert(fc.property(evmAddressArb, (address) => { expect(isValidAddress(address, 'TON')).toBe(false); }));
    fc.assert(fc.property(tonValidArb, evmChainArb, (address, chainId) => { expect(isValidAddress(address, chainId)).toBe(false); }));
  });

  it('says nothing while the field is empty or no token is chosen', () => {
    expect(addressError('', 'TON')).toBeNull();
    expect(addressError('nonsense', null)).toBeNull();
    expect(addressError('nonsense', 1)).toEqual({ type: 'invalid-address' });
  });
});

describe('send amount rules', () => {
  it('an amount above the held balance is "not enough balance", at or below it is fine', () => {
    const units = fc.bigInt({ min: 0n, max: 10n ** 30n });
    fc.assert(
      fc.property(units, units, (held, wanted) => {
        const token = { tokensAmount: `${held / 10n ** 9n}.${(held % 10n ** 9n).toString().padStart(9, '0')}` };
        const amount = `${wanted / 10n ** 9n}.${(wanted % 10n ** 9n).toString().padStart(9, '0')}`;
        expect(amountError(amount, token)).toEqual(wanted > held ? { type: 'not-enough-balance' } : null);
      }),
    );
  });
});

describe('continue and the summary', () => {
  const ton = aBalance('TON', '50', { address: 'TON', chainId: 'TON', decimals: 9, tokensAmount: '10' });
  const usdt = aBalance('USDT', '100', { address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', chainId: 42161, decimals: 6, tokensAmount: '100' });
  const tonAddress = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';

  it('needs a token, a valid address and a positive amount within the balance', () => {
    const form = { token: ton, address: tonAddress, amount: '1', comment: '' };
    expect(canContinue(form)).toBe(true);
    expect(canContinue({ ...form, token: null })).toBe(false);
    expect(canContinue({ ...form, address: '' })).toBe(false);
    expect(canContinue({ ...form, amount: '' })).toBe(false);
    expect(canContinue({ ...form, amount: '0' })).toBe(false);
    expect(canContinue({ ...form, amount: '10.000000001' })).toBe(false);
    expect(canContinue({ ...form, token: usdt })).toBe(false);
  });

  it('TON: the fee shows as the 0.006-0.05 range; total and balance after include the fee in the same coin', () => {
    const summary = sendSummary({ token: ton, address: tonAddress, amount: '1.5', comment: 'hi' }, { amount: '0.006', symbol: 'TON' });
    expect(summary).toMatchObject({
      amount: '1.5',
      recipient: tonAddress,
      comment: 'hi',
      fee: { kind: 'range', min: '0.006', max: '0.05', symbol: 'TON' },
      total: [{ amount: '1.506', symbol: 'TON' }],
      balanceAfter: '8.494',
    });
  });

  it('EVM token: the server-priced fee is exact and paid in ETH, apart from the token', () => {
    const summary = sendSummary(
      { token: usdt, address: '0x' + 'ab'.repeat(20), amount: '40', comment: '' },
      { amount: '0.0000013', symbol: 'ETH' },
    );
    expect(summary).toMatchObject({
      fee: { kind: 'exact', amount: '0.0000013', symbol: 'ETH' },
      total: [
        { amount: '40', symbol: 'USDT' },
        { amount: '0.0000013', symbol: 'ETH' },
      ],
      balanceAfter: '60',
    });
  });
});
