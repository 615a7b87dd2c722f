/**
 * Copy trading (seed 001 §7 "Copy trading"; docs/contract.md rows "copy trade"): the account's
 * positions and fundable holdings (each running position worked up to the clock as it is read), a
 * start that debits the wallet once per key, and a stop that returns what the position holds once.
 */
import { Hono } from 'hono';
import type { z } from 'zod/mini';
import { copyTradeContract, type copyTradeSchema, type mirroredTradeSchema } from '../../../adapters/http/contract/mining/copy-trade';
import { ensureWalletIn, requireAccount } from '../../main/engine/accounts';
import { valuedHoldings, wireBalanceEntry } from '../../main/engine/portfolio';
import { formatUsd, priceAt, usdValue } from '../../main/engine/prices';
import { formatUnits } from '../../main/engine/units';
import { logoUri, originOf } from '../../main/engine/wire';
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { parseJsonText } from '../../platform/http/input-guard';
import { SLIPPAGE_LIMIT_BPS } from './config';
import { accountPositions, beforeSeqOf, catchUpInBatches, COPY_TRADE_TOKENS, onePosition, positionEvents, positionUsd, runningPositionIds, startPosition, stopPosition, usdToEthUnits, type EventRow, type PositionRow } from './engine';

const ethText = (wei: bigint): string => formatUnits(wei, 18);
const percentText = (bps: number): string => formatUnits(BigInt(bps), 2);

export function wireCopyTrade(position: PositionRow, now: number, origin: string): z.input<typeof copyTradeSchema> {
  const at = position.deactivatedAt ?? now;
  const usd = position.finalUsd ?? positionUsd(position, at);
  const eth = position.finalEthUnits ?? usdToEthUnits(usd, position.chainId, at);
  const holdings = [
    { token: position.base, units: position.baseUnits },
    { token: position.counter, units: position.counterUnits },
  ].filter((holding) => holding.units > 0n);
  return {
    _id: position.id,
    accountIndex: position.accountIndex,
    chainId: position.chainId as 1,
    followedAddress: position.followedAddress,
    ante: formatUnits(BigInt(position.antePercent), 2),
    protocols: [...position.protocols],
    depositInNano: position.depositUnits.toString(),
    fromToken: position.base.address,
    dttmAdded: new Date(position.startedAt).toISOString(),
    ...(position.deactivatedAt === null ? {} : { dttmDeactivated: new Date(position.deactivatedAt).toISOString() }),
    token: { logoURI: logoUri(origin, position.base.symbol), name: position.base.name, symbol: position.base.symbol, decimals: position.base.decimals },
    deposit: { usd: formatUsd(usd), eth: ethText(eth) },
    startDeposit: { usd: formatUsd(position.startUsd), eth: ethText(position.startEthUnits) },
    depositAmount: formatUnits(position.depositUnits, position.base.decimals),
    perTradeAmount: formatUnits(position.perTradeUnits, position.base.decimals),
    holdings: holdings.map((holding) => ({
      symbol: holding.token.symbol,
      amount: formatUnits(holding.units, holding.token.decimals),
      usd: formatUsd(usdValue(holding.units, holding.token.decimals, priceAt(holding.token, at))),
    })),
  };
}

function wireEvent(event: EventRow): z.input<typeof mirroredTradeSchema> {
  const [from, to] = event.side === 'buy-eth' ? ['USD', 'ETH'] : ['ETH', 'USD'];
  return {
    seq: event.seq,
    at: new Date(event.at).toISOString(),
    leader: { from, to, usd: event.leaderUsd.toString(), slippagePercent: percentText(event.slippageBps) },
    outcome: event.outcome,
    ...(event.sold ? { sold: { symbol: event.sold.token.symbol, amount: formatUnits(event.sold.units, event.sold.token.decimals) } } : {}),
    ...(event.got ? { got: { symbol: event.got.token.symbol, amount: formatUnits(event.got.units, event.got.token.decimals) } } : {}),
    ...(event.reason ? { reason: event.reason } : {}),
  };
}

