/**
 * How one call is described: method, path, what travels (query or JSON body) and what comes back.
 * The client adapter, the sandbox and the OpenAPI document all read these descriptions.
 */
import type { z } from 'zod/mini';

export interface Endpoint<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly summary: string;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** Moves value: the call needs an Idempotency-Key and the server executes each key once. */
  readonly movesValue: boolean;
  /** Extra request headers the call needs besides the common ones. */
  readonly headers?: readonly string[];
}

export function endpoint<Q extends z.ZodMiniType | undefined, B extends z.ZodMiniType | undefined, R extends z.ZodMiniType>(
  spec: Omit<Endpoint<Q, B, R>, 'movesValue'> & { movesValue?: boolean },
): Endpoint<Q, B, R> {
  return { ...spec, movesValue: spec.movesValue ?? false };
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodMiniType | undefined, z.ZodMiniType> ? (Q extends z.ZodMiniType ? z.input<Q> : undefined) : never;
export type BodyOf<E> = E extends Endpoint<z.ZodMiniType | undefined, infer B, z.ZodMiniType> ? (B extends z.ZodMiniType ? z.input<B> : undefined) : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodMiniType | undefined, z.ZodMiniType | undefined, infer R> ? z.output<R> : never;
