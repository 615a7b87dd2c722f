/**
 * Swap calls of the main API (seed 000 §§4, 5, 7): quotes for one EVM chain, across EVM chains and
 * on TON, their execution, the bot-chat variants and the list of executed swaps; plus the tools'
 * logos (public, like token logos). Quoting and execution live in sandbox/main/engine/swap/.
 */
import { Hono } from 'hono';
import { HEADERS } from '../../../adapters/http/contract/common';
import { mainContract } from '../../../adapters/http/contract/main';
import type { AuthedUser, SandboxDeps, SandboxEnv } from '../../platform/deps';
import type { Queryable } from '../../platform/store/database';
import { ensureWallet, ensureWalletIn, requireAccount, type Account } from '../engine/accounts';
import { executeRoute, executeTonSwap } from '../engine/swap/execute';
import { quoteSwap, resolveTonToken, resolveToken, type QuoteInput } from '../engine/swap/quote';
import { invalidWalletIndex, unknownProvider } from '../engine/swap/refusals';
import { executedSwaps } from '../engine/swap/route-store';
import { isTonToolKey, isToolKey, TOOL_LOGO_PREFIX, toolLogoSvg } from '../engine/swap/tools';
import { originOf, wireToken } from '../engine/wire';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { MAX_ACCOUNT_INDEX } from '../../../domain/wallet/account-index';

export { TOOL_LOGO_PREFIX };

/** The walletindex header of /v2/tc/swap; absent means the first account, as elsewhere. */
function walletIndexOf(header: string | undefined): number {
  if (header === undefined) return 0;
  if (!/^\d{1,4}$/.test(header.trim())) throw invalidWalletIndex();
  const index = Number(header.trim());
  if (index > MAX_ACCOUNT_INDEX) throw invalidWalletIndex();
  return index;
}

export function swapRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  /** The sandbox clock's time, through the store or the request's transaction. */
  const now = async (q: Queryable = deps.db): Promise<Date> => new Date(await deps.clock.read(q));

  async function callerAccount(user: AuthedUser, accountIndex: number): Promise<Account> {
    await ensureWallet(deps.db, { id: user.id, firstName: user.firstName }, await now());
    return requireAccount(deps.db, user.id, accountIndex);
  }

  /** The same inside a value-moving request's transaction. */
  async function callerAccountIn(tx: Queryable, user: AuthedUser, accountIndex: number): Promise<Account> {
    await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, await now(tx));
    return requireAccount(tx, user.id, accountIndex);
  }

  routes.get(`${TOOL_LOGO_PREFIX}:file`, (context) => {
    const file = context.req.param('file');
    const key = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!isToolKey(key)) return context.json({ message: 'Unknown logo', code: 'not-found' }, 404);
    return context.body(toolLogoSvg(key), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });

  /** Quotes for the caller's account; the same for the form, the bot chat and TON. */
  async function quoteFor(user: AuthedUser, accountIndex: number, pair: Omit<QuoteInput, 'userId' | 'accountIndex'>, url: string) {
    const account = await callerAccount(user, accountIndex);
    return quoteSwap(deps.db, { userId: account.userId, accountIndex: account.accountIndex, ...pair }, await deps.clock.read(deps.db), originOf(url));
  }

  mount(routes, deps, mainContract.fetchRoute, async ({ user, body, context }) => {
    const from = resolveToken(body.fromChainId, body.from, 'from');
    const to = resolveToken(body.toChainId, body.to, 'to');
    return quoteFor(user, body.accountIndex, { from, to, amount: BigInt(body.amount) }, context.req.url);
  });

  mount(routes, deps, mainContract.tgSwap, async ({ user, body, context }) => {
    const from = resolveToken(body.from.chainId, body.from.address, 'from');
    const to = resolveToken(body.to.chainId, body.to.address, 'to');
    return quoteFor(user, body.accountIndex, { from, to, amount: BigInt(body.amount) }, context.req.url);
  });

  mount(routes, deps, mainContract.tonSimulateSwap, async ({ user, body, context }) => {
    const from = resolveTonToken(body.offer_jetton, 'offer_jetton');
    const to = resolveTonToken(body.ask_jetton, 'ask_jetton');
    return quoteFor(user, body.accountIndex, { from, to, amount: BigInt(body.offer_amount), tonOnly: true }, context.req.url);
  });

  // The form's /swap and the bot chat's /tgMakeSwap execute a stored quote the same way.
  for (const endpoint of [mainContract.swap, mainContract.tgMakeSwap]) {
    mountMoving(routes, deps, endpoint, async ({ user, body, tx }) => {
      const account = await callerAccountIn(tx, user, body.accountIndex);
      return executeRoute(tx, { userId: account.userId, accountIndex: account.accountIndex, routeId: body.routeId }, await now(tx));
    });
  }

  mountMoving(routes, deps, mainContract.tonSwap, async ({ user, body, context, tx }) => {
    const account = await callerAccountIn(tx, user, walletIndexOf(context.req.header(HEADERS.walletIndex)));
    if (!isTonToolKey(body.provider)) throw unknownProvider();
    const offer = resolveTonToken(body.offer_jetton, 'offer_jetton');
    const ask = resolveTonToken(body.ask_jetton, 'ask_jetton');
    return executeTonSwap(
      tx,
      {
        userId: account.userId,
        accountIndex: account.accountIndex,
        offer,
        ask,
        offerAmount: BigInt(body.offer_amount),
        minAskAmount: BigInt(body.min_ask_amount),
        provider: body.provider,
      },
      await now(tx),
    );
  });

  mount(routes, deps, mainContract.getUserSwaps, async ({ user, query, context }) => {
    const account = await callerAccount(user, query.accountIndex);
    const origin = originOf(context.req.url);
    const swaps = await executedSwaps(deps.db, account.userId, account.accountIndex, query.limit, query.offset);
    return {
      swaps: swaps.map((swap) => ({
        swapId: swap.swapId,
        route: { fromToken: wireToken(swap.from, origin), toToken: wireToken(swap.to, origin), fromAmount: swap.fromAmount.toString(), toAmount: swap.toAmount.toString() },
        createdAt: swap.executedAt.toISOString(),
      })),
    };
  });

  return routes;
}
