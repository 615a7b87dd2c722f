/**
 * Mounts one contract endpoint on a Hono router: validates the query and body against the wire
 * contract, runs the handler (once per Idempotency-Key when the call moves value) and checks the
 * answer against the contract too, so the sandbox cannot drift from what the client expects.
 */
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import { HEADERS } from '../../../adapters/http/contract/common';
import type { Endpoint } from '../../../adapters/http/contract/endpoint';
import type { AuthedUser, SandboxDeps, SandboxEnv } from '../deps';
import { SandboxError } from './errors';
import { runOnce, type StoredAnswer } from './idempotency';
import { readJsonBody } from './input-guard';

type Out<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export interface HandlerInput<E extends Endpoint> {
  readonly query: Out<E['query']>;
  readonly body: Out<E['body']>;
  readonly user: AuthedUser;
  readonly context: Context<SandboxEnv>;
  /** Present on value-moving calls that must run once. */
  readonly idempotencyKey: string | null;
}

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<z.input<E['response']>>;

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

/** Value-moving calls need a key, except dry runs, which move nothing. */
function needsKey(endpoint: Endpoint, body: unknown): boolean {
  if (!endpoint.movesValue) return false;
  return !(typeof body === 'object' && body !== null && (body as { dry?: unknown }).dry === true);
}

export function mount<E extends Endpoint>(router: Hono<SandboxEnv>, deps: SandboxDeps, endpoint: E, handler: Handler<E>): void {
  const method = endpoint.method === 'GET' ? 'get' : 'post';
  router[method](endpoint.path, async (context) => {
    let answer: StoredAnswer;
    try {
      const rawQuery = context.req.query();
      const query = endpoint.query ? endpoint.query.safeParse(rawQuery) : { success: true as const, data: undefined };
      if (!query.success) throw new SandboxError(400, describe(query.error), 'invalid-query', issuesPath(query.error));
      const rawBody = endpoint.body ? await readJsonBody(context) : undefined;
      const body = endpoint.body ? endpoint.body.safeParse(rawBody) : { success: true as const, data: undefined };
      if (!body.success) throw new SandboxError(400, describe(body.error), 'invalid-body', issuesPath(body.error));

      const user = context.get('user');
      const key = context.req.header(HEADERS.idempotencyKey) ?? null;
      const run = async (): Promise<StoredAnswer> => {
        try {
          const result = await handler({
            query: query.data as Out<E['query']>,
            body: body.data as Out<E['body']>,
            user,
            context,
            idempotencyKey: key,
          });
          const checked = endpoint.response.safeParse(result);
          if (!checked.success) {
            console.error(`[sandbox] ${endpoint.path} answered outside the contract: ${describe(checked.error)}`);
            return { status: 500, body: { message: 'Server error', code: 'contract' } };
          }
          return { status: 200, body: result };
        } catch (error) {
          return errorAnswer(error);
        }
      };

      if (needsKey(endpoint, body.data)) {
        if (!key || key.length < 8 || key.length > 128) {
          throw new SandboxError(400, 'Idempotency-Key header (8 to 128 characters) is required', 'idempotency-key-required');
        }
        const fingerprint = createHash('sha256')
          .update(JSON.stringify({ query: query.data ?? null, body: body.data ?? null, wallet: context.req.header(HEADERS.walletIndex) ?? null }))
          .digest('hex');
        answer = await runOnce(deps, { userId: user.id, key, route: `${endpoint.method} ${endpoint.path}`, fingerprint }, run);
      } else {
        answer = await run();
      }
    } catch (error) {
      answer = errorAnswer(error);
    }
    return context.json(answer.body as object, answer.status as 200);
  });
}
