/**
 * Where a chain's public explorer shows an address (issue 38, the receipt's explorer link): the
 * usual explorer of each chain the wallet supports. The link is opened through the link rules
 * (PRODUCT.md "Links from the server": https only, outside the app).
 */
import type { ChainId } from '../../chains';

const EXPLORERS: Readonly<Record<string, string>> = {
  TON: 'https://tonviewer.com/',
  1: 'https://etherscan.io/address/',
  10: 'https://optimistic.etherscan.io/address/',
  42161: 'https://arbiscan.io/address/',
  8453: 'https://basescan.org/address/',
  324: 'https://explorer.zksync.io/address/',
};

/** The explorer page of an address on its chain, or null when the chain has none we know. */
export function explorerAddressUrl(chainId: ChainId, address: string): string | null {
  const base = EXPLORERS[String(chainId)];
  return base === undefined || address === '' ? null : `${base}${encodeURIComponent(address)}`;
}
