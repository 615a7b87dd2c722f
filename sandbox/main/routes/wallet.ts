/**
 * Wallet calls of the main API (seed 000, section 7): accounts, balances, history, stable coins,
 * the token catalogue, prices, preset swaps and transfers. Mounted behind the init-data check, so
 * `user` is always the validated caller. Every call first makes sure the caller has a wallet: a
 * new user gets account 0, a seed user their seed accounts.
 */
import { Hono } from 'hono';
import type { ChainId } from '../../../domain/chains';
import { mainContract } from '../../../adapters/http/contract/main';
import type { AuthedUser, SandboxDeps, SandboxEnv } from '../../platform/deps';
import type { Queryable } from '../../platform/store/database';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { SandboxError } from '../../platform/http/errors';
import { ensureWallet, ensureWalletIn, requireAccount, type Account } from '../engine/accounts';
import { depositNotifications, hasSwapped, historyPage, lastActivity } from '../engine/history';
import { knownTokensPage } from '../engine/known-tokens';
import { totalUsdOfHoldings, valuedHoldings, valueHolding, wireBalanceEntry, byUsdDescending } from '../engine/portfolio';
import { formatUsd, priceAt, priceSeries } from '../engine/prices';
import { chainIdText } from '../engine/ledger';
import { receiptOf } from '../engine/receipt';
import { isAllowedPair, presetPairFor, storePresetSwap } from '../engine/preset-tokens';
import { findToken, LISTED_STABLECOINS, nativeToken, tokenBySymbol, type CatalogueToken } from '../engine/token-catalogue';
import { transfer } from '../engine/transfer';
import { originOf, wireToken } from '../engine/wire';

/**
 * What the wallet's home asks of the mining backend, which it may not import (both share one store):
 * whether to invite the user to today's daily boost (seed 001 §4 "Daily boost", `isNotifyForBoost`).
 * app.ts passes the tasks feature's fact (sandbox/mining/shared/facts.ts 'daily-reward-due').
 */
export interface MiningFactsForWallet {
  readonly dailyBoostDue: (q: Queryable, userId: number, now: number) => Promise<boolean>;
}