export function copyTradeRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  /** The account's ETH, USDT, USDC and DAI on every EVM chain, richest first. */
  const fundable = async (tx: Queryable, userId: number, accountIndex: number, now: number, origin: string) =>
    (await valuedHoldings(tx, userId, accountIndex, now))
      .filter((holding) => holding.token.chainId !== 'TON' && (COPY_TRADE_TOKENS as readonly string[]).includes(holding.token.symbol))
      .map((holding) => wireBalanceEntry(holding, origin));

  mount(routes, deps, copyTradeContract.getCopyTrades, async ({ user, query, context }) => {
    const origin = originOf(context.req.url);
    // However far the clock jumped, the positions are worked up to it in bounded batches first.
    const ids = query.copyTradeId ? [query.copyTradeId] : await runningPositionIds(deps.db, user.id, query.accountIndex);
    await catchUpInBatches(deps.db, deps.clock, user.id, ids);
    return deps.db.transaction(async (tx) => {
      await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(await deps.clock.read(tx)));
      const account = await requireAccount(tx, user.id, query.accountIndex);
      if (query.copyTradeId) {
        const beforeSeq = beforeSeqOf(query.transactionsPageToken);
        const { position, now } = await onePosition(tx, deps.clock, user.id, query.copyTradeId);
        const page = await positionEvents(tx, position, query.transactionsLimit, beforeSeq);
        return {
          copyTrades: [wireCopyTrade(position, now, origin)],
          tokens: await fundable(tx, user.id, account.accountIndex, now, origin),
          address: account.evmAddress,
          transactions: page.events.map(wireEvent),
          transactionsNextToken: page.nextToken,
          slippageLimitPercent: percentText(SLIPPAGE_LIMIT_BPS),
          serverTime: new Date(now).toISOString(),
        };
      }
      const { positions, now } = await accountPositions(tx, deps.clock, user.id, account.accountIndex);
      return {
        copyTrades: positions.map((position) => wireCopyTrade(position, now, origin)),
        tokens: await fundable(tx, user.id, account.accountIndex, now, origin),
        address: account.evmAddress,
        slippageLimitPercent: percentText(SLIPPAGE_LIMIT_BPS),
        serverTime: new Date(now).toISOString(),
      };
    });
  });

  mountMoving(routes, deps, copyTradeContract.startCopyTrade, async ({ user, body, tx, context }) => {
    await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(await deps.clock.read(tx)));
    const position = await startPosition(tx, deps.clock, {
      userId: user.id,
      accountIndex: body.accountIndex,
      chainId: body.chainId,
      followedAddress: body.followedAddress,
      ante: body.ante,
      protocols: body.protocols,
      depositUnits: BigInt(body.depositInNano),
      fromToken: body.fromToken,
    });
    return { result: wireCopyTrade(position, position.startedAt, originOf(context.req.url)) };
  });

  // Before the stop's one transaction, the leader's trades up to now in bounded batches, so the
  // stop itself works through only the few that happen while it waits.
  routes.post(copyTradeContract.cancelCopyTrade.path, async (context, next) => {
    const id = await stopTarget(context.req.text());
    if (id !== null) await catchUpInBatches(deps.db, deps.clock, context.get('user').id, [id]);
    await next();
  });
  mountMoving(routes, deps, copyTradeContract.cancelCopyTrade, async ({ user, body, tx, context }) => {
    const position = await stopPosition(tx, deps.clock, user.id, body._id);
    return { result: wireCopyTrade(position, position.deactivatedAt ?? 0, originOf(context.req.url)) };
  });

  return routes;
}

/** The `_id` a stop's body names, or null when it names none (the route answers for the body). */
async function stopTarget(text: Promise<string>): Promise<string | null> {
  try {
    const body: unknown = parseJsonText(await text);
    const id = typeof body === 'object' && body !== null ? (body as { _id?: unknown })._id : undefined;
    return typeof id === 'string' && id.length <= 100 ? id : null;
  } catch {
    return null;
  }
}
