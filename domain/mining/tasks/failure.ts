/**
 * Why the tasks could not be read, typed for the screen to word (no text here): outside the
 * messenger (no valid init data) or the generic 'Server error' (seed 001 §8).
 */
import { failureOf } from '../../shared/api-failure';

export type TasksFailure = { readonly type: 'outside-messenger' } | { readonly type: 'server' };

export function tasksFailureOf(error: unknown): TasksFailure {
  return failureOf(error).type === 'unauthorized' ? { type: 'outside-messenger' } : { type: 'server' };
}

/** The typed failure an invocation's error event carries, for `assign`. */
export const tasksFailureOfEvent = ({ event }: { readonly event: object }): TasksFailure => tasksFailureOf('error' in event ? event.error : undefined);

/** Why a confirmation was refused: not in the channel (the server's records), the daily reward already taken today, or anything else. */
export type ConfirmFailure = { readonly type: 'not-a-member' } | { readonly type: 'already-today' } | TasksFailure;

export function confirmFailureOf(error: unknown): ConfirmFailure {
  const failure = failureOf(error);
  if (failure.type === 'rejected' && failure.code === 'not-a-member') return { type: 'not-a-member' };
  if (failure.type === 'rejected' && failure.code === 'already-today') return { type: 'already-today' };
  return tasksFailureOf(error);
}
