/**
 * The HTTP client both backends share (ky underneath).
 *
 * - Every call carries the raw init data (telegramRawData) and the fixed client header.
 * - A call that fails (network error, 5xx) or is still unanswered after `slowMs` is abandoned,
 *   the backend switches to the next server of its list (persisted) and the call is retried once
 *   there, with the full `timeoutMs`.
 * - A value-moving call sends the caller's Idempotency-Key on both attempts, so a server that
 *   executed the first attempt but answered too late replays that answer instead of executing again.
 * - A newer call with the same requestId aborts the earlier one; aborts reject with
 *   `{ type: 'aborted' }`, which callers ignore.
 * - Every answer is parsed with the wire contract; a mismatch is an ApiError, never a crash.
 * - ky arrives with the first call that goes to the network, or once the page is idle
 *   (`prefetchNetwork`): the home's first four reads are answered by the page's early reads, so
 *   the home's first screen needs none of it (docs/decisions/first-load-and-speed.md "The home's first load, within budget").
 */
import type * as Ky from 'ky';
import type { z } from 'zod/mini';
import { ApiError, type ApiFailure } from '../../domain/shared/api-failure';
import type { Logger } from '../../domain/shared/logger';
import type { Storage } from '../../domain/shared/storage';
import { apiErrorSchema, HEADERS } from './contract/common';
import { clientHeaders } from './contract/headers';
import type { Endpoint } from './contract/endpoint';
import type { EarlyReads } from './early-reads';
import { queryEntries, requestKey } from './request-key';
import { lazyModule } from './lazy-module';
import { createServerList } from './server-list';

const network = lazyModule(() => import('ky'));

/** Starts downloading ky without waiting for a call that needs it. */
export const prefetchNetwork = (): void => network.prefetch();

export const ONLY_IN_MESSENGER = 'Only possible to use inside telegram bot';

export interface HttpClientOptions {
  /** Backend name, used as the persistence key of the chosen server ('main', 'mining'). */
  readonly backend: string;
  readonly servers: readonly string[];
  readonly timeoutMs: number;
  readonly slowMs: number;
  readonly storage: Storage;
  readonly logger: Logger;
  /** The raw init data, or null outside the messenger (then no request is ever made). */
  readonly initData: () => string | null;
  readonly fetch?: typeof fetch;
  /** Answers started before the app loaded (early-reads.ts); a read without a key never uses one. */
  readonly earlyReads?: EarlyReads | undefined;
}

export interface CallInput {
  /** The values of the path's `{name}` segments. */
  readonly params?: Readonly<Record<string, string | number>> | undefined;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>> | undefined;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly requestId?: string | undefined;
  readonly idempotencyKey?: string | undefined;
}

export interface HttpClient {
  call<E extends Endpoint>(endpoint: E, input?: CallInput): Promise<z.output<E['response']>>;
}

/** Why one attempt ended without an answer worth returning. */
type AttemptFailure = { kind: 'failover'; reason: string } | { kind: 'final'; failure: ApiFailure };

