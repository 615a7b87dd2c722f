/** fast-check arbitraries shared by the domain property tests. */
import fc from 'fast-check';
import { CHAIN_IDS, type ChainId } from '../../domain/chains';
import type { BalanceEntry } from '../../domain/tokens/types';
import type { HistoryEntry } from '../../domain/wallet/types';

const HEX = [...'0123456789abcdefABCDEF'];
const B64URL = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

export const chainIdArb: fc.Arbitrary<ChainId> = fc.constantFrom(...CHAIN_IDS);

export const evmAddressArb = fc.string({ unit: fc.constantFrom(...HEX), minLength: 40, maxLength: 40 }).map((hex) => `0x${hex}`);

/** User-friendly TON addresses: 48 characters of base64url, starting EQ or UQ. */
export const tonAddressArb = fc
  .tuple(fc.constantFrom('EQ', 'UQ'), fc.string({ unit: fc.constantFrom(...B64URL), minLength: 46, maxLength: 46 }))
  .map(([prefix, rest]) => prefix + rest);

export const tokenAddressArb = fc.oneof(evmAddressArb, tonAddressArb, fc.constant('TON'));

export const allianceNameArb = fc.stringMatching(/^[A-Za-z0-9_]{3,32}$/);

/** Digits without leading zeros. */
const digitsArb = (maxLength: number) =>
  fc.bigInt({ min: 0n, max: 10n ** BigInt(maxLength) - 1n }).map((value) => value.toString());

/** A non-negative decimal string in plain notation ("12", "0.5", "1234.000100"). */
export const decimalStringArb = fc
  .tuple(digitsArb(20), fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? whole : `${whole}.${fraction}`));

/** Integer amounts in smallest units, up to 40 digits. */
export const unitsStringArb = digitsArb(40);

export const tokenDecimalsArb = fc.integer({ min: 0, max: 36 });

/** Strings that are not plain decimals: letters, exponents, several points, signs, blanks. */
export const notADecimalArb = fc.oneof(
  fc.constantFrom('', ' ', 'abc', '1e5', '1.2.3', 'NaN', 'Infinity', '--1', '+1', '1,5', '0x10', '.', '-'),
  fc.string().filter((s) => !/^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(s)),
);

export const balanceEntryArb: fc.Arbitrary<BalanceEntry> = fc.record({
  address: tokenAddressArb,
  chainId: chainIdArb,
  decimals: tokenDecimalsArb,
  symbol: fc.string({ minLength: 1, maxLength: 8 }),
  name: fc.string({ maxLength: 16 }),
  logoURI: fc.constant(''),
  tokensAmount: decimalStringArb,
  usdAmount: decimalStringArb,
  tokensCost: decimalStringArb,
});

const isoDateArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms).toISOString());

export const historyEntryArb: fc.Arbitrary<HistoryEntry> = fc.oneof(
  fc.record({
    id: fc.uuid(),
    createdAt: isoDateArb,
    type: fc.constant('deposit' as const),
    asset: fc.string({ minLength: 1, maxLength: 8 }),
    amount: unitsStringArb,
    decimals: tokenDecimalsArb,
  }),
  fc.record({
    id: fc.uuid(),
    createdAt: isoDateArb,
    type: fc.constant('withdrawal' as const),
    to: tokenAddressArb,
    symbol: fc.string({ minLength: 1, maxLength: 8 }),
    amount: unitsStringArb,
    decimals: tokenDecimalsArb,
  }),
  fc.record({
    id: fc.uuid(),
    createdAt: isoDateArb,
    type: fc.constant('swap' as const),
    fromToken: fc.record({ symbol: fc.string({ minLength: 1, maxLength: 8 }), decimals: tokenDecimalsArb }),
    toToken: fc.record({ symbol: fc.string({ minLength: 1, maxLength: 8 }), decimals: tokenDecimalsArb }),
    fromAmount: unitsStringArb,
    toAmount: unitsStringArb,
  }),
);

/** Any JSON-ish value, for "never throws on anything" properties. */
export const anythingArb = fc.anything();
