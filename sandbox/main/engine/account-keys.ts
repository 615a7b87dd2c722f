/**
 * The keys behind a custodial account: a secp256k1 key for the EVM chains and an ed25519 key for
 * TON, generated once when the account is created. Private keys are kept as PKCS#8 (base64) in the
 * sandbox store and never leave it; only the derived addresses are ever answered.
 *
 * Keys are generated asynchronously with DER encodings asked of the generator, so no KeyObject is
 * made and none is exported as JWK: `generateKeyPairSync` followed by `export({ format: 'jwk' })`
 * froze the sandbox about one start in ten (the main thread waiting on a mutex inside Node's crypto
 * while garbage collection destroyed an earlier key-generation job; issue 41). The public points are
 * read from the fixed-layout SPKI encodings instead.
 */
import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { evmAddressFromPublicKey } from './evm-address';
import { tonWalletAddress } from './ton-address';

export interface AccountKeys {
  readonly evmPrivateKey: string;
  readonly tonPrivateKey: string;
  readonly evmAddress: string;
  readonly tonAddress: string;
}

const generateKeyPairAsync = promisify(generateKeyPair);

/**
 * The SPKI prefixes of the two key types (RFC 5480 for an uncompressed secp256k1 point, RFC 8410
 * for ed25519); what follows the prefix is the raw public key.
 */
const SECP256K1_SPKI_PREFIX = Buffer.from('3056301006072a8648ce3d020106052b8104000a034200', 'hex');
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function rawPublicKey(spki: Buffer, prefix: Buffer, length: number): Buffer {
  if (spki.length !== prefix.length + length || !spki.subarray(0, prefix.length).equals(prefix)) {
    throw new Error('unexpected public key encoding');
  }
  return spki.subarray(prefix.length);
}

/** x || y of a secp256k1 public key (the uncompressed point without its 0x04). */
function evmPoint(spki: Buffer): Buffer {
  return rawPublicKey(spki, SECP256K1_SPKI_PREFIX, 65).subarray(1);
}

function tonPoint(spki: Buffer): Buffer {
  return rawPublicKey(spki, ED25519_SPKI_PREFIX, 32);
}

function spkiOf(key: KeyObject): Buffer {
  return key.export({ format: 'der', type: 'spki' });
}

/** Derives both addresses from stored private keys (used to check what was stored). */
export function addressesOf(evmPrivateKey: string, tonPrivateKey: string): { evmAddress: string; tonAddress: string } {
  const evmPublic = createPublicKey(createPrivateKey({ key: Buffer.from(evmPrivateKey, 'base64'), format: 'der', type: 'pkcs8' }));
  const tonPublic = createPublicKey(createPrivateKey({ key: Buffer.from(tonPrivateKey, 'base64'), format: 'der', type: 'pkcs8' }));
  return {
    evmAddress: evmAddressFromPublicKey(evmPoint(spkiOf(evmPublic))),
    tonAddress: tonWalletAddress(tonPoint(spkiOf(tonPublic))),
  };
}

export async function generateAccountKeys(): Promise<AccountKeys> {
  const [evm, ton] = await Promise.all([
    generateKeyPairAsync('ec', { namedCurve: 'secp256k1', publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'der' } }),
    generateKeyPairAsync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'der' } }),
  ]);
  return {
    evmPrivateKey: evm.privateKey.toString('base64'),
    tonPrivateKey: ton.privateKey.toString('base64'),
    evmAddress: evmAddressFromPublicKey(evmPoint(evm.publicKey)),
    tonAddress: tonWalletAddress(tonPoint(ton.publicKey)),
  };
}