class AttemptError extends Error {
  constructor(readonly outcome: AttemptFailure) {
    super(outcome.kind === 'failover' ? outcome.reason : outcome.failure.type);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The call's path with its segments filled; a value no segment can carry is a contract failure, never sent. */
async function pathOf(endpoint: Endpoint, input: CallInput): Promise<string> {
  if (!endpoint.path.includes('{')) return endpoint.path;
  const { fillPath } = await import('./contract/fill-path');
  try {
    return fillPath(endpoint.path, input.params);
  } catch (error) {
    throw new AttemptError({ kind: 'final', failure: { type: 'contract', detail: String(error) } });
  }
}

/**
 * The request's body. A call whose contract names exact numbers (the staking deposit's amount) is
 * written by json-text.ts, so each leaves as its exact decimal in a number token; that writer loads
 * with the first such call. Every other body, the home's among them, is ky's plain JSON (the first
 * load's ratchet, scripts/initial-load.ts).
 */
async function bodyOptions(endpoint: Endpoint, body: unknown, headers: Record<string, string>): Promise<Ky.Options> {
  if (!endpoint.exactNumbers?.length) return { json: body };
  const { jsonText } = await import('./contract/json-text');
  return { body: jsonText(body), headers: { ...headers, 'content-type': 'application/json' } };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const servers = createServerList(options.backend, options.servers, options.storage);
  const inFlight = new Map<string, AbortController>();

  /** The network half of an attempt: one ky request, its failures sorted into failover or final. */
  async function send(url: string, endpoint: Endpoint, input: CallInput, headers: Record<string, string>, limitMs: number, callerSignal: AbortSignal): Promise<Response> {
    let library: typeof Ky | undefined;
    try {
      library = await network.get();
      return await library.default(url, {
        method: endpoint.method,
        headers,
        searchParams: queryEntries(input.query),
        ...(endpoint.method === 'POST' ? await bodyOptions(endpoint, input.body ?? {}, headers) : {}),
        timeout: limitMs,
        retry: 0,
        throwHttpErrors: false,
        signal: callerSignal,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    } catch (error) {
      if (callerSignal.aborted) throw new AttemptError({ kind: 'final', failure: { type: 'aborted' } });
      if (library && error instanceof library.TimeoutError) throw new AttemptError({ kind: 'failover', reason: `no answer within ${limitMs} ms` });
      if (library && error instanceof library.HTTPError) throw new AttemptError({ kind: 'failover', reason: `HTTP ${error.response.status}` });
      throw new AttemptError({ kind: 'failover', reason: error instanceof Error ? error.message : 'network error' });
    }
  }

  async function attempt<E extends Endpoint>(
    server: string,
    endpoint: E,
    input: CallInput,
    initData: string,
    limitMs: number,
    callerSignal: AbortSignal,
  ): Promise<z.output<E['response']>> {
    const headers: Record<string, string> = { ...clientHeaders(initData), ...input.headers };
    if (input.idempotencyKey) headers[HEADERS.idempotencyKey] = input.idempotencyKey;

    // A read already answered before the app loaded; a call that moves value never takes one.
    const path = await pathOf(endpoint, input);
    const early = input.idempotencyKey ? null : options.earlyReads?.take(requestKey(endpoint.method, server, path, input.query, input.body));
    const earlyAnswer = early ? await early : null;
    if (early && callerSignal.aborted) throw new AttemptError({ kind: 'final', failure: { type: 'aborted' } });
    const response = earlyAnswer ?? (await send(`${server}${path}`, endpoint, input, headers, limitMs, callerSignal));

    if (response.status >= 500) throw new AttemptError({ kind: 'failover', reason: `HTTP ${response.status}` });
    const payload = await readJson(response);
    if (!response.ok) {
      const body = apiErrorSchema.safeParse(payload);
      const message = body.success ? body.data.message : `HTTP ${response.status}`;
      if (response.status === 401) throw new AttemptError({ kind: 'final', failure: { type: 'unauthorized', message } });
      throw new AttemptError({
        kind: 'final',
        failure: {
          type: 'rejected',
          status: response.status,
          message,
          code: body.success ? body.data.code : undefined,
          path: body.success ? body.data.path : undefined,
          params: body.success ? body.data.params : undefined,
        },
      });
    }
    const parsed = endpoint.response.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const detail = `${endpoint.path}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid answer'}`;
      throw new AttemptError({ kind: 'final', failure: { type: 'contract', detail } });
    }
    return parsed.data as z.output<E['response']>;
  }

  return {
    async call(endpoint, input = {}) {
      const initData = options.initData();
      if (!initData) throw new ApiError({ type: 'unauthorized', message: ONLY_IN_MESSENGER });

      // One controller per call: aborted by the caller's signal or by a newer call with the same id.
      const controller = new AbortController();
      const onCallerAbort = (): void => controller.abort();
      if (input.signal?.aborted) controller.abort();
      input.signal?.addEventListener('abort', onCallerAbort, { once: true });
      if (input.requestId) {
        inFlight.get(input.requestId)?.abort();
        inFlight.set(input.requestId, controller);
      }

      try {
        const first = servers.current();
        try {
          return await attempt(first, endpoint, input, initData, Math.min(options.slowMs, options.timeoutMs), controller.signal);
        } catch (error) {
          if (!(error instanceof AttemptError)) throw error;
          if (error.outcome.kind === 'final') throw new ApiError(error.outcome.failure);
          const next = servers.advance(first);
          options.logger.warn(`[http] ${options.backend} ${endpoint.path} on ${first} failed (${error.outcome.reason}); retrying on ${next}`);
          try {
            return await attempt(next, endpoint, input, initData, options.timeoutMs, controller.signal);
          } catch (retryError) {
            if (!(retryError instanceof AttemptError)) throw retryError;
            if (retryError.outcome.kind === 'final') throw new ApiError(retryError.outcome.failure);
            options.logger.warn(`[http] ${options.backend} ${endpoint.path} on ${next} failed too (${retryError.outcome.reason})`);
            throw new ApiError({ type: 'unreachable' });
          }
        }
      } finally {
        input.signal?.removeEventListener('abort', onCallerAbort);
        if (input.requestId && inFlight.get(input.requestId) === controller) inFlight.delete(input.requestId);
      }
    },
  };
}
