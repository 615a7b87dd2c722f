import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressesOf, generateAccountKeys } from '../../sandbox/main/engine/account-keys';
import { evmAddressFromLabel, evmAddressFromPublicKey, isValidEvmAddress, toChecksumAddress } from '../../sandbox/main/engine/evm-address';
import { crc16Xmodem, formatTonAddress, parseTonAddress, tonJettonAddress, tonWalletAddress } from '../../sandbox/main/engine/ton-address';

// The send-address rules of seed 000, section 5.
const EVM_SEND_RULE = /^0x[0-9a-fA-F]{40}$/;
const TON_SEND_RULE = /^[A-Za-z0-9+/_-]{48,64}={0,2}$/;

const EIP55_EXAMPLES = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

const hex40 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);

describe('EIP-55', () => {
  it('reproduces the examples of the EIP from their lower-case form', () => {
    for (const example of EIP55_EXAMPLES) {
      expect(toChecksumAddress(example.toLowerCase())).toBe(example);
      expect(toChecksumAddress(example.toUpperCase().replace('0X', '0x'))).toBe(example);
      expect(isValidEvmAddress(example)).toBe(true);
    }
  });

  it('every checksummed address has the send shape and round-trips its own checksum', () => {
    fc.assert(
      fc.property(hex40, (address) => {
        const checksummed = toChecksumAddress(address);
        expect(checksummed).toMatch(EVM_SEND_RULE);
        expect(checksummed.toLowerCase()).toBe(address);
        expect(toChecksumAddress(checksummed)).toBe(checksummed);
        expect(isValidEvmAddress(checksummed)).toBe(true);
      }),
    );
  });

  it('refuses a mixed-case address whose case of one letter was flipped', () => {
    fc.assert(
      fc.property(hex40, fc.nat(), (address, pick) => {
        const checksummed = toChecksumAddress(address);
        const letters = [...checksummed.slice(2)].map((char, i) => ({ char, i })).filter(({ char }) => /[a-fA-F]/.test(char));
        const body = checksummed.slice(2);
        // Needs at least two letters so the flipped form is still mixed case.
        fc.pre(letters.length >= 2 && body !== body.toLowerCase() && body !== body.toUpperCase());
        const target = letters[pick % letters.length];
        if (!target) return;
        const flipped = target.char === target.char.toUpperCase() ? target.char.toLowerCase() : target.char.toUpperCase();
        const broken = `0x${body.slice(0, target.i)}${flipped}${body.slice(target.i + 1)}`;
        const brokenBody = broken.slice(2);
        fc.pre(brokenBody !== brokenBody.toLowerCase() && brokenBody !== brokenBody.toUpperCase());
        expect(isValidEvmAddress(broken)).toBe(false);
      }),
    );
  });

  it('derives the address of a known key (private key 1 gives the generator point)', () => {
    // secp256k1 G: the public key of private key 1; its address is well known.
    const g = Buffer.from(
      '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8',
      'hex',
    );
    expect(evmAddressFromPublicKey(g)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
  });

  it('catalogue labels give stable checksummed addresses', () => {
    expect(evmAddressFromLabel('x')).toBe(evmAddressFromLabel('x'));
    expect(evmAddressFromLabel('x')).toMatch(EVM_SEND_RULE);
    expect(isValidEvmAddress(evmAddressFromLabel('x'))).toBe(true);
  });
});

describe('TON user-friendly addresses', () => {
  const hash32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

  it('computes CRC-16/XMODEM (check value of "123456789" is 0x31C3)', () => {
    expect(crc16Xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
  });

  it('formats 48 base64url characters, UQ for non-bounceable and EQ for bounceable, passing the send rule', () => {
    fc.assert(
      fc.property(hash32, (hash) => {
        const wallet = formatTonAddress({ workchain: 0, hash, bounceable: false, testnet: false });
        const jetton = formatTonAddress({ workchain: 0, hash, bounceable: true, testnet: false });
        expect(wallet).toHaveLength(48);
        expect(wallet.startsWith('UQ')).toBe(true);
        expect(jetton.startsWith('EQ')).toBe(true);
        expect(wallet).toMatch(TON_SEND_RULE);
        const bytes = Buffer.from(wallet, 'base64url');
        expect(bytes).toHaveLength(36);
        expect(bytes[0]).toBe(0x51);
        expect(bytes[1]).toBe(0x00);
        expect(bytes.readUInt16BE(34)).toBe(crc16Xmodem(bytes.subarray(0, 34)));
      }),
    );
  });

  it('parses what it formats, in either base64 alphabet', () => {
    fc.assert(
      fc.property(hash32, fc.boolean(), (hash, bounceable) => {
        const text = formatTonAddress({ workchain: 0, hash, bounceable, testnet: false });
        for (const form of [text, text.replace(/-/g, '+').replace(/_/g, '/')]) {
          const parsed = parseTonAddress(form);
          expect(parsed?.bounceable).toBe(bounceable);
          expect(Buffer.from(parsed?.hash ?? []).equals(Buffer.from(hash))).toBe(true);
        }
      }),
    );
  });

  it('refuses an address with any single byte changed (the CRC catches it)', () => {
    fc.assert(
      fc.property(hash32, fc.integer({ min: 2, max: 35 }), fc.integer({ min: 1, max: 255 }), (hash, index, delta) => {
        const bytes = Buffer.from(formatTonAddress({ workchain: 0, hash, bounceable: false, testnet: false }), 'base64url');
        bytes[index] = ((bytes[index] ?? 0) + delta) & 0xff;
        expect(parseTonAddress(bytes.toString('base64url'))).toBeNull();
      }),
    );
  });

  it('refuses wrong lengths and flags', () => {
    expect(parseTonAddress('UQ')).toBeNull();
    expect(parseTonAddress('0:' + '0'.repeat(64))).toBeNull();
    const bytes = Buffer.from(tonJettonAddress('X'), 'base64url');
    bytes[0] = 0x22;
    const crc = crc16Xmodem(bytes.subarray(0, 34));
    bytes.writeUInt16BE(crc, 34);
    expect(parseTonAddress(bytes.toString('base64url'))).toBeNull();
  });

  it('a wallet address is the non-bounceable form of sha256(public key)', () => {
    const address = tonWalletAddress(new Uint8Array(32));
    expect(address).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);
    expect(parseTonAddress(address)?.bounceable).toBe(false);
  });
});

describe('account keys', () => {
  it('generates keys whose addresses pass the send rules and are derivable again from the stored keys', async () => {
    for (let i = 0; i < 5; i++) {
      const keys = await generateAccountKeys();
      expect(keys.evmAddress).toMatch(EVM_SEND_RULE);
      expect(isValidEvmAddress(keys.evmAddress)).toBe(true);
      expect(keys.tonAddress).toMatch(TON_SEND_RULE);
      expect(keys.tonAddress.startsWith('UQ')).toBe(true);
      expect(parseTonAddress(keys.tonAddress)).not.toBeNull();
      expect(addressesOf(keys.evmPrivateKey, keys.tonPrivateKey)).toEqual({ evmAddress: keys.evmAddress, tonAddress: keys.tonAddress });
    }
  });
});
