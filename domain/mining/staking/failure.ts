/**
 * Why staking was refused, typed for the screens to word (seed 001 §8 "Staking size", "Staking
 * deposit error"): the server's size refusals, a stake still locked, anything else a server error.
 */
import { failureOf } from '../../shared/api-failure';

export type StakingFailure =
  | { readonly type: 'too-small' }
  | { readonly type: 'too-large' }
  | { readonly type: 'not-enough' }
  | { readonly type: 'locked' }
  /** As many deposits open as the list holds (issue 43): one must be claimed back first. */
  | { readonly type: 'too-many' }
  /** No answer: the outcome is not known, a retry reuses the key. */
  | { readonly type: 'unreachable' }
  | { readonly type: 'server' };

export function stakingFailureOf(error: unknown): StakingFailure {
  const failure = failureOf(error);
  if (failure.type === 'rejected') {
    if (failure.code === 'stake-too-small') return { type: 'too-small' };
    if (failure.code === 'stake-too-large') return { type: 'too-large' };
    if (failure.code === 'not-enough-switch') return { type: 'not-enough' };
    if (failure.code === 'stake-locked') return { type: 'locked' };
    if (failure.code === 'too-many-deposits') return { type: 'too-many' };
  }
  if (failure.type === 'unreachable') return { type: 'unreachable' };
  return { type: 'server' };
}

/** A failure after which the server may have done it: the retry must carry the same key. */
export const outcomeUnknown = (failure: StakingFailure): boolean => failure.type === 'unreachable' || failure.type === 'server';
