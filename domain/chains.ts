/** The networks the wallet supports. TON travels as the string 'TON'; EVM chains by their chain id. */
export const EVM_CHAIN_IDS = [1, 10, 42161, 8453, 324] as const;
export type EvmChainId = (typeof EVM_CHAIN_IDS)[number];
export type ChainId = 'TON' | EvmChainId;
export const CHAIN_IDS: readonly ChainId[] = ['TON', ...EVM_CHAIN_IDS];

export interface ChainInfo {
  readonly id: ChainId;
  /** Short label shown next to a token ("OP", "ARB"). */
  readonly label: string;
  readonly name: string;
  readonly nativeSymbol: string;
  readonly nativeDecimals: number;
}

export const CHAINS: Readonly<Record<string, ChainInfo>> = {
  TON: { id: 'TON', label: 'TON', name: 'TON', nativeSymbol: 'TON', nativeDecimals: 9 },
  1: { id: 1, label: 'ETH', name: 'Ethereum', nativeSymbol: 'ETH', nativeDecimals: 18 },
  10: { id: 10, label: 'OP', name: 'Optimism', nativeSymbol: 'ETH', nativeDecimals: 18 },
  42161: { id: 42161, label: 'ARB', name: 'Arbitrum', nativeSymbol: 'ETH', nativeDecimals: 18 },
  8453: { id: 8453, label: 'Base', name: 'Base', nativeSymbol: 'ETH', nativeDecimals: 18 },
  324: { id: 324, label: 'ZKSync', name: 'ZKSync', nativeSymbol: 'ETH', nativeDecimals: 18 },
};

export function chainInfo(id: ChainId): ChainInfo {
  const info = CHAINS[String(id)];
  if (!info) throw new Error(`unknown chain ${String(id)}`);
  return info;
}

export function isChainId(value: unknown): value is ChainId {
  return value === 'TON' || (typeof value === 'number' && (EVM_CHAIN_IDS as readonly number[]).includes(value));
}

/**
 * The address a native coin is known by. EVM natives use the zero address (the common
 * convention of routing APIs); TON uses the literal 'TON'.
 */
export const NATIVE_TOKEN_ADDRESS = {
  evm: '0x0000000000000000000000000000000000000000',
  ton: 'TON',
} as const;

export function isNativeToken(address: string, chainId: ChainId): boolean {
  return chainId === 'TON' ? address === NATIVE_TOKEN_ADDRESS.ton : address.toLowerCase() === NATIVE_TOKEN_ADDRESS.evm;
}
