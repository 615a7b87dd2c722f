/**
 * TON user-friendly addresses: 36 bytes (flag, workchain, 32-byte account id, CRC16-XMODEM of the
 * first 34 bytes, big-endian) in base64url, 48 characters. Flag 0x11 is bounceable ('EQ...'),
 * 0x51 non-bounceable ('UQ...'); 0x80 added marks a testnet address.
 */
import { createHash } from 'node:crypto';

export const TON_FLAG = { bounceable: 0x11, nonBounceable: 0x51, testnetBit: 0x80 } as const;

export interface TonAddress {
  readonly workchain: number;
  /** The 32-byte account id (the hash of the contract's state init on a real chain). */
  readonly hash: Uint8Array;
  readonly bounceable: boolean;
  readonly testnet: boolean;
}

/** CRC-16/XMODEM: polynomial 0x1021, initial value 0, no reflection. */
export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

export function formatTonAddress(address: TonAddress): string {
  if (address.hash.length !== 32) throw new Error('a TON account id is 32 bytes');
  const bytes = new Uint8Array(36);
  bytes[0] = (address.bounceable ? TON_FLAG.bounceable : TON_FLAG.nonBounceable) | (address.testnet ? TON_FLAG.testnetBit : 0);
  bytes[1] = address.workchain & 0xff;
  bytes.set(address.hash, 2);
  const crc = crc16Xmodem(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return Buffer.from(bytes).toString('base64url');
}

/**
 * Parses a user-friendly address in either base64 alphabet; null when the length, flag, workchain
 * or checksum is wrong. Raw '0:hex' addresses are not accepted: the send form never allows ':'.
 */
export function parseTonAddress(text: string): TonAddress | null {
  if (!/^[A-Za-z0-9+/_-]{48}$/.test(text)) return null;
  const bytes = Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
  if (bytes.length !== 36) return null;
  const flag = bytes[0] ?? 0;
  const testnet = (flag & TON_FLAG.testnetBit) !== 0;
  const tag = flag & ~TON_FLAG.testnetBit;
  if (tag !== TON_FLAG.bounceable && tag !== TON_FLAG.nonBounceable) return null;
  const workchainByte = bytes[1] ?? 0;
  if (workchainByte !== 0x00 && workchainByte !== 0xff) return null;
  const crc = crc16Xmodem(bytes.subarray(0, 34));
  if ((bytes[34] ?? 0) !== crc >> 8 || (bytes[35] ?? 0) !== (crc & 0xff)) return null;
  return {
    workchain: workchainByte === 0xff ? -1 : 0,
    hash: new Uint8Array(bytes.subarray(2, 34)),
    bounceable: tag === TON_FLAG.bounceable,
    testnet,
  };
}

/** Two user-friendly forms name the same account when workchain and account id agree. */
export function sameTonAccount(a: TonAddress, b: TonAddress): boolean {
  return a.workchain === b.workchain && Buffer.from(a.hash).equals(Buffer.from(b.hash));
}

/**
 * The account's non-bounceable mainnet address. A real wallet's account id is the hash of its
 * contract's state init (code plus data holding the key); building that cell tree is out of scope
 * for the sandbox, so the id is sha256 of the ed25519 public key: same format, same checksum rules.
 */
export function tonWalletAddress(ed25519PublicKey: Uint8Array): string {
  const hash = createHash('sha256').update(ed25519PublicKey).digest();
  return formatTonAddress({ workchain: 0, hash, bounceable: false, testnet: false });
}

/** A deterministic bounceable jetton-master address for a catalogue token (not a real contract). */
export function tonJettonAddress(label: string): string {
  const hash = createHash('sha256').update(`sandbox-jetton:${label}`).digest();
  return formatTonAddress({ workchain: 0, hash, bounceable: true, testnet: false });
}
