/**
 * Why the record could not be read or claimed, typed for the screen to word (no text here). The
 * seed has one generic 'Server error' (seed 001 §8); a call without valid init data is the one
 * case the user can act on differently (seed 001 §1: only inside the messenger).
 */
import { failureOf } from '../../shared/api-failure';

export type MiningFailure = { readonly type: 'outside-messenger' } | { readonly type: 'server' };

/** The typed failure of a record call (open, poll or claim). */
export function miningFailureOf(error: unknown): MiningFailure {
  return failureOf(error).type === 'unauthorized' ? { type: 'outside-messenger' } : { type: 'server' };
}

/** The typed failure an invocation's error event carries, for `assign`. */
export const miningFailureOfEvent = ({ event }: { readonly event: object }): MiningFailure => miningFailureOf('error' in event ? event.error : undefined);
