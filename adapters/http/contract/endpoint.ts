/**
 * How one call is described: method, path, what travels (query or JSON body) and what comes back.
 * The client adapter, the sandbox and the OpenAPI document all read these descriptions.
 */
import type { z } from 'zod/mini';

export interface Endpoint<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
  P extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  readonly method: 'GET' | 'POST';
  /** OpenAPI's form: `{name}` marks a path segment the call fills (`params`), as the seeds write `{path}/{rank}`. */
  readonly path: string;
  /** The path segments' values (`{name}` in `path`), each sent percent-encoded as one segment. */
  readonly params?: P;
  readonly summary: string;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** Moves value: the call needs an Idempotency-Key and the server executes each key once. */
  readonly movesValue: boolean;
  /**
   * Body fields (top level) the seed sends as JSON numbers that are money: the client writes them
   * from the exact decimal and the server reads their digits, never a float (json-text.ts).
   */
  readonly exactNumbers?: readonly string[];
  /** Extra request headers the call needs besides the common ones. */
  readonly headers?: readonly string[];
}

export function endpoint<Q extends z.ZodMiniType | undefined, B extends z.ZodMiniType | undefined, R extends z.ZodMiniType, P extends z.ZodMiniType | undefined = undefined>(
  spec: Omit<Endpoint<Q, B, R, P>, 'movesValue'> & { movesValue?: boolean },
): Endpoint<Q, B, R, P> {
  return { ...spec, movesValue: spec.movesValue ?? false };
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodMiniType | undefined, z.ZodMiniType> ? (Q extends z.ZodMiniType ? z.input<Q> : undefined) : never;
export type BodyOf<E> = E extends Endpoint<z.ZodMiniType | undefined, infer B, z.ZodMiniType> ? (B extends z.ZodMiniType ? z.input<B> : undefined) : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodMiniType | undefined, z.ZodMiniType | undefined, infer R> ? z.output<R> : never;

/** The names of a path's `{name}` segments, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The path as Hono routes it (`{name}` becomes `:name`). */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
