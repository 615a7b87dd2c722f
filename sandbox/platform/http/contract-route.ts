/**
 * Mounts one contract endpoint on a Hono router: validates the query and body against the wire
 * contract, runs the handler and checks the answer against the contract too, so the sandbox cannot
 * drift from what the client expects.
 *
 * A call that moves value is mounted with `mountMoving`: its handler receives the transaction its
 * Idempotency-Key is recorded in (runOnce) and must do all its work through it, so the movement
 * and the key's answer commit together. `mount` refuses such an endpoint, and the store refuses to
 * be used beside an open transaction (store/database.ts), so a handler cannot forget.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { z } from 'zod/mini';
import { HEADERS } from '../../../adapters/http/contract/common';
import { routePath, type Endpoint } from '../../../adapters/http/contract/endpoint';
import type { AuthedUser, SandboxDeps, SandboxEnv } from '../deps';
import { isRetryableFailure, type Tx } from '../store/database';
import { SandboxError } from './errors';
import { runInTransaction, runOnce, settleInline, type RunOnceOptions, type StoredAnswer } from './idempotency';
import { readJsonBody } from './input-guard';

type Out<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export interface HandlerInput<E extends Endpoint> {
  /** The path's `{name}` segments, decoded and checked. */
  readonly params: Out<NonNullable<E['params']>>;
  readonly query: Out<E['query']>;
  readonly body: Out<E['body']>;
  readonly user: AuthedUser;
  readonly context: Context<SandboxEnv>;
  /** Present on value-moving calls that must run once. */
  readonly idempotencyKey: string | null;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<z.input<E['response']>>;

export interface MovingHandlerInput<E extends Endpoint> extends HandlerInput<E> {
  /** The request's transaction (with its Idempotency-Key when it has one): every read and write goes through it. */
  readonly tx: Tx;
  /** The rows of the endpoint's `lockFirst` statement (mountMoving's options), when it has one. */
  readonly lockedRows?: readonly Record<string, unknown>[] | undefined;
  /**
   * For a handler whose last statement writes the key's answer and commits (the claim): checks
   * `body`, the answer it will return unchanged, against the contract before anything commits,
   * and gives its JSON to write (idempotency.ts settleInline).
   */
  readonly settleInline: (body: z.input<E['response']>) => string;
}

export type MovingHandler<E extends Endpoint> = (input: MovingHandlerInput<E>) => Promise<z.input<E['response']>>;

function issuesPath(error: z.core.$ZodError): string[] {
  const first = error.issues[0];
  return first ? first.path.map(String) : [];
}

function describe(error: z.core.$ZodError): string {
  const first = error.issues[0];
  if (!first) return 'invalid request';
  const where = first.path.length ? first.path.join('.') : 'request';
  return `${where}: ${first.message}`;
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: numeric overflow, text it cannot hold) are
 * caused by a value, not by the server: the contract's bounds keep inputs out of them, and this
 * keeps any that slip through a refusal instead of a 500.
 */
function isDataException(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('22');
}

/** Answers a SandboxError (or an unexpected failure) as JSON. */
export function errorAnswer(error: unknown): StoredAnswer {
  if (error instanceof SandboxError) return { status: error.status, body: error.body() };
  if (isDataException(error)) {
    console.warn('[sandbox] a value the store refused', error);
    return { status: 400, body: { message: 'A value is out of range or not valid text', code: 'invalid-value' } };
  }
  console.error('[sandbox] unexpected failure', error);
  return { status: 500, body: { message: 'Server error', code: 'internal' } };
}

/**
 * A router for sandbox controls (mounted under /sandbox behind the control guard, outside the
 * contract): what a handler throws is answered as the contract routes answer it (errorAnswer).
 */
export function controlRouter(): Hono {
  const router = new Hono();
  router.onError((error, context) => {
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 400);
  });
  return router;
}

/** A dry run (a send's check) moves nothing, so it needs no key. */
function isDryRun(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { dry?: unknown }).dry === true;
}

/** A read-only (or not value-moving) call. */
export function mount<E extends Endpoint>(router: Hono<SandboxEnv>, deps: SandboxDeps, endpoint: E, handler: Handler<E>): void {
  if (endpoint.movesValue) throw new Error(`${endpoint.path} moves value: mount it with mountMoving, whose handler works inside the key's transaction`);
  serve(router, deps, endpoint, (input, answer) => answer(() => handler(input)));
}

/**
 * A value-moving call: once per Idempotency-Key, in one transaction with the key and its answer
 * (runOnce); a dry run, which needs no key, still runs in a transaction of its own.
 */
