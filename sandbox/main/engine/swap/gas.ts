/**
 * Network fees of a swap, paid in each chain's native coin.
 *
 * EVM: typical gas of a pool hop, of a bridge deposit on the source chain and of the bridge's
 * delivery on the destination chain, times the chain's gas price (fees.ts). A cross-chain route
 * therefore always costs gas on both chains (seed 000: two gas fees).
 *
 * TON: a swap attaches a forward amount of TON that must be held (0.22 TON through the first tool
 * version, 0.3 through the second; PRODUCT.md, seed 000 §5) and consumes part of it: 0.08 TON for
 * one hop, more for two (the displayed range is 0.08 to the reserve, seed 000 §9).
 */
import type { EvmChainId } from '../../../../domain/chains';
import { evmGasPrice } from '../fees';
import type { TonToolKey } from './tools';
import { TON_ROUTING_TOOLS } from '../../../../domain/swap/ton-tools';
import { unitsOf } from '../units';

export const EVM_SWAP_HOP_GAS = 150_000n;
export const EVM_BRIDGE_SEND_GAS = 200_000n;
export const EVM_BRIDGE_RECEIVE_GAS = 100_000n;

/** What a TON swap must hold in TON besides the amount it offers, per tool version. */
export const TON_GAS_RESERVE_UNITS: Readonly<Record<TonToolKey, bigint>> = {
  [TON_ROUTING_TOOLS.first.key]: unitsOf(TON_ROUTING_TOOLS.first.minGasTon, 9),
  [TON_ROUTING_TOOLS.second.key]: unitsOf(TON_ROUTING_TOOLS.second.minGasTon, 9),
};

export const TON_SWAP_GAS_UNITS = 80_000_000n; // 0.08 TON, one hop
export const TON_EXTRA_HOP_GAS_UNITS = 45_000_000n; // 0.045 TON per further hop

export function evmGasUnits(chainId: EvmChainId, work: { hops: number; bridgeSend: boolean; bridgeReceive: boolean }): bigint {
  const gas = BigInt(work.hops) * EVM_SWAP_HOP_GAS + (work.bridgeSend ? EVM_BRIDGE_SEND_GAS : 0n) + (work.bridgeReceive ? EVM_BRIDGE_RECEIVE_GAS : 0n);
  return gas * evmGasPrice(chainId);
}

export function tonGasUnits(hops: number): bigint {
  return TON_SWAP_GAS_UNITS + BigInt(Math.max(0, hops - 1)) * TON_EXTRA_HOP_GAS_UNITS;
}
