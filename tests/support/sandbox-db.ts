/** Support for the sandbox wallet tests: an in-memory store, a hand-moved clock, the routes in an app. */
import type { Db } from '../../sandbox/platform/store/database';
import { Hono } from 'hono';
import type { BodyOf, Endpoint, ResponseOf } from '../../adapters/http/contract/endpoint';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { sandboxControlRoutes } from '../../sandbox/main/routes/controls';
import { walletRoutes } from '../../sandbox/main/routes/wallet';
import { MINING_FACTS } from '../../sandbox/mining/features';
import { SEED_USERS } from '../../sandbox/platform/seed-users';
import { openSandboxStore } from '../../sandbox/store';
import { manualClock, type ManualClock } from './manual-clock';
import { manualSandboxClock, type ManualSandboxClock } from './manual-sandbox-clock';

/** An in-memory store migrated like the real one (seed users included). */
export function openTestDb(): Promise<Db> {
  return openSandboxStore();
}

/**
 * Deps over an in-memory store whose sandbox clock and real time are the one hand-moved clock, so
 * init data signed at `clock.now()` stays valid however far a test moves it.
 */
export async function testDeps(clock: ManualClock = manualClock()): Promise<SandboxDeps & { clock: ManualSandboxClock }> {
  return { db: await openTestDb(), clock: manualSandboxClock(clock), realClock: clock, botToken: 'test-bot-token' };
}

/**
 * The main API's wallet side as the platform mounts it, with a fake init-data check: the caller is
 * the user named by the x-test-user header (a seed user id or any other), alice by default.
 */
export function walletTestApp(deps: SandboxDeps): Hono {
  const app = new Hono();
  app.route('/sandbox', sandboxControlRoutes(deps));
  const authed = new Hono<SandboxEnv>();
  authed.use('*', async (context, next) => {
    const id = Number(context.req.header('x-test-user') ?? '1001');
    const seed = SEED_USERS.find((user) => user.id === id);
    context.set('user', { id, firstName: seed?.firstName ?? `User ${id}`, username: seed?.username ?? null, languageCode: 'en', isPremium: false });
    await next();
  });
  authed.route('/', walletRoutes(deps, { dailyBoostDue: MINING_FACTS['daily-reward-due'] }));
  app.route('/', authed);
  return app;
}

export interface CallOptions<E extends Endpoint> {
  readonly query?: Record<string, string | number> | undefined;
  readonly body?: BodyOf<E> | Record<string, unknown> | undefined;
  readonly userId?: number | undefined;
  readonly idempotencyKey?: string | undefined;
}

/** Raw call of a contract endpoint: status and parsed JSON. */
export async function callRaw<E extends Endpoint>(app: Hono, endpoint: E, options: CallOptions<E> = {}): Promise<{ status: number; body: unknown }> {
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-test-user': String(options.userId ?? 1001) };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const response = await app.request(`${endpoint.path}${query}`, {
    method: endpoint.method,
    headers,
    ...(endpoint.method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A successful call, its answer parsed by the contract's response schema (so a drift fails the test). */
export async function call<E extends Endpoint>(app: Hono, endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const { status, body } = await callRaw(app, endpoint, options);
  if (status !== 200) throw new Error(`${endpoint.path} answered ${status}: ${JSON.stringify(body)}`);
  return endpoint.response.parse(body) as ResponseOf<E>;
}
