/**
 * The sandbox external wallet as the app's sandbox ExternalWallet adapter reaches it (PRODUCT.md
 * "External wallet"): the signed-in user's own wallet only, identified by the init data like every
 * app call (never by a user id in the request), so no page can spend another user's wallet. It is
 * not part of the product's contract: in production the wallet is a TON Connect wallet app.
 *
 * - GET  /sandbox-wallet                    the address and balance (connecting)
 * - POST /sandbox-wallet/transactions       { transaction } waits for the host page's approval
 * - GET  /sandbox-wallet/transactions/:id   its status: pending, landed, rejected or expired
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { tonConnectTransactionSchema } from '../../../adapters/http/contract/mining/payments';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import type { Queryable } from '../../platform/store/database';
import { errorAnswer } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import { ensureExternalWallet, submitTransaction, tonText, wireTransaction } from '../payments/external-wallet';

export const SANDBOX_WALLET_PREFIX = '/sandbox-wallet';

export function sandboxWalletRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  /** The sandbox clock's time, read in the call's transaction. */
  const now = async (tx: Queryable): Promise<Date> => new Date(await deps.clock.read(tx));

  routes.onError((error, context) => {
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 400);
  });

  routes.get('/', async (context) => {
    const wallet = await deps.db.transaction(async (tx) => ensureExternalWallet(tx, context.get('user').id, await now(tx)));
    return context.json({ address: wallet.address, balance: tonText(wallet.balanceUnits) });
  });

  routes.post('/transactions', async (context) => {
    const body = parse(z.object({ transaction: tonConnectTransactionSchema }), await jsonBody(context));
    const userId = context.get('user').id;
    return context.json(wireTransaction(await deps.db.transaction(async (tx) => submitTransaction(tx, userId, body.transaction, await now(tx)))));
  });

  routes.get('/transactions/:id', async (context) => {
    const id = parse(z.string().max(64), context.req.param('id'));
    const result = await deps.db.query<{ status: string }>('select status from sandbox_external_transactions where id = $1 and user_id = $2', [id, context.get('user').id]);
    const row = result.rows[0];
    // Another user's transaction is as unknown as a made-up one.
    if (!row) throw new SandboxError(404, 'Unknown external transaction', 'unknown-transaction');
    return context.json({ id, status: row.status });
  });

  return routes;
}
