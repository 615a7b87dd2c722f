/** Helpers of the bounded-input tests: the whole main app in process, signed callers, store counts. */
import type { Queryable } from '../../sandbox/platform/store/database';
import type { Hono } from 'hono';
import { HEADERS } from '../../adapters/http/contract/common';
import { createApp } from '../../sandbox/app';
import type { InitDataUser } from '../../sandbox/platform/auth/init-data';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { rankRefresh, rankSnapshot } from '../../sandbox/mining/guilds/ranks-refresh';
import { initDataFor } from './platform-support';

export const HOST_PAGE_ORIGIN = 'http://127.0.0.1:5170';

/** Both backends as the sandbox builds them: CORS, the guards, init-data auth, every route. */
export function fullApps(deps: SandboxDeps): { main: Hono<SandboxEnv>; mining: Hono<SandboxEnv> } {
  return {
    main: createApp(deps, { kind: 'main', allowedOrigins: ['*'], controlOrigins: [HOST_PAGE_ORIGIN] }),
    mining: createApp(deps, { kind: 'mining', allowedOrigins: ['*'] }),
  };
}

/**
 * The store's ranks recomputed once, and no more on the schedule until `release` is called. The
 * recomputation is background work (ranks-refresh.ts: every 10 s, whatever the requests), so a test
 * that compares the store before and after a refused request would otherwise see its writes (a new
 * snapshot version) as the request's. A request that starts a recomputation itself (a join or leave)
 * still shows.
 */
export async function holdRankSchedule(deps: SandboxDeps): Promise<{ release(): void }> {
  const interval = rankRefresh.intervalMs;
  rankRefresh.intervalMs = 24 * 60 * 60 * 1000;
  await rankSnapshot(deps.db);
  return { release: () => void (rankRefresh.intervalMs = interval) };
}

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: response.status, body: (typeof body === 'object' && body !== null ? body : { value: body }) as Record<string, unknown> };
}

/** An app call signed as `user`, JSON body unless told otherwise. */
export async function signedCall(
  app: Hono<SandboxEnv>,
  deps: SandboxDeps,
  user: InitDataUser,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { [HEADERS.initData]: initDataFor(deps, user), ...init.headers };
  if (init.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  return answerOf(await app.request(path, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) }));
}

/** A control call as the host page's server and tests make it: JSON, the control header, no Origin. */
export async function controlCall(app: Hono<SandboxEnv>, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return answerOf(
    await app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...sandboxControlHeaders, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

/**
 * What a refused request must leave unchanged: the row count of every table and the sum of every
 * ledger entry. `except` names tables a refusal may legitimately write (none by default).
 *
 * Two statements: the tables as they are now, then every count and the sum in one query. A query
 * per table (some 50) made the snapshot most of the fuzz's time (docs/decisions/testing.md "The
 * unit, postgres and ui projects' time").
 */
export async function storeSnapshot(db: Queryable, except: readonly string[] = []): Promise<Record<string, string>> {
  // The catalogue, not information_schema.tables (the same tables: plain and partitioned ones of
  // the schema), whose view took longer than the counts themselves.
  const tables = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const counted = tables.rows.map((row) => row.name).filter((name) => !except.includes(name));
  const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;
  const parts = [
    ...counted.map((name, index) => `select ${index} as i, count(*)::text as v from ${quoted(name)}`),
    `select ${counted.length} as i, coalesce(sum(amount_units), 0)::text as v from ledger_entries`,
  ];
  const { rows } = await db.query<{ i: number; v: string }>(`${parts.join(' union all ')} order by i`);
  const snapshot: Record<string, string> = {};
  for (const [index, name] of counted.entries()) snapshot[name] = rows[index]?.v ?? '0';
  snapshot['ledger sum'] = rows[counted.length]?.v ?? '0';
  return snapshot;
}
