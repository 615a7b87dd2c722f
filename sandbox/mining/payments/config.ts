/** What every purchase's payment shares: the treasury it pays, an external transaction's validity. */
import { createHash } from 'node:crypto';
import { formatTonAddress } from '../../main/engine/ton-address';

/** The product's treasury: a fixed, well-formed TON address no sandbox account owns. */
export const TREASURY_ADDRESS = formatTonAddress({
  workchain: 0,
  hash: createHash('sha256').update('sandbox-treasury:switch-mining').digest(),
  bounceable: false,
  testnet: false,
});

/** How long an external transaction may wait for the wallet's approval. */
export const EXTERNAL_VALIDITY_MS = 10 * 60_000;
