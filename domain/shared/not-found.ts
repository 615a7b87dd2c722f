/**
 * A guard of the screens that load one thing by its name or id (a token's page, a receipt, an
 * alliance). Its own module, not failures.ts: that one is in the home's first load, and no screen
 * of the home needs this (scripts/initial-load.ts).
 */
import { failureOf } from './api-failure';

/** Guard: the server answered 404, the thing asked for does not exist (for this user): its own state, not a retry. */
export function isNotFound({ event }: { readonly event: object }): boolean {
  const failure = failureOf('error' in event ? event.error : undefined);
  return failure.type === 'rejected' && failure.status === 404;
}
