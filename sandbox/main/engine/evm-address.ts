/** EVM addresses: derivation from a secp256k1 public key and the EIP-55 mixed-case checksum. */
import { keccak256, keccak256Hex } from './keccak';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: a hex digit is upper case when the matching nibble of keccak256(lowercase hex) is >= 8. */
export function toChecksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new Error(`not a 20-byte hex address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = keccak256Hex(lower);
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] ?? '';
    out += parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** The address shape the send form accepts (seed 000, section 5): 0x plus 40 hex digits. */
export function isEvmAddressShape(value: string): boolean {
  return HEX_ADDRESS.test(value);
}

/**
 * Whether a wallet would accept the address: the right shape and, when it mixes cases, a valid
 * checksum (all-lower and all-upper forms carry no checksum, as EIP-55 allows).
 */
export function isValidEvmAddress(value: string): boolean {
  if (!isEvmAddressShape(value)) return false;
  const body = value.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(value) === value;
}

/** Address of an uncompressed secp256k1 public key (64 bytes x || y, or 65 with the 0x04 prefix). */
export function evmAddressFromPublicKey(publicKey: Uint8Array): string {
  const xy = publicKey.length === 65 && publicKey[0] === 0x04 ? publicKey.subarray(1) : publicKey;
  if (xy.length !== 64) throw new Error('expected an uncompressed secp256k1 public key');
  const hash = keccak256(xy);
  return toChecksumAddress(`0x${Buffer.from(hash.subarray(12)).toString('hex')}`);
}

/** A deterministic, checksummed address derived from a label (catalogue tokens, not real contracts). */
export function evmAddressFromLabel(label: string): string {
  return toChecksumAddress(`0x${keccak256Hex(label).slice(24)}`);
}