export function mountMoving<E extends Endpoint>(
  router: Hono<SandboxEnv>,
  deps: SandboxDeps,
  endpoint: E,
  handler: MovingHandler<E>,
  options: Pick<RunOnceOptions, 'lockFirst'> = {},
): void {
  if (!endpoint.movesValue) throw new Error(`${endpoint.path} moves no value: mount it with mount`);
  serve(router, deps, endpoint, (input, answer, context) => {
    const execute = (tx: Tx, lockedRows?: readonly Record<string, unknown>[]): Promise<StoredAnswer> =>
      answer(() => handler({ ...input, tx, lockedRows, settleInline: (body) => settleInline(tx, checkedAnswer(endpoint, body)) }));
    if (isDryRun(input.body)) {
      const lockFirst = options.lockFirst;
      // The handler counts on the rows being locked (and read), as the key's statement would have done.
      if (lockFirst !== undefined) return runInTransaction(deps, async (tx) => execute(tx, (await tx.query<Record<string, unknown>>(lockFirst, [input.user.id])).rows));
      return runInTransaction(deps, (tx) => execute(tx));
    }
    const key = input.idempotencyKey;
    if (!key || key.length < 8 || key.length > 128) {
      throw new SandboxError(400, 'Idempotency-Key header (8 to 128 characters) is required', 'idempotency-key-required');
    }
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ params: input.params ?? null, query: input.query ?? null, body: input.body ?? null, wallet: context.req.header(HEADERS.walletIndex) ?? null }))
      .digest('hex');
    return runOnce(deps, { userId: input.user.id, key, route: `${endpoint.method} ${endpoint.path}`, fingerprint }, execute, options);
  });
}

/** The answers already checked against their contract (checkedAnswer), so serve does not check them again. */
const checkedAnswers = new WeakSet<object>();

/** An answer outside its endpoint's contract: a 500, whenever it is found. */
class OutsideContract extends Error {}

const outsideContractAnswer: StoredAnswer = { status: 500, body: { message: 'Server error', code: 'contract' } };

/** `result` once checked against the endpoint's response contract; throws OutsideContract (logged) otherwise. */
function checkedAnswer<E extends Endpoint>(endpoint: E, result: unknown): unknown {
  if (typeof result === 'object' && result !== null && checkedAnswers.has(result)) return result;
  const checked = endpoint.response.safeParse(result);
  if (!checked.success) {
    console.error(`[sandbox] ${endpoint.path} answered outside the contract: ${describe(checked.error)}`);
    throw new OutsideContract();
  }
  if (typeof result === 'object' && result !== null) checkedAnswers.add(result);
  return result;
}

/** Turns the handler's result (or refusal) into the answer, checked against the contract. */
type Answer<E extends Endpoint> = (run: () => Promise<z.input<E['response']>>) => Promise<StoredAnswer>;

function serve<E extends Endpoint>(
  router: Hono<SandboxEnv>,
  deps: SandboxDeps,
  endpoint: E,
  dispatch: (input: HandlerInput<E>, answer: Answer<E>, context: Context<SandboxEnv>) => Promise<StoredAnswer>,
): void {
  const method = endpoint.method === 'GET' ? 'get' : 'post';
  const answer: Answer<E> = async (run) => {
    try {
      return { status: 200, body: checkedAnswer(endpoint, await run()) };
    } catch (error) {
      if (error instanceof OutsideContract) return outsideContractAnswer;
      // A deadlock or serialization failure goes on up to the transaction around the handler (the
      // key's, or the handler's own), which runs it again; made an answer here, it would be a 500.
      if (isRetryableFailure(error)) throw error;
      return errorAnswer(error);
    }
  };
  router[method](routePath(endpoint.path), async (context) => {
    let outcome: StoredAnswer;
    try {
      const params = endpoint.params ? endpoint.params.safeParse(context.req.param()) : { success: true as const, data: undefined };
      if (!params.success) throw new SandboxError(400, describe(params.error), 'invalid-path', issuesPath(params.error));
      const rawQuery = context.req.query();
      const query = endpoint.query ? endpoint.query.safeParse(rawQuery) : { success: true as const, data: undefined };
      if (!query.success) throw new SandboxError(400, describe(query.error), 'invalid-query', issuesPath(query.error));
      const rawBody = endpoint.body ? await readJsonBody(context, endpoint.exactNumbers) : undefined;
      const body = endpoint.body ? endpoint.body.safeParse(rawBody) : { success: true as const, data: undefined };
      if (!body.success) throw new SandboxError(400, describe(body.error), 'invalid-body', issuesPath(body.error));
      const input: HandlerInput<E> = {
        params: params.data as Out<NonNullable<E['params']>>,
        query: query.data as Out<E['query']>,
        body: body.data as Out<E['body']>,
        user: context.get('user'),
        context,
        idempotencyKey: context.req.header(HEADERS.idempotencyKey) ?? null,
      };
      outcome = await dispatch(input, answer, context);
    } catch (error) {
      outcome = errorAnswer(error);
    }
    if (endpoint.movesValue) deps.faults?.reached('before-answer');
    return context.json(outcome.body as object, outcome.status as 200);
  });
}