export function walletRoutes(deps: SandboxDeps, mining: MiningFactsForWallet): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  /** The sandbox clock's time, through the store or the request's transaction. */
  const nowMs = (q: Queryable = deps.db): Promise<number> => deps.clock.read(q);
  const now = async (q: Queryable = deps.db): Promise<Date> => new Date(await nowMs(q));
  const owner = (user: AuthedUser) => ({ id: user.id, firstName: user.firstName });

  /** The caller's account at that index, creating the caller's wallet on first sight. */
  async function callerAccount(user: AuthedUser, accountIndex: number): Promise<Account> {
    await ensureWallet(deps.db, owner(user), await now());
    return requireAccount(deps.db, user.id, accountIndex);
  }

  async function accountTotal(account: Account): Promise<string> {
    return totalUsdOfHoldings(await valuedHoldings(deps.db, account.userId, account.accountIndex, await nowMs()));
  }

  /** A token of the catalogue by chain and address, or the 404 every token call answers. */
  function tokenOf(chainId: ChainId | undefined, address: string | undefined, field: string): CatalogueToken {
    const token = chainId === undefined || address === undefined ? undefined : findToken(chainId, address);
    if (!token) throw new SandboxError(404, "Couldn't find specified token", 'unknown-token', [field]);
    return token;
  }

  mount(routes, deps, mainContract.tgUserWallets, async ({ user }) => {
    const accounts = await ensureWallet(deps.db, owner(user), await now());
    return Promise.all(
      accounts.map(async (account) => ({
        accountIndex: account.accountIndex,
        address: account.evmAddress,
        tonUnbouncableAddress: account.tonAddress,
        totalBalanceUsd: await accountTotal(account),
      })),
    );
  });

  mount(routes, deps, mainContract.address, async ({ user, query }) => {
    const account = await callerAccount(user, query.accountIndex);
    return { address: account.evmAddress, tonUnbouncableAddress: account.tonAddress };
  });

  mount(routes, deps, mainContract.balances, async ({ user, body, context }) => {
    const account = await callerAccount(user, body.accountIndex);
    const origin = originOf(context.req.url);
    const holdings = await valuedHoldings(deps.db, account.userId, account.accountIndex, await nowMs());
    return holdings.map((holding) => wireBalanceEntry(holding, origin));
  });

  mount(routes, deps, mainContract.totalBalance, async ({ user, query }) => {
    const account = await callerAccount(user, query.accountIndex);
    return {
      totalBalanceUsd: await accountTotal(account),
      hasTrades: await hasSwapped(deps.db, user.id),
      isNotifyForBoost: query.boostNotification === '1' && (await mining.dailyBoostDue(deps.db, user.id, await nowMs())),
    };
  });

  mount(routes, deps, mainContract.history, async ({ user, query }) => {
    const account = await callerAccount(user, query.accountIndex);
    // The token page's filter (issue 38): both or neither; an unknown token is a 404, as /priceHistory's.
    const filter = query.chainId === undefined && query.tokenAddress === undefined ? undefined : tokenOf(query.chainId, query.tokenAddress, 'tokenAddress');
    const token = filter ? { chainId: chainIdText(filter.chainId), address: filter.address } : undefined;
    return { history: await historyPage(deps.db, account.userId, account.accountIndex, query.limit, query.offset, token) };
  });

  // A transaction's receipt (issue 38): the caller's own operations only; any other id is unknown.
  mount(routes, deps, mainContract.transaction, async ({ user, query, context }) => {
    await ensureWallet(deps.db, owner(user), await now());
    const receipt = await receiptOf(deps.db, user.id, query.id, originOf(context.req.url));
    if (!receipt) throw new SandboxError(404, "Couldn't find specified transaction", 'unknown-transaction', ['id']);
    return receipt;
  });

  mount(routes, deps, mainContract.priceHistory, async ({ query }) => {
    const token = tokenOf(query.chainId, query.address, 'address');
    return { chainId: token.chainId, address: token.address, span: query.span, points: priceSeries(token, query.span, await nowMs()) };
  });

  // The chain's native coin and its listed stable coins, held or not, so the copy-trade picker can
  // show what the user could fund a trade with; richest first, then USDT, USDC, DAI, native.
  mount(routes, deps, mainContract.stableCoins, async ({ user, query, context }) => {
    const account = await callerAccount(user, query.accountIndex);
    const origin = originOf(context.req.url);
    const at = await nowMs();
    const held = await valuedHoldings(deps.db, account.userId, account.accountIndex, at);
    const listed: CatalogueToken[] = [
      ...LISTED_STABLECOINS.map((symbol) => tokenBySymbol(query.chainID, symbol)).filter((token): token is CatalogueToken => token !== undefined),
      nativeToken(query.chainID),
    ];
    const order = (token: CatalogueToken): number => listed.indexOf(token);
    return listed
      .map((token) => held.find((holding) => holding.token === token) ?? valueHolding(token, 0n, at))
      .sort((a, b) => (a.usd !== b.usd ? byUsdDescending(a, b) : order(a.token) - order(b.token)))
      .map((holding) => wireBalanceEntry(holding, origin));
  });

  mount(routes, deps, mainContract.addressActivity, async ({ user, query }) => {
    const account = await callerAccount(user, query.accountIndex);
    const at = await lastActivity(deps.db, account.userId, account.accountIndex);
    return { active: at !== null, lastActivityAt: at };
  });

  // Deposits are credited by the sandbox itself (POST /sandbox/deposit), so watching is only
  // recorded; it changes nothing about when a deposit appears.
  mount(routes, deps, mainContract.startMonitoring, async ({ user, body }) => {
    const account = await callerAccount(user, body.accountIndex);
    await deps.db.query(
      `insert into wallet_monitors (user_id, account_index, started_at) values ($1, $2, $3)
       on conflict (user_id, account_index) do update set started_at = excluded.started_at`,
      [account.userId, account.accountIndex, (await now()).toISOString()],
    );
    return { monitoring: true as const };
  });

  mount(routes, deps, mainContract.listNotificationsForUser, async ({ user }) => {
    await ensureWallet(deps.db, owner(user), await now());
    return { notifications: await depositNotifications(deps.db, user.id) };
  });

  mount(routes, deps, mainContract.knownTokens, async ({ user, body, context }) => {
    const account = await callerAccount(user, body.accountIndex);
    const at = await nowMs();
    const holdings = await valuedHoldings(deps.db, account.userId, account.accountIndex, at);
    return knownTokensPage(
      { chainId: body.chainId, searchText: body.searchText, tokenAddress: body.tokenAddress },
      holdings,
      body.sliceProps,
      at,
      originOf(context.req.url),
    );
  });

  mount(routes, deps, mainContract.priceCheck, async ({ body }) => {
    const at = await nowMs();
    return {
      prices: body.tokens.map((ref, index) => {
        const token = findToken(ref.chainId, ref.address);
        if (!token) throw new SandboxError(404, "Couldn't find specified token", 'unknown-token', ['tokens', String(index)]);
        return { address: token.address, chainId: token.chainId, usd: formatUsd(priceAt(token, at)) };
      }),
    };
  });

  mount(routes, deps, mainContract.getPresetTokens, async ({ query, context }) => {
    const pair = await presetPairFor(deps.db, query.startParam);
    const origin = originOf(context.req.url);
    return { from: wireToken(pair.from, origin), to: wireToken(pair.to, origin) };
  });

  mount(routes, deps, mainContract.createPresetSwap, async ({ user, body }) => {
    const from = findToken(body.from.chainId, body.from.address);
    if (!from) throw new SandboxError(404, "Couldn't find specified token", 'unknown-token', ['from']);
    const to = findToken(body.to.chainId, body.to.address);
    if (!to) throw new SandboxError(404, "Couldn't find specified token", 'unknown-token', ['to']);
    if (from === to) throw new SandboxError(400, 'The two tokens of a swap must differ', 'same-token', ['to']);
    if (!isAllowedPair({ from, to })) throw new SandboxError(400, 'A TON token can be swapped only for another TON token', 'pair-not-allowed', ['to']);
    const at = await now();
    await ensureWallet(deps.db, owner(user), at);
    return { id: await storePresetSwap(deps.db, user.id, { from, to }, at) };
  });

  mountMoving(routes, deps, mainContract.transfer, async ({ user, body, tx }) => {
    const at = await now(tx);
    await ensureWalletIn(tx, owner(user), at);
    return transfer(
      tx,
      {
        userId: user.id,
        accountIndex: body.accountIndex,
        chainId: body.chainId,
        tokenAddress: body.tokenAddress,
        to: body.to,
        amount: body.amount,
        comment: body.comment,
        dry: body.dry,
      },
      at,
    );
  });

  return routes;
}
