import type { ChainId } from '../../../domain/chains';
import type { WalletOption } from '../../../domain/wallet/home-machine';

/** Seed 000 §2: the TON non-bounceable address for TON, the EVM address for every EVM chain. */
export function depositAddressFor(chainId: ChainId, wallet: Pick<WalletOption, 'tonAddress' | 'evmAddress'>): string {
  return chainId === 'TON' ? wallet.tonAddress : wallet.evmAddress;
}
