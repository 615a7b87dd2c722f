/**
 * Controls of the mining simulation, for tests and the host page (not the app's contract, no init
 * data; mounted under /sandbox on the mining API, loopback only): Stars invoice outcomes, each test
 * user's external wallet and its approvals, and the runtime settings (autoclaim activation delay).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { tonConnectTransactionSchema } from '../../../adapters/http/contract/mining/payments';
import type { SandboxDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/store/database';
import { controlRouter } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import { setAutoclaimSettings } from '../autoclaim/config';
import { decideTransaction, ensureExternalWallet, pendingTransactions, readExternalWallet, submitTransaction, tonText, wireTransaction } from '../payments/external-wallet';
import { recordInvoiceOutcome } from '../payments/invoices';
import type { PurposeTable } from '../payments/purpose-table';
import { wireIntent } from '../payments/intents';

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const slugSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export function miningControlRoutes(deps: SandboxDeps, purposes: PurposeTable): Hono {
  const routes = controlRouter();
  /** The sandbox clock's time, read in the control's transaction. */
  const now = async (tx: Queryable): Promise<Date> => new Date(await deps.clock.read(tx));


  routes.post('/invoices/:slug/:outcome', async (context) => {
    const slug = parse(slugSchema, context.req.param('slug'));
    const outcome = parse(z.enum(['paid', 'cancelled']), context.req.param('outcome'));
    return context.json(wireIntent(await recordInvoiceOutcome(deps.db, purposes, deps.clock, slug, outcome)));
  });

  routes.get('/external-wallet', async (context) => {
    const userId = parse(userIdSchema, context.req.query('userId'));
    // The host page asks every second while a user's app is open: a wallet already made is only
    // read (two statements, no transaction); the first ask makes it, with the user's row.
    const wallet = (await readExternalWallet(deps.db, userId)) ?? (await deps.db.transaction(async (tx) => ensureExternalWallet(tx, userId, await now(tx))));
    const pending = await pendingTransactions(deps.db, userId);
    return context.json({ address: wallet.address, balance: tonText(wallet.balanceUnits), pending: pending.map(wireTransaction) });
  });

  // The sandbox ExternalWallet adapter's sendTransaction: the transaction waits for approval.
  routes.post('/external-wallet/transactions', async (context) => {
    const body = parse(z.object({ userId: userIdSchema, transaction: tonConnectTransactionSchema }), await jsonBody(context));
    return context.json(wireTransaction(await deps.db.transaction(async (tx) => submitTransaction(tx, body.userId, body.transaction, await now(tx)))));
  });

  routes.get('/external-wallet/transactions/:id', async (context) => {
    const id = parse(z.string().max(64), context.req.param('id'));
    const result = await deps.db.query<{ status: string }>('select status from sandbox_external_transactions where id = $1', [id]);
    const row = result.rows[0];
    if (!row) throw new SandboxError(404, 'Unknown external transaction', 'unknown-transaction');
    return context.json({ id, status: row.status });
  });

  routes.post('/external-wallet/transactions/:id/:decision', async (context) => {
    const id = parse(z.string().max(64), context.req.param('id'));
    const decision = parse(z.enum(['approve', 'reject']), context.req.param('decision'));
    return context.json(wireTransaction(await deps.db.transaction((tx) => decideTransaction(tx, purposes, id, decision, deps.clock))));
  });

  routes.post('/settings', async (context) => {
    const body = parse(z.object({ activationDelayMs: z.number().int().min(0).max(24 * 3_600_000).optional() }), await jsonBody(context));
    await setAutoclaimSettings(deps.db, body);
    return context.json({ ok: true });
  });

  return routes;
}
