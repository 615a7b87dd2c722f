/** The auction (seed 001 §7 "Auction and donation"): its data and the claim. */
import type { CallOptions, ValueCallOptions } from '../../shared/call-options';
import type { Auction, AuctionClaimed } from './types';

export interface AuctionApi {
  auction(options?: CallOptions): Promise<Auction>;
  /** Claims today's share; refused 'unavailable-amount', 'not-enough-gas' or 'auction-closed'. */
  claim(options: ValueCallOptions & { readonly stake?: boolean }): Promise<AuctionClaimed>;
}
