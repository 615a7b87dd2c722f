/**
 * Controls of the simulation itself, for tests and the host page: credit a deposit, list the seed
 * users' wallets, look tokens up, add an account. Not part of the app's contract and not behind
 * the init-data check: the platform mounts these under /sandbox on the main API
 * (app.route('/sandbox', sandboxControlRoutes(deps))). The sandbox holds no real funds.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { chainIdSchema, decimalSchema, HEADERS } from '../../../adapters/http/contract/common';
import type { SandboxDeps } from '../../platform/deps';
import { createAccount, ensureWallet, type WalletOwner } from '../engine/accounts';
import { simulateDeposit } from '../engine/deposit';
import { findToken, TOKEN_CATALOGUE } from '../engine/token-catalogue';
import { formatUnits, parseUnits } from '../engine/units';
import { errorAnswer } from '../../platform/http/contract-route';
import { parse } from '../../platform/http/control-input';
import { readJsonBody } from '../../platform/http/input-guard';
import { SandboxError } from '../../platform/http/errors';
import { SEED_USERS } from '../../platform/seed-users';
import { MAX_ACCOUNT_INDEX } from '../../../domain/wallet/account-index';

const userIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const depositRequestSchema = z.object({
  userId: userIdSchema,
  accountIndex: z.number().int().min(0).max(MAX_ACCOUNT_INDEX).default(0),
  chainId: chainIdSchema,
  tokenAddress: z.string().min(1).max(200),
  /** Whole tokens, dot as the decimal separator. */
  amount: decimalSchema,
  /** Optional sender address shown nowhere but kept on the operation. */
  from: z.string().max(200).optional(),
});

export const createAccountRequestSchema = z.object({ userId: userIdSchema });

export const tokensQuerySchema = z.object({
  symbol: z.string().max(40).optional(),
  chainId: z.string().max(10).optional(),
});

function ownerOf(userId: number): WalletOwner {
  const seed = SEED_USERS.find((user) => user.id === userId);
  return { id: userId, firstName: seed?.firstName ?? `Test user ${userId}` };
}

export function sandboxControlRoutes(deps: SandboxDeps): Hono {
  const routes = new Hono();
  /** The sandbox clock's time (the controls run outside any transaction). */
  const now = async (): Promise<Date> => new Date(await deps.clock.read(deps.db));

  routes.onError((error, context) => {
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 400);
  });

  routes.post('/deposit', async (context) => {
    const body = parse(depositRequestSchema, await readJsonBody(context));
    const token = findToken(body.chainId, body.tokenAddress);
    if (!token) throw new SandboxError(404, "Couldn't find specified token", 'unknown-token', ['tokenAddress']);
    const units = parseUnits(body.amount, token.decimals);
    if (!units.ok) throw new SandboxError(400, `${token.symbol} has at most ${token.decimals} decimals`, 'too-many-decimals', ['amount']);
    if (units.units <= 0n) throw new SandboxError(400, 'Amount must be greater than zero', 'zero-amount', ['amount']);
    const key = context.req.header(HEADERS.idempotencyKey) ?? null;
    const outcome = await simulateDeposit(
      deps.db,
      { owner: ownerOf(body.userId), accountIndex: body.accountIndex, token, units: units.units, idempotencyKey: key, from: body.from },
      await now(),
    );
    return context.json({
      operationId: outcome.operationId,
      replayed: outcome.replayed,
      userId: body.userId,
      accountIndex: body.accountIndex,
      chainId: token.chainId,
      tokenAddress: token.address,
      symbol: token.symbol,
      amountUnits: units.units.toString(),
      balance: formatUnits(outcome.balanceUnits, token.decimals),
    });
  });

  routes.post('/accounts', async (context) => {
    const body = parse(createAccountRequestSchema, await readJsonBody(context));
    const at = await now();
    await ensureWallet(deps.db, ownerOf(body.userId), at);
    const account = await createAccount(deps.db, body.userId, at);
    return context.json({ accountIndex: account.accountIndex, address: account.evmAddress, tonUnbouncableAddress: account.tonAddress });
  });

  routes.get('/users', async (context) => {
    const users = [];
    const at = await now();
    for (const seed of SEED_USERS) {
      const accounts = await ensureWallet(deps.db, { id: seed.id, firstName: seed.firstName }, at);
      users.push({
        key: seed.key,
        id: seed.id,
        firstName: seed.firstName,
        username: seed.username,
        accounts: accounts.map((account) => ({
          accountIndex: account.accountIndex,
          address: account.evmAddress,
          tonUnbouncableAddress: account.tonAddress,
        })),
      });
    }
    return context.json({ users });
  });

  routes.get('/tokens', (context) => {
    const query = parse(tokensQuerySchema, context.req.query());
    const symbol = query.symbol?.toLowerCase();
    const tokens = TOKEN_CATALOGUE.filter(
      (token) => (symbol === undefined || token.symbol.toLowerCase() === symbol) && (query.chainId === undefined || String(token.chainId) === query.chainId),
    ).map((token) => ({ symbol: token.symbol, name: token.name, chainId: token.chainId, address: token.address, decimals: token.decimals }));
    return context.json({ tokens });
  });

  return routes;
}
