/**
 * The keys behind a custodial account: a secp256k1 key for the EVM chains and an ed25519 key for
 * TON, generated once when the account is created. Private keys are kept as PKCS#8 (base64) in the
 * sandbox store and never leave it; only the derived addresses are ever answered.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { evmAddressFromPublicKey } from './evm-address';
import { tonWalletAddress } from './ton-address';

export interface AccountKeys {
  readonly evmPrivateKey: string;
  readonly tonPrivateKey: string;
  readonly evmAddress: string;
  readonly tonAddress: string;
}

function jwkBytes(key: KeyObject, field: 'x' | 'y'): Buffer {
  const jwk = key.export({ format: 'jwk' });
  const value = jwk[field];
  if (typeof value !== 'string') throw new Error(`public key has no ${field}`);
  return Buffer.from(value, 'base64url');
}

function pkcs8(key: KeyObject): string {
  return key.export({ format: 'der', type: 'pkcs8' }).toString('base64');
}

/** Derives both addresses from stored private keys (used to check what was stored). */
export function addressesOf(evmPrivateKey: string, tonPrivateKey: string): { evmAddress: string; tonAddress: string } {
  const evmPublic = createPublicKey(createPrivateKey({ key: Buffer.from(evmPrivateKey, 'base64'), format: 'der', type: 'pkcs8' }));
  const tonPublic = createPublicKey(createPrivateKey({ key: Buffer.from(tonPrivateKey, 'base64'), format: 'der', type: 'pkcs8' }));
  return {
    evmAddress: evmAddressFromPublicKey(Buffer.concat([jwkBytes(evmPublic, 'x'), jwkBytes(evmPublic, 'y')])),
    tonAddress: tonWalletAddress(jwkBytes(tonPublic, 'x')),
  };
}

export function generateAccountKeys(): AccountKeys {
  const evm = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const ton = generateKeyPairSync('ed25519');
  // JWK coordinates are fixed-width (32 bytes each), so x || y is the uncompressed point without 0x04.
  const evmPublic = Buffer.concat([jwkBytes(evm.publicKey, 'x'), jwkBytes(evm.publicKey, 'y')]);
  return {
    evmPrivateKey: pkcs8(evm.privateKey),
    tonPrivateKey: pkcs8(ton.privateKey),
    evmAddress: evmAddressFromPublicKey(evmPublic),
    tonAddress: tonWalletAddress(jwkBytes(ton.publicKey, 'x')),
  };
}
