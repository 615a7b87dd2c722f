/** Helpers of the swap tests: the main API's wallet and swap routes behind a fake init-data check. */
import { Hono } from 'hono';
import { HEADERS } from '../../adapters/http/contract/common';
import { mainContract } from '../../adapters/http/contract/main';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { sandboxControlRoutes } from '../../sandbox/main/routes/controls';
import { swapRoutes } from '../../sandbox/main/routes/swap';
import { walletRoutes } from '../../sandbox/main/routes/wallet';
import { MINING_FACTS } from '../../sandbox/mining/features';
import { requireToken, type CatalogueToken } from '../../sandbox/main/engine/token-catalogue';
import { call } from '../support/sandbox-db';

/** Like walletTestApp, with the swap routes mounted too; the caller is the x-test-user header. */
export function swapTestApp(deps: SandboxDeps): Hono {
  const app = new Hono();
  app.route('/sandbox', sandboxControlRoutes(deps));
  const authed = new Hono<SandboxEnv>();
  authed.use('*', async (context, next) => {
    const id = Number(context.req.header('x-test-user') ?? '1001');
    context.set('user', { id, firstName: `User ${id}`, username: null, languageCode: 'en', isPremium: false });
    await next();
  });
  authed.route('/', walletRoutes(deps, { dailyBoostDue: MINING_FACTS['daily-reward-due'] }));
  authed.route('/', swapRoutes(deps));
  app.route('/', authed);
  return app;
}

let nextUser = 90_000;

/** A user the sandbox has never seen: one empty account 0. */
export async function freshUser(app: Hono): Promise<number> {
  const id = nextUser++;
  await call(app, mainContract.tgUserWallets, { userId: id });
  return id;
}

export const token = (chainId: CatalogueToken['chainId'], symbol: string): CatalogueToken => requireToken(chainId, symbol);

/** Credits whole tokens through the sandbox's deposit control. */
export async function fund(app: Hono, userId: number, funded: CatalogueToken, amount: string, accountIndex = 0): Promise<void> {
  const response = await app.request('/sandbox/deposit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, accountIndex, chainId: funded.chainId, tokenAddress: funded.address, amount }),
  });
  if (response.status !== 200) throw new Error(`deposit answered ${response.status}: ${await response.text()}`);
}

/** Whole-token balances of an account, keyed "chainId|SYMBOL". */
export async function balances(app: Hono, userId: number, accountIndex = 0): Promise<Record<string, string>> {
  const entries = await call(app, mainContract.balances, { userId, body: { accountIndex } });
  return Object.fromEntries(entries.map((entry) => [`${String(entry.chainId)}|${entry.symbol}`, entry.tokensAmount]));
}

/** POST /v2/tc/swap, which takes the account in the walletindex header. */
export async function tonSwap(
  app: Hono,
  userId: number,
  body: Record<string, unknown>,
  options: { idempotencyKey?: string; walletIndex?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-test-user': String(userId) };
  if (options.idempotencyKey) headers[HEADERS.idempotencyKey] = options.idempotencyKey;
  if (options.walletIndex !== undefined) headers[HEADERS.walletIndex] = options.walletIndex;
  const response = await app.request(mainContract.tonSwap.path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}

let nextKey = 0;
export const newKey = (): string => `swap-test-key-${process.pid}-${nextKey++}`;
