/**
 * The one way every machine treats a failed call: an abort (superseded by a newer request, or the
 * state that made it was left) is nobody's failure, so it is neither kept nor logged; any other
 * failure is kept as a typed ApiFailure (for the screen to map to a message) and logged (seed 000
 * §8, seed 001 "Silent failures").
 *
 * Machines use them as:
 *   guards: { isAborted }, ...
 *   onError: [{ guard: 'isAborted', target: 'x' }, { target: 'x', actions: { type: 'logFailure', params: failureParams } }]
 */
import { failureOf, type ApiFailure } from './api-failure';

/** Guard: the invoked call ended by an abort. Reads the error event the invocation delivered. */
export function isAborted({ event }: { readonly event: object }): boolean {
  return 'error' in event && failureOf(event.error).type === 'aborted';
}

/** Params of a 'logFailure' action from an invocation's error event. */
export function failureParams({ event }: { readonly event: object }): { readonly failure: ApiFailure } {
  return { failure: failureOf('error' in event ? event.error : undefined) };
}

/** The failure an error event carries, for `assign`. */
export function failureOfEvent({ event }: { readonly event: object }): ApiFailure {
  return failureParams({ event }).failure;
}

/** A logger line for a failure, the same shape for every machine ("<what> failed"). */
export function logFailureWith(logger: { warn(message: string, detail?: unknown): void }, what: string) {
  return (_: unknown, params: { readonly failure: ApiFailure }) => logger.warn(`${what} failed`, params.failure);
}

/** Params of a 'logFailure' action that also names what failed (machines with several calls). */
export function failureParamsOf<W extends string>(what: W) {
  return ({ event }: { readonly event: object }): { readonly what: W; readonly failure: ApiFailure } => ({ what, failure: failureOfEvent({ event }) });
}

/** The logger line of a machine with several calls: "<prefix><what> failed". */
export function logNamedFailureWith(logger: { warn(message: string, detail?: unknown): void }, prefix = '') {
  return (_: unknown, params: { readonly what: string; readonly failure: ApiFailure }) => logger.warn(`${prefix}${params.what} failed`, params.failure);
}
