/**
 * Why the proof's screens could not do something, typed for the screen to word (no text here):
 * outside the messenger, a wrong code (seed 001 §8 'Invalid code'), too many wrong codes ('try
 * later'), a proof closed by the deadline, or the generic 'Server error'.
 */
import { failureOf } from '../../shared/api-failure';

export type ProveFailure = { readonly type: 'outside-messenger' } | { readonly type: 'server' };

export type CodeFailure = { readonly type: 'invalid-code' } | { readonly type: 'try-later' } | { readonly type: 'closed' } | { readonly type: 'no-code-yet' } | ProveFailure;

export function proveFailureOf(error: unknown): ProveFailure {
  return failureOf(error).type === 'unauthorized' ? { type: 'outside-messenger' } : { type: 'server' };
}

export const proveFailureOfEvent = ({ event }: { readonly event: object }): ProveFailure => proveFailureOf('error' in event ? event.error : undefined);

export function codeFailureOf(error: unknown): CodeFailure {
  const failure = failureOf(error);
  if (failure.type === 'rejected') {
    if (failure.code === 'invalid-code') return { type: 'invalid-code' };
    if (failure.code === 'try-later') return { type: 'try-later' };
    if (failure.code === 'prove-closed') return { type: 'closed' };
    if (failure.code === 'no-code-yet') return { type: 'no-code-yet' };
  }
  return proveFailureOf(error);
}

export const codeFailureOfEvent = ({ event }: { readonly event: object }): CodeFailure => codeFailureOf('error' in event ? event.error : undefined);
