/**
 * Network fees of a simulated transfer, always paid in the chain's native coin. TON: the figures
 * of seed 000 section 9 (0.006 TON for TON, 0.05 TON for a jetton). EVM: a fixed gas price per
 * chain times the usual gas of a plain transfer (21 000) or a token transfer (65 000); the L2 gas
 * prices include an allowance for the L1 data fee.
 */
import { CHAINS, type ChainId } from '../../../domain/chains';
import { JETTON_TRANSFER_FEE, TON_TRANSFER_FEE } from '../../../domain/send/rules';
import { nativeToken, type CatalogueToken } from './token-catalogue';
import { unitsOf } from './units';

const TON_DECIMALS = CHAINS.TON!.nativeDecimals;
export const TON_TRANSFER_FEE_UNITS = unitsOf(TON_TRANSFER_FEE, TON_DECIMALS);
export const JETTON_TRANSFER_FEE_UNITS = unitsOf(JETTON_TRANSFER_FEE, TON_DECIMALS);

export const EVM_GAS_UNITS = { native: 21_000n, token: 65_000n } as const;

/** Wei per gas unit. */
export const EVM_GAS_PRICE_WEI: Readonly<Record<string, bigint>> = {
  1: 8_000_000_000n, // 8 gwei
  10: 60_000_000n,
  42161: 20_000_000n,
  8453: 50_000_000n,
  324: 45_000_000n,
};

export interface Fee {
  /** The coin the fee is paid in (the chain's native coin). */
  readonly token: CatalogueToken;
  readonly units: bigint;
}

export function transferFee(token: CatalogueToken): Fee {
  const native = nativeToken(token.chainId);
  const isNative = token === native;
  if (token.chainId === 'TON') return { token: native, units: isNative ? TON_TRANSFER_FEE_UNITS : JETTON_TRANSFER_FEE_UNITS };
  return { token: native, units: (isNative ? EVM_GAS_UNITS.native : EVM_GAS_UNITS.token) * evmGasPrice(token.chainId) };
}

export function evmGasPrice(chainId: ChainId): bigint {
  const price = EVM_GAS_PRICE_WEI[String(chainId)];
  if (price === undefined) throw new Error(`no gas price for ${String(chainId)}`);
  return price;
}
