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

/** Why a confirmation was refused: not in the channel, not in every channel of the folder (the server's records), the daily reward already taken today, or anything else. */
export type ConfirmFailure = { readonly type: 'not-a-member' } | { readonly type: 'not-in-folder' } | { readonly type: 'already-today' } | TasksFailure;

/**
 * The refusal among `codes` an error carries, typed by its code; any other failure is the tasks'
 * (outside the messenger, or 'Server error'). Every task's flow types its own refusals with it.
 */
export function taskRefusalOf<C extends string>(error: unknown, codes: readonly C[]): { readonly type: C } | TasksFailure {
  const failure = failureOf(error);
  const code = failure.type === 'rejected' ? codes.find((refusal) => refusal === failure.code) : undefined;
  return code === undefined ? tasksFailureOf(error) : { type: code };
}

export const confirmFailureOf = (error: unknown): ConfirmFailure => taskRefusalOf(error, ['not-a-member', 'not-in-folder', 'already-today'] as const);
