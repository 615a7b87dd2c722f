/**
 * Why a copy-trade call failed, typed for the screens to word (seed 001 §8: deposit errors appear
 * on the main button). A refusal the deposit form can name is named; a trade id that is not the
 * caller's is 'not-found' (the detail's own state); anything else is the generic server error.
 */
import { failureOf } from '../../shared/api-failure';

export type CopyTradeFailure = { readonly type: 'insufficient' } | { readonly type: 'minimum' } | { readonly type: 'not-found' } | { readonly type: 'server' };

export function copyTradeFailureOf(error: unknown): CopyTradeFailure {
  const failure = failureOf(error);
  if (failure.type !== 'rejected') return { type: 'server' };
  if (failure.code === 'insufficient-balance') return { type: 'insufficient' };
  if (failure.code === 'below-minimum') return { type: 'minimum' };
  if (failure.code === 'not-found' || failure.status === 404) return { type: 'not-found' };
  return { type: 'server' };
}
