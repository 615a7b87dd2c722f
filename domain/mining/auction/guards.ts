/** The auction machine's guards, each a rule of rules.ts or failure.ts (or the shared abort check). */
import { isAborted } from '../../shared/failures';
import type { AuctionContext } from './context';
import { claimFailureOf, isInsufficient } from './failure';
import { canClaim } from './rules';

type Args = { readonly context: AuctionContext };

export const auctionGuards = {
  isAborted,
  canClaim: ({ context }: Args) => context.received !== null && canClaim(context.received.auction),
  isSending: ({ context }: Args) => context.received?.auction.progressStatus === 'sending',
  hasLanded: ({ context }: Args) => context.received?.auction.progressStatus === 'responsed',
  /** The last claim failed and the user has not acknowledged it on this device. */
  hasUnacknowledgedFailure: ({ context }: Args) => {
    const auction = context.received?.auction;
    return auction?.progressStatus === 'failed' && auction.lastClaim !== null && auction.lastClaim.claimId !== context.acknowledgedClaimId;
  },
  refusedForBalance: ({ event }: { readonly event: object }) => isInsufficient(claimFailureOf('error' in event ? event.error : undefined)),
};
