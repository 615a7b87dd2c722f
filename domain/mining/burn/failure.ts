/**
 * Why a burn was refused, typed for the screen to word (no text here: the app words every refusal
 * itself, in en and ru, never with the server's English message). Seed 001 §4 and §8: 4002
 * (`not-enough-punk`) and 4003 (`not-enough-gas`) are named; any other failure, a validation
 * refusal included, is the generic server error.
 */
import { failureOf } from '../../shared/api-failure';

export type BurnFailure = { readonly type: 'not-enough-punk' } | { readonly type: 'not-enough-gas' } | { readonly type: 'server' };

/** The typed failure of a burn call. */
export function burnFailureOf(error: unknown): BurnFailure {
  const failure = failureOf(error);
  if (failure.type === 'rejected' && (failure.code === 'not-enough-punk' || failure.code === 'not-enough-gas')) return { type: failure.code };
  return { type: 'server' };
}
