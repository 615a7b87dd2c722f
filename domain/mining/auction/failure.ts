/**
 * Why the auction could not be read or a claim was refused, typed for the screen to word. Seed 001
 * §8: 'Unavailable amount' and 'Not enough gas' open the insufficient-balance sheet.
 */
import { failureOf } from '../../shared/api-failure';

export type AuctionFailure = { readonly type: 'outside-messenger' } | { readonly type: 'server' };

/** Any other refusal keeps its stable code, so the sheet words it (never the server's English). */
export type ClaimFailure =
  | { readonly type: 'unavailable-amount' }
  | { readonly type: 'not-enough-gas' }
  | { readonly type: 'closed' }
  | { readonly type: 'refused'; readonly code?: string | undefined }
  | AuctionFailure;

export function auctionFailureOf(error: unknown): AuctionFailure {
  return failureOf(error).type === 'unauthorized' ? { type: 'outside-messenger' } : { type: 'server' };
}

export const auctionFailureOfEvent = ({ event }: { readonly event: object }): AuctionFailure => auctionFailureOf('error' in event ? event.error : undefined);

export function claimFailureOf(error: unknown): ClaimFailure {
  const failure = failureOf(error);
  if (failure.type === 'rejected') {
    if (failure.code === 'unavailable-amount' || failure.code === 'not-enough-gas') return { type: failure.code };
    if (failure.code === 'auction-closed') return { type: 'closed' };
    return { type: 'refused', code: failure.code };
  }
  return auctionFailureOf(error);
}

/** The claim sheet's insufficient-balance view (seed: the claim sheet's error state). */
export const isInsufficient = (failure: ClaimFailure | null): boolean => failure !== null && (failure.type === 'unavailable-amount' || failure.type === 'not-enough-gas');

/**
 * Whether the next claim reuses this attempt's key: only while its outcome is unknown (no answer, a
 * 5xx, or the same key still running). A refusal is an outcome, and its key would replay it.
 */
export const claimKeepsKey = (failure: ClaimFailure): boolean => failure.type === 'server' || (failure.type === 'refused' && failure.code === 'idempotency-key-in-progress');
