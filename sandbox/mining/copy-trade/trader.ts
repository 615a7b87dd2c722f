/**
 * The simulated trader (MINING.md "Copy trading"): every followed address is a deterministic
 * trader that swaps between ETH and a stablecoin on a schedule of its own. Its k-th trade happens
 * at `offset + k * period` (ms since the epoch), so the same address always trades at the same
 * instants whoever follows it, and the sandbox clock (moved by tests and the host page) decides
 * which of them have happened. Each trade's side, size and slippage come from a hash of the
 * address and k: nothing random, nothing stored.
 */
import { createHash } from 'node:crypto';

const MINUTE_MS = 60_000;

/** The leader's trade k: when, which way, how big (whole USD) and at what slippage (basis points). */
export interface LeaderTrade {
  readonly seq: number;
  readonly at: number;
  /** 'buy-eth': the leader sold its stablecoin for ETH; 'sell-eth': ETH for the stablecoin. */
  readonly side: 'buy-eth' | 'sell-eth';
  readonly usd: bigint;
  readonly slippageBps: number;
}

function digest(address: string, salt: string): Buffer {
  return createHash('sha256').update(`${salt}:${address.toLowerCase()}`).digest();
}

/** Between 20 and 60 minutes between two trades of one address. */
export function leaderPeriodMs(address: string): number {
  return (20 + (digest(address, 'period').readUInt32BE(0) % 41)) * MINUTE_MS;
}

function leaderOffsetMs(address: string): number {
  return digest(address, 'offset').readUInt32BE(0) % leaderPeriodMs(address);
}

/** The index of the first trade strictly after `at`. */
export function firstTradeAfter(address: string, at: number): number {
  const period = leaderPeriodMs(address);
  return Math.max(0, Math.floor((at - leaderOffsetMs(address)) / period) + 1);
}

export function leaderTrade(address: string, seq: number): LeaderTrade {
  const bytes = digest(address, `trade:${seq}`);
  // One trade in eight is dust (1 to 19 USD), the rest 20 to 5000 USD.
  const dust = bytes[0]! % 8 === 0;
  const usd = dust ? 1n + BigInt(bytes.readUInt16BE(1) % 19) : 20n + BigInt(bytes.readUInt32BE(3) % 4981);
  return {
    seq,
    at: leaderOffsetMs(address) + seq * leaderPeriodMs(address),
    side: bytes[7]! % 2 === 0 ? 'buy-eth' : 'sell-eth',
    usd,
    // 0 to 1.49 %: about a third over the limit.
    slippageBps: bytes.readUInt16BE(8) % 150,
  };
}
