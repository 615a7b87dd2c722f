/**
 * The mining home's rules, pure: how often it reads and ticks, what amount it shows after an answer
 * or a tick (the projection, kept from going back unless a claim reset the clock), and when a claim
 * makes sense.
 */
import type { MiningHomeContext, ReceivedRecord } from './context';
import { basisOf, projectedUnits } from './projection';

/** seed 001 §9: mining info is polled every 30 s. */
export const MINING_POLL_MS = 30_000;
/** How often the live amount, the countdown and the storage's fill move. */
export const MINING_TICK_MS = 1_000;

type Shown = Pick<MiningHomeContext, 'mining' | 'basis' | 'shownUnits' | 'now'>;

/** The amount to show after an answer: the projection, kept from going back unless a claim reset the clock. */
export function shownAfterAnswer(context: Pick<MiningHomeContext, 'basis' | 'shownUnits'>, received: ReceivedRecord): Shown {
  const basis = basisOf(received.record, received.receivedAt);
  const projected = projectedUnits(basis, received.receivedAt);
  const claimedSince = context.basis !== null && context.basis.lastClaimAt !== basis.lastClaimAt;
  const shown = BigInt(context.shownUnits);
  return {
    mining: received.record.mining,
    basis,
    shownUnits: String(claimedSince || projected > shown ? projected : shown),
    now: received.receivedAt,
  };
}

/** The amount to show at a tick: the projection now, never below what is shown. */
export function shownAfterTick(context: Pick<MiningHomeContext, 'basis' | 'shownUnits'>, now: number): Pick<MiningHomeContext, 'shownUnits' | 'now'> {
  if (context.basis === null) return { shownUnits: context.shownUnits, now };
  const projected = projectedUnits(context.basis, now);
  const shown = BigInt(context.shownUnits);
  return { shownUnits: String(projected > shown ? projected : shown), now };
}

/** A claim makes sense once something is mined: a claim of nothing would only reset the clock. */
export const hasSomethingToClaim = (context: Pick<MiningHomeContext, 'shownUnits'>): boolean => BigInt(context.shownUnits) > 0n;
