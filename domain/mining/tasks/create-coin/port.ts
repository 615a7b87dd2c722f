/**
 * The create-coin task (seed 001 §9; §7 `/v2/check/hash`): the app sends a coin's creation
 * transaction hash; the server counts the coin once if BigPump's records show this user made it
 * after the mining record. Refusals: 'unknown-coin', 'coin-not-yours', 'coin-before-mining',
 * 'coin-counted', 'coins-done'.
 */
import type { ValueCallOptions } from '../../../shared/call-options';
import type { Instant } from '../../shared/types';
import type { SubscriptionConfirmed } from '../types';

export interface CountedCoin {
  readonly hash: string;
  readonly name: string;
  readonly ticker: string;
  readonly createdAt: Instant;
}

/** A coin counted: the coin, and the task and record as they now stand. */
export interface CoinCounted extends SubscriptionConfirmed {
  readonly coin: CountedCoin;
}

export interface CreateCoinApi {
  /** `hash`: 64 lowercase hex digits (parseCoinHash's). */
  checkHash(hash: string, options: ValueCallOptions): Promise<CoinCounted>;
}
